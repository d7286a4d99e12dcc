/// Whether a released swipe finishes its transition or goes back, as UIKit decides it
/// (`docs/uikit-behaviour.md`, item 10): project where the pane would come to rest at the release
/// velocity, p + v · `EngineConfiguration.projectionTime`, and finish when that passes
/// min(`finishDistance` cells, `threshold` of the width). A flick faster than velocity samples
/// are taken finishes if it moved forward. The back swipe uses it; so can a screen's own swipe.
public struct ReleaseRule: Sendable {
    /// Projected progress past which a swipe finishes (0.5).
    public var threshold: Double
    /// Projected distance in cells past which a swipe finishes even short of `threshold` (23).
    public var finishDistance: Int

    /// A rule finishing past `threshold` of the width or past `finishDistance` cells.
    public init(threshold: Double = 0.5, finishDistance: Int = 23) {
        self.threshold = threshold
        self.finishDistance = finishDistance
    }

    /// True when a swipe released at `progress` (0…1) across a container `width` cells wide,
    /// moving at `velocity` (widths per second, positive = toward the end), finishes. When the
    /// velocity could not be measured (`sampled` false), it finishes if it `movedForward`.
    public func finishes(progress: Double, velocity: Double, width: Int, sampled: Bool = true,
                         movedForward: Bool = false) -> Bool {
        if !sampled && movedForward { return true }
        let projected = progress + velocity * EngineConfiguration.projectionTime
        return projected > min(Double(finishDistance) / Double(max(1, width)), threshold)
    }
}
