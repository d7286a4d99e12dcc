import CNcursesw
import NavKitPlatform
import NavKit

/// What the session reads of its environment as it sets up: the terminfo entry for true colour,
/// its capabilities, the locale, a cell's size in pixels.
extension TerminalSession {
    /// A cell's size in pixels as the tty on `terminal` reports it; nil when it does not.
    static func readCellSize(_ terminal: Int32) -> Size? {
        var width: Int32 = 0, height: Int32 = 0
        guard nk_cell_pixels(terminal, &width, &height) == 0 else { return nil }
        return Size(width: Int(width), height: Int(height))
    }

    /// The `-direct` terminfo entry to use when COLORTERM says the terminal
    /// shows 24-bit colour and such an entry exists (e.g. xterm-256color →
    /// xterm-direct); nil to keep TERM.
    static func directColorSibling(of term: String, colorTerm: String) -> String? {
        guard colorTerm == "truecolor" || colorTerm == "24bit" else { return nil }
        guard tigetnum("colors") < 1 << 24 else { return nil }  // TERM itself is direct already
        let family = term.split(separator: "-").first.map(String.init) ?? term
        let candidate = family + "-direct"
        var status: Int32 = 0
        guard candidate != term, setupterm(candidate, 1, &status) == OK else {
            _ = setupterm(term, 1, &status)
            return nil
        }
        return candidate
    }

    /// True when the current terminfo entry has the string capability `name`.
    static func hasString(_ name: String) -> Bool {
        let value = tigetstr(name)
        return value != nil && Int(bitPattern: value) != -1
    }

    /// Runs `body` with `variables` set in the environment, then puts the old values back.
    static func withEnvironment<T>(_ variables: [String: String], _ body: () -> T) -> T {
        let old = variables.keys.map { name in (name, getenv(name).map { String(cString: $0) }) }
        for (name, value) in variables { setenv(name, value, 1) }
        defer {
            for (name, value) in old {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        return body()
    }

    /// Picks the user's locale, or C.UTF-8 characters when it is not UTF-8, so wide characters
    /// work; returns whether the user's locale was UTF-8.
    static func useUTF8Locale() -> Bool {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset.uppercased().replacingOccurrences("-", "") != "UTF8" {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
            return false
        }
        return true
    }
}

extension String {
    /// This string with every `target` replaced by `replacement` (no Foundation needed).
    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
