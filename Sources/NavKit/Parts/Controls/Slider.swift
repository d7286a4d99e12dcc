import Observation

/// A value picked along a track (UISlider): `███▋──────`, the track filled to the value in the
/// theme's tint, drawn to an eighth of a cell. ← → move it by `keyStep` while it has the focus,
/// Home and End to either end (at an end ← does nothing more, so it never goes back from here).
/// A press on the track puts the value under the pointer and a drag moves it with the pointer,
/// to the pointer's fraction of a cell where the terminal reports pixels. With a `step` the
/// value snaps to whole steps from the lower bound; without one it is continuous.
///
/// Its value is observed: `value` set in code is drawn and calls nothing; `onChange` is called
/// for each change the user makes, as the value moves during a drag (after the release alone
/// when `isContinuous` is false). Focused, brackets close the track: `[███▋──────]`.
@MainActor @Observable
public final class Slider: Control<Double> {
    /// The value, within `range` (and on a step, with one). Setting it draws the change and
    /// calls no `onChange`.
    public var value: Double {
        get { current }
        set { current = snapped(newValue) }
    }
    /// The lowest and highest values.
    public let range: ClosedRange<Double>
    /// The steps the value snaps to, from the lower bound; nil for a continuous value.
    public let step: Double?
    /// True (the default) to call `onChange` as the value moves during a drag; false to call it
    /// once, on the release, when the drag changed the value.
    @ObservationIgnored public var isContinuous = true
    /// How far ← and → move the value: the step, or a twentieth of the range without one.
    public var keyStep: Double {
        get { ownKeyStep ?? step ?? (range.upperBound - range.lowerBound) / 20 }
        set { ownKeyStep = newValue > 0 ? newValue : nil }
    }
    /// What a screen reader calls the slider (the value is read after it).
    public var accessibilityLabel = ""
    /// The pan that drags the value, over the track.
    @ObservationIgnored public let pan = PanGestureRecognizer(name: "slider", direction: .horizontal)

    /// The value (what drawing reads).
    private var current: Double
    /// `keyStep` as the app set it.
    @ObservationIgnored private var ownKeyStep: Double?
    /// The pointer's column where it pressed (content cells, with its fraction; the middle of the
    /// cell where the terminal reports whole cells) and the value then; nil when nothing is held.
    @ObservationIgnored private var grab: (x: Double, value: Double)?

    /// A slider at `value` within `range`, snapping to `step` (nil: continuous).
    public init(value: Double = 0, in range: ClosedRange<Double> = 0...1, step: Double? = nil) {
        self.range = range
        self.step = step.flatMap { $0 > 0 ? $0 : nil }
        current = range.lowerBound
        super.init()
        current = snapped(value)
        pan.shouldBegin = { [unowned self] _ in isEnabled }
        pan.onStateChange = { [unowned self] pan in followPan(pan) }
    }

    /// The value as a share of the range (0…1).
    public var fraction: Double {
        let span = range.upperBound - range.lowerBound
        return span > 0 ? (current - range.lowerBound) / span : 0
    }

    /// The track's cells (content cells): the frame's top row, less a cell at each end.
    public var trackFrame: Rect {
        Rect(x: frame.minX + 1, y: frame.minY, width: max(0, frame.size.width - 2), height: min(1, frame.size.height))
    }

    public override func place(in frame: Rect) {
        super.place(in: frame)
        pan.region = frame
    }

    public override func draw(in canvas: inout Canvas) {
        guard !frame.isEmpty else { return }
        let theme = canvas.theme, track = trackFrame, focused = isFocused && isEnabled
        canvas.write(focused ? "[" : " ", at: frame.origin, style: theme.content, clip: frame)
        canvas.write(focused ? "]" : " ", at: Point(x: track.maxX, y: frame.minY), style: theme.content, clip: frame)
        EighthBar.draw(fraction, along: track, fill: isEnabled ? theme.tint : theme.secondary, track: theme.secondary,
                       in: &canvas)
        if focused {
            let end = track.minX + EighthBar.eighths(fraction, of: track.size.width) / 8
            canvas.focusPoint = Point(x: min(end, max(track.minX, track.maxX - 1)), y: track.minY)
        }
    }

    /// ← → Home End while it has the focus; a press on the track, and the drag after it.
    public override func handle(_ event: Event) -> ScreenResponse? {
        guard isEnabled else { return nil }
        switch event {
        case let .key(key) where isFocused:
            switch key {
            case .left: change(to: current - keyStep)
            case .right: change(to: current + keyStep)
            case .home: change(to: range.lowerBound)
            case .end: change(to: range.upperBound)
            default: return nil
            }
            return .handled
        case let .pointer(pointer):
            switch pointer.kind {
            case .press where frame.contains(pointer.position):
                let x = Slider.column(of: pointer)
                grab = (x, current)
                change(to: value(atColumn: x), dragging: true)
                return .handled
            case .drag where grab != nil:
                change(to: value(atColumn: Slider.column(of: pointer)), dragging: true)
                return .handled
            case .release where grab != nil:
                letGo()
                return .handled
            default:
                return nil
            }
        default:
            return nil
        }
    }

    public override var gestureRecognizers: [GestureRecognizer] { [pan] }

    /// One row; along a row, 12 cells (10 of track) at least.
    public override func fittingLength(across: Int, vertical: Bool) -> Int { vertical ? 1 : 12 }

    /// An adjustable element, its value the number.
    public override var accessibilityElements: [AccessibilityElement] {
        [AccessibilityElement(.slider, label: accessibilityLabel, value: Slider.spoken(current), frame: frame)]
    }

    // MARK: - Values

    /// `value` kept within the range, on a step when there are steps.
    private func snapped(_ value: Double) -> Double {
        var kept = min(range.upperBound, max(range.lowerBound, value))
        if let step {
            kept = range.lowerBound + ((kept - range.lowerBound) / step).rounded() * step
            if kept > range.upperBound { kept -= step }
        }
        return kept
    }

    /// The value under column `x` (content cells, with its fraction): the track's share to its
    /// left; within half a cell of an end, that end.
    private func value(atColumn x: Double) -> Double {
        let track = trackFrame, width = Double(max(1, track.size.width))
        var share = (x - Double(track.minX)) / width
        if share <= 0.5 / width { share = 0 }
        if share >= 1 - 0.5 / width { share = 1 }
        return range.lowerBound + share * (range.upperBound - range.lowerBound)
    }

    /// The pointer's column with its fraction (content cells); the middle of its cell where the
    /// terminal reports whole cells.
    private static func column(of pointer: PointerEvent) -> Double {
        pointer.preciseX + (pointer.subcellX == 0 ? 0.5 : 0)
    }

    /// Moves the value to `value` (snapped) as the user asked; says so at once unless a
    /// non-continuous slider is being dragged.
    private func change(to value: Double, dragging: Bool = false) {
        let new = snapped(value)
        guard new != current else { return }
        current = new
        if !dragging || isContinuous { sendChange(new) }
    }

    /// The pointer let go: a slider that is not continuous says now what the drag changed.
    private func letGo() {
        if let grab, !isContinuous, grab.value != current { sendChange(current) }
        grab = nil
    }

    /// The pan past the tap's slop moves the value as the drag before it did.
    private func followPan(_ pan: GestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            if grab == nil { grab = (Double(pan.start?.x ?? 0) + pan.startSubcellX, current) }
            change(to: value(atColumn: (grab?.x ?? 0) + pan.preciseTranslationX), dragging: true)
        case .ended, .cancelled, .failed:
            if grab != nil { letGo() }
        case .possible:
            break
        }
    }

    /// The value as a reader says it: whole numbers without a fraction, others to two places.
    static func spoken(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let hundredths = (value * 100).rounded() / 100
        return String(hundredths)
    }
}
