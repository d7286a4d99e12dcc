import NavKitPlatform
import Testing
@testable import NavKit
import NavKitTesting

/// Random event sequences thrown at the engine through the headless driver,
/// with the engine's invariants checked after every event and once it has
/// come to rest. A failure prints the seed and a shrunk list of events.
///
/// `NAVKIT_PROPERTY_SEQUENCES` sets how many sequences run (default 10,000;
/// `make soak` runs more) and `NAVKIT_PROPERTY_SEED` the first seed.
@MainActor @Suite struct PropertyTests {
    /// The seeds are split in shards that run in parallel.
    nonisolated static let shards = 8

    @Test(arguments: 0..<shards)
    func randomEventSequencesKeepEveryInvariant(shard: Int) {
        let count = environmentInteger("NAVKIT_PROPERTY_SEQUENCES") ?? 10_000
        let firstSeed = UInt64(environmentInteger("NAVKIT_PROPERTY_SEED") ?? 1)
        var failures = 0
        for seed in firstSeed..<(firstSeed + UInt64(count)) where Int(seed % UInt64(Self.shards)) == shard {
            let events = RandomEvent.sequenceWithPresentations(seed: seed)
            guard let problem = EngineProperties.firstViolation(in: events) else { continue }
            let shrunk = EngineProperties.shrink(events)
            let finalProblem = EngineProperties.firstViolation(in: shrunk) ?? problem
            Issue.record("""
                seed \(seed): \(finalProblem)
                shrunk to \(shrunk.count) of \(events.count) events:
                \(shrunk.map { "  \($0)" }.joined(separator: "\n"))
                """)
            failures += 1
            if failures >= 3 { break }
        }
    }

    /// Seeds that once failed (`make soak`, 100,000 sequences): each held a swipe still with
    /// 5 or 6 requests queued behind it, which came to rest after the rest window ended. Run on
    /// every `make test`.
    nonisolated static let regressionSeeds: [UInt64] = [23606, 35211, 60306, 81736, 93570, 97972, 98477]

    @Test(arguments: regressionSeeds)
    func sequencesThatOnceFailedKeepEveryInvariant(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let events = RandomEvent.sequence(using: &generator)
        #expect(EngineProperties.firstViolation(in: events) == nil, "seed \(seed)")
    }

    /// Seeds of the sequences with presentations that once failed (`make soak` from seed
    /// 2078500001): a sheet held by Shift+↓, with releases reported, when the terminal resized.
    nonisolated static let presentationRegressionSeeds: [UInt64] = [2078526735, 2078579253, 2078583107]

    @Test(arguments: presentationRegressionSeeds)
    func sequencesWithPresentationsThatOnceFailedKeepEveryInvariant(seed: UInt64) {
        let events = RandomEvent.sequenceWithPresentations(seed: seed)
        #expect(EngineProperties.firstViolation(in: events) == nil, "seed \(seed)")
    }

    @Test func theCheckerCatchesABrokenInvariant() {
        // A sequence that ends held mid-swipe is not at rest until time runs on; checking
        // without letting time run must report it, or the property above proves nothing.
        let events: [RandomEvent] = [.size(40, 8), .key(.enter), .tick(1), .press(0, 3), .drag(15, 3)]
        #expect(EngineProperties.firstViolation(in: events, letTimeRun: false) != nil)
        #expect(EngineProperties.firstViolation(in: events) == nil)
    }
}

/// One step of a random sequence.
enum RandomEvent: CustomStringConvertible {
    case size(Int, Int)
    case press(Int, Int), drag(Int, Int), release(Int, Int), scroll(Int, Int)
    case key(Key)
    /// A key's release (`Event.keyUp`).
    case keyUp(Key)
    /// The terminal reports releases from here (`Engine.reportsKeyReleases`): held keys drag.
    case releasesReported
    case tick(Double)

    var description: String {
        switch self {
        case let .size(w, h): return "resize(\(w), \(h))"
        case let .press(x, y): return "press(\(x), \(y))"
        case let .drag(x, y): return "drag(\(x), \(y))"
        case let .release(x, y): return "release(\(x), \(y))"
        case let .scroll(x, y): return "scroll(\(x), \(y))"
        case let .key(key): return "key(\(key))"
        case let .keyUp(key): return "keyUp(\(key))"
        case .releasesReported: return "releasesReported"
        case let .tick(seconds): return "tick(\(seconds))"
        }
    }

    static let keys: [Key] = [.enter, .enter, .left, .escape, .backspace, .shiftRight, .shiftRight, .shiftLeft,
                              .character("]"), .character("["), .character("x"), .right, .up, .down]
    /// Keys that present a sheet (at the large or the medium detent), an alert or a cover, dismiss,
    /// and move a sheet between its detents (`TourScreen`).
    static let presentationKeys: [Key] = [.character("p"), .character("m"), .character("a"), .character("f"),
                                          .character("d"), .shiftUp, .shiftDown]

    /// `sequence(using:)` with, in a third of the sequences, one to four presentation keys put in
    /// at random places, drawn from a generator of their own: the events drawn from `generator`
    /// are the ones `sequence(using:)` gives, so the seeds kept for regressions still replay.
    static func sequenceWithPresentations(seed: UInt64) -> [RandomEvent] {
        var generator = SplitMix64(seed: seed)
        var events = sequence(using: &generator)
        var own = SplitMix64(seed: seed ^ 0x5052_4553_454E_5400)
        guard own.next(upperBound: 3) == 0 else { return events }
        for _ in 0...own.next(upperBound: 4) {
            let index = 1 + Int(own.next(upperBound: UInt64(events.count)))
            events.insert(.key(own.pick(presentationKeys)), at: min(index, events.count))
        }
        return withReleases(events, seed: seed)
    }

    /// Keys whose release a terminal that reports releases sends (Shift often let go first).
    static let releasedKeys: [Key] = [.shiftRight, .right, .shiftLeft, .left, .shiftDown, .down, .shiftUp,
                                      .character("]"), .enter]

    /// `events` as a terminal that reports releases sends them, in half of the sequences: held
    /// keys drag from the start, and one to eight releases come at random places, drawn from a
    /// generator of their own (some match a press, some come with none, most presses get none:
    /// the stall timeout lets go of them).
    static func withReleases(_ events: [RandomEvent], seed: UInt64) -> [RandomEvent] {
        var own = SplitMix64(seed: seed ^ 0x5245_4C45_4153_4500)
        guard own.next(upperBound: 2) == 0 else { return events }
        var released = events
        released.insert(.releasesReported, at: 1)
        for _ in 0...own.next(upperBound: 8) {
            let index = 2 + Int(own.next(upperBound: UInt64(released.count - 1)))
            released.insert(.keyUp(own.pick(releasedKeys)), at: min(index, released.count))
        }
        return released
    }
    static let steps: [Double] = [0, 0, 0.001, 1.0 / 60, 1.0 / 60, 1.0 / 60, 0.05, 0.2, 0.7, 3, 31]

    /// A random sequence: a start size, then 10–80 events, drags mostly in runs.
    static func sequence(using generator: inout SplitMix64) -> [RandomEvent] {
        var width = generator.pick([1, 5, 19, 20, 30, 40, 80, 120]), height = generator.pick([1, 3, 6, 10, 24])
        var events: [RandomEvent] = [.size(width, height)]
        var pointer = Point(x: 0, y: 0)
        for _ in 0..<Int(generator.next(upperBound: 71) + 10) {
            let roll = generator.next(upperBound: 100)
            func x() -> Int {
                generator.next(upperBound: 3) == 0 ? Int(generator.next(upperBound: 3))
                    : Int(generator.next(upperBound: UInt64(width + 6))) - 3
            }
            let y = Int(generator.next(upperBound: UInt64(height + 2))) - 1
            switch roll {
            case 0..<14: pointer = Point(x: x(), y: y); events.append(.press(pointer.x, pointer.y))
            case 14..<40:
                pointer.x += Int(generator.next(upperBound: 21)) - 6
                if generator.next(upperBound: 4) == 0 { pointer.y += Int(generator.next(upperBound: 7)) - 2 }  // a sheet's drag
                events.append(.drag(pointer.x, pointer.y))
            case 40..<50: events.append(.release(pointer.x, pointer.y))
            case 50..<52: events.append(.scroll(x(), y))
            case 52..<70: events.append(.key(generator.pick(keys)))
            case 70..<74:
                width = generator.pick([1, 2, 10, 19, 20, 33, 60, 120])
                height = generator.pick([1, 2, 5, 6, 15, 40])
                events.append(.size(width, height))
            default: events.append(.tick(generator.pick(steps)))
            }
        }
        return events
    }
}

/// Runs sequences and checks what must always hold.
@MainActor
enum EngineProperties {
    /// The first broken invariant when `events` are played (then, with
    /// `letTimeRun`, time runs until the engine rests), or nil.
    /// Seconds of every push and pop in the sequences.
    static let animationDuration = 0.35

    static func firstViolation(in events: [RandomEvent], letTimeRun: Bool = true) -> String? {
        let root = TourScreen(number: 0, box: Counter(value: 0))
        var configuration = EngineConfiguration()
        configuration.animator = SlideAnimator(duration: animationDuration, curve: .easeInOut)
        let driver = HeadlessDriver(root: root, size: Size(width: 40, height: 10), configuration: configuration)
        var checker = TraceChecker()
        for (index, event) in events.enumerated() {
            switch event {
            case let .size(w, h): driver.resize(w, h)
            case let .press(x, y): driver.press(x, y)
            case let .drag(x, y): driver.drag(x, y)
            case let .release(x, y): driver.release(x, y)
            case let .scroll(x, y): driver.send(.pointer(PointerEvent(.scrollDown, at: Point(x: x, y: y))))
            case let .key(key): driver.key(key)
            case let .keyUp(key): driver.keyUp(key)
            case .releasesReported: driver.engine.reportsKeyReleases = true
            case let .tick(seconds): driver.advance(by: seconds)
            }
            if let problem = check(driver, &checker) { return "after event \(index) (\(event)): \(problem)" }
        }
        guard letTimeRun else { return restProblem(driver, checker) }
        // Input stops; time runs on (past the stall watchdog) until nothing moves. After the
        // watchdog the window is the running transition plus one animation for each request
        // queued when input stopped: a swipe held still (a press with no release) is let go
        // only by the watchdog, and every request typed meanwhile then plays in turn, one slide
        // each (`HeldPointerTests` pins what the user sees). A fixed 2 s was too short for
        // queues of 5 and 6 (`regressionSeeds`): they came to rest 2.1 to 2.45 s after it.
        // Keys typed ahead count as requests: each starts at most one transition.
        // Requests wait in every stack (a presentation's too) and in the presentations' queue.
        let engine = driver.engine
        let queued = engine.presentations.stacks.reduce(0) { $0 + $1.queuedRequestCount }
            + engine.presentations.queuedRequestCount + engine.router.typeAhead.count
        let afterWatchdog = Int((Double(queued + 1) * animationDuration / 0.1).rounded(.up)) + 5
        for step in [Array(repeating: 0.1, count: 20), [31.0], Array(repeating: 0.1, count: afterWatchdog)].joined() {
            driver.advance(by: step)
            if let problem = check(driver, &checker) { return "while coming to rest: \(problem)" }
        }
        return restProblem(driver, checker)
    }

    /// Invariants after every event.
    private static func check(_ driver: HeadlessDriver, _ checker: inout TraceChecker) -> String? {
        let engine = driver.engine
        if engine.navigation.entries.isEmpty { return "the stack is empty" }
        if let transition = engine.navigation.transition, !(0...1).contains(transition.progress) {
            return "progress \(transition.progress) is outside 0…1"
        }
        if let problem = checker.absorb(driver.trace) { return problem }
        let frame = driver.frame()
        if frame.size != engine.size { return "the frame is \(frame.size), the terminal \(engine.size)" }
        if !frame.isWellFormed { return "the frame holds half a wide glyph:\n\(frame.description)" }
        if let problem = checker.absorb(driver.trace) { return problem }
        return nil
    }

    /// What must hold once nothing moves any more.
    private static func restProblem(_ driver: HeadlessDriver, _ checker: TraceChecker) -> String? {
        let engine = driver.engine
        _ = driver.frame()
        if engine.needsFrame || engine.navigation.transition != nil || engine.presentations.transition != nil {
            return "not at rest: needsFrame \(engine.needsFrame), transition \(engine.navigation.transition != nil)"
        }
        if let problem = checker.restProblem { return problem }
        if engine.router.history.menu != nil {
            // A long press on the back control opened its history, which stays open, as a menu
            // does, until it is closed: Esc closes it and the frame below must be plain.
            driver.key(.escape)
            if engine.router.history.menu != nil { return "Esc did not close the back control's history" }
        }
        // What is presented goes (at once), so the root stack's top shows plain.
        while !engine.presentedStacks.isEmpty {
            guard engine.dismiss(animated: false) == .completed else { return "a presentation at rest cannot be dismissed" }
        }
        let frame = driver.frame()
        if engine.size.width >= engine.configuration.minimumSize.width,
           engine.size.height >= engine.configuration.minimumSize.height {
            let entries = engine.navigation.entries
            var plain = Canvas(size: engine.size)
            PaneRenderer(theme: engine.configuration.theme, layout: ContentLayout())
                .render(entries[entries.count - 1].screen,
                        backTitle: entries.count > 1 ? entries[entries.count - 2].screen.title : nil,
                        size: engine.size, into: &plain)
            if plain != frame {
                return "the resting frame is not a plain render of the top screen:\n\(frame)\n---\n\(plain)"
            }
        }
        return nil
    }

    /// A smaller sequence that still breaks an invariant: drops chunks, then single events.
    static func shrink(_ events: [RandomEvent]) -> [RandomEvent] {
        var current = events
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var index = 1  // keep the start size
            var removedAny = false
            while index < current.count {
                var candidate = current
                candidate.removeSubrange(index..<min(current.count, index + chunk))
                if firstViolation(in: candidate) != nil {
                    current = candidate
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }
}

/// Follows the trace as it grows and checks the order of what it reports.
struct TraceChecker {
    private var seen = 0
    private var began = 0
    private var ended = 0
    /// The kinds of the transitions running: a stack's, a presentation's, or "either" when an
    /// end could have been either of two (a pop moving under an alert that fades: the one
    /// overlap the engine allows). Two of one kind never run at once.
    private var running: [String] = []
    private var gestureStates: [String: GestureState] = [:]
    /// Screens between a will-call and its did-call: true while appearing, false while disappearing.
    /// A will-call may turn the direction around (a cancelled transition); a did-call must match.
    private var inTransit: [String: Bool] = [:]

    /// Checks the events added since the last call; returns the first problem.
    mutating func absorb(_ trace: [TraceEvent]) -> String? {
        while seen < trace.count {
            let event = trace[seen]
            seen += 1
            switch event {
            case let .transitionBegan(_, _, _, animator, _):
                began += 1
                let kind = ["sheet", "alert", "fullScreen"].contains(animator.split(separator: " ").first.map(String.init) ?? "")
                    ? "presentation" : "stack"
                if running.count >= 2 || running.contains(kind) { return "a \(kind) transition began while another ran" }
                running.append(kind)
            case .transitionFinished, .transitionCancelled:
                ended += 1
                if ended > began { return "a transition ended twice" }
                running = running.count > 1 ? ["either"] : []
            case let .gesture(recognizer, state):
                let before = gestureStates[recognizer] ?? .possible
                if !before.canMove(to: state, discrete: recognizer == "tap") { return "\(recognizer) moved \(before) → \(state)" }
                gestureStates[recognizer] = state
            case let .willAppear(screen): inTransit[screen] = true
            case let .willDisappear(screen): inTransit[screen] = false
            case let .didAppear(screen):
                if inTransit[screen] != true { return "didAppear \(screen) without willAppear" }
                inTransit[screen] = nil
            case let .didDisappear(screen):
                if inTransit[screen] != false { return "didDisappear \(screen) without willDisappear" }
                inTransit[screen] = nil
            default:
                break
            }
        }
        return nil
    }

    /// What is still open when the engine rests.
    var restProblem: String? {
        if began != ended { return "\(began) transitions began, \(ended) ended" }
        if !inTransit.isEmpty { return "lifecycle calls left open: \(inTransit.keys.sorted())" }
        return nil
    }
}

/// A tour-like screen: wide text (to be cut by moving edges), a push on Enter
/// or a click, and every third screen without a top bar or the back swipe.
final class TourScreen: Screen {
    let number: Int
    let title: String
    var showsTopBar: Bool { number % 3 != 2 }
    var allowsBackSwipe: Bool { number % 4 != 3 }
    private let makeNext: () -> Screen

    init(number: Int, box: Counter) {
        self.number = number
        self.title = "S\(number)"
        self.makeNext = { box.value += 1; return TourScreen(number: box.value, box: box) }
    }

    func draw(in canvas: inout Canvas) {
        for y in 0..<canvas.size.height {
            canvas.write("中文 \(title) Русский 🙂 e\u{301} 한국어 ", at: Point(x: y % 3, y: y), style: Theme.light.content)
        }
    }

    private var context: NavigationContext?
    func didMove(to context: NavigationContext) { self.context = context }

    func handle(_ event: Event) -> ScreenResponse {
        switch event {
        case .key(.enter), .key(.right): return .push(makeNext(), animated: true)
        case .key(.character("p")): context?.present(makeNext(), style: .sheet); return .handled
        case .key(.character("m")): context?.present(makeNext(), style: .sheet(detents: [.medium, .large])); return .handled
        case .key(.character("a")): context?.present(makeNext(), style: .alert); return .handled
        case .key(.character("f")): context?.present(makeNext(), style: .fullScreen); return .handled
        case .key(.character("d")): context?.dismiss(); return .handled
        case .pointer(let pointer) where pointer.kind == .release && pointer.position.y == 1:
            return .push(makeNext(), animated: true)
        default: return .ignored
        }
    }
}

/// Numbers screens across a sequence.
final class Counter {
    var value: Int
    init(value: Int) { self.value = value }
}

/// An integer from the environment, if set.
func environmentInteger(_ name: String) -> Int? {
    guard let value = getenv(name) else { return nil }
    return Int(String(cString: value))
}
