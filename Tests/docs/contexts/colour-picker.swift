// A picker that hands a colour back, and a function whose body is the block (doc_code.py).
import NavKit

final class ColourPicker: ResultScreen {
    typealias Result = String
    let title = "Colour"
    func draw(in canvas: inout Canvas) {}
}

@MainActor func choose(_ colour: String) {}

@MainActor func pickColour(context: NavigationContext) {
/* block */
}
