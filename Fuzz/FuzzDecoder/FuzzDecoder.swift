import NavKit
import NavKitCurses

/// libFuzzer entry: decodes the input in two reads split where its first
/// byte says, then checks what must hold for any bytes: nothing is left
/// pending after the escape delay, inputs never outnumber bytes, pointer
/// reports read as cells or pixels are never negative, and a plain key
/// decodes normally afterwards (nothing got stuck).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    var decoder = InputDecoder()
    var inputs: [TerminalInput] = []
    decoder.feed(bytes[0..<split], into: &inputs)
    decoder.feed(bytes[split...], into: &inputs)
    decoder.flush(into: &inputs)
    precondition(!decoder.hasPending, "bytes left pending after a flush")
    precondition(inputs.count <= bytes.count, "more inputs than bytes")
    // Reports may be negative (some terminals report a pointer off the window so); what the
    // engine gets from them never is, read as cells or as pixels.
    var cells = PixelPointer(), pixels = PixelPointer()
    pixels.take(.pixelMode(setting: 1))
    pixels.cellSizeChanged(to: Size(width: 9, height: 18))
    for input in inputs {
        switch input {
        case let .event(.pointer(pointer)):
            precondition(pointer.position.x >= -1 && pointer.position.y >= -1, "a pointer position below -1")
        case let .pointerReport(report):
            for reading in [cells, pixels] {
                guard case let .pointer(pointer)? = reading.event(for: report) else { continue }
                precondition(pointer.position.x >= 0 && pointer.position.y >= 0, "a pointer report read below 0")
                precondition((0..<1).contains(pointer.subcellX) && (0..<1).contains(pointer.subcellY),
                             "a fraction of a cell outside 0..<1")
            }
        case let .answer(answer):
            cells.take(answer)                               // any answer is taken without harm
        default:
            break
        }
    }
    inputs.removeAll()
    decoder.feed(Array("z".utf8), into: &inputs)
    precondition(inputs == [.event(.key(.character("z")))], "a plain key after garbage was not decoded")
    return 0
}
