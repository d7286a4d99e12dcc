// The engine's micro-benchmarks: composing the 40 frames of a push played forwards and back,
// and presenting them through ncurses and the frame encoder into a pipe, at four terminal
// sizes; and composing 40 frames of a list scrolled by the wheel at 1,000, 100,000 and
// 1,000,000 rows, which must cost the same (only the rows that show are asked for), and of a
// million rows as a five-column table; and a split view resized across its width 40 times, each
// resize shown by the frames it needs (one: it plays no transition), the same inside a tab, 40
// tab selections between a tab holding a split and one holding a page (one frame each), and a
// push in a split's column inside a tab presented through ncurses (its bytes per frame beside the
// root push's). One iteration is those 40 frames. Metrics: wall-clock time, heap allocations (a
// frame allocates nothing: the count is the harness's own, the same for 1 frame or 40), and
// the bytes a presented frame cost. `make bench` runs them and checks the thresholds in
// Benchmarks/Thresholds (`swift package benchmark thresholds update` rewrites them).
import Benchmark
import Dispatch
import CNcursesw
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import NavKit
@_spi(Benchmarks) import NavKitCurses

/// A page of text in two colours, like a page of the tour.
final class BenchPage: Screen {
    let title: String
    init(title: String) { self.title = title }

    func draw(in canvas: inout Canvas) {
        let body = Style(foreground: .rgb(28, 28, 30), background: .rgb(255, 255, 255))
        let link = Style(foreground: .rgb(0, 95, 255), background: .rgb(255, 255, 255), attributes: .underline)
        let words = ["navigation", "stack", "push", "pop", "edge", "swipe", "pane", "progress", "animator",
                     "context", "gesture", "terminal", "frame", "cell", "parallax", "shadow"]
        for y in stride(from: 1, to: canvas.size.height - 1, by: 2) {
            var x = 2, index = y
            while x < canvas.size.width - 12 {
                let word = words[index % words.count]
                x = canvas.write(word, at: Point(x: x, y: y), style: index % 7 == 0 ? link : body) + 1
                index += 3
            }
        }
    }
}

/// The frame times of a push, 1/60 s apart, short of its end (so the push never finishes).
let pushTimes = (1...20).map { Double($0) / 60 }

/// An engine in the middle of a push at `size`, in the light theme its pages are drawn for
/// (the tour's, as `navdemo` runs by default).
@MainActor
func pushingEngine(_ size: Size) -> Engine {
    var configuration = EngineConfiguration()
    configuration.theme = .light
    let engine = Engine(root: BenchPage(title: "Home"), size: size, configuration: configuration)
    _ = engine.frame(at: 0)
    _ = engine.navigation.push(BenchPage(title: "Page"), animated: true)
    return engine
}

/// Measures composing the frames of a push, forwards and back through `pushTimes`, on the engine
/// `makeEngine` returns. The engine lives on the main actor; the runner calls a benchmark's
/// closure elsewhere, so the measured loop runs on the main queue, checked to be the main actor.
func measureComposingPush(in benchmark: Benchmark, _ makeEngine: @MainActor () -> Engine) {
    DispatchQueue.main.sync {
        let engine = MainActor.assumeIsolated { makeEngine() }
        let times = pushTimes + pushTimes.reversed()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            MainActor.assumeIsolated {
                for time in times { blackHole(engine.frame(at: time)) }
            }
        }
        benchmark.stopMeasurement()
    }
}

/// A list of `count` rows, in sections of 1,000, filling the screen.
final class BenchList: ComposedScreen {
    let title = "List"
    let list = ListView()
    let parts: Stack
    /// Where the list shows its detail from (`showDetail`).
    private(set) var context: NavigationContext?

    func didMove(to context: NavigationContext) { self.context = context }

    init(count: Int) {
        let sections = (0..<(count / 1000)).map { ListSection("Section \($0)", count: 1000) }
        list.rows = ListRows(sections: sections) { ListRow("row \($0)", detail: "\($0 % 977) K") }
        parts = Stack(.vertical, [.flexible(list)])
    }
}

/// A process table of `count` rows in five columns (PID, user, CPU %, memory, command; the
/// CPU column fitting its widest cell, a high figure in a style of its own), in sections of
/// 1,000, sortable. As a monitor has them, the figures are formatted as rows show and the
/// names (users, commands) are strings it holds.
final class BenchTable: ComposedScreen {
    let title = "Table"
    let list = ListView()
    let parts: Stack

    init(count: Int) {
        let hot = Style(foreground: .rgb(255, 59, 48), background: .rgb(255, 255, 255))
        let sections = (0..<(count / 1000)).map { ListSection("Section \($0)", count: 1000) }
        list.columns = [ListColumn("PID", width: .fixed(7), alignment: .trailing), ListColumn("User", width: .fixed(8)),
                        ListColumn("CPU %", width: .fitting(max: 6), alignment: .trailing),
                        ListColumn("Memory", width: .fixed(8), alignment: .trailing), ListColumn("Command")]
        list.sortOrder = ListSortOrder(column: 0)
        list.onSort = { _ in }
        let users = ["root", "daemon", "www-data", "postgres", "alice", "bob", "carol"]
        let commands = (0..<64).map { "/usr/bin/process-\($0) --flag --verbose" }
        list.rows = ListRows(sections: sections) { index in
            let cpu = index % 1000
            return ListRow(cells: [ListCell("\(index)"), ListCell(users[index % users.count]),
                                   ListCell("\(cpu / 10).\(cpu % 10)", style: cpu > 900 ? hot : nil),
                                   ListCell("\(index % 977) M"), ListCell(commands[index % commands.count])])
        }
        parts = Stack(.vertical, [.flexible(list)])
    }
}

/// An engine at 120x40 showing a list of `count` rows (a five-column table with `table`),
/// scrolled to its 500th line.
@MainActor
func listEngine(rows count: Int, table: Bool = false) -> Engine {
    var configuration = EngineConfiguration()
    configuration.theme = .light
    if table {
        let screen = BenchTable(count: count)
        let engine = Engine(root: screen, size: Size(width: 120, height: 40), configuration: configuration)
        _ = engine.frame(at: 0)
        screen.list.scroll.scroll(to: 500)
        return engine
    }
    let screen = BenchList(count: count)
    let engine = Engine(root: screen, size: Size(width: 120, height: 40), configuration: configuration)
    _ = engine.frame(at: 0)
    screen.list.scroll.scroll(to: 500)
    return engine
}

/// A split view at 160x40: a list of 1,000 rows beside a page shown as its detail, which has
/// the focus (so collapsing puts it on top of the list).
@MainActor
func splitEngine() -> Engine {
    var configuration = EngineConfiguration()
    configuration.theme = .light
    let list = BenchList(count: 1_000)
    let engine = Engine(root: SplitController(primary: list, secondary: BenchPage(title: "Empty")), size: Size(width: 160, height: 40),
                        configuration: configuration)
    _ = engine.frame(at: 0)
    list.context?.showDetail(BenchPage(title: "Detail"))
    engine.handle(.key(.function(6)), at: 0)
    _ = engine.frame(at: 0)
    return engine
}

/// Tabs at 160x40 (or `size`) whose first tab is a split view (a list of 1,000 rows beside a
/// page shown as its detail) and whose second is a page: the nested tree of the tour's tabs.
@MainActor
func nestedEngine(_ size: Size = Size(width: 160, height: 40)) -> (Engine, SplitController) {
    var configuration = EngineConfiguration()
    configuration.theme = .light
    let list = BenchList(count: 1_000)
    let split = SplitController(primary: list, secondary: BenchPage(title: "Empty"))
    let tabs = TabController(tabs: [Tab("Files", content: split), Tab("Other", root: BenchPage(title: "Other"))])
    let engine = Engine(root: tabs, size: size, configuration: configuration)
    _ = engine.frame(at: 0)
    list.context?.showDetail(BenchPage(title: "Detail"))
    _ = engine.frame(at: 0)
    return (engine, split)
}

/// The nested tree at `size` (a split inside a tab) in the middle of a push in the split's
/// secondary column, which has the focus.
@MainActor
func nestedPushingEngine(_ size: Size) -> Engine {
    let (engine, split) = nestedEngine(size)
    engine.handle(.key(.function(6)), at: 0)
    _ = engine.frame(at: 0)
    _ = split.secondary.push(BenchPage(title: "Page"), animated: true, at: 0)
    return engine
}

/// The frames `engine` needs after `event` at `time` until it wants no more (at most 120), and
/// the time after them.
@MainActor
func framesAfter(_ event: Event, in engine: Engine, at time: Double) -> (frames: Int, time: Double) {
    engine.handle(event, at: time)
    var frames = 0, now = time
    while engine.needsFrame && frames < 120 {
        blackHole(engine.frame(at: now))
        frames += 1
        now += 1.0 / 60
    }
    return (frames, now)
}

/// Presents `frames` (at `size`) through ncurses and the frame encoder into a pipe, over and over
/// while `benchmark` measures, and records the bytes a presented frame cost.
func measurePresenting(_ frames: [Canvas], size: Size, in benchmark: Benchmark) {
    let terminal = PipeTerminal(size: size)
    defer { terminal.close() }
    let presenter = CursesPresenter(screen: terminal.screen, output: terminal.stream,
                                    colorDepth: ColorDepth(colors: Int(nk_colors())))
    presenter.lineFeedMovesDown = true  // a pipe: `\n` is a bare line feed
    presenter.present(frames[frames.count - 1])
    _ = terminal.drain()
    var bytes = 0, count = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        for frame in frames {
            presenter.present(frame)
            bytes += terminal.drain()  // a read(2): the pipe never fills
            count += 1
        }
    }
    benchmark.stopMeasurement()
    benchmark.measurement(bytesPerFrame, bytes / max(1, count))
}

/// ncurses writing into a pipe that is read and emptied after every frame.
final class PipeTerminal {
    let screen: OpaquePointer
    let stream: UnsafeMutablePointer<FILE>
    let readEnd: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    init(size: Size) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0, let stream = fdopen(ends[1], "w") else { fatalError("no pipe") }
        _ = fcntl(ends[0], 1031, 1 << 20)  // F_SETPIPE_SZ: room for the largest frame
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        readEnd = ends[0]
        self.stream = stream
        setlocale(LC_CTYPE, "C.UTF-8")
        setenv("LINES", "\(size.height)", 1)
        setenv("COLUMNS", "\(size.width)", 1)
        screen = newterm("xterm-256color", stream, fopen("/dev/null", "r"))
        set_term(screen)
        start_color()
        use_default_colors()
    }

    /// Reads and drops what waits in the pipe; returns its size in bytes.
    func drain() -> Int {
        var total = 0
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count <= 0 { return total }
            total += count
        }
    }

    func close() {
        endwin()
        delscreen(screen)
    }
}

let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60),
             Size(width: 400, height: 120)]

/// Bytes per presented frame, a metric of our own.
let bytesPerFrame = BenchmarkMetric.custom("bytes per frame")

/// The most frames one resize across a split view's width needed before the engine wanted no
/// more, a metric of our own: 1 (no transition plays for it).
let framesPerResize = BenchmarkMetric.custom("frames per resize")

/// The most frames one tab selection needed before the engine wanted no more: 1 (it is instant).
let framesPerSelection = BenchmarkMetric.custom("frames per selection")

/// Times are noisy on a shared machine: p90 may grow by half before it counts. Allocations may
/// grow by 2 an iteration (a presenting iteration counts 15–23 for its 40 frames, varying from
/// run to run by one); bytes per frame by at most 5 %.
nonisolated(unsafe) let tolerances: [BenchmarkMetric: BenchmarkThresholds] = [
    .wallClock: .init(relative: [.p90: 50]),
    .mallocCountTotal: .init(absolute: [.p90: 2]),
]

/// Every benchmark's configuration: time and allocations within `tolerances`, and `metric` too
/// when given, within `threshold`.
func configuration(adding metric: BenchmarkMetric? = nil, within threshold: BenchmarkThresholds? = nil)
    -> Benchmark.Configuration {
    var thresholds = tolerances
    if let metric, let threshold { thresholds[metric] = threshold }
    return .init(metrics: [.wallClock, .mallocCountTotal] + (metric.map { [$0] } ?? []), timeUnits: .microseconds,
                 warmupIterations: 3, maxDuration: .seconds(2), maxIterations: 200, thresholds: thresholds)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = configuration()

    // A wheel notch a frame, twenty down and twenty up: each frame draws the list again; and a
    // million rows as a five-column table.
    for (count, table) in [(1_000, false), (100_000, false), (1_000_000, false), (1_000_000, true)] {
        Benchmark(table ? "compose-table-\(count)-rows-5-columns" : "compose-list-\(count)-rows") { benchmark in
            DispatchQueue.main.sync {
                let engine = MainActor.assumeIsolated { listEngine(rows: count, table: table) }
                let down = Event.pointer(PointerEvent(.scrollDown, at: Point(x: 10, y: 10)))
                let up = Event.pointer(PointerEvent(.scrollUp, at: Point(x: 10, y: 10)))
                var time = 1.0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    MainActor.assumeIsolated {
                        for step in 0..<40 {
                            time += 1.0 / 60
                            engine.handle(step < 20 ? down : up, at: time)
                            blackHole(engine.frame(at: time))
                        }
                    }
                }
                benchmark.stopMeasurement()
            }
        }
    }

    // 40 resizes between 160 and 80 columns: each collapses or expands, in one frame.
    Benchmark("split-resize-across-width",
              configuration: configuration(adding: framesPerResize, within: .init(absolute: [.p90: 0]))) { benchmark in
        var most = 0
        DispatchQueue.main.sync {
            let engine = MainActor.assumeIsolated { splitEngine() }
            var time = 1.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                MainActor.assumeIsolated {
                    for step in 0..<40 {
                        time += 1.0 / 60
                        engine.handle(.resize(Size(width: step % 2 == 0 ? 80 : 160, height: 40)), at: time)
                        var frames = 0
                        while engine.needsFrame && frames < 120 {
                            blackHole(engine.frame(at: time))
                            frames += 1
                            time += 1.0 / 60
                        }
                        most = max(most, frames)
                    }
                }
            }
            benchmark.stopMeasurement()
        }
        benchmark.measurement(framesPerResize, most)
    }

    // The same inside a tab: the split collapses and expands on the tab's width.
    Benchmark("nested-split-resize-across-width",
              configuration: configuration(adding: framesPerResize, within: .init(absolute: [.p90: 0]))) { benchmark in
        var most = 0
        DispatchQueue.main.sync {
            let engine = MainActor.assumeIsolated { nestedEngine().0 }
            var time = 1.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                MainActor.assumeIsolated {
                    for step in 0..<40 {
                        let size = Size(width: step % 2 == 0 ? 80 : 160, height: 40)
                        let (frames, after) = framesAfter(.resize(size), in: engine, at: time + 1.0 / 60)
                        (most, time) = (max(most, frames), after)
                    }
                }
            }
            benchmark.stopMeasurement()
        }
        benchmark.measurement(framesPerResize, most)
    }

    // 40 selections between a tab holding a split view and a tab holding a page (Alt+1, Alt+2).
    Benchmark("nested-tab-select",
              configuration: configuration(adding: framesPerSelection, within: .init(absolute: [.p90: 0]))) { benchmark in
        var most = 0
        DispatchQueue.main.sync {
            let engine = MainActor.assumeIsolated { nestedEngine().0 }
            var time = 1.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                MainActor.assumeIsolated {
                    for step in 0..<40 {
                        let key = Event.key(.alt(step % 2 == 0 ? "2" : "1"))
                        let (frames, after) = framesAfter(key, in: engine, at: time + 1.0 / 60)
                        (most, time) = (max(most, frames), after)
                    }
                }
            }
            benchmark.stopMeasurement()
        }
        benchmark.measurement(framesPerSelection, most)
    }

    // A push in a split's column inside a tab, presented: compare its bytes per frame with
    // present-push at the root (the column is narrower: it may cost less, never more).
    Benchmark("present-nested-push-120x40",
              configuration: configuration(adding: bytesPerFrame, within: .init(relative: [.p90: 5]))) { benchmark in
        let size = Size(width: 120, height: 40)
        let frames = DispatchQueue.main.sync {
            MainActor.assumeIsolated {
                let engine = nestedPushingEngine(size)
                return (pushTimes + pushTimes.reversed()).map { engine.frame(at: $0) }
            }
        }
        measurePresenting(frames, size: size, in: benchmark)
    }

    // The push with the inspector open beside it (its tree and details drawn each frame): its
    // cost a frame is this one's time less compose-push-200x60's, over the 40 frames.
    Benchmark("compose-push-inspector-200x60") { benchmark in
        measureComposingPush(in: benchmark) {
            let engine = pushingEngine(Size(width: 200, height: 60))
            engine.setInspectorOpen(true)
            return engine
        }
    }

    for size in sizes {
        let name = "\(size.width)x\(size.height)"

        // Names without spaces: the thresholds files are named after them.
        Benchmark("compose-push-\(name)") { benchmark in
            measureComposingPush(in: benchmark) { pushingEngine(size) }
        }

        Benchmark("present-push-\(name)",
                  configuration: configuration(adding: bytesPerFrame, within: .init(relative: [.p90: 5]))) { benchmark in
            // Forwards and back through the push: every step is an ordinary frame.
            let frames = DispatchQueue.main.sync {
                MainActor.assumeIsolated {
                    let engine = pushingEngine(size)
                    return (pushTimes + pushTimes.reversed()).map { engine.frame(at: $0) }
                }
            }
            measurePresenting(frames, size: size, in: benchmark)
        }
    }
}
