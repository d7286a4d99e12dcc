import Testing
import NavKit
import NavKitTesting

// The screen of the DocC article "Building a screen from parts", as it is printed there.

/// Asks before it throws the draft away: two buttons under the question.
final class DiscardDraft: ComposedScreen {
    let title = "Discard draft?"
    var discarded = false

    lazy var parts = Stack(.vertical, spacing: 1, padding: 1, [
        .fitting(Label("The draft has changes that were never saved.")),
        .fitting(Divider()),
        .fitting(Stack(.horizontal, spacing: 2, [
            .fitting(Button("Keep editing") { .pop(animated: true) }),
            .fitting(Button("Discard") { [unowned self] in
                discarded = true
                return .pop(animated: true)
            }),
            .flexible(Spacer()),
        ])),
    ])
}

/// The article's screen draws as it says, at two sizes, and its buttons work by key and click.
@MainActor @Suite struct BuildingAScreenFromPartsTests {
    private func driver(_ screen: DiscardDraft, width: Int) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Draft", letter: "d"), size: Size(width: width, height: 12),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(screen, animated: false)
        return driver
    }

    @Test func itLaysItselfOutAtEverySize() {
        let wide = driver(DiscardDraft(), width: 60).frame()
        #expect(wide.text(ofRow: 2).hasPrefix("  The draft has changes that were never saved."))
        #expect(wide.text(ofRow: 4) == " " + String(repeating: "─", count: 58) + " ")
        #expect(wide.text(ofRow: 6).hasPrefix(" [ Keep editing ]  [ Discard ]"))
        let narrow = driver(DiscardDraft(), width: 32).frame()              // the label wraps to two rows
        #expect(narrow.text(ofRow: 2).hasPrefix("  The draft has changes that"))
        #expect(narrow.text(ofRow: 3).hasPrefix("  were never saved."))
        #expect(narrow.text(ofRow: 7).hasPrefix(" [ Keep editing ]  [ Discard ]"))
    }

    @Test func tabThenEnterDiscardsAndGoesBack() {
        let screen = DiscardDraft()
        let driver = driver(screen, width: 60)
        _ = driver.frame()
        driver.key(.tab)                                                    // from "Keep editing" to "Discard"
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(screen.discarded && driver.stackTitles == ["Draft"])
    }

    @Test func aClickOnKeepEditingGoesBackAndKeepsTheDraft() {
        let screen = DiscardDraft()
        let driver = driver(screen, width: 60)
        _ = driver.frame()
        driver.tap(5, 5)
        driver.runUntilIdle()
        #expect(!screen.discarded && driver.stackTitles == ["Draft"])
    }
}
