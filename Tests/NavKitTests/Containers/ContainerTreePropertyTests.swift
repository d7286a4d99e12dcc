import Testing
@testable import NavKit
import NavKitTesting

/// A screen that counts its appearance: `shown` goes 0 → 1 on didAppear and back on didDisappear;
/// a will waits for its did. Every callback out of order is a violation, kept for the test.
@MainActor
private final class CountedScreen: Screen {
    let title: String
    let letter: Character
    private(set) var shown = 0
    /// The will that has not had its did yet ("appear", "disappear"), if any.
    private(set) var pending: String?
    private(set) var context: NavigationContext?
    let violations: Violations

    init(_ title: String, letter: Character, violations: Violations) {
        self.title = title
        self.letter = letter
        self.violations = violations
    }

    func didMove(to context: NavigationContext) { self.context = context }

    func draw(in canvas: inout Canvas) {
        let row = String(repeating: letter, count: canvas.size.width)
        for y in 0..<canvas.size.height { canvas.write(row, at: Point(x: 0, y: y), style: Theme.light.content) }
    }

    // A will turned around before its did (a slide caught and let go back) is UIKit's cancelled
    // transition: willAppear then willDisappear and didDisappear, the screen never shown (or
    // willDisappear then willAppear and didAppear, the screen shown throughout).
    func willAppear(animated: Bool) { pending = pending == "disappear" && shown == 1 ? "appear again" : "appear" }
    func willDisappear(animated: Bool) { pending = pending == "appear" && shown == 0 ? "disappear again" : "disappear" }

    func didAppear(animated: Bool) {
        let again = pending == "appear again"
        if shown != (again ? 1 : 0) || (pending != "appear" && !again) {
            violations.note("\(title): didAppear with \(shown) shown, after will\(pending ?? "nothing")")
        }
        shown = 1
        pending = nil
    }

    func didDisappear(animated: Bool) {
        let again = pending == "disappear again"
        if shown != (again ? 0 : 1) || (pending != "disappear" && !again) {
            violations.note("\(title): didDisappear with \(shown) shown, after will\(pending ?? "nothing")")
        }
        shown = 0
        pending = nil
    }
}

/// What went wrong, in order.
@MainActor
private final class Violations {
    var lines: [String] = []
    func note(_ line: String) { lines.append(line) }
}

/// An app's own container, on the public API alone: two children one above the other, the
/// upper with the focus, a row of its own between them.
@MainActor
private final class Stacked: Container {
    let upper: any Container, lower: any Container
    init(_ upper: any Container, _ lower: any Container) {
        self.upper = upper
        self.lower = lower
    }
    var children: [any Container] { [upper, lower] }
    var focusedChild: (any Container)? { upper }
    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        let half = size.height / 2
        body(upper, Rect(x: 0, y: 0, width: size.width, height: half))
        body(lower, Rect(x: 0, y: half + 1, width: size.width, height: max(0, size.height - half - 1)))
    }
}

/// Random trees of containers (stacks, splits with stacks or containers in their columns, tabs
/// and an app's own containers, one of them sliding a panel in and out, nested up to three
/// deep) under random
/// pushes, pops, presentations, dismissals, tab selections, focus moves, resizes and clicks.
/// After every event, once at rest: each visible screen has had exactly one more didAppear than
/// didDisappear and hidden ones as many, callbacks alternate per screen (a will turned around
/// before its did, as UIKit tells a cancelled transition, counts as alternating), no screen is
/// in two places, and each shown container's children lie inside it without overlapping (so
/// every cell of the frame is drawn by one container), but an overlay's panel.
@MainActor @Suite struct ContainerTreePropertyTests {
    @MainActor private final class World {
        var random: SplitMix64
        let violations = Violations()
        var screens: [CountedScreen] = []
        var made = 0
        init(seed: UInt64) { random = SplitMix64(seed: seed) }

        func screen() -> CountedScreen {
            made += 1
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            let screen = CountedScreen("S\(made)", letter: letters[made % letters.count], violations: violations)
            screens.append(screen)
            return screen
        }

        /// A tree at most `depth` levels of containers deep.
        func tree(depth: Int) -> any Container {
            switch depth <= 1 ? 0 : random.next(upperBound: 5) {
            case 1:
                guard random.next(upperBound: 2) == 0 else { return SplitController(primary: screen(), secondary: screen()) }
                return SplitController(primary: tree(depth: depth - 1), secondary: tree(depth: depth - 1))
            case 2:
                let count = 1 + Int(random.next(upperBound: 3))
                return TabController(tabs: (0..<count).map { index in
                    Tab("T\(index)", content: tree(depth: depth - 1))
                })
            case 3:
                return Stacked(tree(depth: depth - 1), tree(depth: depth - 1))
            case 4:
                // A panel half the width that F3 slides in and out over 0.2 s (`SlidingPanel`).
                return SlidingPanel(main: tree(depth: depth - 1), panel: tree(depth: depth - 1), key: .function(3),
                                    width: { max(1, $0.width / 2) }, duration: 0.2)
            default:
                return NavigationController(root: screen())
            }
        }
    }

    @Test(arguments: 0..<24)
    func appearanceStaysBalancedAndTheTreeTilesTheFrame(seed: Int) {
        let world = World(seed: UInt64(seed) &* 7919 &+ 1)
        let driver = HeadlessDriver(root: world.tree(depth: 3), size: Size(width: 120, height: 30),
                                    configuration: linearConfiguration(duration: 0.1))
        _ = driver.runUntilIdle()
        var log: [String] = []
        for step in 0..<40 {
            log.append(act(world, driver))
            _ = driver.runUntilIdle(limit: 5)
            _ = driver.frame()
            let problems = check(world, driver)
            if !problems.isEmpty || !world.violations.lines.isEmpty {
                Issue.record("seed \(seed), step \(step): \(problems + world.violations.lines)\nactions: \(log)\n\(layers(driver))")
                return
            }
        }
    }

    /// One random event; returns what it was.
    private func act(_ world: World, _ driver: HeadlessDriver) -> String {
        let engine = driver.engine
        var visible: [NavigationController] = []
        engine.window.forEachVisibleStack { visible.append($0) }
        let stack = visible.isEmpty ? engine.topNavigation : world.random.pick(visible)
        let context = (stack.topScreen as? CountedScreen)?.context
        switch world.random.next(upperBound: 15) {
        case 13:
            driver.key(.function(3))
            return "F3"
        case 14:  // a drag from a sliding container's corner (or anywhere), let go either way
            var corner = Point(x: Int(world.random.next(upperBound: UInt64(engine.size.width))), y: engine.size.height / 2)
            engine.root.forEachShownContainer(in: engine.size) { container, frame in
                if container is SlidingPanel { corner = Point(x: frame.minX, y: frame.maxY - 1) }
            }
            let steps = 1 + Int(world.random.next(upperBound: 4)), dx = Int(world.random.next(upperBound: 40)) - 10
            driver.send(.pointer(PointerEvent(.press, at: corner)))
            for step in 1...steps {
                driver.advance(by: 0.01 + Double(world.random.next(upperBound: 10)) / 100)
                driver.send(.pointer(PointerEvent(.drag, at: Point(x: max(0, corner.x + dx * step / steps), y: corner.y))))
            }
            driver.send(.pointer(PointerEvent(.release, at: Point(x: max(0, corner.x + dx), y: corner.y))))
            return "drag from \(corner) by \(dx)"

        case 0, 1:
            context?.push(world.screen())
            return "push on \(stack.topScreen.title)"
        case 12:  // on any stack, a hidden one too (a tab not selected, a column under a cover)
            let any = world.random.pick(engine.presentations.stacks)
            (any.topScreen as? CountedScreen)?.context?.push(world.screen())
            return "push on \(any.topScreen.title), shown or not"
        case 2:
            driver.key(.left)
            return "←"
        case 3:
            let style: PresentationStyle = world.random.next(upperBound: 2) == 0 ? .sheet : .fullScreen
            context?.present(world.tree(depth: 2), style: style)
            return "present \(style) from \(stack.topScreen.title)"
        case 4:
            driver.key(.escape)
            return "esc"
        case 5:
            let key: Key = world.random.next(upperBound: 2) == 0 ? .function(8) : .alt(Character("\(1 + world.random.next(upperBound: 3))"))
            driver.key(key)
            return "\(key)"
        case 6:
            driver.key(world.random.next(upperBound: 2) == 0 ? .function(6) : .tab)
            return "F6/tab"
        case 7:
            let width = 60 + Int(world.random.next(upperBound: 110))
            driver.resize(width, 20 + Int(world.random.next(upperBound: 15)))
            return "resize \(width)"
        case 8, 9:
            let x = Int(world.random.next(upperBound: UInt64(engine.size.width)))
            let y = Int(world.random.next(upperBound: UInt64(engine.size.height)))
            driver.send(.pointer(PointerEvent(.press, at: Point(x: x, y: y))))
            driver.send(.pointer(PointerEvent(.release, at: Point(x: x, y: y))))
            return "click \(x),\(y)"
        case 10:
            context?.showDetail(world.screen())
            return "showDetail from \(stack.topScreen.title)"
        default:
            driver.advance(by: 0.5)
            return "wait"
        }
    }

    /// The layers, for a failure's message: each one's style and its stacks (visible or not).
    private func layers(_ driver: HeadlessDriver) -> String {
        func stacks(_ container: any Container) -> String {
            container.navigationStacks.map { "\($0.isVisible ? "+" : "-")\($0.screens.map(\.title))" }.joined(separator: " ")
        }
        var lines = ["root: \(stacks(driver.engine.root))"]
        for presentation in driver.engine.presentations.presentations {
            lines.append("\(presentation.style) from \(presentation.presenter.topScreen.title): \(stacks(presentation.content))")
        }
        return lines.joined(separator: "\n")
    }

    /// What is wrong now, at rest.
    private func check(_ world: World, _ driver: HeadlessDriver) -> [String] {
        let engine = driver.engine
        var problems: [String] = []
        var shownTops = Set<ObjectIdentifier>()
        engine.window.forEachVisibleStack { shownTops.insert(ObjectIdentifier($0.topScreen)) }
        var placed = Set<ObjectIdentifier>()
        for stack in engine.presentations.stacks {
            for screen in stack.screens where !placed.insert(ObjectIdentifier(screen)).inserted {
                problems.append("\(screen.title) is in two places")
            }
        }
        // A screen no longer on a stack (popped, or gone with the card it was presented in: a
        // presented split's every column) has disappeared.
        for screen in world.screens {
            let expected = placed.contains(ObjectIdentifier(screen)) && shownTops.contains(ObjectIdentifier(screen)) ? 1 : 0
            if screen.shown != expected { problems.append("\(screen.title): \(screen.shown) shown, expected \(expected)") }
            if let pending = screen.pending { problems.append("\(screen.title): will\(pending) without its did") }
        }
        func tiles(_ container: any Container, _ size: Size) {
            var frames: [Rect] = []
            container.forEachShownChild(in: size) { child, frame in
                if frame.minX < 0 || frame.minY < 0 || frame.maxX > size.width || frame.maxY > size.height {
                    problems.append("a child at \(frame) outside its container of \(size)")
                }
                if !(container is SlidingPanel), frames.contains(where: { !$0.intersection(frame).isEmpty }) {  // an overlay overlaps
                    problems.append("children overlap at \(frame)")
                }
                frames.append(frame)
                tiles(child, frame.size)
            }
        }
        tiles(engine.root, engine.size)
        return problems
    }
}
