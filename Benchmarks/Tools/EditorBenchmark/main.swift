// The editor on a large file: a 10 MB text of 200,000 lines is written to a temporary file,
// then opened as a user opens it (read, split into lines, wrapped, the first frame composed),
// five times; then keystrokes land on lines all over it, each followed by its frame: a
// character typed (most), a line break, a Backspace that joins two lines. Printed as a table;
// exits 1 when the median open takes 0.5 s or more, or the 95th percentile of a keystroke
// and its frame takes a frame's time (1/60 s) or more. `make bench` runs it (release build).
import Foundation
import BenchmarkFigures
import NavKit

/// The 10 MB text: lines of 0 to 100 bytes of words, some with tabs, accents, CJK (wide) and
/// emoji, every 50th a long paragraph that wraps; the same text on every run.
func largeText() -> String {
    let words = ["navigation", "stack", "push", "pop", "edge", "swipe", "café", "naïve", "日本語", "🙂",
                 "frame", "cell", "\tindent", "terminal", "gesture", "editor"]
    var seed: UInt64 = 42
    func next() -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int(seed >> 33)
    }
    var lines: [String] = []
    lines.reserveCapacity(200_000)
    for index in 0..<200_000 {
        var line = ""
        let target = index % 50 == 0 ? 200 + next() % 100 : next() % 90
        while line.utf8.count < target { line += (line.isEmpty ? "" : " ") + words[next() % words.count] }
        lines.append(line)
    }
    // A word more on lines in turn until the text is 10 MB.
    var bytes = lines.reduce(lines.count - 1) { $0 + $1.utf8.count }
    var index = 0
    while bytes < 10_000_000 {
        let word = " " + words[next() % words.count]
        lines[index % lines.count] += word
        bytes += word.utf8.count
        index += 7
    }
    return lines.joined(separator: "\n")
}

/// A screen that is one focused editor.
final class EditorPage: ComposedScreen {
    let title = "Large"
    let editor: TextEditor
    let parts: Stack

    init(_ text: String) {
        editor = TextEditor(text)
        parts = Stack(.vertical, [.flexible(editor)])
        parts.focus(editor)
    }
}

@MainActor func run() -> Int32 {
    let path = NSTemporaryDirectory() + "navkit-editor-bench-\(getpid()).txt"
    let written = largeText()
    FileManager.default.createFile(atPath: path, contents: Data(written.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let clock = ContinuousClock()
    let size = Size(width: 120, height: 40)

    var opens: [Double] = []
    var engine: Engine? = nil
    var page: EditorPage? = nil
    for _ in 0..<5 {
        engine = nil
        page = nil
        let start = clock.now
        let text = try! String(contentsOfFile: path, encoding: .utf8)
        let opened = EditorPage(text)
        let opening = Engine(root: opened, size: size)
        _ = opening.frame(at: 0)
        opens.append(seconds(clock.now - start))
        (engine, page) = (opening, opened)
    }
    guard let engine, let page else { return 1 }
    let lines = page.editor.lineCount

    var keystrokes: [Double] = []
    var seed: UInt64 = 7
    var time = 1.0
    for index in 0..<2_000 {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        let line = Int(seed >> 33) % page.editor.lineCount
        page.editor.moveCursor(to: TextPosition(line: line, offset: page.editor.line(line).count / 2))
        _ = engine.frame(at: time)
        time += 0.1
        let key: Key = index % 20 == 0 ? .enter : index % 20 == 10 ? .backspace : .character("x")
        let start = clock.now
        engine.handle(.key(key), at: time)
        _ = engine.frame(at: time)
        keystrokes.append(seconds(clock.now - start))
        time += 0.1
    }

    let open = percentile(opens, 0.5)
    let p50 = percentile(keystrokes, 0.5), p95 = percentile(keystrokes, 0.95)
    let frame = 1.0 / 60
    print("| editor, \(written.utf8.count / 1_000_000) MB, \(lines) lines, 120x40 | measured | threshold |")
    print("|---|---|---|")
    print(String(format: "| open: read, split, wrap, first frame (median of 5) | %.3f s | < 0.5 s |", open))
    print(String(format: "| keystroke and its frame: p50 | %.2f ms | |", p50 * 1000))
    print(String(format: "| keystroke and its frame: p95 | %.2f ms | < %.1f ms (a frame) |", p95 * 1000, frame * 1000))
    print(String(format: "| keystroke and its frame: max | %.2f ms | |", (keystrokes.max() ?? 0) * 1000))
    var failed = false
    if open >= 0.5 { print("editor benchmark: opening 10 MB takes \(open) s, over 0.5 s"); failed = true }
    if p95 >= frame { print("editor benchmark: a keystroke's p95 is \(p95 * 1000) ms, over a frame"); failed = true }
    return failed ? 1 : 0
}

exit(MainActor.assumeIsolated { run() })
