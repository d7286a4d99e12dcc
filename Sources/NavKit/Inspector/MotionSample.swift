/// The running motion at one frame, for the inspector's timeline (`Engine.sampleMotion(at:)`).
struct MotionSample {
    /// When, in seconds on the engine's clock.
    var time: Double
    /// The running transition's progress (0…1); nil when what moves has none (a sheet, a list).
    var progress: Double?
    /// False for the one sample that notes the motion ended.
    var isMoving: Bool
}
