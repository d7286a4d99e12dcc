import Testing
import NavKit
import NavKitTesting
@testable import hello

/// The README's example test: an app's screens driven headless, with a manual clock.
@Suite struct HelloTests {
    @Test func enterAndATapPushAndTheSwipeGoesBack() {
        let driver = HeadlessDriver(root: Hello(), size: Size(width: 80, height: 24))
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Hello 1", "Hello 2"])

        driver.press(40, 10)
        driver.release(40, 10)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Hello 1", "Hello 2", "Hello 3"])

        driver.press(0, 10)                       // a drag from the left edge, past the middle
        for x in stride(from: 5, through: 60, by: 5) {
            driver.advance(by: 0.02)
            driver.drag(x, 10)
        }
        driver.advance(by: 0.3)                   // stand still: no flick
        driver.release(60, 10)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Hello 1", "Hello 2"])
        #expect(driver.frameText().contains("Screen 2."))
    }
}
