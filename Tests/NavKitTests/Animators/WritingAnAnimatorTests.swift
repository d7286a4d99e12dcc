import Testing
import NavKit
import NavKitTesting

// The animator of the "Writing an animator" article (NavKit.docc), verbatim.

/// A push that drops the new screen in from the top, over the old one, which dims.
struct DropAnimator: ReversibleAnimator {
    var name: String { "drop" }
    var duration: Double = 0.3
    var curve: TimingCurve = .easeOut
    /// The new screen drops in with its own top bar.
    var keepsTopBarInPlace: Bool { false }

    func pushLayout(progress: Double, in size: Size) -> TransitionLayout {
        let height = Double(size.height)
        let top = -Int((height * (1 - progress)).rounded())       // from one screen above to 0
        let below = PaneLayout(frame: Rect(origin: .zero, size: size), dimming: 0.2 * progress)
        let arriving = PaneLayout(frame: Rect(origin: Point(x: 0, y: top), size: size))
        return TransitionLayout(from: below, to: arriving, toIsOnTop: true)
    }
}

/// Using it: the delegate picks it for every push and pop.
final class DropDelegate: NavigationControllerDelegate {
    func navigationController(_ controller: NavigationController, animatorFor operation: NavigationOperation,
                              from: Screen, to: Screen) -> Animator? {
        DropAnimator()
    }
}

@MainActor @Suite struct WritingAnAnimatorTests {
    @Test func theArticlesAnimatorDropsTheNewScreenFromTheTopAndPopsItBackUp() {
        let delegate = DropDelegate()
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h",
                                                       next: { LetterScreen("Detail", letter: "d") }),
                                    size: Size(width: 20, height: 10))
        driver.engine.navigation.delegate = delegate
        driver.key(.enter)
        driver.advance(by: 0.1)
        let halfway = driver.frameText().split(separator: "\n").map(String.init)
        #expect(halfway.first?.contains("d") == true)              // the new screen comes from the top…
        #expect(halfway.last?.contains("h") == true)               // …over the old one, still at the bottom
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])
        #expect(driver.trace.contains(.transitionBegan(operation: .push, from: "Home", to: "Detail",
                                                       animator: "drop", interactive: false)))
        driver.key(.left)                                          // the pop is the push played backwards
        driver.advance(by: 0.15)
        #expect(driver.frameText().split(separator: "\n").last?.contains("h") == true)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
    }
}
