import CNcursesw
import Foundation
import NavKitPlatform
import Testing
import NavKit
import NavKitTesting
@_spi(Benchmarks) @testable import NavKitCurses

/// The bytes on the wire, checked by an independent terminal emulator: push, pop, drag, cancel,
/// a sheet presented and dismissed (scrolled rows) and a resize in the middle of a push are presented through ncurses and the frame encoder at
/// two sizes and three looks; pyte (`Tests/wire/emulator_check.py`) replays the bytes and must
/// show every frame's canvas, cell for cell. Nested in `PresenterTests`, whose tests it runs
/// after, never beside: ncurses is one global state, not safe to use from two threads.
extension PresenterTests {
    @MainActor @Suite struct WireTests {
        /// A page like the tour's: paragraphs, links, a selected row, wide text, attributes.
        final class WirePage: Screen {
            let number: Int
            init(number: Int) { self.number = number }
            var title: String { "Page \(number)" }

            func draw(in canvas: inout Canvas) {
                let theme = Theme.light
                let link = Style(foreground: .rgb(0, 95, 255), background: theme.content.background, attributes: .underline)
                let selected = Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 95, 255), attributes: .bold)
                let words = ["navigation", "stack", "push", "pop", "edge", "swipe", "pane", "progress", "animator",
                             "context", "gesture", "terminal", "frame", "cell", "parallax", "shadow"]
                var y = 1
                while y < canvas.size.height - 2 {
                    var x = 3, index = y * 7 + number
                    while x < canvas.size.width * 3 / 4 {
                        x = canvas.write(words[index % words.count], at: Point(x: x, y: y),
                                         style: index % 5 == 0 ? link : theme.content) + 1
                        index += 3
                    }
                    y += y % 4 == 3 ? 2 : 1
                }
                canvas.write("中文のテキスト and text", at: Point(x: 5, y: 6), style: theme.content.adding(.italic))
                canvas.fill(Rect(x: 2, y: 9, width: canvas.size.width / 2, height: 1), style: selected)
                canvas.write("› Selected link \(number)", at: Point(x: 3, y: 9), style: selected)
            }

            func handle(_ event: Event) -> ScreenResponse {
                if case .key(.enter) = event { return .push(WirePage(number: number + 1), animated: true) }
                return .ignored
            }
        }

        /// One look: a terminal type, the colours drawn with, and whether the presenter trusts
        /// the terminal to fill blanks in the current background (false: as for Konsole and
        /// QTerminal, whose blanks the emulator then gives the default colours).
        struct Look {
            let term: String
            let depth: ColorDepth
            var trustsBackgroundErase = true
            /// Shifts in bands with left and right margins (`CursesPresenter.usesMargins`).
            var margins = false
        }

        /// One row as the emulator must show it.
        struct Row: Equatable {
            var text: String
            var runs: [[Int]]
            var continuations: [Int]
        }

        @MainActor final class Recording {
            let screen: OpaquePointer
            let readEnd: Int32
            let stream: UnsafeMutablePointer<FILE>
            let presenter: CursesPresenter
            let driver: HeadlessDriver
            let look: Look
            var lines: [String] = []
            var lastRows: [Row] = []
            var size: Size

            init(look: Look, size: Size) {
                self.look = look
                self.size = size
                var ends: [Int32] = [0, 0]
                pipe(&ends)
                readEnd = ends[0]
                _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(readEnd, 1031, 1 << 20)  // F_SETPIPE_SZ: room for a whole frame
                setlocale(LC_CTYPE, "C.UTF-8")
                stream = fdopen(ends[1], "w")!
                // As a session does: ncurses learns the size from LINES/COLUMNS, and its own set-up
                // (alternate screen, scrolling region) goes out before the first frame.
                setenv("LINES", "\(size.height)", 1)
                setenv("COLUMNS", "\(size.width)", 1)
                screen = newterm(look.term, stream, fopen("/dev/null", "r"))!
                unsetenv("LINES")
                unsetenv("COLUMNS")
                set_term(screen)
                if look.depth != .monochrome {
                    start_color()
                    use_default_colors()
                }
                wnoutrefresh(nk_stdscr())
                doupdate()
                presenter = CursesPresenter(screen: screen, output: stream, colorDepth: look.depth)
                presenter.trustsBackgroundErase = look.trustsBackgroundErase
                presenter.usesMargins = look.margins
                presenter.lineFeedMovesDown = true  // a pipe, as a session's tty: `\n` is a bare line feed
                driver = HeadlessDriver(root: WirePage(number: 1), size: size,
                                        display: DisplayTraits(effects: look.depth.effects))
                lines.append(Recording.record(label: "set-up", size: size, bytes: drain(), rows: []))
            }

            static func hex(_ bytes: [UInt8]) -> String {
                let digits = Array("0123456789abcdef".utf8)
                var text: [UInt8] = []
                text.reserveCapacity(bytes.count * 2)
                for byte in bytes { text.append(digits[Int(byte >> 4)]); text.append(digits[Int(byte & 15)]) }
                return String(decoding: text, as: UTF8.self)
            }

            /// One frame as a JSON line: `{"label", "width", "height", "bytes" (hex), "rows"}`, where
            /// rows maps a row number to `[text, [[run, fg, bg, attributes], ...], [continuations]]`.
            /// Written by hand: Foundation's serializer took most of this test's time.
            static func record(label: String, size: Size, bytes: [UInt8], rows: [(y: Int, row: Row)]) -> String {
                var line = "{\"label\":\(json(label)),\"width\":\(size.width),\"height\":\(size.height),"
                line += "\"bytes\":\"\(hex(bytes))\",\"rows\":{"
                for (index, entry) in rows.enumerated() {
                    if index > 0 { line += "," }
                    let runs = entry.row.runs.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }
                    line += "\"\(entry.y)\":[\(json(entry.row.text)),[\(runs.joined(separator: ","))],"
                    line += "[\(entry.row.continuations.map(String.init).joined(separator: ","))]]"
                }
                return line + "}}"
            }

            /// `text` as a JSON string: quotes, backslashes and controls escaped, the rest as it is (UTF-8).
            static func json(_ text: String) -> String {
                var escaped = "\""
                for scalar in text.unicodeScalars {
                    switch scalar {
                    case "\"": escaped += "\\\""
                    case "\\": escaped += "\\\\"
                    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                        let digits = String(scalar.value, radix: 16)
                        escaped += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                    default: escaped.unicodeScalars.append(scalar)
                    }
                }
                return escaped + "\""
            }

            func close() {
                endwin()
                delscreen(screen)
                fclose(stream)
                Platform.close(readEnd)
            }

            func drain() -> [UInt8] {
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = read(readEnd, &buffer, buffer.count)
                    if count <= 0 { break }
                    bytes += buffer[0..<count]
                }
                return bytes
            }

            /// Presents the engine's frame now and records its bytes and the canvas it must show.
            func frame(_ label: String) {
                let canvas = driver.frame()
                if canvas.size != size {
                    size = canvas.size
                    set_term(screen)
                    resizeterm(Int32(size.height), Int32(size.width))
                    presenter.invalidate()
                    lastRows = []
                }
                presenter.present(canvas)
                let bytes = drain()
                var rows: [(y: Int, row: Row)] = []
                var current: [Row] = []
                for y in 0..<canvas.size.height {
                    var text = "", runs: [[Int]] = [], continuations: [Int] = []
                    for x in 0..<canvas.size.width {
                        let cell = canvas[x, y]
                        if cell.isContinuation { continuations.append(x) } else if let scalar = cell.scalar { text.unicodeScalars.append(scalar) } else { text.append(cell.character) }
                        if x > 0 && cell.style == canvas[x - 1, y].style {
                            runs[runs.count - 1][0] += 1
                        } else {
                            runs.append([1] + expectedStyle(cell.style))
                        }
                    }
                    let key = Row(text: text, runs: runs, continuations: continuations)
                    current.append(key)
                    if lastRows.count != canvas.size.height || lastRows[y] != key {
                        rows.append((y, key))
                    }
                }
                lastRows = current
                lines.append(Recording.record(label: label, size: canvas.size, bytes: bytes, rows: rows))
            }

            /// Colour numbers and attribute bits the terminal should show for `style`.
            func expectedStyle(_ style: Style) -> [Int] {
                if let known = styles[style] { return known }
                var attributes = style.attributes
                if look.depth == .monochrome, let c = style.background.components,
                   c.red + c.green + c.blue < 3 * 96, c.red + c.green + c.blue > 0 {
                    attributes.insert(.reverse)
                }
                let fg = Int(look.depth.index(for: style.foreground)), bg = Int(look.depth.index(for: style.background))
                styles[style] = [fg, bg, Int(attributes.rawValue)]
                return [fg, bg, Int(attributes.rawValue)]
            }
            private var styles: [Style: [Int]] = [:]

            /// Frames every 1/60 s until the engine rests.
            func settle(_ label: String) {
                for _ in 0..<120 {
                    driver.advance(by: 1.0 / 60)
                    frame(label)
                    if !driver.engine.isAnimating { return }
                }
            }

            /// A drag from the left edge to `column` in `steps` reports at 120 Hz, a frame every other one.
            func swipe(to column: Int, steps: Int, label: String) {
                let y = size.height / 2
                driver.press(0, y)
                for step in 1...steps {
                    driver.advance(by: 1.0 / 120)
                    driver.drag(column * step / steps, y)
                    if step % 2 == 0 { frame(label) }
                }
                driver.advance(by: 0.2)  // holds still: no flick
                driver.release(column, y)
                frame(label + " release")
                settle(label + " settle")
            }
        }

        static let looks = [Look(term: "xterm-256color", depth: .twoFiftySix), Look(term: "xterm", depth: .eight),
                            Look(term: "xterm-256color", depth: .monochrome),
                            Look(term: "xterm-256color", depth: .twoFiftySix, trustsBackgroundErase: false),
                            Look(term: "xterm-256color", depth: .twoFiftySix, margins: true)]

        // One test a size, so that `make test` can run them in processes side by side; the
        // smallest is the one `make asan` runs (the same code, on fewer cells).
        @Test func theEmulatorShowsEveryFrameAt80x24() throws {
            try theEmulatorShowsEveryFrame(size: Size(width: 80, height: 24))
        }

        @Test func theEmulatorShowsEveryFrameAt120x40() throws {
            try theEmulatorShowsEveryFrame(size: Size(width: 120, height: 40))
        }

        @Test func theEmulatorShowsEveryFrameAt200x60() throws {
            try theEmulatorShowsEveryFrame(size: Size(width: 200, height: 60))
        }

        func theEmulatorShowsEveryFrame(size: Size) throws {
            var checks: [EmulatorCheck] = []
            for look in PresenterTests.WireTests.looks {
                let recording = Recording(look: look, size: size)
                recording.frame("first")
                recording.driver.key(.enter)
                recording.frame("push")
                recording.settle("push")
                recording.driver.key(.left)
                recording.frame("pop")
                recording.settle("pop")
                recording.driver.key(.enter)
                recording.settle("push")
                recording.swipe(to: size.width * 7 / 10, steps: 60, label: "drag")
                recording.driver.key(.enter)
                recording.settle("push")
                recording.swipe(to: 15, steps: 30, label: "cancel")
                recording.driver.engine.present(WirePage(number: 7))   // a sheet slides up: rows scrolled
                recording.settle("present")
                recording.driver.key(.escape)
                recording.settle("dismiss")
                recording.driver.key(.enter)
                recording.driver.advance(by: 0.1)
                recording.frame("push")
                recording.driver.resize(size.width - 17, size.height - 5)
                recording.frame("resize")
                recording.settle("push after resize")
                recording.close()
                #expect(recording.presenter.encodesFrames, "\(look.term) frames are encoded, not drawn by ncurses")
                // With margins, slides shift bands of rows: DECLRMM on (ESC [ ? 6 9 h) in the bytes.
                #expect(!look.margins || recording.lines.contains { $0.contains("1b5b3f363968") }, "no band shifted")

                let quirk = (look.trustsBackgroundErase ? "" : "-blanks-default") + (look.margins ? "-margins" : "")
                // The process id keeps two test runs at once (two clones) off each other's files.
                let path = NSTemporaryDirectory()
                    + "navkit-wire-\(getpid())-\(look.term)-\(look.depth)\(quirk)-\(size.width)x\(size.height).jsonl"
                try recording.lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
                // The emulator replays this look while the next one is recorded.
                checks.append(try EmulatorCheck(recording: path, blanksDefault: !look.trustsBackgroundErase,
                                                name: "\(look.term) \(look.depth) \(size.width)x\(size.height)"))
            }
            for check in checks {
                let (status, report) = check.wait()
                #expect(status == 0, "\(check.name): \(report) (pyte missing? make bench-deps)")
            }
        }

        /// `Tests/wire/emulator_check.py` replaying one recording, in a process of its own; its report
        /// goes to a file beside the recording (a pipe nobody reads while it runs could fill and stall it).
        final class EmulatorCheck {
            let name: String
            let recording: String
            let process = Process()

            init(recording: String, blanksDefault: Bool, name: String) throws {
                self.name = name
                self.recording = recording
                let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../../Tests/wire/emulator_check.py").standardized.path
                _ = FileManager.default.createFile(atPath: recording + ".report", contents: nil)
                let report = FileHandle(forWritingAtPath: recording + ".report")!
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["python3", checker, recording] + (blanksDefault ? ["--blanks-default"] : [])
                process.standardOutput = report
                process.standardError = report
                try process.run()
                try report.close()
            }

            /// Waits for the check to end: its exit status and what it said. A recording that passed
            /// is removed; one that failed is kept to look at.
            func wait() -> (Int32, String) {
                process.waitUntilExit()
                let report = (try? String(contentsOfFile: recording + ".report", encoding: .utf8)) ?? ""
                try? FileManager.default.removeItem(atPath: recording + ".report")
                if process.terminationStatus == 0 { try? FileManager.default.removeItem(atPath: recording) }
                return (process.terminationStatus, report)
            }
        }
    }
}
