// What the block's Discard button calls (doc_code.py).
import NavKit

@MainActor func discard() {}

/* block */
