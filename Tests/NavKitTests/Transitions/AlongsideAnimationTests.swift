import Testing
import NavKit
import NavKitTesting

/// A screen that animates alongside every transition that moves it, recording what it is told.
final class AlongsideScreen: Screen {
    let title: String
    private var context: NavigationContext?
    private(set) var progress: [Double] = []
    private(set) var completions: [Bool] = []
    private(set) var registered: [Bool] = []
    init(_ title: String) { self.title = title }
    func draw(in canvas: inout Canvas) {
        canvas.write(String(format: "%.2f", progress.last ?? -1), at: .zero, style: Theme.light.content)
    }
    func didMove(to context: NavigationContext) { self.context = context }
    func willAppear(animated: Bool) { register() }
    func willDisappear(animated: Bool) { register() }
    private func register() {
        registered.append(context?.animateAlongsideTransition({ [unowned self] in progress.append($0) },
                                                              completion: { [unowned self] in completions.append($0) })
                          ?? false)
    }
}

/// Animations registered alongside a transition run with it (UIKit's transition coordinator):
/// they are told the progress as it changes, follow a swipe, run back on a cancel, and learn
/// at the end whether it finished.
@MainActor @Suite struct AlongsideAnimationTests {
    func driver(_ root: Screen, top: Screen? = nil) -> HeadlessDriver {
        let driver = HeadlessDriver(root: root, size: Size(width: 40, height: 6), configuration: linearConfiguration())
        if let top { driver.engine.navigation.push(top, animated: false) }
        _ = driver.frame()
        return driver
    }

    @Test func aPushRunsItForward() {
        let home = AlongsideScreen("Home"), detail = AlongsideScreen("Detail")
        let driver = driver(home)
        driver.engine.navigation.push(detail)
        _ = driver.frame()
        driver.advance(by: 0.5)
        #expect(driver.frame().rows[1].contains("0.50"))       // drawn again with the new progress
        driver.runUntilIdle()
        #expect(detail.progress.first == 0 && detail.progress.last == 1)
        #expect(detail.progress == detail.progress.sorted())
        #expect(home.progress == detail.progress)
        #expect(detail.completions == [true] && home.completions == [true])
    }

    @Test func aPopRunsItForwardToo() {
        let home = AlongsideScreen("Home"), detail = AlongsideScreen("Detail")
        let driver = driver(home, top: detail)
        driver.key(.left)
        driver.runUntilIdle()
        #expect(home.progress.last == 1 && home.completions == [true])
        #expect(detail.progress == home.progress)
    }

    @Test func anInteractiveSwipeDrivesItAndAFinishCompletesIt() {
        let home = AlongsideScreen("Home"), detail = AlongsideScreen("Detail")
        let driver = driver(home, top: detail)
        driver.press(0, 3)
        for x in [10, 20, 30] {
            driver.advance(by: 0.05)
            driver.drag(x, 3)
        }
        #expect(home.progress == [0, 0.25, 0.5, 0.75])         // frame by frame with the pointer
        driver.advance(by: 0.3)
        driver.release(30, 3)
        driver.runUntilIdle()
        #expect(home.progress.last == 1 && home.completions == [true])
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func aCancelRunsItBackAndSaysSo() {
        let home = AlongsideScreen("Home"), detail = AlongsideScreen("Detail")
        let driver = driver(home, top: detail)
        driver.press(0, 3)
        driver.advance(by: 0.05)
        driver.drag(10, 3)
        driver.advance(by: 0.3)
        driver.release(10, 3)
        driver.runUntilIdle()
        #expect(home.progress.first == 0 && home.progress.contains(0.25) && home.progress.last == 0)
        #expect(home.completions == [false] && detail.completions == [false])
        #expect(driver.stackTitles == ["Home", "Detail"])
    }

    @Test func withoutAnAnimationThereIsNothingToRunAlongside() {
        let home = AlongsideScreen("Home"), detail = AlongsideScreen("Detail")
        let driver = driver(home)
        driver.engine.navigation.push(detail, animated: false)
        // Home appeared at the first frame and disappeared at the push: neither animated.
        #expect(home.registered == [false, false] && detail.registered == [false])
        #expect(home.progress.isEmpty && home.completions.isEmpty)
    }
}
