// A screen that shows what its closure loads, for the test in the block (doc_code.py).
import Testing
import NavKit
import NavKitCurses
import NavKitTesting
import NavKitCursesTesting
import Observation

@Observable
final class Report: Screen {
    let title = "Report"
    var text = "Loading…"
    @ObservationIgnored private let load: @MainActor () async -> String
    init(load: @escaping @MainActor () async -> String) { self.load = load }
    func didMove(to context: NavigationContext) { context.task { [unowned self] in text = await load() } }
    func draw(in canvas: inout Canvas) { canvas.write(text, at: .zero, style: canvas.theme.content) }
}

/* block */
