import NavKit

/// Turns the bytes a terminal sends into what they say, in order (`TerminalInput`): UTF-8
/// text, control keys, CSI and SS3 key sequences (arrows in normal and application mode, Shift
/// variants), mouse reports in SGR (`ESC [ < b ; x ; y M/m`, left as reports: they may be in
/// pixels, `PixelPointer` reads them) and X10 (`ESC [ M b x y`) encodings, and the terminal's
/// answers (a frame's status, DECRQM for SGR-Pixels, the cell size, secondary device
/// attributes). It keeps no state but the bytes of an unfinished sequence.
///
/// Incomplete sequences are kept until more bytes arrive; `flush()` (called
/// after the escape delay) turns a lone ESC into the Escape key and drops any
/// other unfinished sequence. Unknown or over-long sequences are dropped, so
/// garbage never gets stuck or grows memory.
package struct InputDecoder: Sendable {
    private var pending: [UInt8] = []
    /// The text of a bracketed paste under way (`ESC [ 200 ~` came, `ESC [ 201 ~` not yet).
    private var paste: [UInt8]?
    /// Longest escape sequence kept while waiting for its end (bytes).
    package static let maximumSequenceLength = 64
    /// Most bytes of one paste kept (1 MiB); the rest of a longer one is dropped.
    package static let maximumPasteLength = 1 << 20
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    /// Creates a decoder with nothing pending.
    package init() {}

    /// True when bytes wait for the rest of a sequence (or for the escape delay), or a paste
    /// for its end.
    package var hasPending: Bool { !pending.isEmpty || paste != nil }
    /// True while a bracketed paste has begun and not ended.
    package var isPasting: Bool { paste != nil }

    /// Decodes `bytes`, appending what they complete to `input`.
    package mutating func feed<C: Collection>(_ bytes: C, into input: inout [TerminalInput]) where C.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = takePaste(from: index, into: &input) else {
                    pending.removeFirst(index)
                    return
                }
                index = end
                continue
            }
            if pending[index] == 0x1B, pending[index...].starts(with: InputDecoder.pasteStart) {
                paste = []
                index += InputDecoder.pasteStart.count
                continue
            }
            switch decodeOne(at: index) {
            case let .item(item, length):
                if let item { input.append(item) }
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

    /// Takes the paste's bytes from `start`: up to its end marker, which ends it (the paste
    /// goes to `input`; returns the index after the marker), or all but what may begin the
    /// marker (returns nil: more is needed).
    private mutating func takePaste(from start: Int, into input: inout [TerminalInput]) -> Int? {
        let marker = InputDecoder.pasteEnd
        var index = start
        while index < pending.count {
            if pending[index] == 0x1B {
                if pending[index...].starts(with: marker) {
                    keepPasted(pending[start..<index])
                    endPaste(into: &input)
                    return index + marker.count
                }
                if pending.count - index < marker.count, marker.starts(with: pending[index...]) { break }
            }
            index += 1
        }
        keepPasted(pending[start..<index])
        pending.removeSubrange(start..<index)
        return nil
    }

    private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
        let room = InputDecoder.maximumPasteLength - (paste?.count ?? 0)
        paste?.append(contentsOf: bytes.prefix(max(0, room)))
    }

    private mutating func endPaste(into input: inout [TerminalInput]) {
        if let bytes = paste { input.append(.event(.paste(String(decoding: bytes, as: UTF8.self)))) }
        paste = nil
    }

    /// Ends whatever is pending: a paste whose end never came is handed over as it is, a lone
    /// ESC becomes the Escape key, anything else is dropped.
    package mutating func flush(into input: inout [TerminalInput]) {
        if paste != nil {
            keepPasted(pending[...])
            pending.removeAll(keepingCapacity: true)
            endPaste(into: &input)
            return
        }
        if pending == [0x1B] { input.append(.event(.key(.escape))) }
        else if pending.first == 0x1B, pending.count == 2, pending[1] != UInt8(ascii: "["),
                pending[1] != UInt8(ascii: "O") {
            input.append(.event(.key(.escape)))
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Convenience: the events in `bytes`, flushed (`events(in:)`).
    package static func decode(_ bytes: [UInt8]) -> [Event] {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        decoder.feed(bytes, into: &input)
        decoder.flush(into: &input)
        return events(in: input)
    }

    /// The events in decoded `input`, pointer reports read by a `PixelPointer` that was never
    /// asked (in cells, unless an answer in `input` says pixels), answers left out.
    package static func events(in input: [TerminalInput]) -> [Event] {
        var pointer = PixelPointer()
        return input.compactMap { pointer.read($0) }
    }

    // MARK: - One event

    private enum Step {
        case item(TerminalInput?, length: Int)
        case incomplete

        /// An event (nil: bytes that stand for nothing) `length` bytes long.
        static func event(_ event: Event?, length: Int) -> Step { .item(event.map(TerminalInput.event), length: length) }
        /// An answer `length` bytes long.
        static func answer(_ answer: TerminalAnswer, length: Int) -> Step { .item(.answer(answer), length: length) }
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
        case 0x1F: return .event(.key(.control("_")), length: 1)   // Ctrl-_ (Ctrl-/): undo
        case 0x1C...0x1E: return .event(nil, length: 1)
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
        case UInt8(ascii: "b"):
            return .event(.key(.wordLeft), length: 2)   // Alt-B (and macOS's Option-←): a word back
        case UInt8(ascii: "f"):
            return .event(.key(.wordRight), length: 2)  // Alt-F (and Option-→): a word on
        case 0x21...0x7E:
            // Alt+key arrives as ESC + key.
            return .event(.key(.alt(Character(Unicode.Scalar(second)))), length: 2)
        default:
            // ESC and anything else (a space, a control, a UTF-8 lead byte): a lone Escape, then that.
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
        // Each parameter with its sub-parameters (`1;2:3` is [[1], [2, 3]]): the kitty keyboard
        // protocol puts a key's event type after its modifiers' colon.
        var fields: [[Int]] = []
        var field: [Int] = []
        var current: Int? = nil
        var negative = false  // some terminals report a pointer left of or above the window as negative
        var dollar = false
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min(99_999, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: ":"):
                field.append(negative ? -(current ?? 0) : current ?? 0)
                current = nil
                negative = false
            case UInt8(ascii: ";"):
                field.append(negative ? -(current ?? 0) : current ?? 0)
                fields.append(field)
                field = []
                current = nil
                negative = false
            case UInt8(ascii: "-") where current == nil:
                negative = true
            case 0x40...0x7E:
                if let current { field.append(negative ? -current : current) }
                if !field.isEmpty { fields.append(field) }
                let parameters = fields.map { $0.first ?? 0 }
                let length = index - start + 1
                if isSGRMouse { return .item(sgrMouse(parameters, final: byte).map(TerminalInput.pointerReport), length: length) }
                if isSecondary {
                    if byte == UInt8(ascii: "c") { return .answer(.identity(secondaryAttributes: parameters), length: length) }
                    return .event(nil, length: length)  // another answer: not for us
                }
                if isPrivate {
                    if byte == UInt8(ascii: "y"), dollar, parameters.count == 2, parameters[0] == 1016 {
                        return .answer(.pixelMode(setting: parameters[1]), length: length)
                    }
                    if byte == UInt8(ascii: "y"), dollar, parameters.count == 2, parameters[0] == 69 {
                        return .answer(.marginsMode(setting: parameters[1]), length: length)
                    }
                    if byte == UInt8(ascii: "u"), parameters.count == 1 {   // the flags, always given
                        return .answer(.keyboardFlags(parameters[0]), length: length)
                    }
                    return .event(nil, length: length)  // another private answer: not for us
                }
                if byte == UInt8(ascii: "n") && parameters == [0] { return .answer(.status, length: length) }
                if byte == UInt8(ascii: "t") && parameters.count == 3 && parameters[0] == 6 {
                    return .answer(.cellSize(Size(width: parameters[2], height: parameters[1])), length: length)
                }
                return .item(keyReport(fields, final: byte), length: length)
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

    /// A key in a CSI sequence, legacy (`ESC [ 1 ; 2 C`) or the kitty keyboard protocol's
    /// (`ESC [ 99 ; 5 u`), either with an event type (`ESC [ 1 ; 2 : 3 C`, a release): a press or
    /// a repeat is the key's event, a release `.keyRelease`, Ctrl-C and Ctrl-Z in the protocol's
    /// form what the tty's signals would have been. Nil for what no screen takes.
    private func keyReport(_ fields: [[Int]], final: UInt8) -> TerminalInput? {
        let modifiers = fields.count >= 2 ? KeyModifiers(parameter: fields[1].first ?? 1) : []
        let action = fields.count >= 2 && fields[1].count >= 2 ? KeyAction(rawValue: fields[1][1]) : .press
        guard let action else { return nil }
        if final == UInt8(ascii: "u") {
            let code = fields.first?.first ?? 0
            if action != .release, modifiers == .control {
                if code == 0x63 { return .interruptKey }   // Ctrl-C: SIGINT, had the tty seen 0x03
                if code == 0x7A { return .suspendKey }     // Ctrl-Z: SIGTSTP
            }
            // The text the key types (the third field, with flag 16): what the layout and Shift
            // made of it, `Ж` for Shift+ж, which the key's code alone does not say.
            if action != .release, fields.count >= 3, modifiers.subtracting(.shift).isEmpty {
                let text = String(String.UnicodeScalarView(fields[2].compactMap { value in
                    Unicode.Scalar(UInt32(clamping: max(0, value))).flatMap { $0.value >= 0x20 && $0.value != 0x7F ? $0 : nil }
                }))
                if text.count == 1, let character = text.first { return .event(.key(.character(character))) }
                if text.count > 1 { return .event(.paste(text)) }   // one key, several characters: as one insertion
            }
            guard let key = KittyKeyCode.key(code, modifiers: modifiers) else { return nil }
            return action == .release ? .keyRelease(key) : .event(.key(key))
        }
        guard let key = csiKey(fields.first?.first, modifiers: modifiers, final: final) else { return nil }
        return action == .release ? .keyRelease(key) : .event(.key(key))
    }

    private func csiKey(_ number: Int?, modifiers: KeyModifiers, final: UInt8) -> Key? {
        let shifted = modifiers == .shift
        let byWord = modifiers == .alt || modifiers == .control
        switch final {
        case UInt8(ascii: "A"): return shifted ? .shiftUp : .up
        case UInt8(ascii: "B"): return shifted ? .shiftDown : .down
        case UInt8(ascii: "C"): return shifted ? .shiftRight : byWord ? .wordRight : .right
        case UInt8(ascii: "D"): return shifted ? .shiftLeft : byWord ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        // F1, F2 and F4 as xterm sends them with a modifier and the kitty protocol always
        // (`ESC [ 1 ; 2 P`); F3 is `ESC [ 13 ~` there, never `R`, a cursor position report.
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "S"): return .function(4)
        case UInt8(ascii: "~"):
            switch number ?? 0 {
            case 1, 7: return .home
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            case 3: return .delete
            case 11...15: return .function((number ?? 0) - 10)
            case 17...21: return .function((number ?? 0) - 11)  // F6…F10
            case 23, 24: return .function((number ?? 0) - 12)   // F11, F12
            default: return nil
            }
        default: return nil
        }
    }

    private func sgrMouse(_ parameters: [Int], final: UInt8) -> PointerReport? {
        guard parameters.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let code = parameters[0]
        let released = final == UInt8(ascii: "m")
        if released && code & 0b11 != 0 { return nil }  // only the left button drags
        return pointerKind(code: code, released: released).map { PointerReport(kind: $0, x: parameters[1], y: parameters[2]) }
    }

    private func decodeX10Mouse(at start: Int) -> Step {
        guard pending.count - start >= 6 else { return .incomplete }
        let code = Int(pending[start + 3]) - 32
        let x = Int(pending[start + 4]) - 33, y = Int(pending[start + 5]) - 33
        guard code >= 0, x >= 0, y >= 0 else { return .event(nil, length: 6) }
        let released = code & 0b11 == 3 && code & 64 == 0
        let event = pointerKind(code: code, released: released).map { Event.pointer(PointerEvent($0, at: Point(x: x, y: y))) }
        return .event(event, length: 6)
    }

    /// What a report's button `code` means, `released` or not; nil for what the engine does not take.
    private func pointerKind(code: Int, released: Bool) -> PointerEvent.Kind? {
        if code & 64 != 0 {  // wheel: buttons 4 and 5 up and down, 6 and 7 left and right
            if code & 32 != 0 { return nil }
            let shifted = code & 4 != 0                // Shift with the wheel turns it sideways
            switch code & 0b11 {
            case 0: return shifted ? .scrollLeft : .scrollUp
            case 1: return shifted ? .scrollRight : .scrollDown
            case 2: return .scrollLeft
            default: return .scrollRight
            }
        }
        if released { return .release }
        if code & 32 != 0 {
            // Motion: with no button held (mode 1003) it is not a drag.
            return code & 0b11 == 0 ? .drag : nil      // only the left button drags
        }
        switch code & 0b11 {
        case 0: return .press
        case 2: return .secondaryPress                 // the right button: a context menu
        default: return nil
        }
    }
}
