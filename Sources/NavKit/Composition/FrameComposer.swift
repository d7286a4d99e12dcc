/// Makes the frame for one moment: renders each visible screen into a cached pane (top bar
/// and content), and lets the `Compositor` paint the panes where the transition's animator
/// puts them, with the top bar kept in place and animated over them when both screens show
/// one (`NavigationBarTransition`); below the minimum size, a "terminal too small" notice.
@MainActor
final class FrameComposer {
    /// Rendered panes, by entry: only the visible screens keep one (read by the memory tests).
    private(set) var panes: [EntryID: Canvas] = [:]
    /// Where the panes of the last composed transition were drawn, and which transition that was.
    private(set) var lastLayout: (transition: UInt64, layout: TransitionLayout)?
    private var frame: Canvas
    /// The running transition's progress as the top bar follows it: an animation alongside
    /// the transition sets it (`follow(_:)`), nil at rest.
    private var barProgress: Double?
    /// Lays screens out before they draw: the engine's, once it shows the stack this draws.
    var layout: ContentLayout
    /// The tab bar a screen's pane shows on its bottom row, for the stack of a tab (nil: none;
    /// unset for every other stack).
    var tabBar: ((Screen) -> TabBar?)?
    /// The app's key commands (`Engine.keyCommands`), whose hints follow a screen's own in a status
    /// line that gives none.
    var appCommands: () -> [KeyCommand] = { [] }
    /// Called when state a rendered pane was drawn from changed: the pane is gone and a frame is due.
    var onPaneChanged: (() -> Void)?

    /// Below this many cells per frame the edge is drawn in eighths; faster, the step from frame
    /// to frame is bigger than an eighth shows, and whole cells cost the terminal less (a push
    /// moves about 6 cells a frame in its middle).
    static let subcellSpeedLimit = 1.0

    /// A composer for frames of `size` cells, laying screens out with `layout`.
    init(size: Size, layout: ContentLayout) {
        frame = Canvas(size: size)
        self.layout = layout
    }

    /// Animates the top bar alongside `transition`, which has just begun.
    func follow(_ transition: Transition) {
        transition.animateAlongside({ [unowned self] progress in barProgress = progress },
                                    completion: { [unowned self] _ in barProgress = nil })
    }

    /// Forgets the rendered pane of `entry` (its screen changed).
    func invalidate(_ entry: EntryID) { panes[entry] = nil }

    /// Forgets every rendered pane (after a resize or a new theme).
    func invalidateAll() { panes.removeAll() }

    /// Rows the tab bar takes under `screen` (0 or `TabBar.height`): what its content area loses.
    func barRows(under screen: Screen) -> Int { tabBar?(screen) != nil ? TabBar.height : 0 }

    /// Forgets every rendered pane and asks for a frame (what every pane shows changed: a tab bar).
    func redrawAll() {
        invalidateAll()
        onPaneChanged?()
    }

    /// The frame for `navigation` as it is now, in a container of `size`, drawn with `theme` the
    /// way `display` allows; below `minimum` a notice says the terminal is too small.
    func compose(_ navigation: NavigationController, size: Size, minimum: Size, theme: Theme,
                 display: DisplayTraits) -> Canvas {
        if size.width < minimum.width || size.height < minimum.height {
            drawTooSmallNotice(size: size, minimum: minimum, theme: theme)
            return frame
        }
        if frame.size != size { frame.reset(size: size, style: theme.backdrop) }
        prune(navigation)
        let renderer = PaneRenderer(theme: theme, layout: layout, appCommands: appCommands)
        if let transition = navigation.transition {
            let layout = transition.animator.layout(for: transition.operation, progress: transition.progress,
                                                    in: size)
            // How far the upper pane moved since the last frame of this transition (cells).
            let previous = lastLayout.flatMap { $0.transition == transition.id ? $0.layout.upper : nil }
            let step = previous.map {
                max(abs(layout.upper.preciseMinX - $0.preciseMinX), abs(layout.upper.preciseMinY - $0.preciseMinY))
            } ?? 0
            lastLayout = (transition.id, layout)
            if transition.redrawsScreens {           // screens animating alongside change every frame
                invalidate(transition.from.id)
                invalidate(transition.to.id)
            }
            let from = pane(for: transition.from, in: navigation, size: size, renderer: renderer)
            let to = pane(for: transition.to, in: navigation, size: size, renderer: renderer)
            let compositor = Compositor(theme: theme, effects: display.effects,
                                        subcellEdges: display.subcellEdges
                                            && step < FrameComposer.subcellSpeedLimit)
            if layout.toIsOnTop {
                compositor.compose(into: &frame, below: from, belowLayout: layout.from, above: to, aboveLayout: layout.to)
            } else {
                compositor.compose(into: &frame, below: to, belowLayout: layout.to, above: from, aboveLayout: layout.from)
            }
            drawBar(of: transition, in: navigation, size: size, theme: theme)
            // Between two screens that show the tab bar it stays in place, as UIKit's does.
            if let tabBar, let bar = tabBar(transition.from.screen), tabBar(transition.to.screen) != nil,
               size.height > TabBar.height {
                bar.draw(into: &frame, row: size.height - TabBar.height, theme: theme)
            }
            frame.cursor = nil                       // a moving screen shows no cursor
            frame.focusPoint = nil                   // nor has a focus to rest on
        } else {
            lastLayout = nil
            let top = pane(for: navigation.entries[navigation.entries.count - 1], in: navigation, size: size,
                           renderer: renderer)
            frame.draw(top, at: .zero)
            frame.cursor = top.cursor
            frame.focusPoint = top.focusPoint
        }
        return frame
    }

    /// Draws the top bar in place over the moving panes when the animator keeps it there and
    /// both screens show one.
    private func drawBar(of transition: Transition, in navigation: NavigationController, size: Size, theme: Theme) {
        guard let progress = barProgress, transition.animator.keepsTopBarInPlace,
              TopBar.height(for: transition.from.screen, in: size) > 0,
              TopBar.height(for: transition.to.screen, in: size) > 0 else { return }
        NavigationBarTransition(operation: transition.operation,
                                from: TopBar(of: transition.from, in: navigation, width: size.width),
                                to: TopBar(of: transition.to, in: navigation, width: size.width))
            .draw(progress: progress, into: &frame, theme: theme)
    }

    /// The title shown in `entry`'s back control: the screen below it, if any.
    static func backTitle(for entry: StackEntry, in navigation: NavigationController) -> String? {
        let entries = navigation.entries
        if let index = entries.firstIndex(where: { $0.id == entry.id }) {
            return index > 0 ? entries[index - 1].screen.title : nil
        }
        return entries.last?.screen.title  // a pushed screen not yet on the stack
    }

    private func pane(for entry: StackEntry, in navigation: NavigationController, size: Size,
                      renderer: PaneRenderer) -> Canvas {
        if let cached = panes[entry.id], cached.size == size { return cached }
        var canvas = panes.removeValue(forKey: entry.id) ?? Canvas(size: size)
        let id = entry.id
        StateObservation.track {
            renderer.render(entry.screen, backTitle: FrameComposer.backTitle(for: entry, in: navigation), size: size,
                            tabBar: tabBar?(entry.screen), into: &canvas)
        } onChange: { [weak self] in
            self?.stateChanged(of: id)
        }
        panes[entry.id] = canvas
        return canvas
    }

    /// State that `entry`'s pane was drawn from changed: the pane is drawn again in the next
    /// frame (nothing is due for a pane no longer kept).
    private func stateChanged(of entry: EntryID) {
        guard panes.removeValue(forKey: entry) != nil else { return }
        onPaneChanged?()
    }

    /// Keeps rendered panes only for the screens that can be seen: the top and the transition's two.
    private func prune(_ navigation: NavigationController) {
        let top = navigation.entries.last?.id
        let transition = navigation.transition
        func isLive(_ id: EntryID) -> Bool {
            id == top || id == transition?.from.id || id == transition?.to.id
        }
        if panes.keys.contains(where: { !isLive($0) }) {
            panes = panes.filter { isLive($0.key) }
        }
    }

    private func drawTooSmallNotice(size: Size, minimum: Size, theme: Theme) {
        frame.reset(size: size, style: theme.content)
        let wordings = ["terminal too small", "too small", "small", "!"]
        let notice = wordings.first { TerminalText.width(of: $0) <= size.width } ?? ""
        let lines = [notice, "\(size.width)x\(size.height), need \(minimum)"]
        let top = max(0, (size.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let shown = TerminalText.prefix(line, fitting: size.width)
            let x = (size.width - TerminalText.width(of: shown)) / 2
            frame.write(shown, at: Point(x: x, y: top + index), style: theme.content)
        }
    }
}
