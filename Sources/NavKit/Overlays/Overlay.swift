/// Something shown over the app that may take events before it and draws after it: the back
/// control's history menu, a menu, what the accessible look writes over the status line, the
/// inspector. The engine keeps them in one ordered list (`Engine.overlays`): an event goes to
/// each from the top one down until one takes it, and each draws over the frame in order. An
/// overlay reads the engine, and changes only its own state and what it asks the engine for
/// (a frame, a layout).
@MainActor
protocol Overlay: AnyObject {
    /// Takes `event` before the app (and the overlays under it); true when it did.
    func takes(_ event: Event, in engine: Engine) -> Bool

    /// Draws over `frame`, the app's frame and the overlays' under this one, as it is at
    /// `moment`.
    func draw(over frame: inout Canvas, in engine: Engine, moment: OverlayMoment)
}

extension Overlay {
    /// Takes no event.
    func takes(_ event: Event, in engine: Engine) -> Bool { false }
}

/// What an overlay may know of the frame it draws over.
struct OverlayMoment {
    /// The frame's time (seconds).
    var time: Double
    /// True when the frame shows a change of state, not motion alone.
    var stateChanged: Bool
    /// True when the terminal is large enough for the app (else the frame is the notice that
    /// it is too small).
    var fits: Bool
}
