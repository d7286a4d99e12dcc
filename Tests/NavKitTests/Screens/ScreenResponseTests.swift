import Testing
import NavKit
import NavKitTesting

/// A click that asks for several pushes or pops at once, and slow motion.
@MainActor @Suite struct ScreenResponseTests {
    /// Answers Enter with three pushes and Backspace with three pops, in one response each.
    final class BurstScreen: Screen {
        let title: String
        init(_ title: String) { self.title = title }
        func draw(in canvas: inout Canvas) {}
        func handle(_ event: Event) -> ScreenResponse {
            switch event {
            case .key(.enter): return .sequence((1...3).map { .push(BurstScreen("\(title).\($0)"), animated: true) })
            case .key(.backspace): return .sequence(Array(repeating: .pop(animated: true), count: 3))
            default: return .ignored
            }
        }
    }

    @Test func threePushesFromOneResponseQueueAndThreePopsUnwindThem() {
        let driver = HeadlessDriver(root: BurstScreen("Root"), size: Size(width: 40, height: 6))
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root", "Root.1", "Root.2", "Root.3"])
        #expect(driver.trace.filter { if case .transitionBegan = $0 { true } else { false } }.count == 3)
        driver.key(.backspace)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
    }

    @Test func slowMotionKeepsTheLayoutAndStretchesTheDuration() {
        let base = SlideAnimator(duration: 0.35, curve: .easeInOut)
        let slow = SlowMotionAnimator(base, factor: 10)
        #expect(abs(slow.duration - 3.5) < 1e-9)
        #expect(slow.name == "slide")
        let size = Size(width: 80, height: 20)
        for p in [0.0, 0.3, 0.5, 1.0] {
            #expect(slow.layout(for: .push, progress: p, in: size) == base.layout(for: .push, progress: p, in: size))
        }
    }
}
