import TourAssets
import ArgumentParser
import NavKitPlatform
import NavKit
import NavKitCurses

/// `navdemo`: a guided tour of interactive navigation transitions in the terminal.
@main
struct NavDemo: AsyncParsableCommand {
    static let version = "0.3.0"

    static let configuration = CommandConfiguration(
        commandName: "navdemo",
        abstract: "A tour of iOS-style navigation transitions in your terminal.",
        discussion: """
            Keys: ↑/↓ select, Enter or → open, ←, Backspace or Esc go back, Shift+→/] swipe
            back step by step (in a terminal that reports key releases, the kitty keyboard
            protocol's: hold Shift+→ to drag the page, let go to let go), Shift+↑/↓ make a
            sheet taller or shorter (or dismiss it; there, hold Shift+↓ to drag it down),
            Alt+1…9 or F8 select a tab (or click it on the tab bar). ? or F1 lists the
            keys of where you are; Ctrl+P or : finds a command by name.
            Keys of a page and of the tour:
              ↑ k       Previous link
              ↓ j Tab   Next link
              ↵ → l     Open
              h         HUD
              s         Slow motion
              q ⌃C      Quit
            Mouse: click a link to open it, click ‹ Back to go back, or press in the two
            leftmost columns and drag right to swipe the page away; let go past the middle
            (or flick) to go back, before it to stay. Drag a sheet down by its grabber to
            dismiss it.
            """,
        version: version
    )

    @Option(name: .long, help: ArgumentHelp("Folder with the tour's pages.", valueName: "dir"))
    var assets: String?

    @Option(name: .long, help: ArgumentHelp("Push/pop animation.", valueName: "name"))
    var animator: BuiltInAnimator = .slide

    @Option(name: .long, help: ArgumentHelp("Colours: light (iOS's), dark, or terminal (its own colours).",
                                            valueName: "name"))
    var theme: ThemeArgument = .light

    @Option(name: .long, help: ArgumentHelp("Animation length in seconds (default: the animator's own).",
                                            valueName: "seconds"))
    var duration: Double?

    @Option(name: .long, help: ArgumentHelp("Timing curve: linear, ease-in, ease-out, ease-in-out, spring, or cubic-bezier:X1,Y1,X2,Y2.",
                                            valueName: "curve"))
    var curve: CurveArgument?

    @Option(name: .long, help: ArgumentHelp("Speed factor of the settle after a released swipe (0.1–10; 2 is twice as fast).",
                                            valueName: "factor"))
    var completionSpeed = 1.0

    @Option(name: .long, help: ArgumentHelp("Curve of that settle (as --curve); default: keep the finger's speed.",
                                            valueName: "curve"))
    var completionCurve: CurveArgument?

    @Flag(name: .long, help: "Replace movement with a short cross-fade.")
    var reduceMotion = false

    @Flag(name: .long, help: "For a screen reader or a braille display: nothing slides, the cursor shows on the focus, › marks the selection (also when NAVKIT_ACCESSIBLE=1).")
    var accessible = false

    @Flag(name: .long, help: "No full screen: plain lines (each page's title and listing, each focus move, each message), the same keys (also when NAVKIT_LINEAR=1).")
    var linear = false

    @Option(name: .long, help: ArgumentHelp("Width of the back-swipe edge region in cells (1–20).", valueName: "cells"))
    var edgeWidth = 2

    @Option(name: .long, help: ArgumentHelp("Projected progress past which a released swipe goes back (0.05–0.95).",
                                            valueName: "fraction"))
    var threshold = 0.5

    @Flag(name: .long, help: "A rightward drag anywhere in a page goes back, not only from the edge.")
    var fullWidthSwipe = false

    @Option(name: .long, help: ArgumentHelp("Write what happens as JSON lines to this file.", valueName: "file"))
    var trace: String?

    @Option(name: .long, help: ArgumentHelp("Frames per second while something moves (10–240).", valueName: "n"))
    var fps = 60

    @Option(name: .long, help: ArgumentHelp("Record the session as an asciicast v2 file (asciinema play FILE).",
                                            valueName: "file"))
    var record: String?

    @Option(name: .long, help: ArgumentHelp("Run under the prompt in this many rows (or N% of the terminal), not the whole screen.",
                                            valueName: "rows"))
    var inline: InlineHeight?

    @Flag(name: .long, help: "Start with the HUD hidden (h shows it).")
    var noHud = false

    @Flag(name: .long, help: "Leave the mouse to the terminal (its own text selection).")
    var noMouse = false

    @Flag(name: .long, help: "Draw without colours (also when NO_COLOR is set).")
    var noColor = false

    @Flag(name: .customLong("no-subcell"),
          help: "Whole cells only: no pointer in pixels, no pane edges in eighths of a cell.")
    var noSubcell = false

    @Flag(name: .customLong("no-kitty-keys"),
          help: "Do not ask for the kitty keyboard protocol (kitty, WezTerm, foot, Ghostty, iTerm2): keys as other terminals send them.")
    var noKittyKeys = false

    @Flag(name: .customLong("no-margins"),
          help: "Do not shift sliding panes a band of rows at a time with left and right margins where the terminal has them (xterm): every row on its own, as elsewhere.")
    var noMargins = false

    @Flag(name: .customLong("crash-test"),
          help: ArgumentHelp("The first key press traps on purpose (checks that a crash restores the terminal).",
                             visibility: .private))
    var crashTest = false

    /// Parses the command line; usage errors exit with status 2 (not 64).
    static func main() async {
        do {
            let command = try parse()
            try await command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Platform.exit(0)
            }
            TextFile.writeError(fullMessage(for: error) + "\n")
            Platform.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }

    func validate() throws {
        if let duration, !(duration >= 0 && duration <= 60) {
            throw ValidationError("--duration must be between 0 and 60 seconds, not \(duration)")
        }
        guard (1...20).contains(edgeWidth) else {
            throw ValidationError("--edge-width must be between 1 and 20 cells, not \(edgeWidth)")
        }
        guard (10...240).contains(fps) else {
            throw ValidationError("--fps must be between 10 and 240, not \(fps)")
        }
        guard completionSpeed >= 0.1 && completionSpeed <= 10 else {
            throw ValidationError("--completion-speed must be between 0.1 and 10, not \(completionSpeed)")
        }
        guard threshold >= 0.05 && threshold <= 0.95 else {
            throw ValidationError("--threshold must be between 0.05 and 0.95, not \(threshold)")
        }
    }

    @MainActor
    func run() async throws {
        let folder = assets ?? NavDemo.defaultAssetsFolder()
        let pages: [String: Page]
        do {
            pages = try AssetLoader.load(directory: folder)
        } catch let error as AssetError {
            fail(error.description)
        }
        let traceWriter: TraceWriter?
        do {
            traceWriter = try trace.map { try TraceWriter(path: $0) }
        } catch {
            fail("\(error)")
        }
        var options = TerminalApp.Options()
        options.mouse = !noMouse
        options.color = !noColor
        options.subcell = !noSubcell
        options.keyboardProtocol = !noKittyKeys
        options.terminal.margins = !noMargins
        options.framesPerSecond = Double(fps)
        options.quitKeys = []  // q and Ctrl-C go through the key filter, which also closes the help box
        options.configuration.theme = theme.theme
        options.configuration.animator = animator.make(duration: duration, curve: curve?.curve)
        options.configuration.reduceMotion = reduceMotion
        options.accessible = accessible
        options.linear = linear
        options.inline = inline
        options.configuration.edgeWidth = edgeWidth
        options.configuration.swipeThreshold = threshold
        options.configuration.fullWidthSwipe = fullWidthSwipe
        // The sub-cell page says what the terminal answered; set once the app exists.
        var describePointer: () -> String = { "–" }
        let facts: [String: () -> String] = ["pointer": { describePointer() }]
        let app = TerminalApp(root: PageScreen(page: pages[AssetLoader.rootID]!, pages: pages, facts: facts),
                              options: options)
        let engine = app.engine
        describePointer = { [unowned app] in
            NavDemo.describe(app.loop.pixelPointer, edges: app.engine.display.subcellEdges)
        }
        let delegate = TourDelegate(standard: options.configuration.animator, duration: duration)
        delegate.completionSpeed = completionSpeed
        delegate.completionCurve = completionCurve?.curve
        engine.navigation.delegate = delegate
        engine.presentationAnimator = { [delegate] _, look in
            delegate.slowMotion ? SlowMotionAnimator(look, factor: TourDelegate.slowFactor) : look
        }
        let hud = Hud()
        hud.isVisible = !noHud
        // The tour's own keys, listed by `?` with the rest; q and Ctrl-C also quit from the key
        // filter, at once, even while a push runs.
        let mailbox = app.mailbox
        engine.keyCommands = [
            KeyCommand("HUD", key: .character("h"), detail: "Shows or hides the engine's box") {
                hud.isVisible.toggle()
                return .handled
            },
            KeyCommand("Slow motion", key: .character("s"), detail: "Ten times slower, again for normal") {
                delegate.slowMotion.toggle()
                return .handled
            },
            KeyCommand("Quit", keys: [.character("q"), .control("c")]) {
                mailbox.requestQuit()
                return .handled
            },
        ]
        engine.keepsRecentTrace = true                // the HUD reads the engine's trace
        if let traceWriter {
            app.onTrace = { event, time in traceWriter.write(event, at: time) }
        }
        app.hooks.onFrame = { report in
            traceWriter?.writeFrame(number: report.number, bytes: report.bytes, awaitsAnswer: report.awaitsAnswer,
                                     at: report.time)
        }
        app.hooks.onFrameAnswered = { answer in
            traceWriter?.writeFrameAnswered(number: answer.number, roundTrip: answer.roundTrip, at: answer.time)
        }
        traceWriter?.write(.stack(engine.navigation.screens.map(\.title)), at: 0)
        var recorder: CastRecorder?
        let recordPath = record
        app.onStart = { session in
            recorder = try recordPath.map { try CastRecorder(path: $0, size: session.size, term: session.terminalType) }
            if let recorder { session.onOutput = { recorder.output($0) } }
        }
        app.hooks.overlay = { [unowned engine] canvas in
            recorder?.resize(to: canvas.size)
            hud.draw(engine, slowMotion: delegate.slowMotion, in: engine.size, into: &canvas)
        }
        let crashTest = self.crashTest
        app.hooks.keyFilter = { [unowned engine] key in
            if crashTest { fatalError("crash test: trapping on purpose") }
            // A page editing text types q; Ctrl-C still quits.
            if engine.topScreenIsEditingText && key != .control("c") { return .pass }
            return key == .character("q") || key == .control("c") ? .quit : .pass
        }
        await app.runAsMain()
    }

    /// What the terminal said about pixel reports, and how edges are drawn, in a sentence.
    static func describe(_ pointer: PixelPointerStatus, edges: Bool) -> String {
        let cells = ", so the pointer comes in whole cells"
        let reports: String
        switch pointer {
        case .notAsked:
            reports = "not asked for pixel reports (--no-subcell, --no-mouse, or a terminal outside xterm's family)" + cells
        case .asking: reports = "asked for pixel reports, no answer yet"
        case .on(let cell?): reports = "pixel reports on; a cell is \(cell.width) × \(cell.height) pixels"
        case .on(nil): reports = "pixel reports on; the cell size in pixels is not known yet"
        case .declined(let setting):
            reports = "no pixel reports (it answered mode 1016 is \(setting == 0 ? "unknown" : "off"))" + cells
        case .noAnswer: reports = "no answer about pixel reports" + cells
        }
        return reports + "; pane edges are drawn in " + (edges ? "eighths of a cell." : "whole cells.")
    }

    /// `Assets` in the current folder, else the one beside the sources this was built from.
    static func defaultAssetsFolder() -> String {
        if TextFile.isDirectory("Assets") { return "Assets" }
        let source = #filePath
        let parts = source.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(3).joined(separator: "/") + "/Assets"
    }

    private func fail(_ message: String) -> Never {
        TextFile.writeError("navdemo: \(message)\n")
        Platform.exit(2)
    }
}
