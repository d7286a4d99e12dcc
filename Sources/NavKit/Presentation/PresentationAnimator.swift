/// The look of a presentation (present and dismiss) in each `PresentationStyle`, as UIKit's: a
/// sheet or a full-screen cover slides up from the bottom edge and back down; an alert fades in
/// while it shrinks from a little larger to its size, and fades out. The presenter dims with the
/// progress, in `dimmingSteps` steps (a full-screen cover hides it).
///
/// `from` is the presenter, `to` the card when presenting; when dismissing, `from` is the card.
public struct PresentationAnimator: Animator {
    /// The style whose look this is.
    public var style: PresentationStyle
    /// Where the card rests (container cells), from `PresentationStyle`: the animator moves it
    /// from and to there.
    public var card: Rect
    /// Black over the presenter while the card shows, alpha (0.3).
    public var dimming: Double
    /// Seconds: 0.4 for a slide, 0.25 for an alert.
    public var duration: Double
    /// Ease-out for a slide (a card arriving decelerates), ease-in-out for an alert's fade.
    public var curve: TimingCurve

    /// How many steps the presenter's dimming takes on the way (3): each step recolours every
    /// cell of the presenter that shows, so a few steps cost the terminal far less than one a
    /// frame, and at 0.1 of black apart they read as a fade.
    public static let dimmingSteps = 3.0

    public var name: String { style.description }
    /// The card carries its own top bar.
    public var keepsTopBarInPlace: Bool { false }

    /// The look of `style` for a card resting at `card` (container cells).
    public init(style: PresentationStyle, card: Rect, dimming: Double = 0.3) {
        self.style = style
        self.card = card
        self.dimming = dimming
        duration = style == .alert ? 0.25 : 0.4
        curve = style == .alert ? .easeInOut : .easeOut
    }

    public func layout(for operation: NavigationOperation, progress: Double, in size: Size) -> TransitionLayout {
        let p = min(1, max(0, progress))
        let shown = operation == .push ? p : 1 - p  // how far the card is in: 1 at rest
        let presenter = presenterLayout(shown: shown, in: size)
        let cardLayout: PaneLayout
        switch style {
        case .sheet, .fullScreen:
            let travel = Double(size.height - card.minY)
            let edge = Double(card.minY) + travel * (1 - shown)
            let y = Int(edge.rounded())
            cardLayout = PaneLayout(frame: Rect(origin: Point(x: card.minX, y: y), size: card.size),
                                    subcellOffsetY: edge - Double(y))
        case .alert:
            // Presenting, it shrinks from 10 % larger; dismissing, it only fades.
            let scale = operation == .push ? 1 + 0.1 * (1 - shown) : 1
            let width = Int((Double(card.size.width) * scale).rounded())
            let height = Int((Double(card.size.height) * scale).rounded())
            let frame = Rect(x: card.minX - (width - card.size.width) / 2, y: card.minY - (height - card.size.height) / 2,
                             width: width, height: height)
            cardLayout = PaneLayout(frame: frame, opacity: shown)
        }
        return operation == .push
            ? TransitionLayout(from: presenter, to: cardLayout, toIsOnTop: true)
            : TransitionLayout(from: cardLayout, to: presenter, toIsOnTop: false)
    }

    /// A sheet the user moves, its top edge at `cardEdge` (rows, with their fraction) and
    /// `shown` (0…1) of it showing: the card there at its resting size, the presenter dimmed
    /// with `shown`, in `dimmingSteps`, as it is while the card arrives.
    public func layout(cardEdge: Double, shown: Double, in size: Size) -> TransitionLayout {
        let presenter = presenterLayout(shown: min(1, max(0, shown)), in: size)
        let y = Int(cardEdge.rounded())
        let cardLayout = PaneLayout(frame: Rect(origin: Point(x: card.minX, y: y), size: card.size),
                                    subcellOffsetY: cardEdge - Double(y))
        return TransitionLayout(from: presenter, to: cardLayout, toIsOnTop: true)
    }

    /// The presenter, filling a container of `size`, dimmed by `shown` (0…1) of the card
    /// showing, in `dimmingSteps`.
    private func presenterLayout(shown: Double, in size: Size) -> PaneLayout {
        let steps = PresentationAnimator.dimmingSteps
        return PaneLayout(frame: Rect(origin: .zero, size: size), dimming: dimming * (shown * steps).rounded() / steps)
    }
}
