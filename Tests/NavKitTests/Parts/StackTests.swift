import Testing
import NavKit
import NavKitTesting

/// A part that records what reaches it and takes the keys it is told to.
private final class Probe: Part {
    let name: String
    let takes: Set<Key>
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var log: [String] = []
    init(_ name: String, takes: Set<Key> = []) {
        self.name = name
        self.takes = takes
    }
    func place(in frame: Rect) { self.frame = frame }
    func draw(in canvas: inout Canvas) {
        canvas.write(name, at: frame.origin, style: canvas.theme.content, clip: frame)
    }
    func handle(_ event: Event) -> ScreenResponse? {
        switch event {
        case let .key(key) where takes.contains(key):
            log.append("key")
            return .handled
        case let .pointer(pointer):
            log.append("\(pointer.kind)")
            return .handled
        default:
            return nil
        }
    }
    func tapTarget(at point: Point) -> (any Hashable & Sendable)? { name }
    func fittingLength(across: Int, vertical: Bool) -> Int { 2 }
}

/// Stacks lay parts out by length (fixed, fitting, flexible by weight) and send each event to
/// the part it belongs to.
@MainActor @Suite struct StackTests {
    @Test func lengthsAreFixedFittingOrAShareOfTheRest() {
        let stack = Stack(.vertical, [.fixed(1, Probe("a")), .fitting(Probe("b")), .flexible(Probe("c")),
                                      .flexible(Probe("d"), weight: 2)])
        let frames = stack.layout(in: Rect(x: 0, y: 0, width: 10, height: 13))
        // 13 rows: 1 fixed, 2 fitting, 10 left: 3 (1/3, and the row the division leaves) and 6.
        #expect(frames.map(\.size.height) == [1, 2, 4, 6])
        #expect(frames.map(\.minY) == [0, 1, 3, 7])
        #expect(frames.allSatisfy { $0.size.width == 10 })
    }

    @Test func whatDoesNotFitIsCutAndAHorizontalStackLaysOutColumns() {
        let tall = Stack(.vertical, [.fixed(4, Probe("a")), .fixed(4, Probe("b"))])
        #expect(tall.layout(in: Rect(x: 0, y: 0, width: 5, height: 6)).map(\.size.height) == [4, 2])
        let row = Stack(.horizontal, [.fixed(3, Probe("a")), .flexible(Probe("b"))])
        let frames = row.layout(in: Rect(x: 2, y: 1, width: 10, height: 3))
        #expect(frames == [Rect(x: 2, y: 1, width: 3, height: 3), Rect(x: 5, y: 1, width: 7, height: 3)])
    }

    @Test func eventsGoToThePartTheyBelongTo() {
        let top = Probe("top", takes: [.character("t")]), bottom = Probe("bottom", takes: [.character("b"), .character("t")])
        let stack = Stack(.vertical, [.fixed(2, top), .flexible(bottom)])
        stack.place(in: Rect(x: 0, y: 0, width: 10, height: 6))
        _ = stack.handle(.pointer(PointerEvent(.press, at: Point(x: 1, y: 3))))
        _ = stack.handle(.pointer(PointerEvent(.drag, at: Point(x: 1, y: 0))))   // dragged over the top part
        _ = stack.handle(.pointer(PointerEvent(.release, at: Point(x: 1, y: 0))))
        #expect(bottom.log == ["press", "drag", "release"] && top.log.isEmpty)
        #expect(stack.handle(.key(.character("t"))) != nil && top.log == ["key"])    // the first that takes it
        #expect(stack.handle(.key(.character("b"))) != nil && bottom.log.last == "key")
        #expect(stack.handle(.key(.character("x"))) == nil)
        #expect(stack.tapTarget(at: Point(x: 0, y: 1)).map { TapTarget($0) } == TapTarget("top"))
        #expect(stack.tapTarget(at: Point(x: 0, y: 5)).map { TapTarget($0) } == TapTarget("bottom"))
    }

    @Test func aScreenMadeOfAStackDrawsAndScrollsItsList() {
        final class Notes: Screen {
            let title = "Notes"
            let list = ListView()
            lazy var stack = Stack(.vertical, [.fitting(Label("Three notes, newest first.", kind: .secondary)),
                                               .flexible(list)])
            init() { list.rows = ListRows(count: 30) { ListRow("note \($0)") } }
            func layout(in size: Size) { stack.place(in: Rect(origin: .zero, size: size)) }
            var gestureRecognizers: [GestureRecognizer] { stack.gestureRecognizers }
            func step(to time: Double) -> Bool { stack.step(to: time) }
            func tapTarget(at point: Point) -> (any Hashable & Sendable)? { stack.tapTarget(at: point) }
            func handle(_ event: Event) -> ScreenResponse { stack.handle(event) ?? .ignored }
            func draw(in canvas: inout Canvas) { stack.draw(in: &canvas) }
        }
        let notes = Notes()
        let driver = HeadlessDriver(root: notes, size: Size(width: 40, height: 8))
        var rows = driver.frame().rows
        #expect(rows[1] .hasPrefix(" Three notes, newest first."))
        #expect(rows[2].hasPrefix(" note 0") && rows[7].hasPrefix(" note 5"))
        driver.key(.end)
        rows = driver.frame().rows
        #expect(rows[7].hasPrefix(" note 29"))
        driver.tap(3, 3)                                       // content row 3: the list's third row shown
        #expect(notes.list.selection == 26)
    }
}
