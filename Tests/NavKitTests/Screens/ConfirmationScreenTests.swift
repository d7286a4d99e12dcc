import Testing
import NavKit
import NavKitTesting

/// Asks before deleting on Enter; keeps every answer.
private final class Drafts: Screen {
    let title = "Drafts"
    var answers: [Bool?] = []
    private var context: NavigationContext?
    func didMove(to context: NavigationContext) { self.context = context }
    func draw(in canvas: inout Canvas) {}
    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.enter) = event else { return .ignored }
        context?.push(ConfirmationScreen("Delete “draft”?", message: "It cannot be undone.", action: "Delete",
                                         role: .destructive)) { [unowned self] in answers.append($0) }
        return .handled
    }
}

/// The confirmation hands back false on Cancel (which has the focus first), true on its action,
/// and nil when left another way; it draws its message above its two buttons.
@MainActor @Suite struct ConfirmationScreenTests {
    @Test func cancelFirstTheActionByTabAndNilByGoingBack() {
        let drafts = Drafts()
        let driver = HeadlessDriver(root: drafts, size: Size(width: 50, height: 12))
        driver.key(.enter)
        driver.runUntilIdle()
        let asked = driver.frame()
        #expect(asked.text(ofRow: 0).contains("Delete “draft”?"))
        #expect(asked.text(ofRow: 2).hasPrefix("  It cannot be undone."))
        #expect(asked.text(ofRow: 6).hasPrefix(" [ Cancel ]  [ Delete ]"))
        driver.key(.enter)                                       // Cancel has the focus
        driver.runUntilIdle()
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.tab)
        driver.key(.enter)                                       // Delete
        driver.runUntilIdle()
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.left)                                        // back: no answer
        driver.runUntilIdle()
        #expect(drafts.answers == [false, true, nil])
        #expect(driver.stackTitles == ["Drafts"])
    }
}
