/// A tap (UITapGestureRecognizer): a press and a release on the same target,
/// with the pointer never straying more than `allowableMovement` from the press.
///
/// It is discrete: possible → ended when recognized on the release, or
/// possible → failed as soon as the pointer moves too far, the release lands
/// on another target, or another recognizer begins. A press where `target`
/// gives nil does not start it at all.
public final class TapGestureRecognizer: GestureRecognizer {
    /// UIKit's allowable movement (10 pt) in cells: about one column, and less than a row.
    public static let defaultAllowableMovement = Size(width: 1, height: 0)

    /// How far (cells) the pointer may move from the press, in each direction, and still tap.
    public var allowableMovement: Size

    /// What a tap at a point (the recognizer's coordinates) would activate, or nil where
    /// nothing can be tapped. The press and the release must land on the same target;
    /// with no function every point counts as one target.
    public var target: ((Point) -> (any Hashable & Sendable)?)?

    /// Where the press landed (cells), once recognized: the point the tap activates.
    public var tapLocation: Point? { start }

    /// Creates a tap recognizer called `name` with `allowableMovement` (cells).
    public init(name: String = "tap", allowableMovement: Size = TapGestureRecognizer.defaultAllowableMovement) {
        self.allowableMovement = allowableMovement
        super.init(name: name)
    }

    public override var isDiscrete: Bool { true }

    public override func canStart(at point: Point) -> Bool {
        guard super.canStart(at: point) else { return false }
        return target == nil || target?(point) != nil
    }

    /// Fails once the pointer has moved farther than `allowableMovement`; never begins on movement.
    public override func decision(for translation: Point) -> Bool? {
        abs(translation.x) > allowableMovement.width || abs(translation.y) > allowableMovement.height ? false : nil
    }

    public override func recognizesOnRelease() -> Bool {
        guard let start, let location, decision(for: translation) == nil else { return false }
        guard let target else { return true }
        guard let pressed = target(start).map(TapTarget.init) else { return false }
        return target(location).map(TapTarget.init) == pressed
    }
}
