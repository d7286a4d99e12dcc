import Testing
import NavKit
import NavKitTesting

/// A screen that records the keys it is given; it takes them all while it edits text, else none.
final class TypingScreen: Screen {
    let title: String
    var isEditingText: Bool
    /// Keys it takes while editing; nil: all of them.
    var takes: Set<Key>?
    /// Takes its keys even when not editing (as a page with its own use for `]` would).
    var takesWhenNotEditing = false
    private(set) var typed: [Key] = []
    init(_ title: String, editing: Bool, takes: Set<Key>? = nil) {
        self.title = title
        self.isEditingText = editing
        self.takes = takes
    }
    func draw(in canvas: inout Canvas) {}
    func handle(_ event: Event) -> ScreenResponse {
        guard case let .key(key) = event, isEditingText || takesWhenNotEditing, takes?.contains(key) ?? true
        else { return .ignored }
        typed.append(key)
        return .handled
    }
}

/// The library's own keys (`[` `]` Shift+← → for the keyboard swipe) reach a screen that edits
/// text before the library acts on them, and an app can turn the keyboard swipe off.
@MainActor @Suite struct KeysFirstTests {
    func driver(_ top: TypingScreen) -> HeadlessDriver { homeUnder(top, size: Size(width: 40, height: 8)) }

    @Test func aScreenEditingTextGetsTheSwipeKeysFirst() {
        let field = TypingScreen("Field", editing: true)
        let driver = driver(field)
        for key: Key in [.character("]"), .character("["), .shiftRight, .shiftLeft] { driver.key(key) }
        #expect(field.typed == [.character("]"), .character("["), .shiftRight, .shiftLeft])
        #expect(driver.engine.navigation.transition == nil)          // no swipe began
    }

    @Test func whatTheEditingScreenIgnoresStillSwipes() {
        let field = TypingScreen("Field", editing: true, takes: [.character("a")])
        let driver = driver(field)
        driver.key(.character("a"))
        driver.key(.shiftRight)                                        // not the field's: the swipe's
        #expect(field.typed == [.character("a")])
        #expect(driver.engine.navigation.transition?.isInteractive == true)
    }

    @Test func aScreenNotEditingTextLeavesTheSwipeKeysToTheSwipe() {
        let page = TypingScreen("Page", editing: false)
        let driver = driver(page)
        driver.key(.character("]"))
        #expect(page.typed.isEmpty)
        #expect(driver.engine.navigation.transition?.isInteractive == true)
    }

    @Test func withTheKeyboardSwipeOffItsKeysAreTheScreens() {
        let page = TypingScreen("Page", editing: false)
        page.takesWhenNotEditing = true
        let driver = driver(page)
        driver.engine.keyboardSwipe.isEnabled = false
        driver.key(.character("]"))
        driver.key(.shiftRight)
        #expect(page.typed == [.character("]"), .shiftRight])         // the swipe, off, took neither
        #expect(driver.engine.navigation.transition == nil)
        #expect(!driver.engine.topScreenIsEditingText)
    }
}
