/// What a control of several choices names as its tap target: the control and which choice
/// (a segment, a radio button), so the tap the engine recognizes selects that one.
struct ControlTap: Hashable, Sendable {
    /// The control.
    let control: ObjectIdentifier
    /// The choice tapped (0-based).
    let index: Int

    /// The choice at `index` of `control`.
    @MainActor init(_ control: AnyObject, index: Int) {
        self.control = ObjectIdentifier(control)
        self.index = index
    }

    /// Which of `control`'s choices `event` taps, when it is a tap on one of them.
    @MainActor static func index(of event: Event, on control: AnyObject) -> Int? {
        guard case let .pointer(pointer) = event, pointer.kind == .tap,
              let tap = pointer.target?.as(ControlTap.self), tap.control == ObjectIdentifier(control) else { return nil }
        return tap.index
    }
}
