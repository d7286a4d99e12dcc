// A list of 1,000,000 rows, searched and following its data: a searchable list (the default
// rule, letters in order in each row's text) takes a query a letter at a time, each letter and
// its frame timed, then is stepped frame by frame until every row has been looked at; and a list
// whose rows follow an observable model of 1,000,000 items (`showRows`) sees the model change
// (an item renamed, one removed, one appended), each change and its frame timed, the selection
// checked to stay on its item. Printed as a table; exits 1 when the 95th percentile of a
// keystroke, a search frame or a change takes a frame's time (1/60 s) or more. `make bench` runs
// it (release build).
import Foundation
import BenchmarkFigures
import NavKit
import Observation

/// A searchable list of `count` rows.
final class SearchedList: ComposedScreen {
    let title = "Rows"
    let list = ListView()
    var parts: ListView { list }

    init(count: Int) {
        list.rows = ListRows(count: count) { ListRow("row \($0)", detail: "\($0 % 977) K") }
        list.search = ListSearch(prompt: "Filter")
    }
}

/// A model of `count` items that the app changes.
@Observable final class Inventory {
    struct Item: Identifiable {
        var id: Int
        var name: String
    }

    var items: [Item]

    init(count: Int) { items = (0..<count).map { Item(id: $0, name: "item \($0)") } }
}

/// A list whose rows follow `inventory`.
final class InventoryList: ComposedScreen {
    let title = "Inventory"
    let list = ListView()
    var parts: ListView { list }

    init(_ inventory: Inventory) {
        list.showRows(of: { inventory.items }) { ListRow($0.name) }
    }
}

@MainActor func run() -> Int32 {
    let clock = ContinuousClock(), rows = 1_000_000, frame = 1.0 / 60
    var time = 0.0
    func timed(_ body: () -> Void) -> Double {
        let start = clock.now
        body()
        return seconds(clock.now - start)
    }

    // Searching: a query typed a letter at a time, then the frames that look through the rest.
    let searched = SearchedList(count: rows)
    let searching = Engine(root: searched, size: Size(width: 120, height: 40))
    _ = searching.frame(at: time)
    var keystrokes: [Double] = [], searchFrames: [Double] = []
    for query in ["99", "row 42", "7k", "12345"] {
        time += 1
        searching.handle(.key(.character("/")), at: time)
        for character in query {
            time += 0.1
            keystrokes.append(timed {
                searching.handle(.key(.character(character)), at: time)
                _ = searching.frame(at: time)
            })
        }
        while searching.needsFrame {
            time += frame
            searchFrames.append(timed { _ = searching.frame(at: time) })
        }
        time += 0.1
        searching.handle(.key(.escape), at: time)
        _ = searching.frame(at: time)
    }
    guard searched.list.shownRowCount == rows else {
        print("list benchmark: Esc left \(searched.list.shownRowCount) rows of \(rows)")
        return 1
    }

    // Following the data: each change of the model and the frame that shows it.
    let inventory = Inventory(count: rows)
    let following = InventoryList(inventory)
    let engine = Engine(root: following, size: Size(width: 120, height: 40))
    _ = engine.frame(at: time)
    following.list.select(500_000)
    var changes: [Double] = [], byKind: [[Double]] = [[], [], []]
    for round in 0..<30 {
        time += 0.1
        byKind[round % 3].append(timed {
            switch round % 3 {
            case 0: inventory.items[500_001].name = "renamed \(round)"
            case 1: inventory.items.remove(at: 0)
            default: inventory.items.append(Inventory.Item(id: rows + round, name: "new \(round)"))
            }
            _ = engine.frame(at: time)
        })
        changes.append(byKind[round % 3].last!)
    }
    guard following.list.selection.map({ inventory.items[$0].id }) == 500_000 else {
        print("list benchmark: the selection left its item")
        return 1
    }

    // The same changes to a model no list holds: what the app's array costs by itself.
    let alone = Inventory(count: rows)
    var aloneTimes: [Double] = []
    for round in 0..<30 {
        aloneTimes.append(timed {
            switch round % 3 {
            case 0: alone.items[500_001].name = "renamed \(round)"
            case 1: alone.items.remove(at: 0)
            default: alone.items.append(Inventory.Item(id: rows + round, name: "new \(round)"))
            }
        })
    }

    let keyP95 = percentile(keystrokes, 0.95), frameP95 = percentile(searchFrames, 0.95)
    let changeP95 = percentile(changes, 0.95)
    print("| a list of 1,000,000 rows, 120x40 | measured | threshold |")
    print("|---|---|---|")
    print(String(format: "| keystroke in its search and its frame: p50 | %.2f ms | |", percentile(keystrokes, 0.5) * 1000))
    print(String(format: "| keystroke in its search and its frame: p95 | %.2f ms | < %.1f ms (a frame) |", keyP95 * 1000,
                 frame * 1000))
    print(String(format: "| a frame looking through the rest: p95 | %.2f ms | < %.1f ms (a frame) |", frameP95 * 1000,
                 frame * 1000))
    print(String(format: "| a change of the data and its frame: p50 | %.2f ms | |", percentile(changes, 0.5) * 1000))
    print(String(format: "| a change of the data and its frame: p95 | %.2f ms | < %.1f ms (a frame) |", changeP95 * 1000,
                 frame * 1000))
    print(String(format: "| the same changes to a model no list holds: p50 | %.2f ms | |", percentile(aloneTimes, 0.5) * 1000))
    for (kind, times) in zip(["an item renamed", "the first item removed", "an item appended"], byKind) {
        print(String(format: "| a change, %@: p50 | %.2f ms | |", kind, percentile(times, 0.5) * 1000))
    }
    var failed = false
    for (name, value) in [("a keystroke", keyP95), ("a search frame", frameP95), ("a change", changeP95)] where value >= frame {
        print("list benchmark: \(name)'s p95 is \(value * 1000) ms, over a frame")
        failed = true
    }
    return failed ? 1 : 0
}

exit(MainActor.assumeIsolated { run() })
