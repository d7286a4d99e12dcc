import NavKit

/// The heads-up display (toggled with `h`): the stack path, the running
/// transition (operation, animator, interactive or not, progress as a bar
/// and a number), the gesture and its velocity, the pointer and the moving
/// pane's edge in cells with their fractions, where the terminal reports key
/// releases the key to hold for the swipe (or the sheet), the last callbacks,
/// frames per second and bytes per frame. Drawn over the frame's bottom-right corner.
/// It keeps nothing of its own: it reads what the engine keeps for the
/// inspector (`recentPast`) and its snapshot.
@MainActor
final class Hud {
    /// Shown or hidden.
    var isVisible = true

    static let box = Style(foreground: .rgb(235, 235, 240), background: .rgb(44, 44, 46))
    static let label = Style(foreground: .rgb(152, 152, 160), background: .rgb(44, 44, 46))
    static let accent = Style(foreground: .rgb(100, 210, 255), background: .rgb(44, 44, 46), attributes: .bold)
    static let width = 46

    /// Draws the HUD for `engine`'s state into `canvas` (nothing when hidden or when it does not fit),
    /// and a badge while `slowMotion` is on.
    /// `area` is the app's part of the canvas (the inspector's column is beside it).
    func draw(_ engine: Engine, slowMotion: Bool, in area: Size, into canvas: inout Canvas) {
        if slowMotion { drawBadge(in: area, into: &canvas) }
        guard isVisible else { return }
        let lines = content(engine)
        let width = min(Hud.width, area.width - 2)
        let height = lines.count + 2
        guard width >= 24, area.height >= height + 6 else { return }
        let origin = Point(x: area.width - width - 1, y: area.height - height - 1)
        canvas.fill(Rect(x: origin.x, y: origin.y, width: width, height: height), style: Hud.box)
        canvas.write(" HUD · h hides · ? help ", at: Point(x: origin.x + 2, y: origin.y), style: Hud.label)
        for (index, line) in lines.enumerated() {
            var x = origin.x + 2
            for (text, style) in line {
                x = canvas.write(TerminalText.prefix(text, fitting: max(0, origin.x + width - 2 - x)),
                                 at: Point(x: x, y: origin.y + 1 + index), style: style)
            }
        }
    }

    private func content(_ live: Engine) -> [[(String, Style)]] {
        let engine = live.snapshot
        let gesture = live.recentPast.trace(last: 1) { $0.category == .gesture }.first?.event.summary ?? "none"
        let callbacks = live.recentPast.trace(last: 3) { Hud.isCallback($0) }.map(\.event.summary)
        // The top stack's: the depth always shows, the path gives way from the root end; a
        // presented stack says its style first.
        let titles = engine.presented.last ?? engine.stack
        let depth = "  (\(titles.count))"
        let style = engine.presentedStyles.last.map { "\($0.isSheet ? "sheet" : $0.description): " } ?? ""
        let room = Hud.width - 4 - TerminalText.width(of: "stack  ") - TerminalText.width(of: depth)
            - TerminalText.width(of: style)
        var path = titles.joined(separator: " › ")
        for kept in [2, 1] where TerminalText.width(of: path) > room {
            path = "… › " + titles.suffix(kept).joined(separator: " › ")
        }
        path = TerminalText.prefix(path, fitting: room)
        var lines: [[(String, Style)]] = [[("stack  ", Hud.label), (style, Hud.accent), (path + depth, Hud.box)]]
        if let sheet = engine.sheet {
            // A sheet the user moves: how far toward dismissal, down the rows.
            let detent = engine.sheetDetent.map { " · from \($0)" } ?? ""
            lines.append([("move   ", Hud.label), ("sheet · \(sheet.isTracking ? "held" : "let go")\(detent)", Hud.accent)])
            lines.append(Hud.progressLine(sheet.dismissal))
            lines.append([("touch  ", Hud.label), ("\(gesture) · v \(Hud.format(sheet.velocity)) rows/s", Hud.box)])
            let pointer = engine.pointer.map { Hud.hundredths($0.preciseY) } ?? "–"
            lines.append([("rows   ", Hud.label), ("pointer \(pointer) · edge \(Hud.eighths(sheet.edge))", Hud.box)])
        } else {
            if let transition = engine.transition {
                let kind = transition.isInteractive ? "interactive" : "animated"
                let operation = transition.isPresentation ? (transition.operation == .push ? "present" : "dismiss")
                    : "\(transition.operation)"
                lines.append([("move   ", Hud.label), ("\(operation) · \(transition.animator) · \(kind)", Hud.accent)])
                lines.append(Hud.progressLine(transition.progress))
            } else {
                let detent = engine.sheetDetent.map { " · sheet at \($0)" } ?? ""
                lines.append([("move   ", Hud.label), ("at rest\(detent)", Hud.box)])
                lines.append([("p      ", Hud.label), ("–", Hud.box)])
            }
            let velocity = engine.swipeVelocity
            lines.append([("touch  ", Hud.label), ("\(gesture) · v \(Hud.format(velocity)) widths/s", Hud.box)])
            let pointer = engine.pointer.map { Hud.hundredths($0.preciseX) } ?? "–"
            let edge = engine.topPaneEdge.map(Hud.eighths) ?? "–"
            lines.append([("cells  ", Hud.label), ("pointer \(pointer) · edge \(edge)", Hud.box)])
        }
        if live.reportsKeyReleases {
            // Only where keys are held like a finger: elsewhere Shift+→ steps, as help says.
            let key = engine.sheet != nil || engine.sheetDetent != nil ? "hold ⇧↓ to drag the sheet down"
                : "hold ⇧→ to drag the page back"
            lines.append([("keys   ", Hud.label), (key, Hud.box)])
        }
        if let change = SettingsScreen.lastChange { lines.append([("value  ", Hud.label), (change, Hud.accent)]) }
        lines.append([("calls  ", Hud.label), (callbacks.last ?? "–", Hud.box)])
        for call in callbacks.dropLast().reversed().prefix(2) { lines.append([("       ", Hud.label), (call, Hud.label)]) }
        let bytes = live.recentPast.lastFrame?.bytes ?? 0
        lines.append([("draw   ", Hud.label),
                      ("\(live.recentPast.frameRate) fps · \(Hud.format(Double(bytes) / 1024)) KB last frame", Hud.box)])
        return lines
    }

    /// The `p` line: `progress` (0…1) as a bar of 20 cells and a number with two decimals.
    private static func progressLine(_ progress: Double) -> [(String, Style)] {
        let filled = Int((min(1, max(0, progress)) * 20).rounded())
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
        let hundredths = Int((progress * 100).rounded())
        let fraction = hundredths % 100 < 10 ? "0\(hundredths % 100)" : "\(hundredths % 100)"
        return [("p      ", Hud.label), (bar, Hud.accent), ("  \(hundredths / 100).\(fraction)", Hud.box)]
    }

    private func drawBadge(in area: Size, into canvas: inout Canvas) {
        let text = " slow motion 10× · s "
        let x = area.width - TerminalText.width(of: text) - 1
        guard x > 0, area.height > 2 else { return }
        canvas.write(text, at: Point(x: x, y: 1), style: Hud.accent)
    }

    /// The events the HUD lists as calls: appearance and show callbacks, a transition's end.
    private static func isCallback(_ event: TraceEvent) -> Bool {
        switch event {
        case .willAppear, .didAppear, .willDisappear, .didDisappear, .willShow, .didShow,
             .transitionFinished, .transitionCancelled, .transitionStalled:
            true
        default:
            false
        }
    }

    /// Cells with two decimals (a pointer reported in pixels has fractions; in cells, .00).
    static func hundredths(_ value: Double) -> String {
        let hundredths = Int((abs(value) * 100).rounded())
        let fraction = hundredths % 100
        return (value < 0 && hundredths > 0 ? "-" : "") + "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Cells to the nearest eighth, as the edge is drawn: "40", "40 3/8".
    static func eighths(_ value: Double) -> String {
        let eighths = Int((value * 8).rounded())
        let whole = eighths >= 0 ? eighths / 8 : -((-eighths + 7) / 8)
        let part = eighths - whole * 8
        guard part != 0 else { return "\(whole)" }
        let (numerator, denominator) = part % 4 == 0 ? (part / 4, 2) : part % 2 == 0 ? (part / 2, 4) : (part, 8)
        return "\(whole) \(numerator)/\(denominator)"
    }

    /// A number with one decimal (no Foundation).
    static func format(_ value: Double) -> String {
        let tenths = Int((abs(value) * 10).rounded())
        return (value < 0 && tenths > 0 ? "-" : "") + "\(tenths / 10).\(tenths % 10)"
    }
}
