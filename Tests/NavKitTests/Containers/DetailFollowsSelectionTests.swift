import Testing
import NavKit
import NavKitTesting

/// Five fruits in a list whose selection is the split's detail, said once
/// (`NavigationContext.showDetail(following:_:)`); "fig" has no detail.
private final class Fruits: ComposedScreen {
    static let names = ["apple", "banana", "cherry", "date", "fig"]
    let title = "Fruits"
    let list = ListView()
    let log: CallLog
    lazy var parts = Stack(.vertical, [.flexible(list)])
    /// How many detail screens were made.
    private(set) var made = 0

    init(log: CallLog) {
        self.log = log
        list.rows = ListRows(Fruits.names) { ListRow($0) }
    }

    func didMove(to context: NavigationContext) {
        context.showDetail(following: list) { [unowned self] row in
            guard Fruits.names[row] != "fig" else { return nil }
            made += 1
            return LoggingScreen(Fruits.names[row], letter: "d", log: log)
        }
    }
}

/// A list's selection made a split's detail in one declaration: beside the list the detail
/// follows the selection, collapsed Enter pushes it, a split widened shows what is selected then
/// (not the detail from before it collapsed), a row without a detail shows the placeholder.
@MainActor @Suite struct DetailFollowsSelectionTests {
    private func driver(width: Int) -> (HeadlessDriver, Fruits, SplitController) {
        let log = CallLog()
        let fruits = Fruits(log: log)
        let driver = HeadlessDriver(primary: fruits, secondary: LoggingScreen("Select a fruit", letter: "e", log: log),
                                    size: Size(width: width, height: 12))
        _ = driver.frame()
        return (driver, fruits, driver.engine.root as! SplitController)
    }

    @Test func besideTheListTheDetailFollowsTheSelection() {
        let (driver, fruits, split) = driver(width: 120)
        #expect(split.secondary.topScreen.title == "apple")
        driver.key(.down)
        _ = driver.frame()
        #expect(split.secondary.topScreen.title == "banana")
        #expect(driver.frame().rows.contains { $0.contains("banana") && $0.contains("dddd") })
        driver.key(.down)
        driver.key(.down)
        driver.key(.down)                                     // fig: no detail
        #expect(split.secondary.topScreen.title == "Select a fruit")
        #expect(split.hasDetail == false)
        #expect(fruits.made == 4)                             // apple, banana, cherry, date: once each
    }

    @Test func aSplitWidenedShowsTheDetailOfWhatIsSelectedNow() {
        let (driver, _, split) = driver(width: 120)
        #expect(split.secondary.topScreen.title == "apple")
        driver.resize(80, 12)                                 // collapsed: apple's detail waits aside
        _ = driver.frame()
        #expect(split.isCollapsed)
        driver.key(.down)
        driver.key(.down)                                     // cherry, while collapsed: nothing shown
        #expect(split.primary.topScreen.title == "Fruits")
        driver.resize(120, 12)
        let frame = driver.frame()
        #expect(!split.isCollapsed)
        #expect(split.secondary.topScreen.title == "cherry")  // not apple, kept from before
        #expect(frame.text(ofRow: 0).contains("cherry"))             // its bar, beside the list's
    }

    @Test func aRowKeepsItsDetailScreenAcrossACollapseAndAnExpand() {
        let (driver, fruits, split) = driver(width: 120)
        let apple = split.secondary.topScreen
        driver.resize(80, 12)
        _ = driver.frame()
        driver.resize(120, 12)
        _ = driver.frame()
        #expect(split.secondary.topScreen === apple)         // its state kept
        #expect(fruits.made == 1)
    }

    @Test func collapsedEnterPushesTheDetailAndBackReturnsToTheList() {
        let (driver, _, split) = driver(width: 80)
        driver.key(.down)
        driver.key(.enter)
        _ = driver.runUntilIdle()
        #expect(split.primary.screens.map(\.title) == ["Fruits", "banana"])
        driver.key(.left)
        _ = driver.runUntilIdle()
        #expect(split.primary.screens.map(\.title) == ["Fruits"])
    }

    @Test func widenedAfterTheSelectionEmptiedTheListShowsThePlaceholder() {
        let (driver, fruits, split) = driver(width: 80)
        fruits.list.rows = ListRows([String]()) { ListRow($0) }
        driver.resize(120, 12)
        _ = driver.frame()
        #expect(split.secondary.topScreen.title == "Select a fruit")
    }
}
