import NavKit
import NavKitCurses

/// The git that gitlog runs: `git -C PATH …` as a child process, its output read in runs of
/// whole lines while it runs (`ChildOutput`), never blocking the screens. Tests give a fake.
struct Git: Sendable {
    /// The output of git run with these arguments, in runs of whole lines.
    let run: @Sendable ([String]) -> any AsyncSequence<[UInt8], any Error>

    /// The real git, in the repository at `path`.
    static func at(_ path: String) -> Git {
        Git { arguments in ChildOutput("git", ["-C", path] + arguments) }
    }

    /// All of the output of git with `arguments`, as text; a status of 1 (a diff that found
    /// differences) is no failure.
    func text(_ arguments: [String]) async throws -> String {
        var bytes: [UInt8] = []
        do {
            for try await lines in run(arguments) { bytes += lines }
        } catch let failure as ChildFailure where failure.status == .exited(1) {}
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// How long ago a time was, as `git log --date=relative` says it ("3 days ago"), from `now`
/// (both in seconds since 1970).
func relativeDate(_ time: Double, now: Double) -> String {
    let seconds = max(0, Int(now - time))
    let units = [(31_536_000, "year"), (2_592_000, "month"), (604_800, "week"), (86400, "day"),
                 (3600, "hour"), (60, "minute")]
    guard let (size, name) = units.first(where: { seconds >= $0.0 }) else { return "just now" }
    let count = seconds / size
    return "\(count) \(name)\(count == 1 ? "" : "s") ago"
}

/// `number` with its digits in groups of three: "1,000,000".
func grouped(_ number: Int) -> String {
    let digits = String(number)
    return digits.enumerated().map { place, digit in
        (place > 0 && (digits.count - place) % 3 == 0 ? "," : "") + String(digit)
    }.joined()
}

/// How a diff's line looks: additions green, removals red, hunks and headers in the theme's
/// styles (without colour: bold additions, dim removals).
func diffStyle(_ line: String, _ theme: Theme) -> Style? {
    switch line.first {
    case "+" where !line.hasPrefix("+++"): theme.usesColor ? Style(foreground: .palette(2)) : theme.highlight
    case "-" where !line.hasPrefix("---"): theme.usesColor ? Style(foreground: .palette(1)) : theme.secondary
    case "@": theme.link
    case "d", "i", "+", "-": theme.secondary
    default: nil
    }
}
