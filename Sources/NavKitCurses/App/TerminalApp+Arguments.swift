import NavKitPlatform

extension TerminalApp {
    /// A tool's command line, read as every NavKit tool reads its own: the options any NavKit app
    /// takes (`--no-mouse`, `--accessible`, `--linear`, `--height N`, `-h`/`--help`) set
    /// `options`; the tool's own flags and options with a value are kept by name; the rest are
    /// operands. `--` ends the options and `-` is an operand, as in POSIX tools.
    ///
    /// ```swift
    /// let arguments = TerminalApp.Arguments.parseOrExit(usage: usage, operands: 0...1)
    /// let directory = arguments.operands.first ?? "."
    /// await TerminalApp.main(root: NoteList(directory), options: arguments.options)
    /// ```
    ///
    /// `parseOrExit` prints the usage for `--help` (status 0) and, for a word it cannot read, one
    /// line on standard error (`notes: unknown option '--x'; see notes --help`, status 2), before
    /// the terminal is touched.
    public struct Arguments: Sendable {
        /// The app's options, with the standard options given applied.
        public var options: Options
        /// The words that are no option, in order.
        public var operands: [String] = []
        /// The tool's own flags given (of those it named).
        public var flags: Set<String> = []
        /// The values of the tool's own options given, by option (`--sort`: `"size"`); the last
        /// one given counts.
        public var values: [String: String] = [:]
        /// Whether `-h` or `--help` was given (the words after it are not read).
        public var isHelpRequested = false

        /// Reads `words` (the arguments after the program's name). `flags` are the tool's own
        /// options without a value (`--columns`), `valued` those that take the next word
        /// (`--sort size`, or `--sort=size`); `operands` is how many operands it takes. Throws
        /// the first word it cannot read, or a count of operands out of range.
        public init(_ words: [String], flags known: Set<String> = [], valued: Set<String> = [],
                    operands count: ClosedRange<Int> = 0...Int.max, options: Options = Options()) throws(ArgumentError) {
            self.options = options
            var rest = words[...]
            while let word = rest.popFirst() {
                if word == "--" { operands += rest; break }
                guard word.hasPrefix("-") && word != "-" else { operands.append(word); continue }
                let (name, attached) = Arguments.split(word)
                if TerminalApp.Arguments.takesValue(name) || valued.contains(name) {
                    guard let value = attached ?? rest.popFirst() else { throw ArgumentError("\(name) wants a value") }
                    try read(name, value)
                    continue
                }
                if attached != nil { throw ArgumentError("\(name) takes no value") }
                switch name {
                case "-h", "--help": isHelpRequested = true; return
                case "--no-mouse": self.options.mouse = false
                case "--accessible": self.options.accessible = true
                case "--linear": self.options.linear = true
                case _ where known.contains(name): flags.insert(name)
                default: throw ArgumentError("unknown option '\(name)'")
                }
            }
            if operands.count > count.upperBound {
                throw ArgumentError("unexpected argument '\(operands[count.upperBound])'")
            }
            if operands.count < count.lowerBound { throw ArgumentError("an argument is missing") }
        }

        /// Keeps `value` for the option `name`: the inline height for `--height`, the tool's own
        /// option's value otherwise.
        private mutating func read(_ name: String, _ value: String) throws(ArgumentError) {
            guard name == "--height" else { values[name] = value; return }
            guard let height = InlineHeight(value) else {
                throw ArgumentError("--height wants rows or a percentage of the terminal (12, 40%), not '\(value)'")
            }
            options.inline = height
        }

        /// Whether the standard option `name` takes a value.
        private static func takesValue(_ name: String) -> Bool { name == "--height" }

        /// `--name=value` as its name and value; any other word as itself and nil.
        private static func split(_ word: String) -> (String, String?) {
            guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
            return (String(word[..<equals]), String(word[word.index(after: equals)...]))
        }

        /// Reads the program's own arguments as `init` does; for `--help` prints `usage` and
        /// exits with status 0, for a word it cannot read says so in one line and exits with
        /// status 2 (`fail`).
        public static func parseOrExit(usage: String, flags: Set<String> = [], valued: Set<String> = [],
                                       operands: ClosedRange<Int> = 0...Int.max, options: Options = Options()) -> Arguments {
            let arguments: Arguments
            do {
                arguments = try Arguments(Array(CommandLine.arguments.dropFirst()), flags: flags, valued: valued,
                                          operands: operands, options: options)
            } catch {
                fail("\(error); see \(programName) --help")
            }
            if arguments.isHelpRequested {
                TerminalOutput.writeAll(Array((usage + "\n").utf8), to: 1)
                exit(0)
            }
            return arguments
        }

        /// Says `problem` on standard error after the program's name (`notes: cannot read 'x'`)
        /// and exits with status 2, the status of a command line a tool cannot use.
        public static func fail(_ problem: String) -> Never {
            TerminalOutput.writeAll(Array("\(programName): \(problem)\n".utf8), to: 2)
            exit(2)
        }

        /// The program's name as it was run, without its directory.
        static var programName: String {
            CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"
        }

        /// The standard options' lines for a tool's `--help`, indented two cells, each option's
        /// words from column 16 and no line over 80 cells.
        public static let standardHelp = """
              --no-mouse    leave the mouse to the terminal (its own selection)
              --accessible  for a screen reader or a braille display: nothing slides,
                            the cursor shows on the selection, `›` marks it
                            (NAVKIT_ACCESSIBLE=1)
              --linear      no full screen: plain lines (each screen's title and
                            listing, each move of the selection, each message), the
                            same keys (NAVKIT_LINEAR=1)
              --height N    run under the prompt in N rows (or N% of the terminal),
                            not the whole screen; the rows are cleared on the way out
              -h, --help    print this help and exit
            """
    }
}
