// A process monitor's screen: the block is one of its members (doc_code.py).
import NavKit

struct Process {
    let name: String
    static func all() -> [Process] { [Process(name: "init")] }
}

final class Processes: Screen {
    let title = "Processes"
    let list = ListView()
    func draw(in canvas: inout Canvas) { list.draw(in: &canvas) }

/* block */
}
