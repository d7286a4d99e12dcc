import Foundation
import NavKitPlatform
import Testing
@testable import NavKitCurses

/// A program's output read while it runs: in runs of whole lines, its failure said, and the
/// program ended when the reading stops early.
@Suite struct ChildOutputTests {
    /// Every run the output gives, in order.
    func runs(of output: ChildOutput) async throws -> [[UInt8]] {
        var runs: [[UInt8]] = []
        for try await lines in output { runs.append(lines) }
        return runs
    }

    @Test func outputComesInRunsOfWholeLinesAndNothingIsLost() async throws {
        // Written in pieces that end mid-line, with pauses, so that reads end mid-line too.
        let runs = try await runs(of: ChildOutput("sh", ["-c", "printf 'one\\ntw'; sleep 0.05; printf 'o\\nthr'; sleep 0.05; printf 'ee\\nfour'"]))
        #expect(String(decoding: runs.joined(), as: UTF8.self) == "one\ntwo\nthree\nfour")
        for run in runs.dropLast() { #expect(run.last == UInt8(ascii: "\n")) }
        #expect(runs.last.map { String(decoding: $0, as: UTF8.self).hasSuffix("four") } == true)   // no newline at the end
    }

    @Test func aLongOutputIsReadWholeInLargeRuns() async throws {
        let runs = try await runs(of: ChildOutput("seq", ["1", "200000"]))
        let lines = runs.joined().split(separator: UInt8(ascii: "\n"))
        #expect(lines.count == 200_000)
        #expect(lines.last.map { String(decoding: $0, as: UTF8.self) } == "200000")
        #expect(runs.count < 200)   // pieces of up to 64 KiB, not a line each
        for run in runs { #expect(run.last == UInt8(ascii: "\n")) }
    }

    @Test func aFailureThrowsAfterTheLastLinesWithWhatTheProgramSaid() async throws {
        var lines: [UInt8] = []
        do {
            for try await run in ChildOutput("sh", ["-c", "echo out; echo 'fatal: not here' >&2; exit 3"]) { lines += run }
            Issue.record("no failure thrown")
        } catch let failure as ChildFailure {
            #expect(failure.status == .exited(3))
            #expect(failure.standardError == "fatal: not here")
            #expect(failure.description == "fatal: not here")
        }
        #expect(String(decoding: lines, as: UTF8.self) == "out\n")
    }

    @Test func aProgramThatCannotStartThrowsWhy() async throws {
        await #expect(throws: SpawnError.self) {
            _ = try await ChildOutput("navkit-no-such-program", []).text()
        }
    }

    @Test func standardInputIsEmptyAndTextReadsItAll() async throws {
        #expect(try await ChildOutput("sh", ["-c", "cat; echo done"]).text() == "done\n")
    }

    @Test func cancellingTheTaskEndsTheProgram() async throws {
        // The shell says its pid, then becomes a sleep of 30 s that would keep the pipe open.
        let started = AsyncStream<pid_t>.makeStream()
        let reading = Task {
            for try await lines in ChildOutput("sh", ["-c", "echo $$; exec sleep 30"]) {
                started.continuation.yield(pid_t(String(decoding: lines.dropLast(), as: UTF8.self))!)
            }
        }
        var pids = started.stream.makeAsyncIterator()
        let pid = try #require(await pids.next())
        reading.cancel()
        try await reading.value            // ends once the program was ended and waited for
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }

    @Test func stoppingEarlyEndsTheProgram() async throws {
        var pid: pid_t = 0
        for try await lines in ChildOutput("sh", ["-c", "echo $$; exec sleep 30"]) {
            pid = pid_t(String(decoding: lines.dropLast(), as: UTF8.self))!
            break
        }
        #expect(pid > 0)
        // The iteration's end sends SIGTERM and reaps the program on another thread: wait for that.
        let deadline = Date().addingTimeInterval(10)
        while kill(pid, 0) == 0 && Date() < deadline { await Task.yield() }
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }
}
