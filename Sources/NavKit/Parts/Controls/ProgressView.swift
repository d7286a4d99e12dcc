import Observation

/// How far a task has come (UIProgressView): a bar filled to the progress in the theme's tint,
/// drawn to an eighth of a cell (`██████▍───────`), with the percentage after it unless
/// `showsPercentage` is false.
///
/// Its value is observed: `progress` set from anywhere on the main actor is drawn at once;
/// `setProgress(_:animated:)` moves the bar there in a quarter of a second (a new value in
/// mid-move goes on from where the bar is). A screen that is not a `ComposedScreen` forwards
/// `step(to:)` to it, or the bar jumps instead of moving.
@MainActor @Observable
public final class ProgressView: Part {
    /// The progress, 0…1 (kept within). Setting it draws it at once.
    public var progress: Double {
        get { target }
        set { setProgress(newValue, animated: false) }
    }
    /// True (the default) to show the percentage after the bar.
    public var showsPercentage = true
    /// What a screen reader calls the bar (its value is the percentage).
    public var accessibilityLabel = ""
    /// Where the bar sits (content cells): one cell in from each end, the percentage at its right.
    @ObservationIgnored public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Seconds an animated change takes.
    public static let moveDuration = 0.25

    /// The progress (what drawing reads).
    private var target: Double
    /// Where the bar's end is drawn (a share of it; between values while it moves).
    @ObservationIgnored private var shown: ControlMotion

    /// A bar at `progress` (0…1).
    public init(progress: Double = 0) {
        let kept = min(1, max(0, progress))
        target = kept
        shown = ControlMotion(at: kept, curve: .easeOut)
    }

    /// Sets the progress (0…1, kept within), the bar moving there when `animated`.
    public func setProgress(_ progress: Double, animated: Bool) {
        let kept = min(1, max(0, progress.isNaN ? 0 : progress))
        target = kept
        if animated {
            shown.move(to: kept, fullDuration: ProgressView.moveDuration, fullDistance: abs(kept - shown.value))
        } else {
            shown.jump(to: kept)
        }
    }

    /// Where the bar's end is drawn now (a share of the bar; between values while it moves).
    public var shownProgress: Double { shown.value }

    /// The percentage as shown: "42 %".
    public var percentageText: String { "\(Int((target * 100).rounded(.down))) %" }

    /// The bar's cells (content cells): the frame's top row less a cell at each end and, when
    /// shown, the percentage's room ("100 %" and a space).
    public var barFrame: Rect {
        let room = showsPercentage ? 6 : 0
        return Rect(x: frame.minX + 1, y: frame.minY, width: max(0, frame.size.width - 2 - room),
                    height: min(1, frame.size.height))
    }

    public func place(in frame: Rect) { self.frame = frame }

    public func draw(in canvas: inout Canvas) {
        guard !frame.isEmpty else { return }
        let theme = canvas.theme, bar = barFrame
        EighthBar.draw(shown.value, along: bar, fill: theme.tint, track: theme.secondary, in: &canvas)
        if showsPercentage {
            let text = percentageText
            canvas.write(text, at: Point(x: bar.maxX + 6 - TerminalText.width(of: text), y: bar.minY),
                         style: theme.secondary, clip: frame)
        }
    }

    public func step(to time: Double) -> Bool { shown.step(to: time) }

    /// One row; along a row, 20 cells at least.
    public func fittingLength(across: Int, vertical: Bool) -> Int { vertical ? 1 : 20 }

    /// A progress element, its value the percentage.
    public var accessibilityElements: [AccessibilityElement] {
        [AccessibilityElement(.progress, label: accessibilityLabel, value: percentageText, frame: frame)]
    }
}
