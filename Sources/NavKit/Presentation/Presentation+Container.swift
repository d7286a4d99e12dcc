/// A presentation's card is a container in the window's tree, on the same API an app's container
/// uses: its one child is what was presented (a stack, tabs, a split, an app's container), shown
/// inside the card's border and below its grabber; it draws the card's paper and border beneath
/// that child and the grabber over it, a sheet's drag is its own gesture recognizer, and it
/// names itself to a screen reader as a sheet or an alert. The window walks the root and each
/// card alike (`Window.forEachLayer`).
extension Presentation: Container {
    /// What the card shows: it takes the keys while the card is on top.
    var focusedChild: (any Container)? { content }

    /// The content, inside the border and below the grabber of a card of `size` cells.
    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(content, paneFrame(inCard: Rect(origin: .zero, size: size)))
    }

    /// The card's paper and its rounded border (an alert's), under the content.
    func drawBeneath(_ child: any Container, at frame: Rect, into canvas: inout Canvas, size: Size, theme: Theme) {
        guard style.borderWidth > 0 || style.grabberHeight > 0 else { return }
        canvas.fill(Rect(origin: .zero, size: size), style: theme.content)
        if style.borderWidth > 0 { canvas.drawBorder(Rect(origin: .zero, size: size), style: theme.content) }
    }

    /// A sheet's drag (`SheetInput.pan`): from its grabber or the top bar, or in the content where
    /// nothing scrolls first, it moves the card between its detents or down to dismiss it. The
    /// window gathers it with the other containers' recognizers, at a press inside the card.
    func gestureRecognizers(in size: Size, context: ContainerEventContext) -> [GestureRecognizer] {
        ownRecognizers
    }

    /// A sheet's grabber, centred on its top row.
    func drawChrome(into canvas: inout Canvas, size: Size, theme: Theme) {
        guard style.grabberHeight > 0 else { return }
        let width = min(PresentationStyle.grabber.count, size.width)
        canvas.write(PresentationStyle.grabber.prefix(width), at: Point(x: (size.width - width) / 2, y: 0),
                     style: theme.secondary)
    }

    /// An alert or a sheet (a full-screen cover is one too, for a screen reader: it is modal),
    /// labelled with the focused screen's title, where the content shows.
    func accessibilityElement(children: [(container: any Container, element: AccessibilityElement)],
                              size: Size) -> AccessibilityElement {
        AccessibilityElement(style.accessibilityRole, label: content.focusedStack.topScreen.title,
                             frame: paneFrame(inCard: Rect(origin: .zero, size: size)),
                             children: children.map(\.element))
    }
}
