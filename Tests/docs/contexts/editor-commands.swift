// A screen whose members are the block: it saves and asks to delete (doc_code.py).
import NavKit

final class EditorScreen: Screen {
    let title = "Editor"
    func draw(in canvas: inout Canvas) {}
    func save() -> ScreenResponse { .handled }
    func askToDelete() -> ScreenResponse { .handled }
/* block */
}
