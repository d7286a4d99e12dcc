import NavKit

/// Feeds pointer events to recognizers with the engine's arbitration, for
/// testing recognizers (yours or NavKit's) without an engine.
public enum RecognizerHarness {
    /// Handles `event` at `time` (seconds) for `recognizers`, in priority order.
    /// Returns true when a recognized gesture took the event.
    @discardableResult
    public static func feed(_ event: PointerEvent, at time: Double, to recognizers: [GestureRecognizer]) -> Bool {
        GestureArbiter().handle(event, at: time, recognizers: recognizers).consumed
    }
}
