// The smallest complete NavKit app: numbered screens. Enter or a click pushes
// the next, ←, Esc or a drag from the left edge goes back, q quits.
import NavKit
import NavKitCurses

final class Hello: Screen {
    let number: Int
    init(number: Int = 1) { self.number = number }

    var title: String { "Hello \(number)" }

    func draw(in canvas: inout Canvas) {
        canvas.write("Screen \(number). Enter or click: next. Drag from the left edge: back. q: quit.",
                     at: Point(x: 2, y: 1), style: canvas.theme.content)
    }

    func tapTarget(at point: Point) -> (any Hashable & Sendable)? { "next" }  // the whole screen is one button

    func handle(_ event: Event) -> ScreenResponse {
        switch event {
        case .key(.enter): return .push(Hello(number: number + 1), animated: true)
        case let .pointer(pointer) where pointer.kind == .tap: return .push(Hello(number: number + 1), animated: true)
        default: return .ignored
        }
    }
}

await TerminalApp.main(root: Hello())
