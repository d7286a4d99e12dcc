/// The state of a gesture recognizer, as in UIKit.
///
/// Continuous gestures move possible → began → changed* → ended | cancelled,
/// or possible → failed; discrete gestures (a tap) move possible → ended
/// (recognized) or possible → failed. After any end state the next touch
/// starts at possible.
public enum GestureState: String, Hashable, Sendable {
    /// Not recognized yet: waiting for a touch, or watching one.
    case possible
    /// A continuous gesture was recognized: its first step.
    case began
    /// A continuous gesture moved on.
    case changed
    /// The gesture ended (a continuous one let go; a discrete one, a tap, recognized).
    case ended
    /// A gesture under way was cancelled (a recognizer that took over, a lost release).
    case cancelled
    /// The touch was not this gesture.
    case failed

    /// True for ended, cancelled and failed.
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether a recognizer may move from this state to `next`; `discrete` for a tap, which is
    /// recognized in one step (possible → ended) and is never began, changed or cancelled.
    public func canMove(to next: GestureState, discrete: Bool = false) -> Bool {
        if discrete {
            switch (self, next) {
            case (.possible, .ended), (.possible, .failed), (.ended, .possible), (.failed, .possible): return true
            default: return false
            }
        }
        switch (self, next) {
        case (.possible, .began), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): return true
        default: return false
        }
    }
}
