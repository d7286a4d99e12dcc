/// Display width and sanitising of text for a terminal, using only the standard library.
///
/// Every glyph that enters a canvas passes through `sanitized(_:)`: line breaks
/// show as ⏎, and other control characters, escape sequences' introducers and
/// lone format characters as U+FFFD, so text from assets or screens can never
/// command the terminal, and one line of text never hides what follows a break.
/// Widths follow Unicode East Asian Width (W and F are 2 columns) and emoji
/// presentation.
public enum TerminalText {
    /// The glyph shown in place of anything unsafe or unprintable.
    public static let replacement: Character = "\u{FFFD}"
    /// The glyph shown for a line break in one line of text (⏎, U+23CE): a name or a title that
    /// holds one shows what follows it too.
    public static let lineBreakMark: Character = "\u{23CE}"

    /// The character made safe to print: a line break (LF, CR, CRLF, NEL, LS, PS, VT, FF)
    /// becomes `lineBreakMark`, other controls and lone marks U+FFFD, tab a space.
    public static func sanitized(_ character: Character) -> Character {
        if character.isNewline { return lineBreakMark }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return replacement }
        if first.value < 0x80 {
            if first.value == 0x09 { return " " }
            if first.value < 0x20 || first.value == 0x7F { return replacement }
            if scalars.count == 1 { return character }
        }
        for scalar in scalars {
            switch scalar.properties.generalCategory {
            case .control, .surrogate, .unassigned, .privateUse,
                 .lineSeparator, .paragraphSeparator:
                return replacement
            case .format:
                // Joiners and variation selectors inside an emoji are fine; bidi
                // controls and lone format characters are not.
                if scalar == first || isBidiControl(scalar.value) { return replacement }
            default:
                break
            }
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return replacement  // a mark with no base would join the previous cell
        default:
            return character
        }
    }

    /// `text` without the blanks (spaces, tabs, line breaks) around it: a padded cell, a row of a
    /// drawn screen, as a screen reader says it.
    static func trimmed<S: StringProtocol>(_ text: S) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[first...last])
    }

    /// `text` as one line safe to print: each character `sanitized(_:)`, so a name can neither
    /// command the terminal nor break the line (a plain line of the linear mode).
    public static func sanitizedLine<S: StringProtocol>(_ text: S) -> String {
        isPrintableASCII(text) ? String(text) : String(text.map(sanitized))
    }

    /// Columns the (sanitised) character takes in a terminal: 1 or 2.
    public static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 1 }
        let value = first.value
        if value < 0x1100 { return 1 }
        if isWide(value) { return 2 }
        return 1
    }

    /// Columns the text takes once sanitised.
    public static func width<S: StringProtocol>(of text: S) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += width(of: sanitized(character)) }
        return total
    }

    /// True when `text` is printable ASCII alone: a cell a byte, nothing to sanitise.
    static func isPrintableASCII<S: StringProtocol>(_ text: S) -> Bool {
        let scanned = text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index] >= 0x20 && bytes[index] < 0x7F else { return false }
                index += 1
            }
            return true
        }
        return scanned ?? !text.utf8.contains { $0 < 0x20 || $0 >= 0x7F }
    }

    /// The longest prefix of `text` that fits in `columns` cells.
    public static func prefix<S: StringProtocol>(_ text: S, fitting columns: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let w = width(of: sanitized(character))
            if used + w > columns { break }
            used += w
            result.append(character)
        }
        return result
    }

    /// `text` as it fits `columns` cells: whole when it fits, else its longest prefix that
    /// leaves a cell for `…` and the `…` (a wide character is never split).
    public static func truncated<S: StringProtocol>(_ text: S, fitting columns: Int) -> String {
        guard columns > 0 else { return "" }
        if width(of: text) <= columns { return String(text) }
        return prefix(text, fitting: columns - 1) + "…"
    }

    private static func isBidiControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
            || v == 0x061C
    }

    /// East Asian Wide and Fullwidth ranges, and emoji with default emoji presentation.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF,
        0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
        0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
        0x1F250...0x1F251, 0x1F260...0x1F265, 0x1F300...0x1F320, 0x1F32D...0x1F335,
        0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3,
        0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440,
        0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
        0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F,
        0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7,
        0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB,
        0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
        0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound { high = mid - 1 }
            else if value > range.upperBound { low = mid + 1 }
            else { return true }
        }
        return false
    }
}
