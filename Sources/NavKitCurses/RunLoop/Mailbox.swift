import NavKitPlatform
import NavKit
import Synchronization

/// The way into a running app from any thread: events and messages posted
/// here are queued and wake the run loop at once through its own pipe.
public final class Mailbox: Sendable {
    /// One posted item.
    enum Post: Sendable {
        /// An input event, handled as if the terminal had sent it.
        case event(Event)
        /// An app's own message, handed to `TerminalApp.hooks.onMessage` on the loop's thread.
        case message(any Sendable)
        /// Leave the run loop.
        case quit
        /// Only wake the run loop up: the engine was asked for a frame while it waited.
        case wake
    }

    private let pending = Mutex<[Post]>([])
    /// Readable while posts wait (the run loop polls it).
    let readEnd: Int32
    private let writeEnd: Int32

    /// Creates an empty mailbox with its wake-up pipe.
    public init() {
        var ends: [Int32] = [-1, -1]
        pipe(&ends)
        for fd in ends { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Posts an input event (a key, a pointer event, a resize), handled as if the terminal sent it.
    public func post(_ event: Event) { add(.event(event)) }

    /// Posts a message of the app's own, handed to `TerminalApp.hooks.onMessage` on the loop's thread.
    public func post(message: any Sendable) { add(.message(message)) }

    /// Asks the run loop to end, as the quit key would.
    public func requestQuit() { add(.quit) }

    /// Wakes the run loop up with nothing to hand it (it draws what the engine was asked for).
    func wake() { add(.wake) }

    /// True when nothing waits to be taken.
    public var isEmpty: Bool { pending.withLock { $0.isEmpty } }

    /// Everything posted since the last call, oldest first; empties the wake-up pipe.
    func drain() -> [Post] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        return pending.withLock { posts in
            defer { posts.removeAll() }
            return posts
        }
    }

    private func add(_ post: Post) {
        pending.withLock { $0.append(post) }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)  // a full pipe already wakes the loop: a failed write loses nothing
    }
}
