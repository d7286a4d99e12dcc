import NavKit

/// Turns the bytes a terminal sends into events: UTF-8 text, control keys,
/// CSI and SS3 key sequences (arrows in normal and application mode, Shift
/// variants), and mouse reports in SGR (`ESC [ < b ; x ; y M/m`) and X10
/// (`ESC [ M b x y`) encodings. The terminal's status answer (`ESC [ 0 n`,
/// its reply to a frame's status request) is counted, not turned into an event.
///
/// Where the terminal reports the pointer in pixels (SGR-Pixels, mode 1016:
/// `reportsPixels`, set when its DECRQM answer `ESC [ ? 1016 ; Ps $ y` says the
/// mode is on, or by whoever turns it on), a report becomes a cell and the
/// fraction of a cell the pointer is into it, using `cellSizeInPixels` (from the
/// tty, or the answer `ESC [ 6 ; h ; w t`).
///
/// Incomplete sequences are kept until more bytes arrive; `flush()` (called
/// after the escape delay) turns a lone ESC into the Escape key and drops any
/// other unfinished sequence. Unknown or over-long sequences are dropped, so
/// garbage never gets stuck or grows memory.
public struct InputDecoder: Sendable {
    private var pending: [UInt8] = []
    /// Longest escape sequence kept while waiting for its end (bytes).
    public static let maximumSequenceLength = 64

    /// Creates a decoder with nothing pending.
    public init() {}

    /// True when bytes wait for the rest of a sequence (or for the escape delay).
    public var hasPending: Bool { !pending.isEmpty }

    /// Status answers (`ESC [ 0 n`) decoded so far; the run loop counts them as acknowledged frames.
    public private(set) var statusAnswers = 0

    /// The terminal's answer to whether it has SGR-Pixels (DECRQM 1016): 0 not recognised, 1 set,
    /// 2 reset, 3 permanently set, 4 permanently reset; nil before any answer.
    public private(set) var pixelModeAnswer: Int?
    /// True when mouse reports are in pixels: the terminal answered that mode 1016 is set, or it
    /// was turned on after an answer that the terminal has it (2, reset).
    public var reportsPixels = false
    /// A cell's size in pixels, needed to read pixel reports (nil: not known yet; such reports are dropped).
    public var cellSizeInPixels: Size?
    /// The parameters of the terminal's secondary device-attributes answer (`ESC [ > Pp ; Pv ; Pc c`);
    /// nil before it.
    public private(set) var secondaryAttributes: [Int]?

    /// Decodes `bytes`, appending complete events to `events`.
    public mutating func feed<C: Collection>(_ bytes: C, into events: inout [Event]) where C.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var index = 0
        while index < pending.count {
            switch decodeOne(at: index) {
            case let .event(event, length):
                if let event { events.append(event) }
                index += length
            case let .statusAnswer(length):
                statusAnswers &+= 1
                index += length
            case let .pixelModeAnswer(setting, length):
                pixelModeAnswer = setting
                if setting == 1 || setting == 3 { reportsPixels = true }  // on already
                if setting == 0 || setting == 4 { reportsPixels = false }
                index += length
            case let .cellSize(size, length):
                if size.width > 0 && size.height > 0 { cellSizeInPixels = size }
                index += length
            case let .secondaryAttributes(parameters, length):
                secondaryAttributes = parameters
                index += length
            case .incomplete:
                if pending.count - index > InputDecoder.maximumSequenceLength {
                    index += 1  // not a sequence we will ever finish: skip its ESC
                    continue
                }
                pending.removeFirst(index)
                return
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Ends whatever is pending: a lone ESC becomes the Escape key, anything else is dropped.
    public mutating func flush(into events: inout [Event]) {
        if pending == [0x1B] { events.append(.key(.escape)) }
        else if pending.first == 0x1B, pending.count == 2, pending[1] != UInt8(ascii: "["),
                pending[1] != UInt8(ascii: "O") {
            events.append(.key(.escape))
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Convenience: decodes `bytes` and flushes.
    public static func decode(_ bytes: [UInt8]) -> [Event] {
        var decoder = InputDecoder()
        var events: [Event] = []
        decoder.feed(bytes, into: &events)
        decoder.flush(into: &events)
        return events
    }

    // MARK: - One event

    private enum Step {
        case event(Event?, length: Int)
        case statusAnswer(length: Int)
        case pixelModeAnswer(setting: Int, length: Int)
        case cellSize(Size, length: Int)
        case secondaryAttributes([Int], length: Int)
        case incomplete
    }

    private func decodeOne(at start: Int) -> Step {
        let byte = pending[start]
        switch byte {
        case 0x1B: return decodeEscape(at: start)
        case 0x0D, 0x0A: return .event(.key(.enter), length: 1)
        case 0x09: return .event(.key(.tab), length: 1)
        case 0x7F, 0x08: return .event(.key(.backspace), length: 1)
        case 0x00: return .event(nil, length: 1)
        case 0x01...0x1A:
            return .event(.key(.control(Character(Unicode.Scalar(byte + 0x60)))), length: 1)
        case 0x1C...0x1F: return .event(nil, length: 1)
        case 0x20...0x7E: return .event(.key(.character(Character(Unicode.Scalar(byte)))), length: 1)
        default: return decodeUTF8(at: start)
        }
    }

    private func decodeUTF8(at start: Int) -> Step {
        let lead = pending[start]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(nil, length: 1)  // stray continuation or invalid lead byte
        }
        guard pending.count - start >= length else { return .incomplete }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let next = pending[start + offset]
            guard next & 0xC0 == 0x80 else { return .event(nil, length: offset) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), value >= 0xA0 else { return .event(nil, length: length) }
        return .event(.key(.character(Character(scalar))), length: length)
    }

    private func decodeEscape(at start: Int) -> Step {
        guard start + 1 < pending.count else { return .incomplete }
        let second = pending[start + 1]
        switch second {
        case UInt8(ascii: "["): return decodeCSI(at: start)
        case UInt8(ascii: "O"):
            guard start + 2 < pending.count else { return .incomplete }
            let key: Key?
            switch pending[start + 2] {
            case UInt8(ascii: "A"): key = .up
            case UInt8(ascii: "B"): key = .down
            case UInt8(ascii: "C"): key = .right
            case UInt8(ascii: "D"): key = .left
            case UInt8(ascii: "H"): key = .home
            case UInt8(ascii: "F"): key = .end
            case UInt8(ascii: "M"): key = .enter
            case UInt8(ascii: "P"): key = .function(1)
            case UInt8(ascii: "Q"): key = .function(2)
            case UInt8(ascii: "R"): key = .function(3)
            case UInt8(ascii: "S"): key = .function(4)
            default: key = nil
            }
            return .event(key.map(Event.key), length: 3)
        case 0x1B:
            return .event(.key(.escape), length: 1)  // ESC ESC: the first is a lone Escape
        default:
            // Alt+key arrives as ESC + key: treat it as Escape followed by the key.
            return .event(.key(.escape), length: 1)
        }
    }

    private func decodeCSI(at start: Int) -> Step {
        var index = start + 2
        guard index < pending.count else { return .incomplete }
        if pending[index] == UInt8(ascii: "M") { return decodeX10Mouse(at: start) }
        let isSGRMouse = pending[index] == UInt8(ascii: "<")
        let isPrivate = pending[index] == UInt8(ascii: "?")
        let isSecondary = pending[index] == UInt8(ascii: ">")
        if isSGRMouse || isPrivate || isSecondary { index += 1 }
        var parameters: [Int] = []
        var current: Int? = nil
        var negative = false  // some terminals report a pointer left of or above the window as negative
        var dollar = false
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min(99_999, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: ";"):
                parameters.append(negative ? -(current ?? 0) : current ?? 0)
                current = nil
                negative = false
            case UInt8(ascii: "-") where current == nil:
                negative = true
            case 0x40...0x7E:
                if let current { parameters.append(negative ? -current : current) }
                let length = index - start + 1
                if isSGRMouse { return .event(sgrMouse(parameters, final: byte), length: length) }
                if isSecondary {
                    if byte == UInt8(ascii: "c") { return .secondaryAttributes(parameters, length: length) }
                    return .event(nil, length: length)  // another answer: not for us
                }
                if isPrivate {
                    if byte == UInt8(ascii: "y"), dollar, parameters.count == 2, parameters[0] == 1016 {
                        return .pixelModeAnswer(setting: parameters[1], length: length)
                    }
                    return .event(nil, length: length)  // another private answer: not for us
                }
                if byte == UInt8(ascii: "n") && parameters == [0] { return .statusAnswer(length: length) }
                if byte == UInt8(ascii: "t") && parameters.count == 3 && parameters[0] == 6 {
                    return .cellSize(Size(width: parameters[2], height: parameters[1]), length: length)
                }
                return .event(csiKey(parameters, final: byte).map(Event.key), length: length)
            case UInt8(ascii: "$"):
                dollar = true
            case 0x20...0x3F:
                break  // other parameter or intermediate bytes: ignored
            default:
                return .event(nil, length: index - start)  // broken sequence: drop it
            }
            index += 1
        }
        return .incomplete
    }

    private func csiKey(_ parameters: [Int], final: UInt8) -> Key? {
        let modifier = parameters.count >= 2 ? parameters[1] : 1
        let shifted = modifier == 2
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return shifted ? .shiftRight : .right
        case UInt8(ascii: "D"): return shifted ? .shiftLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch parameters.first ?? 0 {
            case 1, 7: return .home
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            case 3: return .backspace
            case 11...15: return .function((parameters.first ?? 0) - 10)
            default: return nil
            }
        default: return nil
        }
    }

    private func sgrMouse(_ parameters: [Int], final: UInt8) -> Event? {
        guard parameters.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let code = parameters[0]
        let released = final == UInt8(ascii: "m")
        if released && code & 0b11 != 0 { return nil }  // only the left button drags
        guard reportsPixels else {
            let point = Point(x: max(0, parameters[1] - 1), y: max(0, parameters[2] - 1))
            return mouseEvent(code: code, at: point, released: released)
        }
        // Pixels from the text area's top-left corner, counted from 0 (as xterm sends them;
        // cells count from 1).
        guard let cell = cellSizeInPixels else { return nil }
        let x = max(0, parameters[1]), y = max(0, parameters[2])
        return mouseEvent(code: code, at: Point(x: x / cell.width, y: y / cell.height), released: released,
                          subcellX: Double(x % cell.width) / Double(cell.width),
                          subcellY: Double(y % cell.height) / Double(cell.height))
    }

    private func decodeX10Mouse(at start: Int) -> Step {
        guard pending.count - start >= 6 else { return .incomplete }
        let code = Int(pending[start + 3]) - 32
        let x = Int(pending[start + 4]) - 33, y = Int(pending[start + 5]) - 33
        guard code >= 0, x >= 0, y >= 0 else { return .event(nil, length: 6) }
        let released = code & 0b11 == 3 && code & 64 == 0
        return .event(mouseEvent(code: code, at: Point(x: x, y: y), released: released), length: 6)
    }

    private func mouseEvent(code: Int, at point: Point, released: Bool,
                            subcellX: Double = 0, subcellY: Double = 0) -> Event? {
        func pointer(_ kind: PointerEvent.Kind) -> Event {
            .pointer(PointerEvent(kind, at: point, subcellX: subcellX, subcellY: subcellY))
        }
        if code & 64 != 0 {  // wheel
            if code & 32 != 0 { return nil }
            switch code & 0b11 {
            case 0: return pointer(.scrollUp)
            case 1: return pointer(.scrollDown)
            default: return nil
            }
        }
        if released { return pointer(.release) }
        if code & 32 != 0 {
            // Motion: with no button held (mode 1003) it is not a drag.
            return code & 0b11 == 0 ? pointer(.drag) : nil      // only the left button drags
        }
        switch code & 0b11 {
        case 0: return pointer(.press)
        case 2: return pointer(.secondaryPress)                // the right button: a context menu
        default: return nil
        }
    }
}
