import Testing
import NavKit
import NavKitTesting

/// Words in a list that reports each change of its selection.
private final class Words: ComposedScreen {
    let title = "Words"
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var words = ["apple", "banana", "cherry", "damson", "elder", "fig"]
    /// Each selection told, in order.
    var told: [Int?] = []

    init() {
        show()
        list.onSelectionChange = { [unowned self] in told.append($0) }
    }

    func show() { list.rows = ListRows(count: words.count, id: { [unowned self] in words[$0] }) { [unowned self] in ListRow(words[$0]) } }
}

/// `ListView.onSelectionChange` is told of every change of the selected row, whoever made it,
/// and of nothing else.
@MainActor @Suite struct ListSelectionChangeTests {
    @Test func keysThePointerAndTheAppsSelectAreTold() {
        let words = Words()
        let driver = HeadlessDriver(root: words, size: Size(width: 30, height: 10))
        _ = driver.frame()
        driver.key(.down)
        driver.key(.down)
        driver.key(.up)
        driver.key(.home)
        driver.key(.home)                                    // already there: not told again
        driver.tap(3, 4)                                     // row 4: its press selects, its tap activates
        words.list.select(5)
        words.list.select(5)
        #expect(words.told == [1, 2, 1, 0, 4, 5])
    }

    @Test func newRowsThatLackTheSelectedRowTellTheRowNowSelected() {
        let words = Words()
        let driver = HeadlessDriver(root: words, size: Size(width: 30, height: 10))
        _ = driver.frame()
        words.list.select(2)                                 // cherry
        words.words = ["apple", "banana", "cherry", "damson", "elder", "fig"].reversed()
        words.show()                                         // cherry moved to index 3
        words.words = ["apple", "banana", "damson", "elder", "fig"]
        words.show()                                         // cherry gone: the row at its index, elder
        words.words = ["apple", "banana", "damson", "elder", "fig"]
        words.show()                                         // the same rows: nothing to tell
        words.words = ["apple"]
        words.show()                                         // fewer rows: the last
        words.words = []
        words.show()
        #expect(words.told == [2, 3, 3, 0, nil])
        #expect(words.list.selection == nil)
    }
}
