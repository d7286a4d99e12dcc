import Testing
import NavKit
import NavKitTesting

/// A name and a field to rename it, focused when the screen asks; Enter renames.
private final class Rename: ComposedScreen {
    var title: String
    let field: TextField
    lazy var parts = Stack(.vertical, padding: 1, [.fixed(1, Label("New name:")), .fixed(1, field)])

    init(_ name: String, focused: Bool = true) {
        title = "Rename " + name
        field = TextField(name, placeholder: "a name")
        if focused { parts.focus(field) }                // the screen is for typing: it asks
        field.onSubmit = { [unowned self] text in
            title = "Renamed " + text
            return .handled
        }
    }
}

/// A text field in a screen: the terminal's cursor at its insertion point while the screen is
/// at rest on top, none while it moves, and the field's text typed with the library's keys.
@MainActor @Suite struct TextFieldTests {
    private func driver(_ screen: Rename) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 40, height: 12),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(screen, animated: false)
        return driver
    }

    @Test func theCursorShowsAtTheInsertionPointOnlyAtRest() {
        let screen = Rename("notes")
        let driver = driver(screen)
        let frame = driver.frame()
        // Content row 2 (padding, the label) is screen row 3; "notes" ends at column 1 + 5.
        #expect(frame.text(ofRow: 3).hasPrefix(" notes"))
        #expect(frame.cursor == Point(x: 6, y: 3))
        driver.key(.left)
        #expect(driver.frame().cursor == Point(x: 5, y: 3))
        driver.key(.escape)                                              // Esc leaves the field
        #expect(driver.frame().cursor == nil && !screen.field.isFocused)
        #expect(!driver.engine.topScreenIsEditingText)
        driver.key(.escape)                                              // and the next goes back
        _ = driver.frame()
        driver.advance(by: 0.1)
        #expect(driver.engine.navigation.transition != nil)
        #expect(driver.frame().cursor == nil)                            // moving: no cursor
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"] && driver.frame().cursor == nil)
    }

    @Test func theLibrarysKeysAreTypedAndEnterSubmits() {
        let screen = Rename("a")
        let driver = driver(screen)
        _ = driver.frame()
        for key: Key in [.character("]"), .character("q"), .shiftLeft, .character("["), .enter] { driver.key(key) }
        #expect(driver.engine.navigation.transition == nil)              // no keyboard swipe
        #expect(screen.title == "Renamed a]q[")                          // Shift-← is a move, not text
        #expect(driver.frame().text(ofRow: 0).contains("Renamed a]q["))
    }

    @Test func aPasteIsTextForTheField() {
        let screen = Rename("")
        let driver = driver(screen)
        _ = driver.frame()
        driver.send(.paste("q\nsecond line"))
        #expect(screen.field.text == "q second line")
    }

    @Test func aFieldTakesTheKeysOnlyWhenMovedToOrAskedFor() {
        let screen = Rename("a", focused: false)
        let driver = driver(screen)
        _ = driver.frame()
        #expect(!screen.field.isFocused && !driver.engine.topScreenIsEditingText)
        #expect(driver.frame().cursor == nil)
        driver.key(.tab)                                                 // moved to by Tab
        #expect(screen.field.isFocused && driver.frame().cursor == Point(x: 2, y: 3))
        driver.key(.escape)
        #expect(!screen.field.isFocused)
        driver.tap(5, 2)                                                 // by a click on it (content row 2)
        #expect(screen.field.isFocused)
    }
}
