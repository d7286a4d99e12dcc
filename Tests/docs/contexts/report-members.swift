// A screen that loads its text: the block is one of its members (doc_code.py).
import NavKit
import Observation

@Observable
final class Report: Screen {
    let title = "Report"
    var text = "Loading…"
    @ObservationIgnored var loading: Task<Void, Never>?
    func load() async -> String { "Loaded" }
    func draw(in canvas: inout Canvas) { canvas.write(text, at: .zero, style: canvas.theme.content) }

/* block */
}
