import CNcursesw
import NavKit

/// Shows canvases through ncurses: converts each changed row to `cchar_t`
/// cells (a wide glyph is one element covering two columns, its continuation
/// cell is skipped) and lets ncurses send only what differs on screen.
public final class CursesPresenter {
    private let depth: ColorDepth
    /// What the last frame put on screen (its own storage, so the engine's canvas is never shared).
    private var previous: [Cell] = []
    private var previousSize: Size?
    /// The last style converted, and what it became: runs of one style are converted once.
    private var lastStyle: Style?
    private var lastPair: Int32 = 0
    private var lastAttributes: attr_t = 0
    private var pairs: [UInt64: Int32] = [:]
    private var row: [cchar_t] = []
    private var characters: [wchar_t] = Array(repeating: 0, count: 5)
    private let attributeBits: [(TextAttributes, attr_t)]
    private let update: () -> Int
    private let screen: OpaquePointer

    /// Creates a presenter drawing with `depth` colours into the ncurses `screen` (from
    /// `newterm`; `TerminalSession.screen`); `update` sends the changes to the terminal and
    /// returns the bytes it wrote (default: ncurses' own `doupdate`, bytes not counted).
    public init(screen: OpaquePointer, colorDepth: ColorDepth, update: @escaping () -> Int = { doupdate(); return 0 }) {
        self.screen = screen
        depth = colorDepth
        self.update = update
        attributeBits = [(.bold, nk_a_bold()), (.dim, nk_a_dim()), (.underline, nk_a_underline()),
                         (.reverse, nk_a_reverse()), (.italic, nk_a_italic())]
    }

    /// Forgets what is on screen, so the next frame is drawn whole (after a resize or resume).
    public func invalidate() {
        previousSize = nil
        set_term(screen)
        clearok(nk_stdscr(), true)
    }

    /// Draws `canvas` and updates the terminal; returns the bytes sent (as `update` counts them).
    /// Rows equal to the last frame's are skipped.
    @discardableResult
    public func present(_ canvas: Canvas) -> Int {
        set_term(screen)  // its standard window is the one drawn into below
        let width = canvas.size.width
        if previousSize != canvas.size {
            previous.removeAll(keepingCapacity: true)
            previous.append(contentsOf: canvas.cells)
            for y in 0..<canvas.size.height { putRow(canvas, y: y) }
            previousSize = canvas.size
        } else {
            for y in 0..<canvas.size.height {
                let range = (y * width)..<((y + 1) * width)
                if previous[range] == canvas.cells[range] { continue }
                previous.replaceSubrange(range, with: canvas.cells[range])
                putRow(canvas, y: y)
            }
        }
        wnoutrefresh(nk_stdscr())
        return update()
    }

    private func putRow(_ canvas: Canvas, y: Int) {
        let width = canvas.size.width
        row.removeAll(keepingCapacity: true)
        var x = 0
        while x < width {
            let cell = canvas[x, y]
            if cell.isContinuation { x += 1; continue }
            var scalarCount = 0
            if let scalar = cell.scalar {
                characters[0] = wchar_t(bitPattern: scalar.value)
                scalarCount = 1
            } else {
                for scalar in cell.character.unicodeScalars where scalarCount < 5 {
                    characters[scalarCount] = wchar_t(bitPattern: scalar.value)
                    scalarCount += 1
                }
            }
            if cell.style != lastStyle {
                lastStyle = cell.style
                lastPair = pairNumber(cell.style)
                lastAttributes = attributeMask(cell.style, paired: lastPair != 0)
            }
            var element = cchar_t()
            let pair = lastPair, attributes = lastAttributes
            characters.withUnsafeBufferPointer { buffer in
                nk_fill_cell(&element, buffer.baseAddress, Int32(scalarCount), attributes, pair)
            }
            row.append(element)
            x += cell.width == 2 ? 2 : 1
        }
        row.withUnsafeBufferPointer { buffer in
            _ = nk_put_cells(nk_stdscr(), Int32(y), 0, buffer.baseAddress, Int32(buffer.count))
        }
    }

    private func attributeMask(_ style: Style, paired: Bool) -> attr_t {
        var mask: attr_t = 0
        var attributes = style.attributes
        if depth == .monochrome && style.background != .default {
            // No colours: dark, coloured backgrounds (selections) read as reverse video; black
            // (the backdrop behind moving panes) stays the terminal's own background.
            if let c = style.background.components, c.red + c.green + c.blue < 3 * 96, c.red + c.green + c.blue > 0 {
                attributes.insert(.reverse)
            }
        }
        for (attribute, bits) in attributeBits where attributes.contains(attribute) { mask |= bits }
        return mask
    }

    private func pairNumber(_ style: Style) -> Int32 {
        guard depth != .monochrome else { return 0 }
        let foreground = depth.index(for: style.foreground), background = depth.index(for: style.background)
        if foreground == -1 && background == -1 { return 0 }
        let key = UInt64(UInt32(bitPattern: foreground)) << 32 | UInt64(UInt32(bitPattern: background))
        if let pair = pairs[key] { return pair }
        let pair = alloc_pair(foreground, background)
        let number = pair < 0 ? Int32(0) : pair
        pairs[key] = number
        return number
    }
}
