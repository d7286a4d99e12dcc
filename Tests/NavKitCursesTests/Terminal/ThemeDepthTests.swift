import Foundation
import Testing
import NavKit
@testable import NavKitCurses
import NavKitTesting

/// A list drawn with every semantic style of the canvas's theme, with a status line.
private final class Styled: Screen {
    let title = "Notes"

    var statusLine: StatusLine? { StatusLine("3 notes", hints: [KeyHint("↵", "open"), KeyHint("q", "quit")]) }

    func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        canvas.write("Groceries", at: Point(x: 1, y: 0), style: theme.content)
        canvas.write("today", at: Point(x: 20, y: 0), style: theme.secondary)
        canvas.fill(Rect(x: 0, y: 1, width: canvas.size.width, height: 1), style: theme.selection)
        canvas.write("Ideas", at: Point(x: 1, y: 1), style: theme.selection)
        canvas.write("Overdue", at: Point(x: 1, y: 2), style: theme.highlight)
        canvas.write("see also", at: Point(x: 1, y: 3), style: theme.link)
    }
}

/// Each theme as a terminal with 8 colours and one without colours shows it: the colour
/// indices and attributes the presenter sends for every cell, pinned as snapshots, and a
/// selection that stays distinct from every other style at each depth.
@MainActor @Suite struct ThemeDepthTests {
    static let themes: [(String, Theme)] = [("terminal", .terminal), ("light", .light), ("dark", .dark)]
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Snapshots").standardized

    /// What the terminal is sent for one cell at `depth`: foreground and background index (-1 the
    /// terminal's default) and attributes.
    struct Shown: Equatable {
        let foreground: Int32, background: Int32, attributes: TextAttributes
        init(_ style: Style, at depth: ColorDepth) {
            foreground = depth.index(for: style.foreground)
            background = depth.index(for: style.background)
            attributes = depth.attributes(for: style)
        }
    }

    /// The frame of `Styled`, at rest, 30x7, as the run loop draws it at `depth`, and the theme
    /// the engine drew it with (`withoutColor()` on a terminal without colours).
    func frame(_ theme: Theme, at depth: ColorDepth) -> (Canvas, Theme) {
        var configuration = EngineConfiguration()
        configuration.theme = theme
        configuration.minimumSize = Size(width: 10, height: 3)
        let display = DisplayTraits(effects: depth.effects, hasColor: depth != .monochrome)
        let driver = HeadlessDriver(root: Styled(), size: Size(width: 30, height: 7), configuration: configuration,
                                    display: display)
        return (driver.frame(), driver.engine.theme)
    }

    /// The glyphs, then `--` and each cell's background index (a space for the default), then
    /// `--` and its foreground index, then `--` and its attributes (`FrameSnapshot`'s letters).
    func render(_ canvas: Canvas, at depth: ColorDepth) -> String {
        func index(_ value: Int32) -> Character { value < 0 ? " " : Character(String(value, radix: 36)) }
        let letters = Array("0123456789abcdefghijklmnopqrstuv")
        func attributes(_ shown: Shown) -> Character {
            let a = shown.attributes
            let code = (a.contains(.bold) ? 1 : 0) + (a.contains(.dim) ? 2 : 0) + (a.contains(.underline) ? 4 : 0)
                + (a.contains(.reverse) ? 8 : 0) + (a.contains(.italic) ? 16 : 0)
            return code == 0 ? "." : letters[code]
        }
        var background: [String] = [], foreground: [String] = [], attribute: [String] = []
        for y in 0..<canvas.size.height {
            let shown = (0..<canvas.size.width).map { Shown(canvas[$0, y].style, at: depth) }
            background.append(String(shown.map { index($0.background) }))
            foreground.append(String(shown.map { index($0.foreground) }))
            attribute.append(String(shown.map(attributes)))
        }
        return (canvas.rows + ["--"] + background + ["--"] + foreground + ["--"] + attribute).joined(separator: "\n")
    }

    @Test(arguments: [ColorDepth.eight, .monochrome])
    func eachThemeAtFewColoursKeepsTheSelectionDistinct(depth: ColorDepth) throws {
        for (name, theme) in ThemeDepthTests.themes {
            let (canvas, drawn) = frame(theme, at: depth)
            let selection = Shown(drawn.selection, at: depth)
            // The status line is reverse video too, on a line of its own; content styles must differ.
            for (other, style) in [("content", drawn.content), ("secondary", drawn.secondary),
                                   ("highlight", drawn.highlight), ("link", drawn.link)] {
                #expect(Shown(style, at: depth) != selection, "\(name) at \(depth): selection looks like \(other)")
            }
            // The selected row is sent as the selection, from its first column to its last.
            #expect((0..<30).allSatisfy { Shown(canvas[$0, 2].style, at: depth) == selection }, "\(name) at \(depth)")

            let text = render(canvas, at: depth)
            let file = ThemeDepthTests.folder.appendingPathComponent("theme-\(name)-\(depth).txt")
            if ProcessInfo.processInfo.environment["NAVKIT_RECORD_SNAPSHOTS"] == "1" {
                try FileManager.default.createDirectory(at: ThemeDepthTests.folder, withIntermediateDirectories: true)
                try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
                Issue.record("recorded \(file.lastPathComponent); read it, then run again without NAVKIT_RECORD_SNAPSHOTS")
                continue
            }
            let stored = try? String(contentsOf: file, encoding: .utf8)
            #expect(stored == text + "\n", "snapshot \(file.lastPathComponent) differs or is missing")
        }
    }
}
