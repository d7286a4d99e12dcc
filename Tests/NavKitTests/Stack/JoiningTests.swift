import Testing
import NavKit
import NavKitTesting

/// A screen that, on joining a stack, looks at it and may navigate at once (a redirect).
private final class Joiner: Screen {
    let title: String
    var onJoin: ((NavigationContext) -> Void)?
    var stackSeen: [String] = []

    init(_ title: String, onJoin: ((NavigationContext) -> Void)? = nil) {
        self.title = title
        self.onJoin = onJoin
    }

    func didMove(to context: NavigationContext) {
        stackSeen = context.stack.map(\.title)
        onJoin?(context)
    }

    func draw(in canvas: inout Canvas) {}
}

/// A screen learns it is on the stack after it is there: `didMove(to:)` comes once the push
/// has begun (or the stack has changed), so what the screen does from there queues behind it.
@MainActor @Suite struct JoiningTests {
    @Test(arguments: [false, true])
    func aScreenThatPushesOnJoiningGoesOnTopOfItself(animated: Bool) {
        let next = Joiner("Next")
        let redirect = Joiner("Redirect") { context in context.push(next, animated: animated) }
        let driver = HeadlessDriver(root: Joiner("Root"), size: Size(width: 30, height: 6))
        driver.engine.navigation.push(redirect, animated: animated)
        driver.runUntilIdle()
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root", "Redirect", "Next"])
        // Without animation the stack has changed when a screen joins; with it, the stack
        // changes when the push ends, so the joining screen sees the one below it on top.
        #expect(next.stackSeen == (animated ? ["Root", "Redirect"] : ["Root", "Redirect", "Next"]))
        #expect(callbacks(driver.trace).filter { $0.hasPrefix("Redirect.") }
                == ["Redirect.willAppear", "Redirect.didAppear", "Redirect.willDisappear", "Redirect.didDisappear"])
    }

    @Test func aPushedScreenSeesTheStackItJoins() {
        let pushed = Joiner("Pushed")
        let driver = HeadlessDriver(root: Joiner("Root"), size: Size(width: 30, height: 6))
        driver.engine.navigation.push(pushed, animated: false)
        #expect(pushed.stackSeen == ["Root", "Pushed"])
    }
}
