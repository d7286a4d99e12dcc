import Testing
import NavKit
import NavKitTesting

/// A screen that fills its content with a letter and logs its appearance, with `animated`.
@MainActor
private final class AnimatedLogScreen: Screen {
    let title: String
    let letter: Character
    let log: CallLog

    init(_ title: String, letter: Character, log: CallLog) {
        self.title = title
        self.letter = letter
        self.log = log
    }

    func draw(in canvas: inout Canvas) {
        let row = String(repeating: letter, count: canvas.size.width)
        for y in 0..<canvas.size.height { canvas.write(row, at: Point(x: 0, y: y), style: Theme.light.content) }
    }

    func willAppear(animated: Bool) { log.lines.append("\(title).willAppear(\(animated))") }
    func didAppear(animated: Bool) { log.lines.append("\(title).didAppear(\(animated))") }
    func willDisappear(animated: Bool) { log.lines.append("\(title).willDisappear(\(animated))") }
    func didDisappear(animated: Bool) { log.lines.append("\(title).didDisappear(\(animated))") }
}

/// A child a container animates in or out is told as it moves: willAppear (animated) at the start
/// of its slide and didAppear at its end, willDisappear as it starts to go and didDisappear once
/// gone, and the way back when the slide is caught and let go back.
@MainActor @Suite struct AppearanceTransitionTests {
    private func slideOver() -> (HeadlessDriver, SlidingPanel, CallLog) {
        let log = CallLog()
        // A menu 20 cells wide that `m` slides in over the content, which dims beneath it.
        let content = AnimatedLogScreen("Content", letter: "c", log: log)
        let menu = AnimatedLogScreen("Menu", letter: "m", log: log)
        let container = SlidingPanel(main: NavigationController(root: content), panel: NavigationController(root: menu),
                                     key: .character("m"), width: { _ in 20 }, dimming: 0.4)
        let driver = HeadlessDriver(root: container, size: Size(width: 60, height: 10),
                                    configuration: linearConfiguration(duration: 0.3))
        _ = driver.frame()
        log.lines.removeAll()
        return (driver, container, log)
    }

    @Test func anOverlayChildAppearsWithItsSlideAndDisappearsWithIt() {
        let (driver, container, log) = slideOver()
        driver.key(.character("m"))
        #expect(log.lines == ["Menu.willAppear(true)"])
        driver.advance(by: 0.15)
        #expect(driver.frame().text(ofRow: 5).hasPrefix("mmmmmmmmmmc"))   // half of it in
        #expect(log.lines == ["Menu.willAppear(true)"])
        driver.runUntilIdle()
        #expect(container.reveal.value == 1)
        #expect(log.lines == ["Menu.willAppear(true)", "Menu.didAppear(true)"])
        #expect(driver.stackTitles == ["Menu"])
        log.lines.removeAll()
        driver.key(.character("m"))
        #expect(log.lines == ["Menu.willDisappear(true)"])
        driver.advance(by: 0.1)
        _ = driver.frame()
        #expect(log.lines == ["Menu.willDisappear(true)"])
        driver.runUntilIdle()
        #expect(log.lines == ["Menu.willDisappear(true)", "Menu.didDisappear(true)"])
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "c", count: 60))
    }

    /// What the container draws beneath a child goes between it and the children before it.
    @Test func theContentDimsBeneathTheMenuAsItComesIn() {
        let (driver, _, _) = slideOver()
        let atRest = driver.frame()[40, 5]
        driver.key(.character("m"))
        driver.advance(by: 0.15)
        let halfWay = driver.frame()
        driver.runUntilIdle()
        let open = driver.frame()
        #expect(halfWay[40, 5].character == "c" && open[40, 5].character == "c")
        #expect(halfWay[40, 5].style == atRest.style.dimmed(by: 0.2))
        #expect(open[40, 5].style == atRest.style.dimmed(by: 0.4))
        #expect(open[5, 5].style == atRest.style)   // the menu itself is not dimmed
    }

    @Test func anOverlayChildCaughtAndLetGoBackIsToldTheWayBack() {
        let (driver, container, log) = slideOver()
        driver.key(.character("m"))
        driver.advance(by: 0.15)
        _ = driver.frame()                                  // half of it in: 10 cells
        driver.send(.pointer(PointerEvent(.press, at: Point(x: 8, y: 5))))
        for x in stride(from: 7, through: 1, by: -1) {      // dragged back toward the edge, slowly
            driver.advance(by: 0.1)
            driver.send(.pointer(PointerEvent(.drag, at: Point(x: x, y: 5))))
        }
        driver.advance(by: 0.1)
        driver.send(.pointer(PointerEvent(.release, at: Point(x: 1, y: 5))))
        driver.runUntilIdle()
        #expect(container.reveal.value == 0)
        #expect(log.lines == ["Menu.willAppear(true)", "Menu.willDisappear(true)", "Menu.didDisappear(true)"])
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "c", count: 60))
    }

    @Test func aChildTurnedBackWhileGoingIsToldItAppearsAgain() {
        let (driver, container, log) = slideOver()
        driver.key(.character("m"))
        driver.runUntilIdle()
        log.lines.removeAll()
        driver.key(.character("m"))                        // going
        driver.advance(by: 0.1)
        _ = driver.frame()
        container.slide(to: 1, at: driver.clock.now, duration: 0.3)   // turned back before it went
        driver.runUntilIdle()
        #expect(container.reveal.value == 1)
        #expect(log.lines == ["Menu.willDisappear(true)", "Menu.willAppear(true)", "Menu.didAppear(true)"])
    }
}
