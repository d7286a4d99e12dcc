/// The state of a gesture recognizer, as in UIKit.
///
/// Continuous gestures move possible → began → changed* → ended | cancelled,
/// or possible → failed; after any end state the next touch starts at possible.
public enum GestureState: String, Hashable, Sendable {
    case possible, began, changed, ended, cancelled, failed

    /// True for ended, cancelled and failed.
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether a recognizer may move from this state to `next`.
    public func canMove(to next: GestureState) -> Bool {
        switch (self, next) {
        case (.possible, .began), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): return true
        default: return false
        }
    }
}
