/// Where input goes in the window: the top stack's card, and the modal layer's rule that a press
/// outside the top card reaches nothing.
extension Window {
    /// Where `screen` on `stack` is shown (terminal cells): `stack`'s card, less the tab bar's
    /// row under it when it shows one.
    func container(of screen: Screen, in stack: NavigationController) -> Rect {
        var frame = card(of: stack)
        frame.size.height = max(0, frame.size.height - stack.composer.barRows(under: screen))
        return frame
    }

    /// Where the stack that takes input shows its top screen (terminal cells).
    var activeCard: Rect {
        let top = presentations.activeStack
        return container(of: top.topScreen, in: top)
    }

    /// Moves `event` into the top card's coordinates; nil when it goes nowhere: a press, a
    /// wheel turn or a right-click outside the card (UIKit's alerts are not dismissed by a tap
    /// outside, and nothing reaches the presenter), and the drag and release of such a press.
    func eventInActiveCard(_ event: PointerEvent) -> PointerEvent? {
        let card = activeCard
        // A sheet's grabber, above its stack, is in the card; an alert's border is not.
        let inside = (presentations.activePresentation?.pointerFrame(in: size) ?? card).contains(event.position)
        switch event.kind {
        case .press:
            pressedOutsideCard = !inside
        case .scrollUp, .scrollDown, .scrollLeft, .scrollRight, .secondaryPress:
            if !inside { return nil }
        case .drag, .release, .tap:
            break
        }
        if pressedOutsideCard {
            if event.kind == .release { pressedOutsideCard = false }
            return nil
        }
        var local = event
        local.position = Point(x: event.position.x - card.minX, y: event.position.y - card.minY)
        return local
    }
}
