/// What one presented frame cost, as the front end that presented it measured it
/// (`RecentPast.record(_:)`): the inspector's frame figures and navdemo's HUD read them.
public struct FrameStatistics: Hashable, Sendable {
    /// When the frame was made, in seconds on the run loop's clock.
    public var time: Double
    /// Bytes written to the terminal for it (0: nothing had changed).
    public var bytes: Int
    /// Seconds spent making it (the engine's frame and the overlay), on the run loop's clock.
    public var composeSeconds: Double
    /// Cells it changed on the screen; nil where the front end does not know (ncurses encodes).
    public var cellsChanged: Int?

    /// A frame's figures.
    public init(time: Double, bytes: Int, composeSeconds: Double, cellsChanged: Int? = nil) {
        self.time = time
        self.bytes = bytes
        self.composeSeconds = composeSeconds
        self.cellsChanged = cellsChanged
    }
}
