/// Word wrapping for screens that show paragraphs, measured in terminal cells.
public enum TextLayout {
    /// Splits `text` into lines at most `width` cells wide, breaking at spaces;
    /// a word longer than a line is broken inside. Newlines start a new line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var rest = Substring(word)
                var wordWidth = TerminalText.width(of: rest)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + rest
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 { lines.append(line) }
                while wordWidth > width {
                    let head = TerminalText.prefix(rest, fitting: width)
                    guard !head.isEmpty else { break }
                    lines.append(head)
                    rest = rest.dropFirst(head.count)
                    wordWidth = TerminalText.width(of: rest)
                }
                line = String(rest)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}
