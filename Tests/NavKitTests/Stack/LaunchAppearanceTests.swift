import Testing
import NavKit
import NavKitTesting

/// A screen that, as it appears, may navigate at once (a first-run screen over the root).
private final class Launcher: Screen {
    let title: String
    var log: [String] = []
    var onWillAppear: (() -> Void)?
    private var context: NavigationContext?

    init(_ title: String, onWillAppear: (() -> Void)? = nil) {
        self.title = title
        self.onWillAppear = onWillAppear
    }

    func didMove(to context: NavigationContext) {
        self.context = context
        log.append("didMove")
    }
    func willAppear(animated: Bool) {
        log.append("willAppear animated: \(animated)")
        onWillAppear?()
    }
    func didAppear(animated: Bool) { log.append("didAppear animated: \(animated)") }
    func draw(in canvas: inout Canvas) {}
}

/// Told what the navigation controller shows.
private final class ShowRecorder: NavigationControllerDelegate {
    var shown: [String] = []
    func navigationController(_ navigationController: NavigationController, willShow screen: Screen,
                              animated: Bool) { shown.append("willShow \(screen.title)") }
    func navigationController(_ navigationController: NavigationController, didShow screen: Screen,
                              animated: Bool) { shown.append("didShow \(screen.title)") }
}

/// The screen on top when the stack is first shown appears, as UIKit's root does when its
/// window appears: what a screen starts in `willAppear` or `didAppear` (a refresh) runs on a
/// root too.
@MainActor @Suite struct LaunchAppearanceTests {
    @Test func theRootAppearsAtTheFirstFrameAndOnlyOnce() {
        let root = Launcher("Root")
        let delegate = ShowRecorder()
        let driver = HeadlessDriver(root: root)
        driver.engine.navigation.delegate = delegate
        #expect(root.log == ["didMove"])  // not shown yet
        _ = driver.frame()
        #expect(root.log == ["didMove", "willAppear animated: false", "didAppear animated: false"])
        #expect(delegate.shown == ["willShow Root", "didShow Root"])
        driver.key(.left)
        driver.advance(by: 1)
        _ = driver.frame()
        #expect(root.log.count == 3)
        #expect(delegate.shown.count == 2)
    }

    @Test func theFirstEventShowsTheStackWhenItComesBeforeAnyFrame() {
        let root = Launcher("Root")
        let driver = HeadlessDriver(root: root)
        driver.key(.down)
        #expect(root.log == ["didMove", "willAppear animated: false", "didAppear animated: false"])
    }

    @Test func aScreenPushedBeforeLaunchAppearsOnce() {
        let root = Launcher("Root"), top = Launcher("Top")
        let driver = HeadlessDriver(root: root)
        driver.engine.navigation.push(top, animated: false)
        _ = driver.frame()
        #expect(top.log == ["didMove", "willAppear animated: false", "didAppear animated: false"])
        #expect(root.log == ["didMove"])  // covered before it was shown
    }

    @Test func aPushAskedForAsTheRootAppearsPlaysOnceItHasAppeared() {
        let welcome = Launcher("Welcome")
        weak var navigation: NavigationController?          // weak: the stack holds the root and its closure
        let root = Launcher("Root") { navigation?.push(welcome, animated: true) }
        let driver = HeadlessDriver(root: root)
        navigation = driver.engine.navigation
        _ = driver.frame()
        #expect(root.log == ["didMove", "willAppear animated: false", "didAppear animated: false"])
        #expect(driver.engine.navigation.transition != nil)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root", "Welcome"])
        #expect(welcome.log == ["didMove", "willAppear animated: true", "didAppear animated: true"])
    }
}
