import Observation

/// A value stepped down and up by buttons (UIStepper): `[−] 3 [+]`. While it has the focus,
/// − or ← steps down and + (or =) or → steps up (the terminal's key repeat repeats them); at
/// the bound the key does nothing more, so ← never goes back from here. A press on a button
/// steps once and, held, again after half a second and then ten times a second, faster after
/// two seconds (`autorepeat`), until the release or the bound. A button that cannot step
/// further is drawn faint. With `wraps`, stepping past a bound goes on from the other.
///
/// Its value is observed: `value` set in code is drawn and calls nothing; `onChange` is called
/// for each step the user makes. Focused, the value shows in the theme's selection style.
@MainActor @Observable
public final class Stepper: Control<Double> {
    /// The value, within `range`. Setting it draws the change and calls no `onChange`.
    public var value: Double {
        get { current }
        set { current = min(range.upperBound, max(range.lowerBound, newValue)) }
    }
    /// The lowest and highest values.
    public let range: ClosedRange<Double>
    /// How far a step moves the value (UIStepper's `stepValue`).
    public var stepValue: Double
    /// True to go on from the other bound past one (false by default).
    public var wraps = false
    /// True (the default) to repeat a step while its button is held.
    public var autorepeat = true
    /// The value as shown between the buttons (default: whole numbers without a fraction,
    /// others to two places).
    @ObservationIgnored public var format: (Double) -> String = { Slider.spoken($0) }
    /// What a screen reader calls the stepper (the value is read after it).
    public var accessibilityLabel = ""

    /// Seconds a held button waits before it repeats; then between repeats; then between
    /// repeats once it has been held `fasterAfter` seconds.
    public static let repeatDelay = 0.5, repeatInterval = 0.1, fastRepeatInterval = 0.05, fasterAfter = 2.0

    /// The value (what drawing reads).
    private var current: Double
    /// The button held by the pointer (-1 down, +1 up), when it was first stepped to (seconds; nil
    /// until the next step) and when it repeats next; nil when none is held.
    @ObservationIgnored private var held: (direction: Double, since: Double?, next: Double)?
    /// The value the held button started from: with `wraps`, a hold stops once round.
    @ObservationIgnored private var heldFrom = 0.0

    /// A stepper at `value` within `range`, stepping by `step`.
    public init(value: Double = 0, in range: ClosedRange<Double> = 0...100, step: Double = 1) {
        self.range = range
        stepValue = step
        current = min(range.upperBound, max(range.lowerBound, value))
    }

    /// The down button's cells (content cells), then the up button's: `[−]` at the frame's left,
    /// `[+]` after the widest value the range shows.
    public var buttonFrames: (down: Rect, up: Rect) {
        let widest = max(TerminalText.width(of: format(range.lowerBound)), TerminalText.width(of: format(range.upperBound)),
                         TerminalText.width(of: format(current)))
        return (Rect(x: frame.minX + 1, y: frame.minY, width: 3, height: 1),
                Rect(x: frame.minX + 1 + 3 + 2 + widest, y: frame.minY, width: 3, height: 1))
    }

    public override func draw(in canvas: inout Canvas) {
        guard !frame.isEmpty else { return }
        let theme = canvas.theme, (down, up) = buttonFrames, focused = isFocused && isEnabled
        let text = format(current)
        func buttonStyle(_ canStep: Bool) -> Style { isEnabled && canStep ? theme.tint : theme.secondary }
        canvas.write("[−]", at: down.origin, style: buttonStyle(canStep(by: -1)), clip: frame)
        canvas.write("[+]", at: up.origin, style: buttonStyle(canStep(by: 1)), clip: frame)
        let room = Rect(x: down.maxX, y: frame.minY, width: up.minX - down.maxX, height: 1)
        let at = Point(x: room.minX + (room.size.width - TerminalText.width(of: text)) / 2, y: room.minY)
        canvas.write(text, at: at, style: focused ? theme.selection : isEnabled ? theme.content : theme.secondary,
                     clip: room.intersection(frame))
        if focused { canvas.focusPoint = at }
    }

    /// The keys while it has the focus; a press on a button steps, and holds it.
    public override func handle(_ event: Event) -> ScreenResponse? {
        guard isEnabled else { return nil }
        switch event {
        case let .key(key) where isFocused:
            switch key {
            case .left, .character("-"), .character("−"): stepByUser(-1)
            case .right, .character("+"), .character("="): stepByUser(1)
            default: return nil
            }
            return .handled
        case let .pointer(pointer):
            let (down, up) = buttonFrames
            switch pointer.kind {
            case .press where down.contains(pointer.position) || up.contains(pointer.position):
                let direction: Double = down.contains(pointer.position) ? -1 : 1
                heldFrom = current
                stepByUser(direction)
                held = autorepeat ? (direction, nil, 0) : nil
                return .handled
            case .drag where held != nil:
                // Off its button, a held button stops repeating (as a finger sliding off it).
                let button = held?.direction == -1 ? down : up
                if !button.contains(pointer.position) { held = nil }
                return .handled
            case .release where held != nil:
                held = nil
                return .handled
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// A held button repeats on time's schedule; true while one is held.
    public override func step(to time: Double) -> Bool {
        guard var hold = held else { return false }
        let since = hold.since ?? time
        if hold.since == nil {
            hold.since = time
            hold.next = time + Stepper.repeatDelay
        }
        while time >= hold.next {
            guard canStep(by: hold.direction) else {
                held = nil
                return false
            }
            stepByUser(hold.direction)
            if wraps && current == heldFrom {
                held = nil
                return false
            }
            hold.next += time - since >= Stepper.fasterAfter ? Stepper.fastRepeatInterval : Stepper.repeatInterval
        }
        held = hold
        return true
    }

    /// One row; along a row, the buttons and the widest value between them.
    public override func fittingLength(across: Int, vertical: Bool) -> Int {
        vertical ? 1 : buttonFrames.up.maxX - frame.minX + 1
    }

    public override func focusDidChange(to isFocused: Bool) {
        super.focusDidChange(to: isFocused)
        if !isFocused { held = nil }
    }

    /// An adjustable element, its value the number as shown.
    public override var accessibilityElements: [AccessibilityElement] {
        [AccessibilityElement(.stepper, label: accessibilityLabel, value: format(current), frame: frame)]
    }

    /// True when a step in `direction` (-1 down, +1 up) would change the value.
    private func canStep(by direction: Double) -> Bool {
        wraps || (direction < 0 ? current > range.lowerBound : current < range.upperBound)
    }

    /// One step in `direction` as the user asked, and says so if the value changed.
    private func stepByUser(_ direction: Double) {
        guard canStep(by: direction) else { return }
        var new = current + direction * stepValue
        if wraps {
            if new > range.upperBound { new = range.lowerBound } else if new < range.lowerBound { new = range.upperBound }
        }
        new = min(range.upperBound, max(range.lowerBound, new))
        guard new != current else { return }
        current = new
        sendChange(new)
    }
}
