/// A gesture recognizer: a state machine fed pointer events (UIGestureRecognizer).
///
/// A press inside `region` starts tracking; movement then makes the gesture
/// want to begin or fail (`decision(for:)`, decided by subclasses). Whether it
/// really begins is arbitrated with the other recognizers: it waits while a
/// recognizer it requires to fail is still undecided, it fails if
/// `shouldBegin` says no, and once one begins the others fail unless both
/// allow recognizing simultaneously. Every state change is checked:
/// an illegal move is a debug-build assertion and is refused in release builds.
open class GestureRecognizer {
    /// Identifies the recognizer in traces, e.g. "edgePan".
    public let name: String
    /// The current state.
    public private(set) var state: GestureState = .possible
    /// Disabling the recognizer mid-gesture cancels it.
    public var isEnabled = true {
        didSet { if !isEnabled { cancel() } }
    }
    /// Where a press may start the gesture, in the recognizer's coordinates (cells); nil for anywhere.
    public var region: Rect?
    /// True in the accessible look (`EngineConfiguration.isAccessible`, set by the engine on the
    /// recognizers it arbitrates): what the gesture sets moving by itself on its release (a
    /// list's coast, a page settling) lands at once instead.
    public internal(set) var landsAtOnce = false
    /// Asked when the gesture would begin; false makes it fail.
    public var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
    /// Whether this gesture may be recognized together with `other`; either side's yes is enough.
    public var recognizesSimultaneously: (GestureRecognizer) -> Bool = { _ in false }
    /// Told of every state change.
    public var onStateChange: ((GestureRecognizer) -> Void)?

    /// Where the press landed (cells), while tracking.
    public private(set) var start: Point?
    /// The pointer's latest position (cells).
    public private(set) var location: Point?
    /// How far into its cell the press landed, left to right (0 ≤ value < 1, a fraction of a cell).
    public private(set) var startSubcellX = 0.0
    /// How far into its cell the pointer latest was, left to right (0 ≤ value < 1).
    public private(set) var locationSubcellX = 0.0
    /// How far into its cell the press landed, top to bottom (0 ≤ value < 1, a fraction of a cell).
    public private(set) var startSubcellY = 0.0
    /// How far into its cell the pointer latest was, top to bottom (0 ≤ value < 1).
    public private(set) var locationSubcellY = 0.0
    /// Pointer velocity (cells per second, with fractions), sampled on every move.
    public private(set) var velocity = VelocityTracker()
    /// Pointer velocity down the rows (rows per second with fractions, positive downward),
    /// sampled on every move.
    public private(set) var verticalVelocity = VelocityTracker()
    /// The time (seconds) of the last event the recognizer was given: when its latest state
    /// change happened, for whoever acts on it.
    public internal(set) var eventTime = 0.0

    private var requirements: [WeakRecognizer] = []
    /// True from a press that can start the gesture until the gesture is over.
    private(set) var isTracking = false
    /// True once movement said "begin" and arbitration has not decided yet.
    var wantsToBegin = false
    /// Added to the events' positions before this recognizer sees them (screen recognizers
    /// work in content coordinates, below the top bar).
    var eventOffset = Point.zero

    /// Creates a recognizer called `name`.
    public init(name: String) {
        self.name = name
    }

    /// Makes this recognizer wait until `other` has failed before it may begin (require-to-fail).
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !requirements.contains(where: { $0.recognizer === other }) else { return }
        requirements.append(WeakRecognizer(other))
    }

    /// Stops waiting on `other` (it left the screen).
    func removeRequirement(_ other: GestureRecognizer) {
        requirements.removeAll { $0.recognizer === other || $0.recognizer == nil }
    }

    /// The recognizers this one waits on.
    public var failureRequirements: [GestureRecognizer] { requirements.compactMap(\.recognizer) }

    /// Movement since the press, in cells.
    public var translation: Point {
        guard let start, let location else { return .zero }
        return Point(x: location.x - start.x, y: location.y - start.y)
    }

    /// Horizontal movement since the press, in cells with their fraction where the terminal
    /// reports the pointer in pixels (else the same as `translation.x`).
    public var preciseTranslationX: Double {
        guard let start, let location else { return 0 }
        return Double(location.x - start.x) + locationSubcellX - startSubcellX
    }

    /// Vertical movement since the press (rows, positive downward), with their fraction where
    /// the terminal reports the pointer in pixels (else the same as `translation.y`).
    public var preciseTranslationY: Double {
        guard let start, let location else { return 0 }
        return Double(location.y - start.y) + locationSubcellY - startSubcellY
    }

    /// True while recognized (began or changed).
    public var isActive: Bool { state == .began || state == .changed }

    /// Whether a press at `point` (the recognizer's coordinates) can start the gesture.
    open func canStart(at point: Point) -> Bool {
        isEnabled && (region?.contains(point) ?? true)
    }

    /// Given the movement since the press: true to begin, false to fail, nil to wait for more.
    open func decision(for translation: Point) -> Bool? { nil }

    /// True for a discrete gesture (a tap): decided on the release, in one step (possible → ended).
    open var isDiscrete: Bool { false }

    /// For a discrete gesture, asked on the release: true to be recognized, false to fail.
    open func recognizesOnRelease() -> Bool { false }

    /// Cancels a recognized gesture, or fails one still being decided.
    public func cancel() {
        if isActive { move(to: .cancelled) } else if state == .possible && isTracking { move(to: .failed) }
        isTracking = false
        wantsToBegin = false
    }

    // MARK: - Driven by the arbiter

    func press(at rawPoint: Point, subcellX: Double = 0, subcellY: Double = 0, time: Double) {
        let point = Point(x: rawPoint.x + eventOffset.x, y: rawPoint.y + eventOffset.y)
        startOver(at: point, subcellX: subcellX, subcellY: subcellY, time: time)  // a press with no release before it
        wantsToBegin = false
        isTracking = canStart(at: point)
        if isTracking {
            velocity.add(x: Double(point.x) + subcellX, at: time)
            verticalVelocity.add(x: Double(point.y) + subcellY, at: time)
        } else if state == .possible {
            move(to: .failed)
        }
    }

    /// A press where `event` is, with its fraction of a cell.
    func press(_ event: PointerEvent, time: Double) {
        press(at: event.position, subcellX: event.subcellX, subcellY: event.subcellY, time: time)
    }

    /// A move to where `event` is, with its fraction of a cell.
    func moved(_ event: PointerEvent, time: Double) {
        moved(to: event.position, subcellX: event.subcellX, subcellY: event.subcellY, time: time)
    }

    func moved(to rawPoint: Point, subcellX: Double = 0, subcellY: Double = 0, time: Double) {
        eventTime = time
        guard isTracking else { return }
        location = Point(x: rawPoint.x + eventOffset.x, y: rawPoint.y + eventOffset.y)
        locationSubcellX = subcellX
        locationSubcellY = subcellY
        velocity.add(x: Double(location!.x) + subcellX, at: time)
        verticalVelocity.add(x: Double(location!.y) + subcellY, at: time)
    }

    func fail() {
        if state == .possible { move(to: .failed) }
        isTracking = false
        wantsToBegin = false
    }

    func recognize() {
        wantsToBegin = false
        if isDiscrete {
            isTracking = false
            move(to: .ended)
        } else {
            move(to: .began)
        }
    }

    func update() { if isActive { move(to: .changed) } }

    func end() {
        if isActive { move(to: .ended) } else { fail() }
        isTracking = false
    }

    /// Starts tracking at once from `rawPoint` (an event's cells, with its fractions of a cell,
    /// moved by the recognizer's offset as events are), as if already recognized there: to re-grab a settling pane, or to take over a drag mid-gesture.
    func beginTracking(at rawPoint: Point, subcellX: Double = 0, subcellY: Double = 0, time: Double) {
        let point = Point(x: rawPoint.x + eventOffset.x, y: rawPoint.y + eventOffset.y)
        startOver(at: point, subcellX: subcellX, subcellY: subcellY, time: time)
        isTracking = true
        velocity.add(x: Double(point.x) + subcellX, at: time)
        verticalVelocity.add(x: Double(point.y) + subcellY, at: time)
        move(to: .began)
    }

    /// Cancels a gesture still going, and starts again from `point` (recognizer cells, with its
    /// fractions of a cell) at `time`: there, with no speed yet.
    private func startOver(at point: Point, subcellX: Double, subcellY: Double, time: Double) {
        if isActive { move(to: .cancelled) }
        resetIfFinished()
        eventTime = time
        start = point
        location = point
        startSubcellX = subcellX
        locationSubcellX = subcellX
        startSubcellY = subcellY
        locationSubcellY = subcellY
        velocity.reset()
        verticalVelocity.reset()
    }

    func resetIfFinished() {
        if state.isFinal { move(to: .possible) }
    }

    func move(to next: GestureState) {
        assert(state.canMove(to: next, discrete: isDiscrete), "\(name): illegal gesture move \(state) → \(next)")
        guard state.canMove(to: next, discrete: isDiscrete) else { return }
        state = next
        onStateChange?(self)
    }
}

/// A weak reference to a recognizer, so requirements never keep each other alive.
private struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
