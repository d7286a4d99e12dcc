import NavKit

/// An app's own overlay container, on the public API alone: a panel `width(size)` cells wide that
/// `key` slides in over the main child from the left and out again (`InteractiveMotion`, linear,
/// over `duration` seconds; nil: the push's), and that a press on it, or in the left column while
/// it is closed, catches and drags, let go by the back swipe's rule. The main child dims beneath
/// it by `dimming` times how far it is in. The panel appears and disappears with its slide
/// (`appearanceTransition(of:)`).
@MainActor
final class SlidingPanel: Container {
    let main: any Container, panel: any Container
    let key: Key
    let width: (Size) -> Int
    let duration: Double?
    let dimming: Double
    private(set) var reveal = InteractiveMotion()

    init(main: any Container, panel: any Container, key: Key, width: @escaping (Size) -> Int,
         duration: Double? = nil, dimming: Double = 0) {
        self.main = main
        self.panel = panel
        self.key = key
        self.width = width
        self.duration = duration
        self.dimming = dimming
    }

    /// True while the panel is in, or on its way in, or held.
    var isOpen: Bool { reveal.target > 0 || reveal.isTracking }

    var children: [any Container] { [main, panel] }
    var focusedChild: (any Container)? { isOpen ? panel : main }

    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(main, Rect(origin: .zero, size: size))
        guard reveal.value > 0 || isOpen else { return }
        let width = width(size), shown = Int((reveal.value * Double(width)).rounded())
        body(panel, Rect(x: shown - width, y: 0, width: width, height: size.height))
    }

    func drawBeneath(_ child: any Container, at frame: Rect, into canvas: inout Canvas, size: Size, theme: Theme) {
        guard child === panel, dimming > 0 else { return }
        canvas.dim(Rect(origin: .zero, size: size), by: dimming * reveal.value)
    }

    func appearanceTransition(of child: any Container) -> AppearanceTransition? {
        guard child === panel else { return nil }
        if reveal.isTracking { return .appearing }   // under the pointer: where it goes is not known yet
        guard reveal.isAnimating else { return nil }
        return reveal.target > reveal.value ? .appearing : .disappearing
    }

    func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        guard key == self.key, !screenDeclined else { return .ignored }
        slide(to: isOpen ? 0 : 1, at: context.time, duration: duration ?? context.transitionDuration)
        return .handledChangingLayout
    }

    func handlePointer(_ event: PointerEvent, in size: Size, context: ContainerEventContext) -> ContainerResponse {
        let travel = Double(width(size))
        switch event.kind {
        case .press where event.preciseX < reveal.value * travel || (!isOpen && event.position.x == 0):
            reveal.catchIt(at: event.preciseX, time: context.time)
            return .handled
        case .drag where reveal.isTracking:
            reveal.follow(to: event.preciseX, travel: travel, time: context.time)
            return .handledChangingLayout
        case .release where reveal.isTracking:
            reveal.follow(to: event.preciseX, travel: travel, time: context.time)
            reveal.letGo(rule: context.releaseRule, travel: travel, time: context.time,
                         duration: duration ?? context.transitionDuration, curve: .linear)
            return .handledChangingLayout
        default:
            return .ignored
        }
    }

    func step(to time: Double) -> Bool {
        reveal.step(to: time)
        return reveal.isAnimating
    }

    /// Slides the panel to `target` (0 out, 1 in) from `time`, a whole way taking `duration`
    /// seconds.
    func slide(to target: Double, at time: Double, duration: Double) {
        reveal.animate(to: target, at: time, duration: duration, curve: .linear)
    }
}
