import Testing
import NavKit
import NavKitTesting

/// A folder of files: Enter on a row pushes a folder named after it; Delete asks.
private final class Folder: ComposedScreen {
    let title: String
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var statusLine: StatusLine? { StatusLine("\(list.rows.count) items") }
    private var context: NavigationContext?

    init(_ title: String, count: Int) {
        self.title = title
        list.rows = ListRows(count: count) { ListRow("\(title.lowercased())\($0).txt", detail: "\($0 + 1) KB") }
        list.onActivate = { index in .push(Folder("Inner\(index)", count: 2), animated: true) }
    }

    func didMove(to context: NavigationContext) { self.context = context }

    var keyCommands: [KeyCommand] {
        [KeyCommand("Delete…", keys: [.delete]) { [unowned self] in
            _ = context?.present(ConfirmationScreen("Delete “\(title)”?", message: "It cannot be undone.",
                                                    action: "Delete", role: .destructive), style: .alert)
            return .handled
        }]
    }
}

/// The linear mode's lines: a new screen's title and listing, each focus move, each announcement.
@MainActor @Suite struct LinearTranscriptTests {
    @Test func aRunReadsLikeAConversation() {
        var configuration = EngineConfiguration()
        configuration.isAccessible = true
        let driver = HeadlessDriver(root: Folder("Files", count: 12), size: Size(width: 50, height: 20),
                                    configuration: configuration)
        let transcript = LinearTranscript()
        var lines: [String] = []
        func step(_ key: Key? = nil) {
            if let key { driver.key(key) }
            driver.runUntilIdle()
            lines += transcript.lines(after: driver.engine)
        }
        step()
        #expect(lines == ["Files"] + (0..<10).map { "  files\($0).txt, \($0 + 1) KB, \($0 + 1) of 12" + ($0 == 0 ? ", selected" : "") }
                         + ["  … and 3 more", "files0.txt, 1 KB, 1 of 12, selected"])
        lines = []
        step(.down)
        step(.down)
        #expect(lines == ["files1.txt, 2 KB, 2 of 12, selected", "files2.txt, 3 KB, 3 of 12, selected"])
        lines = []
        step()
        #expect(lines.isEmpty)                                            // nothing changed: nothing said
        step(.enter)
        #expect(lines == ["Inner2", "  inner20.txt, 1 KB, 1 of 2, selected", "  inner21.txt, 2 KB, 2 of 2",
                          "  2 items", "inner20.txt, 1 KB, 1 of 2, selected"])
        lines = []
        step(.delete)
        #expect(lines == ["Delete “Inner2”? It cannot be undone.", "  It cannot be undone.",
                          "  Cancel, button", "  Delete, button", "Cancel, button"])
        lines = []
        step(.escape)                                                     // back under it: the title, the focus
        #expect(lines == ["Inner2", "inner20.txt, 1 KB, 1 of 2, selected"])
    }
}
