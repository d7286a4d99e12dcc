import Testing
import NavKit
@testable import NavKitCurses

/// A tool's command line read as `TerminalApp.Arguments` reads it: the standard options set the
/// app's options, the tool's own are kept by name, the rest are operands, and a word it cannot
/// read is one line saying which.
@Suite struct ArgumentsTests {
    @Test func theStandardOptionsSetTheAppsOptions() throws {
        let arguments = try TerminalApp.Arguments(["--no-mouse", "--accessible", "--linear", "--height", "40%"])
        #expect(!arguments.options.mouse)
        #expect(arguments.options.accessible)
        #expect(arguments.options.linear)
        #expect(arguments.options.inline == .percent(40))
        #expect(arguments.operands.isEmpty && !arguments.isHelpRequested)
        #expect(try TerminalApp.Arguments(["--height=12"]).options.inline == .rows(12))
        #expect(try TerminalApp.Arguments([]).options.mouse)
    }

    @Test func theToolsOwnFlagsAndValuesAreKeptAndTheRestAreOperands() throws {
        let arguments = try TerminalApp.Arguments(["--columns", "a", "--sort", "size", "-", "--sort=name", "--", "--b"],
                                                  flags: ["--columns"], valued: ["--sort"])
        #expect(arguments.flags == ["--columns"])
        #expect(arguments.values == ["--sort": "name"])    // the last given counts
        #expect(arguments.operands == ["a", "-", "--b"])  // `-` is one; after `--`, every word is
    }

    @Test func helpStopsTheReading() throws {
        let arguments = try TerminalApp.Arguments(["--help", "--no-such-option"])
        #expect(arguments.isHelpRequested)
        #expect(try TerminalApp.Arguments(["-h"]).isHelpRequested)
    }

    @Test func aWordItCannotReadIsOneLineSayingWhich() {
        func problem(_ words: [String], operands: ClosedRange<Int> = 0...Int.max) -> String? {
            do {
                _ = try TerminalApp.Arguments(words, flags: ["--pick"], valued: ["--sort"], operands: operands)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(problem(["--bogus"]) == "unknown option '--bogus'")
        #expect(problem(["-x"]) == "unknown option '-x'")
        #expect(problem(["--height"]) == "--height wants a value")
        #expect(problem(["--sort"]) == "--sort wants a value")
        #expect(problem(["--height", "0"]) == "--height wants rows or a percentage of the terminal (12, 40%), not '0'")
        #expect(problem(["--pick=yes"]) == "--pick takes no value")
        #expect(problem(["a", "b"], operands: 0...1) == "unexpected argument 'b'")
        #expect(problem([], operands: 1...1) == "an argument is missing")
        #expect(problem(["a"], operands: 0...1) == nil)
    }

    @Test func theStandardHelpFitsEightyColumns() {
        let lines = TerminalApp.Arguments.standardHelp.split(separator: "\n")
        #expect(lines.count >= 5)
        #expect(lines.allSatisfy { $0.count <= 80 && $0.hasPrefix("  ") })
        for option in ["--no-mouse", "--accessible", "--linear", "--height N", "--help"] {
            #expect(lines.contains { $0.contains(option) })
        }
    }
}
