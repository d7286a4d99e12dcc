import Glibc

/// Counts the bytes this process has written, from /proc/self/io (`wchar`),
/// so the run loop can report the bytes each frame cost.
struct OutputMeter {
    private let fd: Int32
    private var buffer = [UInt8](repeating: 0, count: 512)

    init() { fd = open("/proc/self/io", O_RDONLY) }

    /// Total bytes written so far, or nil where /proc is not available.
    mutating func bytesWritten() -> Int? {
        guard fd >= 0 else { return nil }
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        // The file starts "rchar: N\nwchar: N\n".
        var line = 0, value = 0, inNumber = false
        for byte in buffer[0..<count] {
            if byte == UInt8(ascii: "\n") {
                if line == 1 { return value }
                line += 1
                inNumber = false
            } else if line == 1, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                inNumber = true
            } else if inNumber {
                return value
            }
        }
        return nil
    }
}
