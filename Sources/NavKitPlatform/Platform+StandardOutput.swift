#if canImport(Darwin)
@preconcurrency import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

extension Platform {
    /// Makes stdio write standard output at each line break (as it does to a terminal), also
    /// when it is a pipe, where it would otherwise wait for a full buffer.
    package static func lineBufferStandardOutput() {
        setvbuf(stdout, nil, _IOLBF, 0)
    }
}
