// The platform layer: the one place that names the operating system's C library. Every
// other file imports NavKitPlatform, so the same POSIX calls are made on macOS (Darwin), on
// glibc Linux (Debian, Ubuntu, Fedora, Amazon Linux) and on musl (Alpine, static builds).
#if canImport(Darwin)
@_exported import Darwin
#elseif canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#else
#error("NavKit needs a POSIX C library: Darwin, Glibc or Musl")
#endif

/// Calls under names that a type's own members may hide (`read`, `close`, `exit`), and the
/// run loop's wait.
package enum Platform {
    /// Ends the process with `status` (the C library's `exit`: stdio flushed, atexit run).
    package static func exit(_ status: Int32) -> Never { cExit(status) }

    /// Reads up to `count` bytes from `descriptor` into `buffer`; returns the count read,
    /// 0 at the end, -1 on an error (errno says which).
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        cRead(descriptor, buffer, count)
    }

    /// Closes `descriptor`; returns 0, or -1 on an error.
    @discardableResult
    package static func close(_ descriptor: Int32) -> Int32 { cClose(descriptor) }

    /// True when `descriptor` can be read at once (or is at its end): `poll` without waiting.
    package static func hasInput(_ descriptor: Int32) -> Bool { waitForInput(descriptor, seconds: 0) }

    /// True when `descriptor` can be read (or is at its end) within `seconds`.
    package static func waitForInput(_ descriptor: Int32, seconds: Double) -> Bool {
        var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return wait(&polled, count: 1, seconds: max(0, seconds)) == 1
    }

    /// Waits until one of `descriptors` is ready or `seconds` pass (nil: no limit). POSIX
    /// `poll` counts whole milliseconds, so it waits the whole ones and `nanosleep` the rest
    /// (under a millisecond): the wait ends on time, neither early nor up to a millisecond
    /// late, which would add up when each frame is timed from the last. Returns poll's
    /// result: the number ready, 0 when the time is up, -1 on an error or a signal.
    static func wait(_ descriptors: UnsafeMutablePointer<pollfd>, count: Int, seconds: Double?) -> Int32 {
        guard let seconds else { return poll(descriptors, nfds_t(count), -1) }
        let whole = min(max(0, (seconds * 1000).rounded(.down)), Double(Int32.max))
        let ready = poll(descriptors, nfds_t(count), Int32(whole))
        let rest = seconds - whole / 1000
        if ready == 0 && rest > 0 {
            var time = timespec(tv_sec: 0, tv_nsec: Int(rest * 1_000_000_000))
            _ = nanosleep(&time, nil)
        }
        return ready
    }
}

// At file scope these names are the C library's, whichever it is: inside `Platform` they
// would be its own members.
private func cExit(_ status: Int32) -> Never { exit(status) }
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func cClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
