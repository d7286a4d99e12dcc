import NavKit
import Observation

/// A screen whose text arrives later: a task it starts when it joins the stack awaits the text
/// (from `load`: a request, a file, a database) and shows it; Enter loads it again. The task
/// is the screen's (`context.task`): the library cancels it if the screen leaves the stack.
/// It lives on the main actor, as every screen does, so its task updates it directly; it is
/// `@Observable`, so the new text is drawn without asking.
@Observable
final class Report: Screen {
    let title = "Report"
    /// What the screen shows now ("Loading…" until the task has the text).
    private(set) var text = "Loading…"
    @ObservationIgnored private let load: @MainActor () async -> String
    @ObservationIgnored private var loading: Task<Void, Never>?
    @ObservationIgnored private var context: NavigationContext?

    /// A report whose text `load` fetches, each time the screen loads it.
    init(load: @escaping @MainActor () async -> String) { self.load = load }

    func didMove(to context: NavigationContext) {
        self.context = context
        reload()
    }

    /// Starts loading the text again (the load under way, if any, is cancelled).
    func reload() {
        loading?.cancel()
        text = "Loading…"
        loading = context?.task { [unowned self] in
            let loaded = await load()
            guard !Task.isCancelled else { return }
            text = loaded
        }
    }

    func draw(in canvas: inout Canvas) {
        canvas.write(text, at: Point(x: 2, y: 1), style: canvas.theme.content)
        canvas.write("Enter: load again. q: quit.", at: Point(x: 2, y: 3), style: canvas.theme.secondary)
    }

    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.enter) = event else { return .ignored }
        reload()
        return .handled  // used: no default action for Enter
    }
}
