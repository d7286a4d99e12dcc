import Testing
import NavKit
import NavKitTesting

/// A screen whose status line, title and bar items depend on its content size, as a tool
/// chooses hints by width: each reads `context.contentSize`.
private final class Adaptive: ComposedScreen {
    let parts = Label("content")
    private var context: NavigationContext?
    /// The content sizes its status line was built for, in order.
    var seen: [Size] = []
    func didMove(to context: NavigationContext) { self.context = context }
    private var width: Int { context?.contentSize.width ?? 0 }
    var title: String { width >= 40 ? "Wide title" : "Narrow" }
    var barItems: [BarItem] { width >= 40 ? [BarItem(id: "edit", title: "Edit")] : [] }
    var statusLine: StatusLine? {
        let size = context?.contentSize ?? .zero
        seen.append(size)
        return StatusLine(hints: size.width >= 40 ? [KeyHint("q", "quit"), KeyHint("/", "filter")]
                                                  : [KeyHint("q", "quit")])
    }
}

/// A root that keeps its context, to present from.
private final class Holder: Screen {
    let title = "Root"
    var context: NavigationContext?
    func didMove(to context: NavigationContext) { self.context = context }
    func draw(in canvas: inout Canvas) {}
}

/// A status line, a title or bar items may read the screen's own content size (they decide
/// that size, so the engine must not ask them again while it measures).
@MainActor @Suite struct SizeAwareChromeTests {
    @Test func aStatusLineThatReadsTheContentSizeIsDrawnForThatSize() {
        let screen = Adaptive()
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 50, height: 10))
        driver.engine.navigation.push(screen, animated: false)
        let wide = driver.frame()
        #expect(wide.text(ofRow: 0).contains("Wide title"))
        #expect(wide.text(ofRow: 0).contains("Edit"))
        #expect(wide.text(ofRow: 9).contains("filter"))
        #expect(screen.seen.last == Size(width: 50, height: 8))
        driver.resize(30, 10)
        let narrow = driver.frame()
        #expect(narrow.text(ofRow: 0).contains("Narrow"))
        #expect(!narrow.text(ofRow: 0).contains("Edit"))
        #expect(narrow.text(ofRow: 9).contains("quit"))
        #expect(!narrow.text(ofRow: 9).contains("filter"))
        #expect(screen.seen.last == Size(width: 30, height: 8))
    }

    @Test func anAlertWhoseTitleReadsTheContentSizeIsShown() {
        let screen = Adaptive()
        let root = Holder()
        let driver = HeadlessDriver(root: root, size: Size(width: 60, height: 16))
        _ = driver.frame()
        root.context?.present(screen, style: .alert, animated: false)
        let frame = driver.frameText()
        #expect(frame.contains("content"))
        #expect(frame.contains("quit"))
    }
}
