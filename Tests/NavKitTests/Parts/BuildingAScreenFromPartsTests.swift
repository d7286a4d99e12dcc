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

/// The article's screen drawn by hand, cell for cell: what a screen without parts would do.
private final class DiscardDraftByHand: Screen {
    let title = "Discard draft?"

    func draw(in canvas: inout Canvas) {
        let theme = canvas.theme, width = canvas.size.width
        canvas.write("The draft has changes that were never saved.", at: Point(x: 2, y: 1), style: theme.content)
        canvas.write(String(repeating: "─", count: width - 2), at: Point(x: 1, y: 3), style: theme.secondary)
        canvas.write("[ Keep editing ]", at: Point(x: 1, y: 5), style: theme.selection)
        canvas.write("[ Discard ]", at: Point(x: 19, y: 5), style: theme.link)
    }
}

/// A screen of parts moves through a push and a back swipe exactly as the same screen drawn by
/// hand: every frame of the two is the same picture, so it costs the terminal the same.
@MainActor @Suite struct PartsInTransitionsTests {
    /// The frames of a push of `screen` and of a back swipe released past the middle, and the
    /// stack's titles at the end.
    private func frames(of screen: Screen) -> (frames: [Canvas], titles: [String]) {
        let driver = HeadlessDriver(root: LetterScreen("Draft", letter: "d"), size: Size(width: 60, height: 12),
                                    configuration: linearConfiguration(duration: 0.3))
        var frames: [Canvas] = []
        driver.engine.navigation.push(screen, animated: true)
        frames += driver.runUntilIdle()                                    // the push, frame by frame
        driver.press(0, 6)                                                 // the back swipe, held and released
        for x in stride(from: 4, through: 40, by: 4) {
            driver.advance(by: 1.0 / 60)
            driver.drag(x, 6)
            frames.append(driver.frame())
        }
        driver.advance(by: 0.2)
        driver.release(40, 6)
        frames += driver.runUntilIdle()
        return (frames, driver.stackTitles)
    }

    @Test func everyFrameOfAPushAndASwipeIsTheSameAsTheHandDrawnScreens() {
        let (parts, titles) = frames(of: DiscardDraft()), byHand = frames(of: DiscardDraftByHand()).frames
        #expect(parts.count == byHand.count && parts.count > 20)
        for (index, (a, b)) in zip(parts, byHand).enumerated() where a != b {
            Issue.record("frame \(index) differs:\n\(a)\n---\n\(b)")
            break
        }
        #expect(titles == ["Draft"])                                        // the swipe went back
    }
}
