import Testing
import NavKit
import NavKitTesting

/// A list of named rows whose names can be deleted and inserted, animated.
private final class Names: ComposedScreen {
    let title = "Names"
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var names = (0..<20).map { "name \($0)" }

    init() { list.rows = rows }

    var rows: ListRows { ListRows(names) { ListRow($0) } }

    func delete(_ index: Int) {
        names.remove(at: index)
        list.update(to: rows, deleting: [index])
    }

    func insert(_ name: String, at index: Int) {
        names.insert(name, at: index)
        list.update(to: rows, inserting: [index])
    }
}

/// Deleting rows slides the rows below up into the room, inserting slides them down to make
/// it, on the engine's clock, with frames coming until they are in place.
@MainActor @Suite struct ListRowChangeTests {
    /// The screen row that shows exactly `text` (trimmed), or nil.
    private func row(of text: String, in frame: Canvas) -> Int? {
        frame.rows.firstIndex { $0.trimmingSpaces() == text }
    }

    @Test func aDeletedRowsRoomClosesAsTheRowsBelowSlideUp() {
        let names = Names()
        let driver = driver(rooting: names)
        #expect(row(of: "name 3", in: driver.frame()) == 4)
        #expect(!driver.frame().description.contains("┃"))      // nothing moved yet: no indicator
        names.delete(2)
        driver.send(.key(.character("x")))                       // an event: the engine steps the screen
        let first = driver.frame()
        #expect(driver.engine.isAnimating)
        #expect(row(of: "name 3", in: first) == 4)               // where it was: a gap on row 3
        #expect(first.rows[3].trimmingSpaces() == "")
        driver.advance(by: 0.125)                                // half of the quarter second
        let middle = row(of: "name 3", in: driver.frame())
        #expect(middle == 3 || middle == 4)
        let frames = driver.runUntilIdle()
        #expect(row(of: "name 3", in: frames.last!) == 3)        // in place
        #expect(!driver.engine.isAnimating && frames.count > 5)
    }

    @Test func anInsertedRowGetsRoomAsTheRowsBelowSlideDown() {
        let names = Names()
        let driver = driver(rooting: names)
        names.insert("new", at: 1)
        driver.send(.key(.character("x")))
        let first = driver.frame()
        #expect(row(of: "name 1", in: first) == 2)               // not moved yet
        #expect(row(of: "new", in: first) == nil)                // under name 1 until it moves
        let last = driver.runUntilIdle().last!
        #expect(row(of: "new", in: last) == 2 && row(of: "name 1", in: last) == 3)
    }
}

extension String {
    /// The string without spaces at either end.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
