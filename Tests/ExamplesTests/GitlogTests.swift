import Testing
import NavKit
import NavKitTesting
@testable import gitlog

/// gitlog headless, over a fake git that answers each command from the test: the history
/// streamed as git writes it, the detail following the selection, the filter, the hash copied,
/// the branches, the status, the diff sheet; and its compact log of commits.
@MainActor @Suite(.serialized) struct GitlogTests {
    /// A fake git: `answer` gives each command's output (nil: it fails, as git does in a
    /// directory that is no repository); `calls` keeps the commands run.
    @MainActor final class FakeGit {
        var calls: [[String]] = []
        var answer: ([String]) -> String? = { _ in "" }
        /// The stream `git log` writes into, held by the test to write more (nil: `answer`).
        var log: AsyncThrowingStream<[UInt8], any Error>.Continuation?
        var streamsLog = false

        /// The fake as gitlog's `Git`: each command is answered on the main actor, as a task.
        var git: Git {
            Git { [self] arguments in
                let stream = AsyncThrowingStream<[UInt8], any Error>.makeStream()
                Task { @MainActor in respond(to: arguments, on: stream.continuation) }
                return stream.stream
            }
        }

        func respond(to arguments: [String], on output: AsyncThrowingStream<[UInt8], any Error>.Continuation) {
            calls.append(arguments)
            if arguments.first == "log", streamsLog {
                log = output
            } else if let text = answer(arguments) {
                output.yield(Array(text.utf8))
                output.finish()
            } else {
                output.finish(throwing: FakeFailure())
            }
        }
    }

    /// Set once, from any thread, through the main actor.
    @MainActor final class Flag {
        var isSet = false
    }

    struct FakeFailure: Error, CustomStringConvertible {
        var description: String { "fatal: not a git repository" }
    }

    static let now = 1_700_000_000.0

    /// `git log`'s line for a commit: hash made of `digit`, `hoursAgo` before `now`.
    static func commit(_ digit: Character, _ author: String, _ subject: String, hoursAgo: Double = 1) -> String {
        "\(String(repeating: digit, count: 40))\u{1f}\(Int(now - hoursAgo * 3600))\u{1f}\(author)\u{1f}\(subject)\n"
    }

    static let history = [commit("a", "Ada Lovelace", "Fix the parser", hoursAgo: 2),
                          commit("b", "Alan Kay", "Add tabs", hoursAgo: 30),
                          commit("c", "Grace Hopper", "parser: fix a crash", hoursAgo: 24 * 60),
                          commit("d", "Ada Lovelace", "Document the split", hoursAgo: 24 * 400)].joined()

    /// What git shows for commit `hash`: its message and two files.
    static func show(_ hash: String) -> String {
        "Ada <ada@example.org>\u{1f}\(Int(now))\u{1f}Ada <ada@example.org>\u{1f}\(Int(now))\u{1f}Message of \(hash.prefix(7))\n\nbody\n\0\n"
            + "3\t1\tsrc/parser.c\n10\t0\tREADME.md\n"
    }

    func fake() -> FakeGit {
        let fake = FakeGit()
        fake.answer = { arguments in
            switch arguments.first {
            case "log": return GitlogTests.history
            case "show" where arguments.contains("--numstat"): return GitlogTests.show(arguments.last!)
            case "show", "-c": return "diff --git a/src/parser.c b/src/parser.c\n@@ -1 +1 @@\n-old line\n+new line\n"
            default: return ""
            }
        }
        return fake
    }

    /// Settles `driver` until `shown` holds, for at most 10 seconds. What a test yields into
    /// the fake's log reaches the screen through the global executor (gitlog iterates git's
    /// output as `any AsyncSequence`, whose `next()` runs off the main actor), which `settle()`
    /// does not wait for: on a busy machine one `settle()` can end before the lines arrive.
    func settle(_ driver: HeadlessDriver, until shown: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(10)
        await driver.settle()
        while !shown() && ContinuousClock.now < deadline {
            await Task.yield()
            await driver.settle()
        }
    }

    func driver(_ fake: FakeGit, width: Int = 160) -> HeadlessDriver {
        HeadlessDriver(root: gitBrowser(git: fake.git, now: Self.now), size: Size(width: width, height: 20))
    }

    @Test func theHistoryShowsRowsAsGitWritesThemAndSaysWhenItIsDone() async throws {
        let fake = fake()
        fake.streamsLog = true
        let driver = driver(fake, width: 90)
        await driver.settle()
        #expect(driver.frameText().contains("Reading the history…"))
        let log = try #require(fake.log)
        log.yield(Array(Self.history.split(separator: "\n").prefix(2).joined(separator: "\n").utf8) + [10])
        await settle(driver) { driver.frameText().contains("loading… 2 commits") }
        var text = driver.frameText()
        #expect(text.contains("aaaaaaa") && text.contains("Ada Lovelace") && text.contains("2 hours ago") && text.contains("Fix the parser"))
        #expect(text.contains("bbbbbbb") && text.contains("1 day ago") && !text.contains("ccccccc"))
        #expect(text.contains("loading… 2 commits"))
        log.yield(Array(Self.history.split(separator: "\n").dropFirst(2).joined(separator: "\n").utf8) + [10])
        log.finish()
        await settle(driver) { !driver.frameText().contains("loading") }
        text = driver.frameText()
        #expect(text.contains("ccccccc") && text.contains("2 months ago") && text.contains("1 year ago"))
        #expect(text.contains("4 commits") && !text.contains("loading"))
        #expect(fake.calls.first == ["log", CommitLog.format])
    }

    @Test func theDetailBesideFollowsTheSelection() async {
        let fake = fake()
        let driver = driver(fake)
        await driver.settle()
        #expect(driver.frameText().contains("Message of aaaaaaa") && driver.frameText().contains("src/parser.c"))
        driver.key(.down)
        await driver.settle()
        let text = driver.frameText()
        #expect(text.contains("Message of bbbbbbb") && !text.contains("Message of aaaaaaa"))
        #expect(text.contains("+3") && text.contains("-1") && text.contains("+10") && text.contains("README.md"))
        #expect(fake.calls.contains { $0.first == "show" && $0.last == String(repeating: "b", count: 40) })
    }

    @Test func onANarrowTerminalEnterPushesTheCommitAndBackReturns() async {
        let driver = driver(fake(), width: 80)
        await driver.settle()
        #expect(!driver.frameText().contains("Message of"))   // no detail beside the table
        driver.key(.down)
        driver.key(.enter)
        await driver.settle()
        #expect(driver.stackTitles == ["History", "bbbbbbb"] && driver.frameText().contains("Message of bbbbbbb"))
        driver.key(.left)
        await driver.settle()
        #expect(driver.stackTitles == ["History"])
    }

    @Test func theFilterNarrowsBySubjectOrAuthorAsYouType() async {
        let driver = driver(fake(), width: 90)
        await driver.settle()
        driver.key(.character("/"))
        for character in "parser" { driver.key(.character(character)) }
        await driver.settle()
        var text = driver.frameText()
        #expect(text.contains("Fix the parser") && text.contains("parser: fix a crash") && !text.contains("Add tabs"))
        #expect(text.contains("2 of 4 "))
        for _ in "parser" { driver.key(.backspace) }
        for character in "LOVELACE" { driver.key(.character(character)) }   // an author, case aside
        await driver.settle()
        text = driver.frameText()
        #expect(text.contains("Fix the parser") && text.contains("Document the split") && !text.contains("Add tabs"))
        driver.key(.escape)
        await driver.settle()
        #expect(driver.frameText().contains("Add tabs") && driver.frameText().contains("4 commits"))
    }

    @Test func yCopiesTheSelectedCommitsFullHash() async {
        let driver = driver(fake(), width: 90)
        await driver.settle()
        driver.key(.down)
        driver.key(.character("y"))
        await driver.settle()
        #expect(driver.clipboard == [String(repeating: "b", count: 40)])
        #expect(driver.frameText().contains("copied bbbbbbb"))
    }

    @Test func enterOnAFileShowsItsColouredDiffInASheetThatEscCloses() async {
        let fake = fake()
        let driver = driver(fake, width: 80)
        await driver.settle()
        driver.key(.enter)                                       // the commit, pushed
        await driver.settle()
        driver.key(.enter)                                       // its first file's diff
        await driver.settle()
        let frame = driver.frame()
        let added = frame.rows.firstIndex { $0.contains("+new line") }
        #expect(added != nil && frame.rows.contains { $0.contains("-old line") })
        if let added {
            let x = frame.rows[added].distance(from: frame.rows[added].startIndex, to: frame.rows[added].firstIndex(of: "+")!)
            #expect(frame[x, added].style.foreground == .palette(2))
        }
        #expect(fake.calls.contains(["-c", "color.ui=never", "show", "--format=", "--no-renames", "--diff-merges=first-parent",
                                    String(repeating: "a", count: 40), "--", "src/parser.c"]))
        driver.key(.escape)
        await driver.settle()
        #expect(!driver.frameText().contains("+new line") && driver.frameText().contains("Message of aaaaaaa"))
    }

    @Test func branchesMarkTheCurrentOneAndEnterShowsItsHistory() async {
        let fake = fake()
        let answer = fake.answer
        fake.answer = { arguments in
            if arguments.first == "for-each-ref" {
                return "*\u{1f}main\u{1f}\(Int(Self.now - 60))\u{1f}Fix the parser\n \u{1f}origin/topic\u{1f}\(Int(Self.now - 7200))\u{1f}Add tabs\n"
            }
            return answer(arguments)
        }
        let driver = driver(fake, width: 90)
        await driver.settle()
        driver.key(.alt("2"))
        await driver.settle()
        let text = driver.frameText()
        #expect(text.contains("*  main") && text.contains("1 minute ago") && text.contains("origin/topic") && text.contains("2 branches"))
        driver.key(.down)
        driver.key(.enter)
        await driver.settle()
        #expect(driver.stackTitles == ["Branches", "origin/topic"])
        #expect(fake.calls.last { $0.first == "log" } == ["log", CommitLog.format, "origin/topic", "--"])
    }

    @Test func aBranchsHistoryLeftWhileGitStillWritesEndsItsGit() async throws {
        let fake = fake()
        let answer = fake.answer
        fake.answer = { arguments in
            arguments.first == "for-each-ref" ? "*\u{1f}main\u{1f}\(Int(Self.now))\u{1f}Fix the parser\n" : answer(arguments)
        }
        let driver = driver(fake, width: 90)
        await driver.settle()
        driver.key(.alt("2"))
        await driver.settle()
        fake.streamsLog = true                                   // the branch's log: git still writing
        driver.key(.enter)
        await driver.settle()
        let log = try #require(fake.log)
        let ended = Flag()
        log.onTermination = { @Sendable _ in Task { @MainActor in ended.isSet = true } }
        log.yield(Array(Self.history.utf8))
        await settle(driver) { driver.frameText().contains("loading… 4 commits") }
        #expect(driver.stackTitles == ["Branches", "main"] && driver.frameText().contains("loading… 4 commits"))
        driver.key(.left)                                        // back: the screen goes, its reading ends
        await settle(driver) { ended.isSet }
        #expect(driver.stackTitles == ["Branches"] && ended.isSet)
    }

    @Test func theStatusIsInSectionsAndEnterShowsTheRightDiff() async {
        let fake = fake()
        let answer = fake.answer
        fake.answer = { arguments in
            if arguments.first == "status" { return "M  staged.c\0 M unstaged.c\0?? new.txt\0" }
            if arguments.contains("diff") { return "+line of \(arguments.last!)\n" }
            return answer(arguments)
        }
        let driver = driver(fake, width: 90)
        await driver.settle()
        driver.key(.alt("3"))
        await driver.settle()
        let rows = driver.frame().rows
        let order = ["Staged", "staged.c", "Unstaged", "unstaged.c", "Untracked", "new.txt"].map { name in
            rows.firstIndex { $0.contains(name) } ?? -1
        }
        #expect(order == order.sorted() && !order.contains(-1))
        driver.key(.down)                                        // unstaged.c
        driver.key(.enter)
        await driver.settle()
        #expect(fake.calls.last == ["-c", "color.ui=never", "diff", "--", "unstaged.c"])
        #expect(driver.frameText().contains("+line of unstaged.c"))
    }

    @Test func theLogKeepsEveryCommitAcrossItsPagesAndSkipsWhatIsNoCommit() {
        var log = CommitLog()
        var lines: [UInt8] = []
        for index in 0..<70_000 {   // more than a page of records
            let hash = String(String(index, radix: 16).reversed()).padding(toLength: 40, withPad: "0", startingAt: 0)
            lines += Array("\(hash)\u{1f}\(index)\u{1f}author \(index % 3)\u{1f}subject \(index)\n".utf8)
        }
        lines += Array("not a commit line\n\(String(repeating: "g", count: 40))\u{1f}1\u{1f}a\u{1f}bad hash\n".utf8)
        log.append(lines)
        #expect(log.count == 70_000 && log.authors == ["author 0", "author 1", "author 2"])
        for index in [0, 1, 65_535, 65_536, 69_999] {
            #expect(log.subjects[index] == "subject \(index)")
            #expect(log.hash(of: index).hasPrefix(String(String(index, radix: 16).reversed())) && log.hash(of: index).count == 40)
            #expect(log.record(index).time == UInt32(index) && log.authors[Int(log.record(index).author)] == "author \(index % 3)")
        }
        #expect((0..<12).filter { log.commit($0, contains: "SUBJECT 1") } == [1, 10, 11])
        #expect((0..<9).filter { log.commit($0, contains: "author 2") } == [2, 5, 8])
    }
}
