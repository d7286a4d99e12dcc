import Testing
@testable import NavKit
import NavKitTesting

/// A screen with a horizontally scrolling strip in content rows 2…4.
final class CarouselScreen: Screen {
    let title = "Carousel"
    let pan = PanGestureRecognizer(name: "carousel", direction: .horizontal)
    private(set) var offset = 0
    private var offsetAtStart = 0
    let maximumOffset = 200

    init() {
        pan.region = Rect(x: 0, y: 2, width: 1000, height: 3)
        // The seed's rule: a rightward drag with the strip at its left end is not ours.
        pan.shouldBegin = { [unowned self] pan in !(pan.translation.x > 0 && offset == 0) }
        pan.onStateChange = { [unowned self] pan in
            switch pan.state {
            case .began: offsetAtStart = offset; fallthrough
            case .changed: offset = min(maximumOffset, max(0, offsetAtStart - pan.translation.x))
            default: break
            }
        }
    }

    var gestureRecognizers: [GestureRecognizer] { [pan] }
    func draw(in canvas: inout Canvas) {}
}

/// A screen with one pan recognizer of the test's choosing.
final class PanScreen: Screen {
    let title: String
    let pan: PanGestureRecognizer
    init(_ title: String, pan: PanGestureRecognizer) {
        self.title = title
        self.pan = pan
    }
    var gestureRecognizers: [GestureRecognizer] { [pan] }
    func draw(in canvas: inout Canvas) {}
}

@MainActor @Suite struct GestureArbitrationTests {
    /// Home, with `screen` pushed over it, 120x10.
    func driver(over screen: Screen) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 120, height: 10))
        driver.engine.navigation.push(screen, animated: false)
        return driver
    }

    /// Home, then the carousel on top; the carousel's rows are screen rows 3…5.
    func makeDriver(configuration: EngineConfiguration = EngineConfiguration()) -> (HeadlessDriver, CarouselScreen) {
        let carousel = CarouselScreen()
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 120, height: 10),
                                    configuration: configuration)
        driver.engine.navigation.push(carousel, animated: false)
        _ = driver.frame()
        return (driver, carousel)
    }

    func drag(_ driver: HeadlessDriver, from start: Int, to end: Int, row: Int = 4) {
        driver.press(start, row)
        let step = end >= start ? 5 : -5
        for x in stride(from: start + step, through: end, by: step) {
            driver.advance(by: 0.02)
            driver.drag(x, row)
        }
        driver.advance(by: 0.3)
        driver.release(end, row)
        driver.runUntilIdle()
    }

    func transitions(_ driver: HeadlessDriver) -> Int {
        driver.trace.filter { if case .transitionBegan = $0 { return true } else { return false } }.count
    }

    @Test func aDragInTheMiddleScrollsTheCarousel() {
        let (driver, carousel) = makeDriver()
        drag(driver, from: 60, to: 20)
        #expect(carousel.offset == 40)
        #expect(driver.stackTitles == ["Home", "Carousel"])
        #expect(transitions(driver) == 0)
    }

    @Test func aDragFromTheEdgePopsEvenOverTheCarousel() {
        let (driver, carousel) = makeDriver()
        drag(driver, from: 0, to: 100)
        #expect(driver.stackTitles == ["Home"])
        #expect(carousel.offset == 0)
        #expect(carousel.pan.state == .failed)
    }

    @Test func aRightwardDragAtTheLeftEndPops() {
        let (driver, carousel) = makeDriver()
        drag(driver, from: 30, to: 110)
        #expect(driver.stackTitles == ["Home"])
        #expect(carousel.offset == 0)
        #expect(driver.trace.contains(.gesture(recognizer: "contentPan", state: .began)))
    }

    @Test func aRightwardDragWhenScrolledScrollsBack() {
        let (driver, carousel) = makeDriver()
        drag(driver, from: 80, to: 20)       // offset 60
        drag(driver, from: 30, to: 60)       // back by 30
        #expect(carousel.offset == 30)
        #expect(driver.stackTitles == ["Home", "Carousel"])
    }

    @Test func theContentPanWaitsForAScreenPanThatDecidesLater() {
        /// A pan that needs 4 cells of movement before it decides.
        final class SlowPan: PanGestureRecognizer {
            override func decision(for translation: Point) -> Bool? {
                abs(translation.x) >= 4 ? super.decision(for: translation) : nil
            }
        }
        let slow = PanScreen("Slow", pan: SlowPan(name: "slow", direction: .horizontal))
        slow.pan.region = Rect(x: 0, y: 2, width: 1000, height: 3)
        let driver = driver(over: slow)
        driver.press(30, 4)
        for x in 31...40 {
            driver.advance(by: 0.02)
            driver.drag(x, 4)
        }
        #expect(slow.pan.state == .changed)
        #expect(driver.engine.navigation.transition == nil)
        driver.release(40, 4)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Slow"])
    }

    @Test func outsideTheCarouselARightwardDragDoesNothingWithoutFullWidthSwipe() {
        let (driver, _) = makeDriver()
        drag(driver, from: 30, to: 110, row: 8)
        #expect(driver.stackTitles == ["Home", "Carousel"])
        #expect(transitions(driver) == 0)
    }

    /// Home, then a plain screen on top, with the full-width swipe on.
    func fullWidthDriver() -> HeadlessDriver {
        var configuration = EngineConfiguration()
        configuration.fullWidthSwipe = true
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 120, height: 10),
                                    configuration: configuration)
        driver.engine.navigation.push(LetterScreen("Plain", letter: "p"), animated: false)
        return driver
    }

    @Test func fullWidthSwipePopsFromAnywhereInTheContent() {
        let driver = fullWidthDriver()
        drag(driver, from: 40, to: 115)
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func aScreensOwnRecognizerWaitsForTheEdgePan() {
        // A screen pan that begins on any movement, over the whole content. A press at the edge
        // that first moves down: the screen pan wants to begin, the edge pan has not decided
        // (no rightward movement yet). It waits; the rightward move then begins the back swipe.
        let screen = PanScreen("Any", pan: PanGestureRecognizer(name: "any", direction: .any))
        let driver = driver(over: screen)
        driver.press(0, 4)
        driver.advance(by: 0.02)
        driver.drag(0, 5)
        #expect(screen.pan.state == .possible)          // waiting for the edge pan
        for x in stride(from: 10, through: 100, by: 10) {
            driver.advance(by: 0.02)
            driver.drag(x, 5)
        }
        #expect(screen.pan.state == .failed)
        driver.release(100, 5)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func theContentPanWaitsForTheEdgePanToFail() {
        let driver = fullWidthDriver()
        drag(driver, from: 1, to: 100)
        #expect(driver.stackTitles == ["Home"])
        #expect(driver.trace.contains(.gesture(recognizer: "edgePan", state: .began)))
        #expect(!driver.trace.contains(.gesture(recognizer: "contentPan", state: .began)))
    }
}

/// The arbitration rules on recognizers alone, without an engine.
@MainActor @Suite struct RecognizerRuleTests {
    func run(_ recognizers: [GestureRecognizer], _ moves: [(PointerEvent.Kind, Int, Int)]) {
        var time = 0.0
        for (kind, x, y) in moves {
            time += 0.02
            RecognizerHarness.feed(PointerEvent(kind, at: Point(x: x, y: y)), at: time, to: recognizers)
        }
    }

    /// A rightward pan that decides only after 4 cells of movement.
    final class SlowRightwardPan: PanGestureRecognizer {
        init(name: String) { super.init(name: name, direction: .rightward) }
        override func decision(for translation: Point) -> Bool? {
            abs(translation.x) >= 4 ? super.decision(for: translation) : nil
        }
    }

    @Test func requireToFailWaitsWhileTheOtherIsUndecidedThenFailsIfItBegins() {
        // `second` wants to begin at the first move, while `first` has not decided: it waits.
        // Without the requirement it would begin there and `first` would fail.
        let first = SlowRightwardPan(name: "first")
        let second = PanGestureRecognizer(name: "second", direction: .any)
        second.require(toFail: first)
        run([first, second], [(.press, 10, 1), (.drag, 12, 1)])
        #expect(first.state == .possible && second.state == .possible)
        run([first, second], [(.drag, 15, 1)])
        #expect(first.state == .began && second.state == .failed)
    }

    @Test func requireToFailLetsTheOtherBeginOnceTheRequiredOneFails() {
        let first = SlowRightwardPan(name: "first")
        let second = PanGestureRecognizer(name: "second", direction: .any)
        second.require(toFail: first)
        var seen: [String] = []
        for recognizer in [first, second] {
            recognizer.onStateChange = { seen.append("\($0.name).\($0.state.rawValue)") }
        }
        run([first, second], [(.press, 10, 1), (.drag, 8, 1)])
        #expect(seen.isEmpty)                            // `second` waits while `first` is undecided
        run([first, second], [(.drag, 5, 1), (.drag, 3, 1), (.release, 3, 1)])
        #expect(seen == ["first.failed", "second.began", "second.changed", "second.ended"])
    }

    @Test func requireToFailOutranksTheOrderOfTheList() {
        // The engine's own rule, with the content pan listed first: the edge pan still wins.
        let content = PanGestureRecognizer(name: "contentPan", direction: .rightward)
        let edge = EdgePanGestureRecognizer()
        content.require(toFail: edge)
        run([content, edge], [(.press, 0, 1), (.drag, 3, 1)])
        #expect(edge.state == .began && content.state == .failed)
        // Without it, the first in the list takes the drag.
        let plainContent = PanGestureRecognizer(name: "contentPan", direction: .rightward)
        let plainEdge = EdgePanGestureRecognizer()
        run([plainContent, plainEdge], [(.press, 0, 1), (.drag, 3, 1)])
        #expect(plainContent.state == .began && plainEdge.state == .failed)
    }

    @Test func onlyOneBeginsUnlessBothAllowSimultaneity() {
        let a = PanGestureRecognizer(name: "a"), b = PanGestureRecognizer(name: "b")
        run([a, b], [(.press, 10, 1), (.drag, 12, 1)])
        #expect(a.state == .began && b.state == .failed)

        let c = PanGestureRecognizer(name: "c"), d = PanGestureRecognizer(name: "d")
        d.recognizesSimultaneously = { _ in true }         // one side's yes is enough (UIKit)
        run([c, d], [(.press, 10, 1), (.drag, 12, 1)])
        #expect(c.state == .began && d.state == .began)
    }

    @Test func shouldBeginFalseMakesItFail() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.shouldBegin = { _ in false }
        run([pan], [(.press, 10, 1), (.drag, 12, 1)])
        #expect(pan.state == .failed)
    }

    @Test func disablingMidGestureCancels() {
        let pan = PanGestureRecognizer(name: "pan")
        run([pan], [(.press, 10, 1), (.drag, 12, 1), (.drag, 14, 1)])
        #expect(pan.state == .changed)
        pan.isEnabled = false
        #expect(pan.state == .cancelled)
    }

    @Test func theEdgePanNeedsThePressAtTheEdgeAndARightwardMove() {
        let edge = EdgePanGestureRecognizer(edgeWidth: 2)
        run([edge], [(.press, 5, 1), (.drag, 20, 1)])
        #expect(edge.state == .failed)
        run([edge], [(.press, 1, 1), (.drag, 0, 1)])
        #expect(edge.state == .failed)
        run([edge], [(.press, 1, 1), (.drag, 9, 2)])
        #expect(edge.state == .began)
    }

    @Test func aRightEdgePanBeginsOnALeftwardMoveFromTheRightEdge() {
        let edge = EdgePanGestureRecognizer(name: "right", edges: .right, edgeWidth: 2)
        edge.containerWidth = 80
        run([edge], [(.press, 1, 1), (.drag, 9, 1)])
        #expect(edge.state == .failed)           // the left edge is not one of its edges
        run([edge], [(.press, 79, 1), (.drag, 85, 1)])
        #expect(edge.state == .failed)           // moving away from the middle
        run([edge], [(.press, 78, 1), (.drag, 70, 1)])
        #expect(edge.state == .began)
    }

    @Test func onlyLegalMovesExist() {
        let all: [GestureState] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        let legal = Set(all.flatMap { from in all.filter { from.canMove(to: $0) }.map { "\(from)→\($0)" } })
        #expect(legal == ["possible→began", "possible→failed", "began→changed", "began→ended", "began→cancelled",
                          "changed→changed", "changed→ended", "changed→cancelled", "ended→possible",
                          "cancelled→possible", "failed→possible"])
        let discrete = Set(all.flatMap { from in
            all.filter { from.canMove(to: $0, discrete: true) }.map { "\(from)→\($0)" }
        })
        #expect(discrete == ["possible→ended", "possible→failed", "ended→possible", "failed→possible"])
    }
}

/// A screen's recognizers are let go when it leaves the top, as UIKit cancels the touches of a
/// view that leaves the screen: none is left tracking below, and nothing waits on them.
@MainActor @Suite struct LeavingTheTopTests {
    /// A pan that needs 4 cells of movement before it decides.
    final class SlowPan: PanGestureRecognizer {
        override func decision(for translation: Point) -> Bool? {
            abs(translation.x) >= 4 ? super.decision(for: translation) : nil
        }
    }

    /// Home, then a screen whose slow pan covers its content, pressed and moved 2 cells (still
    /// undecided), then pushed over by a plain screen with the pointer held and released during
    /// the push, the way a timer or a posted message pushes.
    func pushedOverWhilePressed(fullWidthSwipe: Bool, top: Screen) -> (HeadlessDriver, PanScreen) {
        var configuration = EngineConfiguration()
        configuration.fullWidthSwipe = fullWidthSwipe
        let below = PanScreen("Below", pan: SlowPan(name: "slow", direction: .horizontal))
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 120, height: 10),
                                    configuration: configuration)
        driver.engine.navigation.push(below, animated: false)
        driver.press(30, 4)
        driver.advance(by: 0.02)
        driver.drag(32, 4)
        #expect(below.pan.state == .possible)
        driver.engine.navigation.push(top)
        driver.advance(by: 0.1)
        driver.release(32, 4)
        driver.runUntilIdle()
        return (driver, below)
    }

    func swipe(_ driver: HeadlessDriver, from start: Int, to end: Int, row: Int) {
        driver.press(start, row)
        for x in stride(from: start + 5, through: end, by: 5) {
            driver.advance(by: 0.02)
            driver.drag(x, row)
        }
        driver.advance(by: 0.3)
        driver.release(end, row)
        driver.runUntilIdle()
    }

    @Test func theFullWidthSwipeWorksOnTheScreenPushedOver() {
        let (driver, below) = pushedOverWhilePressed(fullWidthSwipe: true, top: LetterScreen("Top", letter: "t"))
        #expect(below.pan.state == .failed)
        #expect(driver.engine.router.contentPan.failureRequirements.allSatisfy { $0 !== below.pan })
        swipe(driver, from: 40, to: 115, row: 4)
        #expect(driver.stackTitles == ["Home", "Below"])
    }

    @Test func theSwipeATopScreenDeclinesStillGoesBack() {
        // The new top's carousel declines a rightward drag at its left end: the content pan
        // takes it, and must not wait on the pan of the screen below.
        let carousel = CarouselScreen()
        let (driver, below) = pushedOverWhilePressed(fullWidthSwipe: false, top: carousel)
        #expect(below.pan.state == .failed)
        swipe(driver, from: 30, to: 110, row: 4)
        #expect(driver.stackTitles == ["Home", "Below"])
        #expect(driver.trace.contains(.gesture(recognizer: "contentPan", state: .began)))
    }
}
