// A screen that loads its text: the block is the screen; its load() is here (doc_code.py).
import NavKit
import Observation

extension Report {
    func load() async -> String { "Loaded" }
}

/* block */
