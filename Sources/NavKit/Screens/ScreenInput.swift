/// Input for the screen on top: what no back-swipe recognizer took reaches it here (press,
/// drag, release and wheel in content coordinates, keys), taps are recognized and activated
/// (the top bar's back control, or a target the screen declares), and what the screen answers
/// becomes navigation requests.
final class ScreenInput {
    /// Taps: a press and a release on the same target that never moved past the tap's slop.
    let tap = TapGestureRecognizer()
    /// Told of the tap's state changes.
    var onTrace: ((TraceEvent) -> Void)?
    /// Told when `entry`'s screen changed (nil: only the frame) and a frame is due.
    var onChange: ((EntryID?) -> Void)?
    /// The container's size in cells.
    var size: Size

    private let navigation: NavigationController
    private var pressedInContent = false
    /// Where the tap just recognized landed (container cells), until it is activated.
    private var recognizedTap: Point?

    /// Input for `navigation`'s top screen in a container of `size` cells.
    init(navigation: NavigationController, size: Size) {
        self.navigation = navigation
        self.size = size
        tap.target = { [unowned self] point in target(at: point).map(AnyHashable.init) }
        tap.shouldBegin = { [unowned self] _ in self.navigation.transition == nil }  // no taps during transitions
        tap.onStateChange = { [unowned self] tap in
            onTrace?(.gesture(recognizer: tap.name, state: tap.state))
            if tap.state == .ended { recognizedTap = self.tap.tapLocation }
        }
    }

    /// The top screen's entry and the rows its top bar takes.
    private var top: (entry: StackEntry, barHeight: Int) {
        let entry = navigation.entries[navigation.entries.count - 1]
        return (entry, TopBar.height(for: entry.screen, in: size))
    }

    /// The top screen's own recognizers, set up for a press when `isPress`: content
    /// coordinates, waiting for the edge pan and the tap. During a transition only those already
    /// recognized keep their drag (a screen's own swipe driving the transition it began).
    func screenRecognizers(forPress isPress: Bool, edgePan: GestureRecognizer) -> [GestureRecognizer] {
        let (entry, barHeight) = top
        guard navigation.transition == nil else { return entry.screen.gestureRecognizers.filter(\.isActive) }
        let own = entry.screen.gestureRecognizers
        if isPress {
            for recognizer in own {
                recognizer.eventOffset = Point(x: 0, y: -barHeight)
                recognizer.require(toFail: edgePan)
                recognizer.require(toFail: tap)
            }
        }
        return own
    }

    /// The content area (container cells): below the top screen's bar.
    var contentArea: Rect {
        let barHeight = top.barHeight
        return Rect(x: 0, y: barHeight, width: size.width, height: max(0, size.height - barHeight))
    }

    /// Gives `event`, which no recognizer took, to the top screen, then activates a tap the
    /// arbitration just recognized. Requests start at `start` (seconds).
    func route(_ event: PointerEvent, start: Double) {
        let (entry, barHeight) = top
        switch event.kind {
        case .press:
            pressedInContent = event.position.y >= barHeight
            deliver(event, to: entry, barHeight: barHeight, start: start)
        case .drag, .release:
            guard pressedInContent else { break }  // a press in the top bar keeps its drag and release
            if event.kind == .release { pressedInContent = false }
            deliver(event, to: entry, barHeight: barHeight, start: start)
        case .scrollUp, .scrollDown, .secondaryPress:
            deliver(event, to: entry, barHeight: barHeight, start: start)
        case .tap:
            break  // taps come from the tap recognizer, never from the terminal
        }
        guard let point = recognizedTap else { return }
        recognizedTap = nil
        switch target(at: point) {
        case .backControl:
            navigation.pop(at: start)
            onChange?(nil)
        case let .barItem(id):
            activateBarItem(id, start: start)
        default:
            deliver(PointerEvent(.tap, at: point), to: entry, barHeight: barHeight, start: start)
        }
    }

    /// Gives the top screen `Event.barItem(id)` when it shows an item `id`; false otherwise.
    @discardableResult
    func activateBarItem(_ id: String, start: Double) -> Bool {
        let entry = top.entry
        guard entry.screen.barItems.contains(where: { $0.id == id }) else { return false }
        return apply(entry.screen.handle(.barItem(id)), from: entry, start: start)
    }

    /// True when `point` (container cells) is on the top screen's back control.
    func isOnBackControl(_ point: Point) -> Bool { topBar?.isOnBackControl(point) == true }

    /// The top bar of the top screen as drawn now, or nil when it shows none.
    var topBar: TopBar? {
        let (entry, barHeight) = top
        guard barHeight > 0 else { return nil }
        return TopBar(of: entry, in: navigation, width: size.width)
    }

    /// Forgets a tap recognized by an event that did not reach the screen.
    func discardTap() { recognizedTap = nil }

    /// Gives `key` to the top screen; false when it ignored the key.
    func handle(_ key: Key, start: Double) -> Bool {
        let entry = top.entry
        return apply(entry.screen.handle(.key(key)), from: entry, start: start)
    }

    private func deliver(_ event: PointerEvent, to entry: StackEntry, barHeight: Int, start: Double) {
        guard event.position.y >= barHeight else { return }
        let local = PointerEvent(event.kind, at: Point(x: event.position.x, y: event.position.y - barHeight))
        apply(entry.screen.handle(.pointer(local)), from: entry, start: start)
    }

    /// What a tap at `point` (container cells) would activate; nil where nothing can be tapped.
    private func target(at point: Point) -> TapTarget? {
        let (entry, barHeight) = top
        guard point.y >= barHeight else {
            guard let bar = topBar else { return nil }
            if bar.isOnBackControl(point) { return .backControl }
            return bar.item(at: point).map { .barItem($0.id) }
        }
        return entry.screen.tapTarget(at: Point(x: point.x, y: point.y - barHeight)).map(TapTarget.content)
    }

    /// Applies what a screen answered, requests starting at `start`; false when it ignored the event.
    @discardableResult
    private func apply(_ response: ScreenResponse, from entry: StackEntry, start: Double) -> Bool {
        switch response {
        case .ignored:
            return false
        case .handled:
            onChange?(entry.id)
            return true
        case let .push(screen, animated):
            navigation.push(screen, animated: animated, at: start)
        case let .pop(animated):
            navigation.pop(animated: animated, at: start)
        case let .sequence(responses):
            for response in responses { apply(response, from: entry, start: start) }
        }
        onChange?(nil)
        return true
    }
}

/// What a tap lands on: the back control or an item in the top bar, or one of the top screen's targets.
private enum TapTarget: Hashable {
    case backControl
    case barItem(String)
    case content(AnyHashable)
}
