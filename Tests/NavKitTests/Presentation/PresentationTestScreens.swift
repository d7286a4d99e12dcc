import NavKit
import NavKitTesting

/// One log shared by several screens: the order of their callbacks across stacks.
@MainActor
final class CallLog {
    var lines: [String] = []
}

/// A screen that fills its content with a letter, logs its lifecycle to a shared log, keeps its
/// context, and answers keys with what a test sets: Enter and a tap run `onEnter`.
final class LoggingScreen: Screen, ResultScreen {
    typealias Result = String

    let title: String
    let letter: Character
    let log: CallLog
    var isModalInPresentation = false
    var preferredHeight: Int?
    var onEnter: ((NavigationContext) -> Void)?
    /// Pointer events that reached the screen (content cells).
    var pointers: [PointerEvent] = []
    private(set) var context: NavigationContext?

    init(_ title: String, letter: Character, log: CallLog, onEnter: ((NavigationContext) -> Void)? = nil) {
        self.title = title
        self.letter = letter
        self.log = log
        self.onEnter = onEnter
    }

    func didMove(to context: NavigationContext) { self.context = context }

    func preferredContentHeight(forWidth width: Int) -> Int? { preferredHeight }

    func draw(in canvas: inout Canvas) {
        let row = String(repeating: letter, count: canvas.size.width)
        for y in 0..<canvas.size.height { canvas.write(row, at: Point(x: 0, y: y), style: Theme.light.content) }
    }

    func tapTarget(at point: Point) -> (any Hashable & Sendable)? { "content" }

    func handle(_ event: Event) -> ScreenResponse {
        switch event {
        case .key(.enter):
            guard let onEnter, let context else { return .ignored }
            onEnter(context)
            return .handled
        case let .pointer(pointer):
            pointers.append(pointer)
            return .handled
        default:
            return .ignored
        }
    }

    func willAppear(animated: Bool) { log.lines.append("\(title).willAppear") }
    func didAppear(animated: Bool) { log.lines.append("\(title).didAppear") }
    func willDisappear(animated: Bool) { log.lines.append("\(title).willDisappear") }
    func didDisappear(animated: Bool) { log.lines.append("\(title).didDisappear") }
}

/// An 80x24 driver rooted at `root`, its first frame drawn, with the log cleared of the root's
/// launch appearance.
@MainActor
func presentationDriver(root: LoggingScreen, width: Int = 80, height: Int = 24,
                        configure: (inout EngineConfiguration) -> Void = { _ in }) -> HeadlessDriver {
    var configuration = EngineConfiguration()
    configuration.theme = .light
    configure(&configuration)
    let driver = HeadlessDriver(root: root, size: Size(width: width, height: height), configuration: configuration)
    _ = driver.frame()
    root.log.lines.removeAll()
    return driver
}

/// Presses at row `from` (container cells, column 40), drags to row `to` in `steps` moves
/// `interval` seconds apart, stands `hold` seconds, and releases (without a press, it goes on
/// from `from`; without a release, it holds on).
@MainActor
func dragSheet(_ driver: HeadlessDriver, from: Double, to: Double, steps: Int, interval: Double,
               hold: Double = 0, press: Bool = true, release: Bool = true) {
    if press { driver.send(.pointer(PointerEvent(.press, at: Point(x: 40, y: Int(from))))) }
    for step in 1...steps {
        driver.advance(by: interval)
        let y = from + (to - from) * Double(step) / Double(steps)
        driver.send(.pointer(PointerEvent(.drag, at: Point(x: 40, y: Int(y.rounded(.down))),
                                          subcellY: y - y.rounded(.down))))
    }
    driver.advance(by: hold)
    if release { driver.send(.pointer(PointerEvent(.release, at: Point(x: 40, y: Int(to))))) }
}

/// The row the sheet's grabber is drawn on.
func grabberRow(_ frame: Canvas) -> Int? { frame.rows.firstIndex { $0.contains("╺━━━━╸") } }

/// An 80x24 driver showing `sheet` (a `LoggingScreen` "Sheet" when nil) presented in `style`
/// over a `LoggingScreen` "Root", at rest, the log cleared.
@MainActor
func presentedSheet(_ style: PresentationStyle = .sheet, modal: Bool = false, sheet: Screen? = nil)
    -> (HeadlessDriver, Screen, CallLog) {
    let log = CallLog()
    let root = LoggingScreen("Root", letter: "r", log: log)
    let logging = LoggingScreen("Sheet", letter: "s", log: log)
    logging.isModalInPresentation = modal
    let driver = presentationDriver(root: root)
    let shown = sheet ?? logging
    root.context?.present(shown, style: style, animated: false)
    _ = driver.runUntilIdle()
    log.lines.removeAll()
    return (driver, shown, log)
}
