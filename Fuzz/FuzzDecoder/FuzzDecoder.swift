import NavKit
import NavKitCurses

/// libFuzzer entry: decodes the input in two reads split where its first
/// byte says, then checks what must hold for any bytes: nothing is left
/// pending after the escape delay, events never outnumber bytes, and a
/// plain key decodes normally afterwards (nothing got stuck).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    var decoder = InputDecoder()
    var events: [Event] = []
    decoder.feed(bytes[0..<split], into: &events)
    decoder.feed(bytes[split...], into: &events)
    decoder.flush(into: &events)
    precondition(!decoder.hasPending, "bytes left pending after a flush")
    precondition(events.count <= bytes.count, "more events than bytes")
    for case let .pointer(pointer) in events {
        precondition(pointer.position.x >= -1 && pointer.position.y >= -1, "a pointer position below -1")
    }
    events.removeAll()
    decoder.feed(Array("z".utf8), into: &events)
    precondition(events == [.key(.character("z"))], "a plain key after garbage was not decoded")
    return 0
}
