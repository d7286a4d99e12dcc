import Observation

/// An on/off switch as a part (UISwitch): a knob on a track five cells wide, `●────` off and
/// `━━━━●` on, the track's way behind the knob in the theme's tint, after an optional title.
/// Space or Enter while it has the focus, or a click on it or its title, turns it over, and the
/// knob slides there in 0.2 s; turned over again in mid-slide it turns around from where it is.
/// The knob can be dragged: it follows the pointer and, let go, goes to the nearer end.
///
/// Its value is observed: `isOn` set from code is drawn at once (`setOn(_:animated:)` slides),
/// and `onChange` is called once for each change the user makes, never for one made in code,
/// as UIKit sends `valueChanged` only for the user's.
///
/// Focused, the switch shows in the theme's selection style (reverse video where there is no
/// colour); disabled, it is drawn faint and takes no input. A screen that is not a
/// `ComposedScreen` forwards `step(to:)` to it, or the knob jumps instead of sliding.
@MainActor @Observable
public final class Switch: Control<Bool> {
    /// The words before the switch; empty for none.
    public var title: String
    /// True when the switch is on. Setting it shows the new state at once, without a slide,
    /// and calls no `onChange`.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The pan that drags the knob, over the track.
    @ObservationIgnored public let pan = PanGestureRecognizer(name: "switch", direction: .horizontal)

    /// Cells the track takes (the knob's way is one less).
    public nonisolated static let trackWidth = 5
    /// Seconds the knob takes from one end to the other.
    public nonisolated static let slideDuration = 0.2

    /// The state (what drawing reads: a change asks for a frame).
    private var on: Bool
    /// Where the knob is drawn, as a share of its way (0 off, 1 on).
    @ObservationIgnored private var knob: ControlMotion
    /// The press on the track: the pointer's column with its fraction (content cells), and where
    /// the knob was (a share of its way); nil when the pointer holds nothing.
    @ObservationIgnored private var grab: (x: Double, knob: Double)?
    /// True once the knob followed the pointer since the press: the release decides, and the
    /// tap that may follow it is not a second change.
    @ObservationIgnored private var followed = false

    /// A switch after `title`, on or off.
    public init(_ title: String = "", isOn: Bool = false) {
        self.title = title
        on = isOn
        knob = ControlMotion(at: isOn ? 1 : 0)
        super.init()
        pan.shouldBegin = { [unowned self] _ in isEnabled }
        pan.onStateChange = { [unowned self] pan in followPan(pan) }
    }

    /// Turns the switch on or off, its knob sliding there when `animated` (from where it is,
    /// when it is still on its way). Calls no `onChange`.
    public func setOn(_ isOn: Bool, animated: Bool) {
        on = isOn
        if animated {
            knob.move(to: isOn ? 1 : 0, fullDuration: Switch.slideDuration)
        } else {
            knob.jump(to: isOn ? 1 : 0)
        }
    }

    /// Where the knob is drawn now, as a share of its way (0 off, 1 on; between while it slides).
    public var knobPosition: Double { knob.value }

    /// The track's cells (content cells): the right end of the frame's top row.
    public var trackFrame: Rect {
        let width = min(Switch.trackWidth, frame.size.width)
        return Rect(x: frame.maxX - width, y: frame.minY, width: width, height: min(1, frame.size.height))
    }

    public override func place(in frame: Rect) {
        super.place(in: frame)
        pan.region = trackFrame
    }

    /// The title at the left (one cell in, as a label's), the track at the right end: the way
    /// behind the knob heavy in the tint, the way ahead light and faint.
    public override func draw(in canvas: inout Canvas) {
        guard !frame.isEmpty else { return }
        let theme = canvas.theme, track = trackFrame
        let focused = isFocused && isEnabled
        if !title.isEmpty {
            let mark = focused && theme.marksFocus ? String(Theme.focusMark) : " "
            let titleArea = Rect(x: frame.minX, y: frame.minY, width: max(0, track.minX - frame.minX - 1), height: 1)
            canvas.write(mark + title, at: titleArea.origin, style: isEnabled ? theme.content : theme.secondary,
                         clip: titleArea)
        }
        _ = on  // read: a change made in code asks for a frame (the knob itself is not observed)
        let knobCell = Switch.drawTrack(knobAt: knob.value, from: track.origin, isEnabled: isEnabled,
                                        style: focused ? theme.selection : nil, clip: track, in: &canvas)
        if focused { canvas.focusPoint = Point(x: track.minX + min(knobCell, track.size.width - 1), y: track.minY) }
    }

    /// Draws a switch's track (`trackWidth` cells from `origin`, clipped to `clip`) with its knob
    /// at `position` (0 off, 1 on, between while it slides): `●` bold, the way behind it `━` in
    /// the tint, the way ahead `─` faint; disabled, all faint; every cell in `style` when one is
    /// given (focused, or a list's selected row). Returns the knob's cell. A list row's switch
    /// (`ListRow.Accessory.toggle`) is drawn by it too.
    @discardableResult
    static func drawTrack(knobAt position: Double, from origin: Point, isEnabled: Bool, style: Style?, clip: Rect,
                          in canvas: inout Canvas) -> Int {
        let theme = canvas.theme
        let knobCell = Int((position * Double(Switch.trackWidth - 1)).rounded())
        for index in 0..<Switch.trackWidth {
            let glyph: String, own: Style
            if index == knobCell {
                (glyph, own) = ("●", isEnabled ? theme.content.adding(.bold) : theme.secondary)
            } else if index < knobCell {
                (glyph, own) = ("━", isEnabled ? theme.tint : theme.secondary)
            } else {
                (glyph, own) = ("─", theme.secondary)
            }
            canvas.write(glyph, at: Point(x: origin.x + index, y: origin.y), style: style ?? own, clip: clip)
        }
        return knobCell
    }

    /// Space and Enter turn it over while it has the focus; a tap on it or its title always does.
    /// A press on the track and a drag move the knob (as the pan does past the tap's slop).
    public override func handle(_ event: Event) -> ScreenResponse? {
        guard isEnabled else { return nil }
        switch event {
        case .key(.enter) where isFocused, .key(.character(" ")) where isFocused:
            toggleByUser()
            return .handled
        case let .pointer(pointer):
            switch pointer.kind {
            case .press where trackFrame.contains(pointer.position):
                grab = (pointer.preciseX, knob.value)
                followed = false
                return .handled
            case .drag where grab != nil:
                follow(translation: pointer.preciseX - (grab?.x ?? 0))
                return .handled
            case .release where grab != nil:
                if followed { letGo() }
                grab = nil
                return .handled
            case .tap where pointer.target?.as(ObjectIdentifier.self) == ObjectIdentifier(self):
                // A tap after a drag within the tap's slop: the release already decided.
                if followed {
                    followed = false
                } else {
                    toggleByUser()
                }
                return .handled
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The switch itself, where its title or track shows.
    public override func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        guard isEnabled, point.y == frame.minY else { return nil }
        let titleEnd = title.isEmpty ? frame.maxX : frame.minX + 1 + TerminalText.width(of: title)
        return trackFrame.contains(point) || (point.x >= frame.minX && point.x < min(titleEnd, frame.maxX))
            ? ObjectIdentifier(self) : nil
    }

    public override var gestureRecognizers: [GestureRecognizer] { [pan] }

    public override func step(to time: Double) -> Bool { knob.step(to: time) }

    /// One row; along a row, the title (one cell in, one after) and the track.
    public override func fittingLength(across: Int, vertical: Bool) -> Int {
        guard !vertical else { return 1 }
        return title.isEmpty ? Switch.trackWidth : TerminalText.width(of: title) + 2 + Switch.trackWidth
    }

    /// A switch called by its title, its value "on" or "off".
    public override var accessibilityElements: [AccessibilityElement] {
        [AccessibilityElement(.toggle, label: title, value: on ? "on" : "off", frame: frame)]
    }

    // MARK: - The user's changes

    /// Turns it over as the user asked, sliding, and says so.
    private func toggleByUser() {
        setOn(!on, animated: true)
        sendChange(on)
    }

    /// The knob under the pointer, `translation` cells from the press (a share of its way for
    /// each cell, the pointer's fraction too).
    private func follow(translation: Double) {
        guard let grab else { return }
        let way = Double(max(1, Switch.trackWidth - 1))
        let position = min(1, max(0, grab.knob + translation / way))
        if position != knob.value || followed { followed = true }
        knob.jump(to: position)
    }

    /// Let go of a dragged knob: it goes to the nearer end, and a change of state is the user's.
    private func letGo() {
        let wasOn = on
        on = knob.value >= 0.5
        knob.move(to: on ? 1 : 0, fullDuration: Switch.slideDuration)
        if on != wasOn { sendChange(on) }
    }

    /// The pan past the tap's slop: the knob follows it as it followed the drag before it, and
    /// goes to the nearer end when it ends (back where it was when it is cancelled).
    private func followPan(_ pan: GestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            if grab == nil { grab = (Double(pan.start?.x ?? 0) + pan.startSubcellX, knob.value) }
            follow(translation: pan.preciseTranslationX)
        case .ended:
            if grab != nil { letGo() }
            grab = nil
        case .cancelled, .failed:
            if grab != nil { knob.move(to: on ? 1 : 0, fullDuration: Switch.slideDuration) }
            grab = nil
        case .possible:
            break
        }
    }
}
