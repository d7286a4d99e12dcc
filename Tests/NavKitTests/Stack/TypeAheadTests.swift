import Testing
@testable import NavKit
import NavKitTesting

/// A page of links chosen with ↑ ↓ and opened with Enter, as the tour's pages are. The page
/// it opens is titled after it and the link: "Home/2" is Home's second link.
final class MenuScreen: Screen {
    let title: String
    private(set) var selection = 0
    private let links = 3

    init(_ title: String) { self.title = title }

    func draw(in canvas: inout Canvas) {
        for y in 0..<min(links, canvas.size.height) {
            canvas.write("\(y == selection ? "›" : " ") \(title)/\(y + 1)", at: Point(x: 0, y: y),
                         style: Theme.light.content)
        }
    }

    func handle(_ event: Event) -> ScreenResponse {
        switch event {
        case .key(.down): selection = min(links - 1, selection + 1); return .handled
        case .key(.up): selection = max(0, selection - 1); return .handled
        case .key(.enter): return .push(MenuScreen("\(title)/\(selection + 1)"), animated: true)
        default: return .ignored
        }
    }
}

/// A screen that uses ← itself while it can (a pager at page `page`), and ignores it at page 0.
final class PagerScreen: Screen {
    let title = "Pager"
    private(set) var page: Int
    init(page: Int) { self.page = page }
    func draw(in canvas: inout Canvas) {}
    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.left) = event, page > 0 else { return .ignored }
        page -= 1
        return .handled
    }
}

/// Keys typed while a push or pop animates reach the screen that is on top when it ends, in
/// order; back keys typed in a row go back that many levels in one transition.
@MainActor @Suite struct TypeAheadTests {
    func transitions(_ driver: HeadlessDriver) -> Int {
        driver.trace.filter { if case .transitionBegan = $0 { return true } else { return false } }.count
    }

    /// Types `key` `count` times, `interval` seconds apart, drawing a frame after each.
    func repeatKey(_ key: Key, _ count: Int, every interval: Double, on driver: HeadlessDriver) {
        for index in 0..<count {
            if index > 0 { driver.advance(by: interval) }
            driver.key(key)
            _ = driver.frame()
        }
    }

    /// Runs frames at 60 Hz until no transition runs; returns the seconds that took.
    func secondsUntilRest(_ driver: HeadlessDriver) -> Double {
        let start = driver.engine.now
        driver.runUntilIdle()
        return driver.engine.now - start
    }

    @Test func enterThenDownEnterWithinTheSlideOpensTheSecondLinkOfThePushedPage() {
        let home = MenuScreen("Home")
        let driver = HeadlessDriver(root: home)
        driver.key(.enter)                       // opens Home/1
        driver.advance(by: 0.1)
        driver.key(.down)                        // within the 0.35 s slide
        driver.advance(by: 0.1)
        driver.key(.enter)
        #expect(driver.engine.snapshot.typedAheadKeys == 2)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Home/1", "Home/1/2"])
        #expect(home.selection == 0)             // the page left behind got nothing
    }

    @Test func backThenEnterWithinThePopOpensTheLinkOfThePageShown() {
        let home = MenuScreen("Home")
        let driver = HeadlessDriver(root: home)
        driver.key(.down)
        driver.key(.enter)                       // opens Home/2
        driver.runUntilIdle()
        driver.key(.left)                        // back to Home…
        driver.advance(by: 0.1)
        driver.key(.enter)                       // …and Enter there, typed within the slide
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Home/2"])
        #expect(transitions(driver) == 3)
    }

    @Test func aTypedAheadPushStartsWhenTheSlideEndsWithoutDrift() {
        let driver = HeadlessDriver(root: MenuScreen("Home"), configuration: linearConfiguration())
        driver.key(.enter)
        _ = driver.frame()                       // the push runs from 0 to 1 s
        driver.advance(by: 0.5)
        driver.key(.enter)                       // typed ahead
        driver.advance(by: 1.0)                  // 1.5 s: the second push started at 1.0
        _ = driver.frame()
        #expect(driver.engine.navigation.transition?.to.screen.title == "Home/1/1")
        #expect(driver.engine.navigation.transition?.progress == 0.5)
    }

    @Test func aBackKeyTypedDuringAPushStillPopsThePushedScreen() {
        let driver = HeadlessDriver(root: MenuScreen("Home"))
        driver.key(.enter)
        driver.advance(by: 0.1)
        driver.key(.escape)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
        #expect(transitions(driver) == 2)
    }

    @Test(arguments: [(3, 2), (5, 2), (20, 3)])
    func thirtyBackRepeatsInASecondGoToTheRootInFewTransitions(depth: Int, expected: Int) {
        let driver = HeadlessDriver(root: LetterScreen("S0", letter: "0"))
        for index in 1..<depth {
            driver.engine.navigation.push(LetterScreen("S\(index)", letter: "x"), animated: false)
        }
        repeatKey(.left, 30, every: 1.0 / 30, on: driver)    // the last repeat at 0.967 s
        let rest = secondsUntilRest(driver)
        #expect(driver.stackTitles == ["S0"])
        #expect(transitions(driver) == expected)
        // Every slide after the first goes as many levels as repeats came during the one
        // before; the last ends within one slide (0.35 s) of the last repeat.
        #expect(rest <= 0.35)
        #expect(driver.engine.snapshot.typedAheadKeys == 0)
    }

    @Test func tenBackKeysFromDepthTwelveGoTenLevelsInTwoTransitions() {
        let driver = HeadlessDriver(root: LetterScreen("S0", letter: "0"))
        for index in 1...11 {
            driver.engine.navigation.push(LetterScreen("S\(index)", letter: "x"), animated: false)
        }
        repeatKey(.left, 10, every: 0.01, on: driver)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["S0", "S1"])
        #expect(transitions(driver) == 2)                    // S11 → S10, then S10 → S1 in one
        #expect(driver.trace.contains(.transitionBegan(operation: .pop, from: "S10", to: "S1",
                                                       animator: "slide", interactive: false)))
    }

    @Test func backKeysAScreenUsesReachItOneByOne() {
        let pager = PagerScreen(page: 2)
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h", next: { pager }))
        driver.key(.enter)                                   // the pager slides in
        repeatKey(.left, 4, every: 0.02, on: driver)         // typed during the slide
        driver.runUntilIdle()
        // Two ← turned its pages back; the third it ignored, so it and the fourth went back.
        #expect(pager.page == 0)
        #expect(driver.stackTitles == ["Home"])
        #expect(transitions(driver) == 2)
    }

    @Test func pushesAreNotMerged() {
        let driver = HeadlessDriver(root: MenuScreen("Home"))
        repeatKey(.enter, 3, every: 0.05, on: driver)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Home/1", "Home/1/1", "Home/1/1/1"])
        #expect(transitions(driver) == 3)
    }

    @Test func duringAnInteractiveSwipeKeysAreNotHeld() {
        let driver = HeadlessDriver(root: MenuScreen("Home"))
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.shiftRight)                              // the keyboard swipe, a tenth in
        driver.key(.shiftRight)
        #expect(driver.engine.navigation.transition?.isInteractive == true)
        #expect(driver.engine.snapshot.typedAheadKeys == 0)
        driver.key(.enter)                                   // lets go: the swipe's, not held
        #expect(driver.engine.navigation.transition?.isTracking == false)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Home/1"])    // 0.2 is short of the threshold
    }

    @Test func typeAheadHoldsAtMostItsCapacity() {
        var configuration = EngineConfiguration()
        configuration.animator = SlideAnimator(duration: 100)
        let driver = HeadlessDriver(root: MenuScreen("Home"), configuration: configuration)
        driver.key(.enter)
        for _ in 0..<(TypeAhead.capacity + 6) { driver.key(.down) }
        #expect(driver.engine.snapshot.typedAheadKeys == TypeAhead.capacity)
        #expect(driver.trace.filter { $0 == .refused(request: "key", reason: "too many keys typed ahead") }.count == 6)
    }
}
