import Dispatch
import NavKitPlatform
import Synchronization

/// A program's standard output, read while it runs, in whole lines: `for try await lines in
/// ChildOutput("git", ["log"])`. Each element is a run of whole lines as they came (the bytes of
/// one or more lines, each with its `\n`; the last line without one if the output ends without
/// it), so a long output is read in a few large pieces, not a line at a time.
///
/// The program starts when the iteration does, with standard input from /dev/null, its
/// standard error kept (the last 4 KiB) for the error, and the signals a shell would give it.
/// It never blocks the caller's actor: each read waits on a thread of its own, and the program
/// waits in its turn while the caller has not asked for more (a pipe's back-pressure), so output
/// is never heaped up in memory. Cancelling the task that iterates (a screen's `context.task`,
/// cancelled when the screen leaves) ends the program with SIGTERM, and so does dropping the
/// iteration before the end. An output that ends with a status other than 0 throws
/// `ChildFailure` after its last lines; a program that cannot start throws `SpawnError`.
public struct ChildOutput: AsyncSequence, Sendable {
    /// A run of whole lines, as bytes (UTF-8 for most programs).
    public typealias Element = [UInt8]

    /// The program: a path, or a name looked up in `PATH`.
    public let executable: String
    /// Its arguments, without the program's name.
    public let arguments: [String]

    /// The output of `executable` (a path, or a name looked up in `PATH`) run with `arguments`.
    public init(_ executable: String, _ arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// Starts the program on the first `next()`.
    public func makeAsyncIterator() -> Iterator { Iterator(reader: ChildReader(executable, arguments)) }

    /// Reads the program's output a run of lines at a time.
    public struct Iterator: AsyncIteratorProtocol {
        let reader: ChildReader

        /// The next run of whole lines; nil at the end of the output, or once the task is
        /// cancelled (the program is then ended).
        public mutating func next() async throws -> [UInt8]? { try await reader.next() }
    }

    /// All of the output as text (UTF-8, invalid bytes replaced): for a short output, such as a
    /// diff or a status.
    public func text() async throws -> String {
        var bytes: [UInt8] = []
        for try await lines in self { bytes += lines }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Why a program's output ended badly: it exited with a status other than 0, or a signal
/// ended it, and what it said on its standard error.
public struct ChildFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The program.
    public let executable: String
    /// How it ended.
    public let status: ChildStatus
    /// The end of its standard error (at most 4 KiB), trailing blank lines removed.
    public let standardError: String

    /// A failure of `executable`, which ended with `status` having said `standardError`.
    public init(executable: String, status: ChildStatus, standardError: String) {
        self.executable = executable
        self.status = status
        self.standardError = standardError
    }

    /// The program's last line on standard error ("fatal: not a git repository"), or its status.
    public var description: String {
        if let line = standardError.split(separator: "\n").last { return String(line) }
        switch status {
        case let .exited(code): return "\(executable) exited with status \(code)"
        case let .signalled(signal): return "\(executable) was ended by signal \(signal)"
        }
    }
}

/// The running program behind a `ChildOutput` iteration. `next()` is never called twice at
/// once (an iterator is used by one task), so its state needs no lock; the program's end can
/// come from any thread, through `terminate()`, which only sends a signal.
final class ChildReader: @unchecked Sendable {
    private let executable: String
    private let arguments: [String]
    /// The running program; nil before it starts and once it was waited for.
    private var child: Platform.ReadingChild?
    /// The program's pid for `terminate()` (0: none to end).
    private let pid = Mutex<pid_t>(0)
    /// Bytes of a line whose end has not been read yet.
    private var partial: [UInt8] = []
    /// The end of standard error, read on a thread of its own while the output is (a box of
    /// its own: that thread must not keep the reader, whose end ends the program).
    private let errors = ErrorTail()
    private let errorsRead = DispatchGroup()
    private var finished = false
    /// Where the output is read: blocking reads, off every actor.
    private let queue = DispatchQueue(label: "NavKit.childOutput")
    /// What one read of the output brings, before it joins the run (used on `queue` only).
    private var scratch = [UInt8](repeating: 0, count: ChildReader.readSize)

    /// The most of standard error kept (bytes).
    static let errorLimit = 4096
    /// The most read at once (bytes).
    static let readSize = 65536

    init(_ executable: String, _ arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    deinit {
        guard let child else { return }
        Platform.terminate(child.pid)
        Platform.close(child.output)
        let pid = child.pid
        Task.detached { _ = await Platform.waitForExit(of: pid) }
    }

    /// Ends the program, if it runs (SIGTERM).
    func terminate() {
        pid.withLock { if $0 != 0 { Platform.terminate($0) } }
    }

    func next() async throws -> [UInt8]? {
        if finished { return nil }
        if child == nil { try start() }
        if Task.isCancelled { return try await end(cancelled: true) }
        let lines = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<[UInt8], Never>) in
                queue.async { continuation.resume(returning: self.readLines()) }
            }
        } onCancel: { terminate() }
        if Task.isCancelled { return try await end(cancelled: true) }
        if !lines.isEmpty { return lines }
        return try await end(cancelled: false)
    }

    /// Starts the program, and the reading of its standard error.
    private func start() throws {
        let started = try Platform.spawnReading(executable, arguments: arguments).get()   // no signal blocked in it
        child = started
        pid.withLock { $0 = started.pid }
        errorsRead.enter()
        let errors = self.errors
        DispatchQueue.global().async { [errorsRead] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while case let count = Self.read(started.errors, into: &buffer), count > 0 {
                errors.bytes.withLock { kept in
                    kept += buffer[0..<count]
                    if kept.count > Self.errorLimit { kept.removeFirst(kept.count - Self.errorLimit) }
                }
            }
            Platform.close(started.errors)
            errorsRead.leave()
        }
    }

    /// Reads until at least one whole line has come, or the output ends (then the partial line
    /// left, if any); empty at the end. Runs on `queue`.
    private func readLines() -> [UInt8] {
        guard let child else { return [] }
        var buffer = partial
        partial = []
        while true {
            let count = Self.read(child.output, into: &scratch)
            if count <= 0 { return buffer }                       // the end: what is left
            buffer += scratch[0..<count]
            // More is waiting (a program writes in blocks of a few KiB): one larger run, so the
            // caller wakes up once for it rather than once a block.
            if buffer.count < Self.readSize, Platform.hasInput(child.output) { continue }
            if let newline = buffer.lastIndex(of: UInt8(ascii: "\n")) {   // in any read of this run
                partial = Array(buffer[(newline + 1)...])
                buffer.removeLast(buffer.count - newline - 1)
                return buffer
            }
        }
    }

    /// Reads what `descriptor` has into `buffer` (at most its size), again when a signal
    /// interrupts the read; the count read, 0 at the end, -1 on an error.
    private static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        var count: Int
        repeat {
            count = buffer.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress!, $0.count) }
        } while count < 0 && errno == EINTR
        return count
    }

    /// Waits for the program to end (ended first when `cancelled`); throws when it failed and
    /// was not cancelled.
    private func end(cancelled: Bool) async throws -> [UInt8]? {
        finished = true
        guard let child else { return nil }
        if cancelled { Platform.terminate(child.pid) }
        Platform.close(child.output)
        self.child = nil
        let status = await Platform.waitForExit(of: child.pid)
        pid.withLock { $0 = 0 }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            errorsRead.notify(queue: queue) { done.resume() }
        }
        guard !cancelled, status != .exited(0) else { return nil }
        var said = String(decoding: errors.bytes.withLock { $0 }, as: UTF8.self)
        while said.last?.isNewline == true { said.removeLast() }
        throw ChildFailure(executable: executable, status: status, standardError: said)
    }
}

/// The end of a program's standard error, filled by the thread that reads it.
final class ErrorTail: Sendable {
    /// The bytes kept, at most `ChildReader.errorLimit`.
    let bytes = Mutex<[UInt8]>([])
}
