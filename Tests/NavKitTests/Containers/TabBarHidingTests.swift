import Testing
import NavKit
import NavKitTesting

/// `hidesBottomBarWhenPushed`: the bar hides while such a screen is on top, slides away with the
/// screen below as it is pushed and back with a swipe (a cancelled one leaves it hidden), and
/// stays in place through a push between two screens that both show it.
@MainActor @Suite struct TabBarHidingTests {
    /// Fills its content with its letter; hides the tab bar when pushed.
    final class HidingScreen: Screen {
        let title: String
        let letter: Character
        let hidesBottomBarWhenPushed = true
        init(_ title: String, letter: Character) {
            self.title = title
            self.letter = letter
        }
        func draw(in canvas: inout Canvas) {
            let row = String(repeating: letter, count: canvas.size.width)
            for y in 0..<canvas.size.height { canvas.write(row, at: Point(x: 0, y: y), style: Theme.light.content) }
        }
    }

    @Test func theBarSlidesAwayWithAPushAndBackWithAPop() {
        let (driver, screens) = tabDriver()
        let bar = driver.frame().text(ofRow: 9)
        #expect(bar.contains("Alpha"))
        screens[0].context?.push(HidingScreen("Player", letter: "p"))
        _ = driver.frame()                      // the push starts
        driver.advance(by: 0.15)
        let middle = driver.frame().text(ofRow: 9)
        #expect(middle.hasSuffix("ppp"))        // the pushed screen covers the bar's row from the right
        #expect(!middle.hasPrefix("ppp"))       // the bar is still on the left, moving with Alpha
        #expect(middle != bar)                  // not in place: it slides
        driver.runUntilIdle()
        #expect(driver.frame().text(ofRow: 9) == String(repeating: "p", count: 60))
        #expect(driver.engine.contentArea == Rect(x: 0, y: 1, width: 60, height: 9))  // the bar's row is content
        container(driver, .press, 30, 9)        // and no tab: the press is the screen's
        #expect(driver.engine.tabs?.selectedIndex == 0)
        container(driver, .release, 30, 9)
        driver.key(.left)
        driver.runUntilIdle()
        #expect(driver.frame().text(ofRow: 9) == bar)
    }

    @Test func aCancelledBackSwipeLeavesTheBarHidden() {
        let (driver, screens) = tabDriver()
        let bar = driver.frame().text(ofRow: 9)
        screens[0].context?.push(HidingScreen("Player", letter: "p"), animated: false)
        _ = driver.frame()
        container(driver, .press, 0, 5)
        for x in stride(from: 2, through: 12, by: 2) {
            driver.advance(by: 0.05)
            container(driver, .drag, x, 5)
        }
        let held = driver.frame().text(ofRow: 9)
        #expect(held.hasSuffix("ppp") && !held.hasPrefix("ppp"))  // Alpha and its bar show on the left
        #expect(held != bar)
        driver.advance(by: 0.5)                 // held still, then let go short of the threshold
        container(driver, .release, 12, 5)
        driver.runUntilIdle()
        #expect(driver.engine.snapshot.stack == ["Alpha", "Player"])
        #expect(driver.frame().text(ofRow: 9) == String(repeating: "p", count: 60))
    }

    @Test func thePushOfAScreenThatShowsTheBarKeepsItInPlace() {
        let (driver, screens) = tabDriver()
        let bar = driver.frame().text(ofRow: 9)
        screens[0].context?.push(LoggingScreen("A1", letter: "1", log: screens[0].log))
        _ = driver.frame()
        #expect(driver.engine.isAnimating)
        for _ in 0..<4 {
            driver.advance(by: 0.06)
            #expect(driver.frame().text(ofRow: 9) == bar)
        }
    }
}
