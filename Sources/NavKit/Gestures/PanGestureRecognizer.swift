/// A continuous drag (UIPanGestureRecognizer), optionally limited to a direction.
open class PanGestureRecognizer: GestureRecognizer {
    /// Which movements start the pan.
    public enum Direction: Sendable {
        /// Any movement of a cell or more.
        case any
        /// Mostly horizontal movement, either way.
        case horizontal
        /// Mostly horizontal movement to the right (the back swipe).
        case rightward
        /// Mostly horizontal movement to the left.
        case leftward
        /// Mostly vertical movement, either way (a row counts as two columns, as cells are
        /// about twice as tall as wide); mostly horizontal movement is declined.
        case vertical
    }

    /// Which movements start the pan.
    public var direction: Direction
    /// For a pan that scrolls content up and down: true while the content shows its top. A sheet
    /// takes a drag in its content only where every such pan under the pointer says so (UIKit's
    /// sheet rule: the content scrolls first). Nil (the default): the pan scrolls nothing
    /// vertically. `ScrollView` and `ListView` set it on their pans.
    public var isScrolledToTop: (() -> Bool)?

    /// Creates a pan called `name` that begins on movement in `direction`.
    public init(name: String, direction: Direction = .any) {
        self.direction = direction
        super.init(name: name)
    }

    open override func decision(for translation: Point) -> Bool? {
        let dx = translation.x, dy = abs(translation.y)
        switch direction {
        case .any:
            return dx != 0 || dy != 0 ? true : nil
        case .horizontal:
            if dx != 0 && abs(dx) >= dy { return true }
            return dy > 1 ? false : nil
        case .rightward:
            if dx > 0 && dx >= dy { return true }
            return dx < 0 || dy > 1 ? false : nil
        case .leftward:
            if dx < 0 && -dx >= dy { return true }
            return dx > 0 || dy > 1 ? false : nil
        case .vertical:
            if dy != 0 && 2 * dy > abs(dx) { return true }
            return abs(dx) > 2 ? false : nil
        }
    }
}
