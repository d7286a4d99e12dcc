import CNcursesw
import NavKitPlatform
import NavKit

/// Shows canvases on the terminal through ncurses' screen.
///
/// Where the terminal speaks ECMA-48 (terminfo's `cup` as xterm's, `xenl`, a CSI `setab`),
/// the frame's bytes come from a `FrameEncoder`: rows that moved up or down scrolled inside a
/// scrolling region, sideways motion shifted with DCH/ICH, only
/// the half of a colour change that changed, runs of blanks erased. The presenter writes them
/// into ncurses' output stream and leaves ncurses' screens alone: they keep the blank picture
/// ncurses last drew (at start, or when the terminal is taken back), and the presenter draws
/// whole after either. Copying each changed row into them cost half of a frame's time on the
/// main actor. Elsewhere ncurses draws each changed row itself.
@_spi(Benchmarks) public final class CursesPresenter {
    private let depth: ColorDepth
    /// Where ncurses computes the bytes, what the last frame put on screen (its own storage, so
    /// the engine's canvas is never shared); the encoder keeps a copy of the screen instead.
    private var previous: [Cell] = []
    /// The last frame's size (a new one is drawn whole).
    private var previousSize: Size?
    /// The last style converted for ncurses, and what it became: runs of one style are converted once.
    private var lastStyle: Style?
    private var lastPair: Int32 = 0
    private var lastAttributes: attr_t = 0
    private var pairs: [UInt64: Int32] = [:]
    private var row: [cchar_t] = []
    private var characters: [wchar_t] = Array(repeating: 0, count: 5)
    private let attributeBits: [(TextAttributes, attr_t)]
    private let update: (() -> Int)?
    private let screen: OpaquePointer
    /// Where the frame's own bytes go (the stream ncurses writes to), when they are used.
    private let output: UnsafeMutablePointer<FILE>?
    private var encoder: FrameEncoder?
    private var converter: TerminalCellConverter
    private var target: [TerminalCell] = []
    private var needsClear = true

    /// Creates a presenter drawing with `depth` colours into the ncurses `screen` (from
    /// `newterm`; `TerminalSession.screen`). `output` is the stream that screen writes to: with
    /// it, frames go out as the presenter's own sequences where the terminal takes them; without
    /// it, ncurses draws. `update` sends the frame to the terminal and returns the bytes it
    /// wrote (`FrameWriter.send`); without it, ncurses' own `doupdate` where ncurses draws (bytes
    /// not counted) and nothing more where the presenter encodes (the encoded bytes counted).
    @_spi(Benchmarks) public init(screen: OpaquePointer, output: UnsafeMutablePointer<FILE>? = nil, colorDepth: ColorDepth,
                update: (() -> Int)? = nil) {
        self.screen = screen
        self.output = output
        depth = colorDepth
        converter = TerminalCellConverter(depth: colorDepth)
        self.update = update
        attributeBits = [(.bold, nk_a_bold()), (.dim, nk_a_dim()), (.underline, nk_a_underline()),
                         (.reverse, nk_a_reverse()), (.italic, nk_a_italic())]
        set_term(screen)
        if output != nil, let capabilities = CursesPresenter.encoderCapabilities() {
            terminfoSaysBackgroundErase = capabilities.coloredErase
            encoder = FrameEncoder(capabilities: capabilities, directColor: colorDepth == .direct)
            CursesPresenter.keepNcursesFromClearing()
        }
    }

    /// The encoder clears and redraws the screen itself when it must; ncurses must not do it
    /// again (after `newterm` or a resize it would, once).
    private static func keepNcursesFromClearing() {
        clearok(nk_curscr(), false)
        clearok(nk_newscr(), false)
        clearok(nk_stdscr(), false)
    }

    /// True when frames are encoded by the presenter (not drawn by ncurses).
    @_spi(Benchmarks) public var encodesFrames: Bool { encoder != nil }

    /// Whether the blanks that erase character (ECH) and insert and delete character (ICH, DCH)
    /// open may be trusted to take the current background, as terminfo's `bce` says (true).
    /// False where the terminal is known not to (Konsole and QTerminal say `bce` through
    /// xterm-256color, yet fill those blanks with the default background) or is not identified
    /// yet: then those blanks of another background are written. Clearing the screen and
    /// erasing to the end of a row, which both fill as `bce` says, are used all the same.
    /// Turning it off draws the next frame whole.
    @_spi(Benchmarks) public var trustsBackgroundErase = true {
        didSet {
            guard var encoder, trustsBackgroundErase != oldValue else { return }
            encoder.capabilities.coloredErase = terminfoSaysBackgroundErase && trustsBackgroundErase
            self.encoder = encoder
            if !trustsBackgroundErase { invalidate() }
        }
    }
    /// Whether frames shift the rows of a sliding pane in bands with left and right margins
    /// (DECLRMM, DECSLRM, DECIC, DECDC; `FrameEncoder+Margins.swift`), as the terminal was found
    /// to draw them right (false: row by row, as every terminal takes).
    @_spi(Benchmarks) public var usesMargins = false {
        didSet {
            guard var encoder, usesMargins != oldValue else { return }
            encoder.capabilities.margins = usesMargins
            self.encoder = encoder
        }
    }
    /// terminfo's `bce` for this terminal.
    private var terminfoSaysBackgroundErase = false

    /// Set when `\n` reaches the terminal as a bare line feed, as in a `TerminalSession` (its
    /// program mode turns off the tty's newline translation) or a pipe: moving down a row then
    /// costs one byte instead of three.
    @_spi(Benchmarks) public var lineFeedMovesDown: Bool {
        get { encoder?.lineFeedMovesDown ?? false }
        set { encoder?.lineFeedMovesDown = newValue }
    }

    /// The terminal row (from 0) of the strip an inline app draws in (`InlineStrip.top`); nil
    /// for the whole screen. Frames are then encoded from that row, a clear erases from it
    /// down, and nothing is drawn by ncurses (an inline session needs the encoder). A new
    /// value draws the next frame whole.
    package var stripTop: Int? {
        didSet {
            guard stripTop != oldValue, var encoder else { return }
            encoder.writer.firstRow = stripTop ?? 0
            encoder.writer.isStrip = stripTop != nil
            self.encoder = encoder
            invalidate()
        }
    }

    /// Forgets what is on screen, so the next frame is drawn whole (after a resize or resume).
    @_spi(Benchmarks) public func invalidate() {
        previousSize = nil
        needsClear = true
        encoder?.forgetCursor()
        cursorShownByNcurses = false
        set_term(screen)
        if encoder != nil {
            CursesPresenter.keepNcursesFromClearing()
        } else {
            clearok(nk_stdscr(), true)
        }
    }

    /// The cells the last frame changed on the screen, where NavKit encodes the frames itself;
    /// nil where ncurses does.
    package private(set) var lastChangedCells: Int?

    /// Draws `canvas` and updates the terminal; returns the bytes sent (as `update` counts them).
    /// Rows the terminal already shows are skipped.
    @discardableResult
    @_spi(Benchmarks) public func present(_ canvas: Canvas) -> Int {
        set_term(screen)  // its standard window is the one drawn into below
        let whole = previousSize != canvas.size
        previousSize = canvas.size
        guard var encoder = self.encoder else {
            lastChangedCells = nil
            presentThroughNcurses(canvas, whole: whole)
            placeCursorThroughNcurses(canvas.cursor, resting: canvas.focusPoint)
            guard let update else { doupdate(); return 0 }
            return update()
        }
        self.encoder = nil  // moved out and back: no copy of its buffers, no exclusivity checks
        // The encoder's copy of the screen says which rows changed: no copy of the last frame.
        let cleared = needsClear || whole
        encoder.begin(size: canvas.size, clear: cleared, fill: cleared ? commonestBlank(of: canvas) : .clear)
        needsClear = false
        convert(canvas)
        let target = self.target
        self.target = []  // moved out and back: no copy
        if !cleared {
            target.withUnsafeBufferPointer { frame in
                encoder.scrollIfItPays(frame)
                encoder.shiftBandsIfItPays(frame)
                encoder.fillColumnsIfItPays(frame)
            }
        }
        for y in 0..<canvas.size.height {
            encodeRow(target, width: canvas.size.width, y: y, encoder: &encoder)
        }
        self.target = target
        let bytes = encoder.finish(canvas: canvas)
        lastChangedCells = encoder.changedCells
        self.encoder = encoder
        if !bytes.isEmpty, let output {
            _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, output) }
            fflush(output)
        }
        return update?() ?? bytes.count
    }

    /// Where ncurses draws, it puts the cursor where the frame has it on its update, or hides it
    /// and leaves it `resting` on the focus (`Canvas.focusPoint`).
    private func placeCursorThroughNcurses(_ cursor: Point?, resting: Point?) {
        if let placed = cursor ?? resting {
            leaveok(nk_stdscr(), false)
            wmove(nk_stdscr(), Int32(placed.y), Int32(placed.x))
        } else {
            leaveok(nk_stdscr(), true)
        }
        if (cursor != nil) != cursorShownByNcurses {
            curs_set(cursor != nil ? 1 : 0)
            cursorShownByNcurses = cursor != nil
        }
    }
    /// True while ncurses was told to show the cursor.
    private var cursorShownByNcurses = false

    /// Where ncurses computes the bytes: the changed rows (against a copy of the last frame) go
    /// into its standard window, and `update` sends them.
    private func presentThroughNcurses(_ canvas: Canvas, whole: Bool) {
        let width = canvas.size.width
        if whole {
            previous.removeAll(keepingCapacity: true)
            previous.append(contentsOf: canvas.cells)
        }
        for y in 0..<canvas.size.height {
            let range = (y * width)..<((y + 1) * width)
            if !whole {
                if previous[range] == canvas.cells[range] { continue }
                previous.replaceSubrange(range, with: canvas.cells[range])
            }
            putRow(canvas, y: y)
        }
        wnoutrefresh(nk_stdscr())
    }

    /// The blank most of `canvas`'s blanks are (by background; the lowest colour number of
    /// equals), which a frame drawn whole clears the screen to: the light theme's white then
    /// costs one clear instead of a write for each blank cell.
    private func commonestBlank(of canvas: Canvas) -> TerminalCell {
        var converter = TerminalCellConverter(depth: depth)
        var counts: [Int32: Int] = [:]
        canvas.cells.withUnsafeBufferPointer { cells in
            for cell in cells {
                let converted = converter.convert(cell)
                if converted.isErasable { counts[converted.background, default: 0] += 1 }
            }
        }
        let background = counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key ?? -1
        return TerminalCell(code: 0x20, foreground: TerminalCell.anyColor, background: background, attributes: 0,
                            width: 1)
    }

    /// Lets the encoder plan row `y` of `target` (the converted frame, rows `width` cells long),
    /// unless the screen already shows it.
    private func encodeRow(_ target: [TerminalCell], width: Int, y: Int, encoder: inout FrameEncoder) {
        target.withUnsafeBufferPointer { cells in
            let row = UnsafeBufferPointer(rebasing: cells[(y * width)..<((y + 1) * width)])
            if !encoder.shows(row, row: y) { encoder.encodeRow(y, target: row) }
        }
    }

    /// Converts the whole of `canvas` into terminal cells (`target`, row after row).
    private func convert(_ canvas: Canvas) {
        // Worked on as locals: a class's stored properties are checked for exclusive access on
        // every touch, which costs more than the conversion itself.
        var target = self.target, converter = self.converter
        self.target = []
        target.removeAll(keepingCapacity: true)
        canvas.cells.withUnsafeBufferPointer { cells in
            for cell in cells { target.append(converter.convert(cell)) }
        }
        self.target = target
        self.converter = converter
    }

    /// Writes row `y` into ncurses' standard window, where ncurses draws.
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
                lastAttributes = attributeMask(cell.style)
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

    private func attributeMask(_ style: Style) -> attr_t {
        var mask: attr_t = 0
        let attributes = depth.attributes(for: style)
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

    /// What the current terminal (terminfo) takes of the encoder's sequences, or nil when it is
    /// not an ECMA-48 terminal the encoder can drive (then ncurses draws).
    static func encoderCapabilities() -> FrameEncoder.Capabilities? {
        func string(_ name: String) -> String? {
            guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
            return String(cString: value)
        }
        guard string("cup") == "\u{1B}[%i%p1%d;%p2%dH", tigetflag("xenl") == 1,
              string("setab").map({ $0.hasPrefix("\u{1B}[") }) ?? true else { return nil }
        var capabilities = FrameEncoder.Capabilities()
        capabilities.shifts = string("dch") == "\u{1B}[%p1%dP" && string("ich") == "\u{1B}[%p1%d@"
        capabilities.erase = string("ech") == "\u{1B}[%p1%dX" && string("el") == "\u{1B}[K"
        capabilities.scroll = string("csr") == "\u{1B}[%i%p1%d;%p2%dr" && string("ri") == "\u{1B}M"
        capabilities.coloredErase = tigetflag("bce") == 1
        capabilities.coloredLineErase = capabilities.coloredErase
        return capabilities
    }
}
