import NavKit

/// Where an app plugs into the run loop, declared once: the run loop keeps one set
/// (`TerminalRunLoop.hooks`, also `TerminalApp.hooks`), its core calls them, and a hook set
/// while the app runs applies from the next key, message or frame. All run on the main actor.
@MainActor
public final class RunLoopHooks {
    /// Sees every key first (after the quit keys); may handle it, pass it on or quit.
    public var keyFilter: ((Key) -> TerminalRunLoop.KeyAction)?
    /// Handed every message posted with `Mailbox.post(message:)`.
    public var onMessage: ((any Sendable) -> Void)?
    /// Called before each frame is made, with its time (seconds), for a HUD that shows live state.
    public var beforeFrame: ((Double) -> Void)?
    /// Draws over each frame before it is shown (a HUD, a help box); the engine never sees it.
    public var overlay: ((inout Canvas) -> Void)?
    /// Told of every presented frame (its number, time and bytes).
    public var onFrame: ((TerminalRunLoop.FrameReport) -> Void)?
    /// Told when the terminal has read a frame (it answered the status request sent after it):
    /// the frame's number and the round trip, in the order frames were sent. Only while frames
    /// are paced on the answers (a terminal that never answers is never asked again).
    public var onFrameAnswered: ((TerminalRunLoop.FrameAnswer) -> Void)?

    /// No hooks.
    public init() {}
}
