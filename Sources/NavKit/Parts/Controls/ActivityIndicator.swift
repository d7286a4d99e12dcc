import Observation

/// A spinner that says work goes on (UIActivityIndicatorView): a braille glyph turning ten times
/// a second (`⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`), with an optional title after it ("Loading…").
///
/// It costs only its own cell: it asks the engine for time only when its glyph is due
/// (`nextStepTime`), not for frames at the frame rate, and each frame it causes changes one cell.
/// Stopped, it asks for nothing at all, and hides unless `hidesWhenStopped` is false (then it
/// shows its first glyph, faint). `startAnimating()` and `stopAnimating()` may be called from
/// anywhere on the main actor; the change is drawn.
@MainActor @Observable
public final class ActivityIndicator: Part {
    /// The words after the spinner; empty for none.
    public var title: String
    /// True while it turns.
    public private(set) var isAnimating: Bool
    /// True (the default) to draw nothing while stopped.
    public var hidesWhenStopped = true
    /// What a screen reader calls it when it has no title (default "In progress").
    public var accessibilityLabel = "In progress"
    /// Where the spinner sits (content cells): its glyph one cell in, the title after it.
    @ObservationIgnored public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The glyphs it turns through, in order.
    public static let glyphs: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Glyphs a second.
    public static let framesPerSecond = 10.0

    /// The glyph shown (what drawing reads: its change asks for a frame).
    private var glyphIndex = 0
    /// When it started turning (seconds; nil until the first step after it started).
    @ObservationIgnored private var started: Double?
    /// The last time stepped to (seconds).
    @ObservationIgnored private var now = 0.0

    /// A spinner with `title` after it, turning from the start or not.
    public init(_ title: String = "", isAnimating: Bool = true) {
        self.title = title
        self.isAnimating = isAnimating
    }

    /// Starts it turning (from its first glyph, at the next step).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        started = nil
        glyphIndex = 0
    }

    /// Stops it: hidden (or still, with `hidesWhenStopped` false), and no more time asked for.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        started = nil
    }

    public func place(in frame: Rect) { self.frame = frame }

    public func draw(in canvas: inout Canvas) {
        guard !frame.isEmpty, isAnimating || !hidesWhenStopped else { return }
        let theme = canvas.theme
        let glyph = ActivityIndicator.glyphs[isAnimating ? glyphIndex : 0]
        canvas.write(String(glyph), at: Point(x: frame.minX + 1, y: frame.minY),
                     style: isAnimating ? theme.tint : theme.secondary, clip: frame)
        if !title.isEmpty {
            canvas.write(title, at: Point(x: frame.minX + 3, y: frame.minY), style: theme.secondary, clip: frame)
        }
    }

    /// Turns to the glyph due at `time`; never moves continuously (false): it asks for time with
    /// `nextStepTime` instead.
    public func step(to time: Double) -> Bool {
        now = max(now, time)
        guard isAnimating else { return false }
        let start = started ?? now
        started = start
        let index = Int(((now - start) * ActivityIndicator.framesPerSecond).rounded(.down)) % ActivityIndicator.glyphs.count
        if index != glyphIndex { glyphIndex = index }
        return false
    }

    /// When the next glyph is due, while it turns.
    public var nextStepTime: Double? {
        guard isAnimating, let started else { return nil }
        let shown = ((now - started) * ActivityIndicator.framesPerSecond).rounded(.down)
        return started + (shown + 1) / ActivityIndicator.framesPerSecond
    }

    /// One row; along a row, the glyph, the title and a cell each side.
    public func fittingLength(across: Int, vertical: Bool) -> Int {
        vertical ? 1 : (title.isEmpty ? 3 : 4 + TerminalText.width(of: title))
    }

    /// A progress element called by its title, its value "in progress" or "stopped"; nothing
    /// while it hides.
    public var accessibilityElements: [AccessibilityElement] {
        guard isAnimating || !hidesWhenStopped else { return [] }
        return [AccessibilityElement(.progress, label: title.isEmpty ? accessibilityLabel : title,
                                     value: isAnimating ? "in progress" : "stopped", frame: frame)]
    }
}
