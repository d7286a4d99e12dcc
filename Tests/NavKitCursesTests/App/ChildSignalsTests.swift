import Foundation
import NavKit
import NavKitPlatform
import Testing
@testable import NavKitCurses

/// Children started from an app get the signals a shell would give them, though the thread
/// that starts them (the main actor's, a task's: dispatch threads on Linux) blocks nearly all.
@Suite struct ChildSignalsTests {
    /// Runs `body` on this thread with every signal blocked but those a thread cannot block, as
    /// libdispatch's threads have them.
    func asOnADispatchThread<T>(_ body: () throws -> T) rethrows -> T {
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// `field` of `/proc/PID/status` as a bit set ("SigBlk", "SigIgn"); nil where there is no
    /// `/proc` (macOS).
    func signalBits(_ field: String, of pid: pid_t) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
        return line.flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) }
    }

    func bit(_ signal: Int32) -> UInt64 { 1 << UInt64(signal - 1) }

    @Test func aProgramTheAppStartsBlocksNothingAndSIGTERMStopsIt() async throws {
        let pid = try asOnADispatchThread { try Platform.spawn("sleep", arguments: ["30"]).get() }
        if let blocked = signalBits("SigBlk", of: pid), let ignored = signalBits("SigIgn", of: pid) {
            #expect(blocked == 0)
            #expect(ignored & bit(SIGPIPE) == 0)
        }
        kill(pid, SIGTERM)
        #expect(await Platform.waitForExit(of: pid) == .signalled(SIGTERM))
    }

    @Test func aProcessStartedWithShellSignalsBlocksNothingAndIgnoresNoSIGPIPE() throws {
        SignalWatcher.catchBrokenPipes()                  // as the app has SIGPIPE
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["30"]
        try asOnADispatchThread { try ChildProcess.withShellSignals { try process.run() } }
        defer { process.waitUntilExit() }
        if let blocked = signalBits("SigBlk", of: process.processIdentifier),
           let ignored = signalBits("SigIgn", of: process.processIdentifier) {
            #expect(blocked == 0)
            #expect(ignored & bit(SIGPIPE) == 0)
            if blocked & bit(SIGTERM) != 0 {              // it would never end: end it, and say so above
                kill(process.processIdentifier, SIGKILL)
                return
            }
        }
        process.terminate()                               // SIGTERM
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
    }

    @Test func aProgramThatCannotStartSaysWhy() {
        #expect(Platform.spawn("no-such-program-here", arguments: []).map { _ in 0 }
                == .failure(SpawnError(executable: "no-such-program-here", code: ENOENT)))
        #expect(SpawnError(executable: "vi", code: ENOENT).description == "vi: No such file or directory")
    }
}
