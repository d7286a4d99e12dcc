import Testing
import NavKit
import NavKitTesting

/// Keys only the kitty keyboard protocol tells apart (Shift+Enter, Ctrl+Enter, Ctrl-I, Ctrl-M,
/// Ctrl-H) reach screens as themselves; one nothing takes is given again as the key a legacy
/// terminal sends for it (`Key.legacy`), so a screen that knows only Enter sees Enter.
@MainActor @Suite struct DistinctKeyTests {
    /// A screen that takes the keys in `takes` and records every key it is given.
    final class KeyScreen: Screen {
        let title = "Keys"
        let takes: Set<Key>
        var given: [Key] = []

        init(takes: Set<Key>) { self.takes = takes }

        func draw(in canvas: inout Canvas) {}

        func handle(_ event: Event) -> ScreenResponse {
            guard case let .key(key) = event else { return .ignored }
            given.append(key)
            return takes.contains(key) ? .handled : .ignored
        }
    }

    func driver(_ screen: KeyScreen) -> HeadlessDriver {
        let driver = HeadlessDriver(root: screen, size: Size(width: 40, height: 10))
        _ = driver.frame()
        return driver
    }

    @Test func aScreenThatTakesShiftEnterGetsItOnce() {
        let screen = KeyScreen(takes: [.shiftEnter, .controlEnter, .control("i")])
        let driver = driver(screen)
        for key in [Key.shiftEnter, .controlEnter, .control("i")] { driver.key(key) }
        #expect(screen.given == [.shiftEnter, .controlEnter, .control("i")])
    }

    @Test func aScreenThatKnowsOnlyTheLegacyKeysGetsThemAfter() {
        let screen = KeyScreen(takes: [.enter, .tab, .backspace])
        let driver = driver(screen)
        for key in [Key.shiftEnter, .controlEnter, .control("m"), .control("i"), .control("h")] { driver.key(key) }
        #expect(screen.given == [.shiftEnter, .enter, .controlEnter, .enter, .control("m"), .enter,
                                 .control("i"), .tab, .control("h"), .backspace])
    }

    @Test func otherKeysAreNotGivenAgain() {
        let screen = KeyScreen(takes: [])
        let driver = driver(screen)
        driver.key(.control("s"))
        driver.key(.enter)
        #expect(screen.given == [.control("s"), .enter])
    }

    @Test func ctrlHOnAPushedScreenGoesBackAsBackspaceDoes() {
        // Backspace pops where the screen leaves it: Ctrl-H does too, as the same byte always did.
        let driver = homeAndDetail()
        driver.key(.control("h"))
        _ = driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func theLegacyKeys() {
        #expect(Key.shiftEnter.legacy == .enter && Key.controlEnter.legacy == .enter)
        #expect(Key.control("m").legacy == .enter && Key.control("i").legacy == .tab)
        #expect(Key.control("h").legacy == .backspace)
        #expect(Key.enter.legacy == nil && Key.control("c").legacy == nil && Key.tab.legacy == nil)
        #expect(Key.shiftEnter.displayName == "⇧↵" && Key.controlEnter.displayName == "⌃↵")
    }
}
