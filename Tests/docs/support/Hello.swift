// The README's smallest app, for the blocks that use it (doc_code.py): numbered screens.
import NavKit

final class Hello: Screen {
    let number: Int
    init(number: Int = 1) { self.number = number }

    var title: String { "Hello \(number)" }

    func draw(in canvas: inout Canvas) {
        canvas.write("Screen \(number). Enter or click: next.", at: Point(x: 2, y: 1), style: canvas.theme.content)
    }

    func handle(_ event: Event) -> ScreenResponse {
        event == .key(.enter) ? .push(Hello(number: number + 1), animated: true) : .ignored
    }
}
