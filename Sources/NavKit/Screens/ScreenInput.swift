/// Input for the screen on top: what no back-swipe recognizer took reaches it here (press,
/// drag, release and wheel in content coordinates, keys), taps are recognized and activated
/// (the top bar's back control, or a target the screen declares), and what the screen answers
/// becomes navigation requests.
@MainActor
final class ScreenInput {
    /// Taps: a press and a release on the same target that never moved past the tap's slop.
    let tap = TapGestureRecognizer()
    /// Told of the tap's state changes.
    var onTrace: ((TraceEvent) -> Void)?
    /// The container's size in cells.
    var size: Size

    /// What giving input to the top screen changed, for the engine to act on.
    struct Outcome {
        /// The screen took the input (it did not answer `.ignored`).
        var handled = false
        /// The screen whose drawing the input changed (its pane is drawn again): the top one,
        /// the only screen input reaches.
        var changedScreen: EntryID?
        /// A frame is due.
        var needsFrame = false
        /// A menu the screen asked to show, and its anchor (container cells).
        var menu: (menu: Menu, anchor: Rect)?
        /// The back control was tapped on a screen with unsaved changes: the router asks first.
        var backWithUnsavedChanges = false

        /// This outcome and `other`'s, together.
        mutating func add(_ other: Outcome) {
            handled = handled || other.handled
            changedScreen = changedScreen ?? other.changedScreen
            needsFrame = needsFrame || other.needsFrame
            menu = other.menu ?? menu
            backWithUnsavedChanges = backWithUnsavedChanges || other.backWithUnsavedChanges
        }
    }

    /// The stack whose top screen takes input (the top presentation's, or the root's).
    var navigation: NavigationController
    private let layout: ContentLayout
    private var pressedInContent = false

    /// Input for `navigation`'s top screen in a container of `size` cells, laid out by `layout`.
    init(navigation: NavigationController, size: Size, layout: ContentLayout) {
        self.navigation = navigation
        self.size = size
        self.layout = layout
        tap.target = { [unowned self] point in target(at: point) }
        tap.shouldBegin = { [unowned self] _ in self.navigation.transition == nil }  // no taps during transitions
        tap.onStateChange = { [unowned self] tap in onTrace?(.gesture(recognizer: tap.name, state: tap.state)) }
    }

    /// The top screen's entry and its content area (container cells), laid out for it.
    private var top: (entry: StackEntry, content: Rect) {
        let entry = navigation.entries[navigation.entries.count - 1]
        return (entry, layout.prepare(entry.screen, in: size))
    }

    /// The top screen's own recognizers, set up for a press when `isPress`: content
    /// coordinates, waiting for the edge pan and the tap. During a transition only those already
    /// recognized keep their drag (a screen's own swipe driving the transition it began).
    func screenRecognizers(forPress isPress: Bool, edgePan: GestureRecognizer) -> [GestureRecognizer] {
        let (entry, content) = top
        guard navigation.transition == nil else { return entry.screen.gestureRecognizers.filter(\.isActive) }
        let own = entry.screen.gestureRecognizers
        if isPress {
            for recognizer in own {
                recognizer.eventOffset = Point(x: 0, y: -content.minY)
                recognizer.require(toFail: edgePan)
                recognizer.require(toFail: tap)
            }
        }
        return own
    }

    /// The top screen's content area (container cells): below its top bar, above its status line.
    var contentArea: Rect { top.content }

    /// Gives `event`, which no recognizer took, to the top screen, then activates the tap at
    /// `tapped` (container cells) that the arbitration of this event recognized. Requests start
    /// at `start` (seconds).
    func route(_ event: PointerEvent, tapped: Point?, start: Double) -> Outcome {
        let (entry, content) = top
        var outcome = Outcome()
        switch event.kind {
        case .press:
            pressedInContent = content.contains(event.position)
            if pressedInContent { outcome.add(deliver(event, to: entry, content: content, start: start)) }
        case .drag, .release:
            guard pressedInContent else { break }  // a press in the bars keeps its drag and release
            if event.kind == .release { pressedInContent = false }
            outcome.add(deliver(event, to: entry, content: content, start: start))
        case .scrollUp, .scrollDown, .scrollLeft, .scrollRight, .secondaryPress:
            if content.contains(event.position) { outcome.add(deliver(event, to: entry, content: content, start: start)) }
        case .tap:
            break  // taps come from the tap recognizer, never from the terminal
        }
        guard let point = tapped else { return outcome }
        switch target(at: point) {
        case .backControl:
            guard entry.screen.shouldPop() else { break }
            guard !entry.screen.hasUnsavedChanges else { outcome.backWithUnsavedChanges = true; break }
            navigation.pop(at: start)
            outcome.needsFrame = true
        case let .barItem(id):
            outcome.add(activateBarItem(id, start: start))
        case let .content(target):
            var tap = PointerEvent(.tap, at: point)
            tap.target = target
            outcome.add(deliver(tap, to: entry, content: content, start: start))
        case nil:
            break
        }
        return outcome
    }

    /// Gives the top screen `Event.barItem(id)` when it shows an item `id`.
    func activateBarItem(_ id: String, start: Double) -> Outcome {
        let entry = top.entry
        guard entry.screen.barItems.contains(where: { $0.id == id }) else { return Outcome() }
        return apply(entry.screen.handle(.barItem(id)), from: entry, start: start)
    }

    /// True when `point` (container cells) is on the top screen's back control.
    func isOnBackControl(_ point: Point) -> Bool { topBar?.isOnBackControl(point) == true }

    /// The top bar of the top screen as drawn now, or nil when it shows none.
    var topBar: TopBar? {
        let (entry, content) = top
        guard content.minY > 0 else { return nil }
        return TopBar(of: entry, in: navigation, width: size.width)
    }

    /// Gives pasted `text` to the top screen.
    func paste(_ text: String, start: Double) -> Outcome {
        let entry = top.entry
        return apply(entry.screen.handle(.paste(text)), from: entry, start: start)
    }

    /// Gives `key` to the top screen.
    func handle(_ key: Key, start: Double) -> Outcome {
        let entry = top.entry
        return apply(entry.screen.handle(.key(key)), from: entry, start: start)
    }

    /// Applies `response`, which a key command answered, as the top screen's answer, requests
    /// starting at `start` (seconds).
    func apply(_ response: ScreenResponse, start: Double) -> Outcome {
        apply(response, from: top.entry, start: start)
    }

    /// Gives `event` to `entry`'s screen in its content coordinates (`content`: its content area
    /// in container cells).
    private func deliver(_ event: PointerEvent, to entry: StackEntry, content: Rect, start: Double) -> Outcome {
        var local = event
        local.position = Point(x: event.position.x - content.minX, y: event.position.y - content.minY)
        return apply(entry.screen.handle(.pointer(local)), from: entry, start: start)
    }

    /// What a tap at `point` (container cells) would activate; nil where nothing can be tapped.
    private func target(at point: Point) -> TapDestination? {
        let (entry, content) = top
        guard content.contains(point) else {
            guard point.y < content.minY, let bar = topBar else { return nil }
            if bar.isOnBackControl(point) { return .backControl }
            return bar.item(at: point).map { .barItem($0.id) }
        }
        let local = Point(x: point.x - content.minX, y: point.y - content.minY)
        return entry.screen.tapTarget(at: local).map { .content(TapTarget($0)) }
    }

    /// Applies what a screen answered, requests starting at `start`.
    private func apply(_ response: ScreenResponse, from entry: StackEntry, start: Double) -> Outcome {
        switch response {
        case .ignored:
            return Outcome()
        case .handled:
            return Outcome(handled: true, changedScreen: entry.id, needsFrame: true)
        case let .push(screen, animated):
            navigation.push(screen, animated: animated, at: start)
        case let .pop(animated):
            navigation.pop(animated: animated, at: start)
        case let .sequence(responses):
            var outcome = Outcome(handled: true, needsFrame: true)
            for response in responses { outcome.add(apply(response, from: entry, start: start)) }
            return outcome
        case let .showMenu(menu, anchor):
            let content = top.content
            return Outcome(handled: true, changedScreen: entry.id, needsFrame: true,
                           menu: (menu, anchor.offsetBy(dx: content.minX, dy: content.minY)))
        }
        return Outcome(handled: true, needsFrame: true)
    }
}

/// What a tap lands on: the back control or an item in the top bar, or one of the top screen's targets.
private enum TapDestination: Hashable, Sendable {
    case backControl
    case barItem(String)
    case content(TapTarget)
}
