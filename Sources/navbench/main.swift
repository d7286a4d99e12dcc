import CAllocationCounter
import CNcursesw
import Glibc
import NavKit
import NavKitCurses

// Engine micro-benchmarks: the time to compose one mid-push frame, the time to
// present it through ncurses into a pipe, and the heap allocations of each, at
// several terminal sizes. Prints one JSON object per size on stdout.
//
//     navbench [--animations N] [--term TYPE]   (TYPE: a terminfo entry, xterm-256color by default)

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

/// Reads and drops what ncurses writes into the pipe, so it never fills.
final class PipeSink {
    let readEnd: Int32
    let stream: UnsafeMutablePointer<FILE>
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    init() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0, let stream = fdopen(ends[1], "w") else { fatalError("navbench: no pipe") }
        _ = fcntl(ends[0], 1031, 1 << 20)  // F_SETPIPE_SZ: room for the largest frame
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        readEnd = ends[0]
        self.stream = stream
    }

    /// Bytes waiting in the pipe, read and dropped.
    func drain() -> Int {
        var total = 0
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count <= 0 { return total }
            total += count
        }
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func percentile95(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * 0.95))]
}

/// Composes and presents `animations` push animations at `size`; prints one JSON line.
func bench(size: Size, animations: Int, term: String, sink: PipeSink) {
    guard let screen = newterm(term, sink.stream, fopen("/dev/null", "r")) else {
        let message = "navbench: unknown terminal type '\(term)'\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        exit(2)
    }
    set_term(screen)
    resizeterm(Int32(size.height), Int32(size.width))
    start_color()
    use_default_colors()
    let presenter = CursesPresenter(screen: screen, output: sink.stream, colorDepth: ColorDepth(colors: Int(nk_colors())))
    presenter.lineFeedMovesDown = true  // a pipe: `\n` is a bare line feed
    let engine = Engine(root: BenchPage(title: "Home"), size: size)
    let clock = MonotonicClock()
    var compose: [Double] = [], present: [Double] = [], bytes: [Double] = []
    var composeAllocations = 0, presentAllocations = 0, steadyFrames = 0
    var time = 0.0, animationBytes = 0.0
    presenter.present(engine.frame(at: time))
    _ = sink.drain()
    let framesPerAnimation = 21
    for animation in 0..<animations {
        _ = engine.navigation.push(BenchPage(title: "Page \(animation)"), animated: true)
        for step in 0...framesPerAnimation {
            time += 1.0 / 60
            let allocationsBefore = nk_allocation_count()
            let start = clock.now
            let frame = engine.frame(at: time)
            let composed = clock.now
            let allocationsComposed = nk_allocation_count()
            presenter.present(frame)
            let presented = clock.now
            let allocationsPresented = nk_allocation_count()
            let sent = Double(sink.drain())
            bytes.append(sent)
            if animation > 0 { animationBytes += sent }
            // Steady state: past the first frame (which renders the new pane) and the warm-up animation.
            if animation > 0 && step > 0 && engine.isAnimating {
                compose.append(composed - start)
                present.append(presented - composed)
                composeAllocations += Int(allocationsComposed - allocationsBefore)
                presentAllocations += Int(allocationsPresented - allocationsComposed)
                steadyFrames += 1
            }
        }
        _ = engine.navigation.pop(animated: false)
        time += 1.0 / 60
        presenter.present(engine.frame(at: time))
        _ = sink.drain()
    }
    endwin()
    delscreen(screen)
    let frames = max(1, steadyFrames)
    print("""
    {"size": "\(size.width)x\(size.height)", "frames": \(steadyFrames), \
    "compose_us_median": \(median(compose) * 1e6), "compose_us_p95": \(percentile95(compose) * 1e6), \
    "present_us_median": \(median(present) * 1e6), "present_us_p95": \(percentile95(present) * 1e6), \
    "bytes_median": \(median(bytes)), "bytes_per_animation": \(animationBytes / Double(animations - 1)), \
    "compose_allocations_per_frame": \(Double(composeAllocations) / Double(frames)), \
    "present_allocations_per_frame": \(Double(presentAllocations) / Double(frames))}
    """)
}

setlocale(LC_CTYPE, "C.UTF-8")
func option(_ name: String) -> String? {
    guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count else {
        return nil
    }
    return CommandLine.arguments[index + 1]
}
let animations = option("--animations").flatMap { Int($0) }.map { max(2, $0) } ?? 40
let term = option("--term") ?? "xterm-256color"
let sink = PipeSink()
for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60),
             Size(width: 400, height: 120)] {
    bench(size: size, animations: animations, term: term, sink: sink)
}
