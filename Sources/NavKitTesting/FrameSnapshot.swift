import NavKit

/// A frame as text, for snapshot tests that pin what a user sees, colours included: the
/// glyphs row by row, then a line `--`, then the background brightness of every cell
/// (0 = black … 9 = white, a space for the terminal's default), so dimming, shadows and fades
/// are pinned too. `styledText(of:)` adds the foreground brightness and the attributes. Store
/// the text in a file next to the test and compare (`Tests/NavKitTests/Snapshot.swift` shows
/// one way, with a switch to record).
public enum FrameSnapshot {
    /// The glyphs of `canvas`, then `--`, then its background brightness, row by row.
    public static func text(of canvas: Canvas) -> String {
        (canvas.rows + ["--"] + shades(of: canvas, \.background)).joined(separator: "\n")
    }

    /// `text(of:)`, then `--` and the foreground brightness, then `--` and each cell's attributes
    /// as one character (`.` none; else the sum of b 1 bold, d 2 dim, u 4 underline, r 8
    /// reverse, i 16 italic, in base 32: `9` is bold reverse).
    public static func styledText(of canvas: Canvas) -> String {
        var lines = [text(of: canvas), "--"] + shades(of: canvas, \.foreground)
        lines.append("--")
        for y in 0..<canvas.size.height {
            lines.append(String((0..<canvas.size.width).map { x -> Character in
                let bits = Int(canvas[x, y].style.attributes.rawValue)
                return bits == 0 ? "." : Character(String(bits, radix: 32))
            }))
        }
        return lines.joined(separator: "\n")
    }

    /// The brightness of each cell's `colour` (0 = black … 9 = white, a space for the
    /// terminal's default), a string per row.
    public static func shades(of canvas: Canvas, _ colour: KeyPath<Style, Color>) -> [String] {
        (0..<canvas.size.height).map { y in
            String((0..<canvas.size.width).map { x -> Character in
                guard let c = canvas[x, y].style[keyPath: colour].components else { return " " }
                let luminance = (0.299 * Double(c.red) + 0.587 * Double(c.green) + 0.114 * Double(c.blue)) / 255
                return Character(String(Int((luminance * 9).rounded())))
            })
        }
    }
}
