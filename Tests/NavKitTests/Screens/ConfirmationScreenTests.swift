import Testing
import NavKit
import NavKitTesting

/// Asks before deleting on Enter, pushing the question or presenting it as an alert; keeps
/// every answer.
private final class Drafts: Screen {
    let title = "Drafts"
    var answers: [Bool?] = []
    let asAlert: Bool
    private var context: NavigationContext?
    init(asAlert: Bool = false) { self.asAlert = asAlert }
    func didMove(to context: NavigationContext) { self.context = context }
    func draw(in canvas: inout Canvas) {
        for y in 0..<canvas.size.height { canvas.write(String(repeating: "d", count: canvas.size.width), at: Point(x: 0, y: y),
                                                      style: canvas.theme.content) }
    }
    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.enter) = event else { return .ignored }
        let question = ConfirmationScreen("Delete “draft”?", message: "It cannot be undone.", action: "Delete",
                                          role: .destructive)
        if asAlert {
            context?.present(question, style: .alert) { [unowned self] in answers.append($0) }
        } else {
            context?.push(question) { [unowned self] in answers.append($0) }
        }
        return .handled
    }
}

/// Asks with `confirm` on Enter, counting the times it was told yes.
private final class Outbox: Screen {
    let title = "Outbox"
    var sent = 0
    private var context: NavigationContext?
    func didMove(to context: NavigationContext) { self.context = context }
    func draw(in canvas: inout Canvas) {}
    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.enter) = event else { return .ignored }
        context?.confirm("Send “draft”?", message: "It goes at once.", action: "Send") { [unowned self] in sent += 1 }
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

    @Test func asAnAlertTheListShowsAroundItAndTheArrowsChooseTheButton() {
        let drafts = Drafts(asAlert: true)
        let driver = HeadlessDriver(root: drafts, size: Size(width: 50, height: 14))
        driver.key(.enter)
        driver.runUntilIdle()
        let asked = driver.frame()
        #expect(asked.text(ofRow: 0).contains("Drafts"))                   // the presenter's bar
        #expect(asked.text(ofRow: 3).contains("Delete “draft”?"))          // the alert's, centred
        #expect(asked.text(ofRow: 3).hasPrefix("dddd"))                    // the list around it
        #expect(asked.text(ofRow: 9).contains("[ Cancel ]  [ Delete ]"))
        driver.key(.enter)                                                 // Cancel has the focus
        driver.runUntilIdle()
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.right)
        driver.key(.enter)                                                 // Delete
        driver.runUntilIdle()
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.right)
        driver.key(.left)
        driver.key(.enter)                                                 // back on Cancel
        driver.runUntilIdle()
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.escape)                                                // no answer
        driver.runUntilIdle()
        #expect(drafts.answers == [false, true, false, nil])
        #expect(driver.engine.snapshot.presented.isEmpty)
        #expect(driver.stackTitles == ["Drafts"])
    }

    @Test func onAShortTerminalTheMessageGivesWayAndTheButtonsShow() {
        let drafts = Drafts(asAlert: true)
        let driver = HeadlessDriver(root: drafts, size: Size(width: 50, height: 11))   // an inline strip's rows
        driver.key(.enter)
        driver.runUntilIdle()
        let rows = (0..<11).map { driver.frame().text(ofRow: $0) }
        #expect(rows.contains { $0.contains("[ Cancel ]  [ Delete ]") }, "\(rows.joined(separator: "\n"))")
        #expect(rows.contains { $0.contains("Delete “draft”?") })
        driver.key(.right)
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(drafts.answers == [true])
    }

    @Test func confirmAsksInAnAlertAndActsOnTheActionAlone() {
        let outbox = Outbox()
        let driver = HeadlessDriver(root: outbox, size: Size(width: 50, height: 14))
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.frame().text(ofRow: 3).contains("Send “draft”?"))
        #expect(driver.engine.snapshot.presented.count == 1)
        driver.key(.enter)                                                 // Cancel
        driver.runUntilIdle()
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.escape)                                                // Esc
        driver.runUntilIdle()
        #expect(outbox.sent == 0)
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.right)
        driver.key(.enter)                                                 // Send
        driver.runUntilIdle()
        #expect(outbox.sent == 1)
        #expect(driver.engine.snapshot.presented.isEmpty)
    }
}
