import NavKit
import NavKitTesting

/// A screen that fills its content with one letter and records its lifecycle calls.
final class LetterScreen: Screen {
    let title: String
    let letter: Character
    var log: [String] = []
    var allowsBackSwipe = true
    var next: (() -> Screen)?

    init(_ title: String, letter: Character, next: (() -> Screen)? = nil) {
        self.title = title
        self.letter = letter
        self.next = next
    }

    func draw(in canvas: inout Canvas) {
        let row = String(repeating: letter, count: canvas.size.width)
        for y in 0..<canvas.size.height {
            canvas.write(row, at: Point(x: 0, y: y), style: Theme.light.content)
        }
    }

    /// With a next screen, the whole content is one tap target (a tap pushes it).
    func tapTarget(at point: Point) -> (any Hashable & Sendable)? { next == nil ? nil : "content" }

    func handle(_ event: Event) -> ScreenResponse {
        if case .key(.enter) = event, let next { return .push(next(), animated: true) }
        if case .pointer(let pointer) = event, pointer.kind == .tap, let next {
            return .push(next(), animated: true)
        }
        return .ignored
    }

    func willAppear(animated: Bool) { log.append("\(title).willAppear") }
    func didAppear(animated: Bool) { log.append("\(title).didAppear") }
    func willDisappear(animated: Bool) { log.append("\(title).willDisappear") }
    func didDisappear(animated: Bool) { log.append("\(title).didDisappear") }
}

/// Turns the wheel down `notches` notches at cell (5, 5) of the terminal, then lets what moves
/// come to rest.
@MainActor
func wheelDown(_ driver: HeadlessDriver, notches: Int) {
    for _ in 0..<notches { driver.send(.pointer(PointerEvent(.scrollDown, at: Point(x: 5, y: 5)))) }
    driver.runUntilIdle()
}

/// A 40x12 driver (content rows 0…10 are screen rows 1…11) with `screen` as its root, its
/// first frame drawn.
@MainActor
func driver(rooting screen: Screen) -> HeadlessDriver {
    let driver = HeadlessDriver(root: screen, size: Size(width: 40, height: 12))
    _ = driver.frame()
    return driver
}

/// A 40x12 driver (content rows 0…10 are screen rows 1…11) showing `screen` pushed at once
/// over a root screen "Root", with 0.3 s linear transitions, its first frame drawn.
@MainActor
func driver(showing screen: Screen) -> HeadlessDriver {
    let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 40, height: 12),
                                configuration: linearConfiguration(duration: 0.3))
    driver.engine.navigation.push(screen, animated: false)
    _ = driver.frame()
    return driver
}

/// A configuration whose push takes 1 s, linear, so that time t gives progress t,
/// and which accepts containers down to 10x3; in the light theme, whose colours the
/// snapshots' shades pin.
func linearConfiguration(duration: Double = 1) -> EngineConfiguration {
    var configuration = EngineConfiguration()
    configuration.theme = .light
    configuration.animator = SlideAnimator(duration: duration, curve: .linear)
    configuration.minimumSize = Size(width: 10, height: 3)
    return configuration
}

/// Lifecycle and delegate calls from a trace, as "Title.call" strings.
func callbacks(_ trace: [TraceEvent]) -> [String] {
    trace.compactMap { event in
        switch event {
        case let .willAppear(screen): return "\(screen).willAppear"
        case let .didAppear(screen): return "\(screen).didAppear"
        case let .willDisappear(screen): return "\(screen).willDisappear"
        case let .didDisappear(screen): return "\(screen).didDisappear"
        case let .willShow(screen): return "willShow \(screen)"
        case let .didShow(screen): return "didShow \(screen)"
        default: return nil
        }
    }
}

/// A driver `width` cells wide with Home ("h") and Detail ("d") on the stack, at rest.
@MainActor func homeAndDetail(width: Int = 120, configuration: EngineConfiguration = EngineConfiguration()) -> HeadlessDriver {
    homeUnder(LetterScreen("Detail", letter: "d"), size: Size(width: width, height: 6), configuration: configuration)
}

/// A driver of `size` with Home ("h") and `top` on the stack, at rest, drawing as `display` allows.
@MainActor func homeUnder(_ top: Screen, size: Size, configuration: EngineConfiguration = EngineConfiguration(),
                          display: DisplayTraits = DisplayTraits()) -> HeadlessDriver {
    let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: size, configuration: configuration,
                                display: display)
    driver.engine.navigation.push(top, animated: false)
    _ = driver.frame()
    return driver
}

/// Column where the Detail pane starts in row 2 (its first "d").
@MainActor func paneEdge(_ driver: HeadlessDriver) -> Int? {
    Array(driver.frame().text(ofRow: 2)).firstIndex(of: "d")
}

/// A screen filled with its letter in black on `background`; screens far apart in brightness
/// make fades and pane edges show.
final class TintedScreen: Screen {
    let title: String
    let letter: Character
    let background: Color
    let showsTopBar: Bool
    init(_ title: String, _ letter: Character, _ background: Color, topBar: Bool = true) {
        self.title = title
        self.letter = letter
        self.background = background
        self.showsTopBar = topBar
    }
    func draw(in canvas: inout Canvas) {
        let style = Style(foreground: .rgb(0, 0, 0), background: background)
        canvas.fill(canvas.bounds, style: style)
        for y in 0..<canvas.size.height {
            canvas.write(String(repeating: letter, count: canvas.size.width), at: Point(x: 0, y: y), style: style)
        }
    }
}
