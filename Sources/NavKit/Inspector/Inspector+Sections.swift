/// The inspector's motion, frames and trace sections.
extension Inspector {
    /// The eight heights of a sparkline's bar, lowest first.
    static let sparks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// `values` (each 0…1, nil: a gap) as a line of bars.
    static func sparkline(_ values: [Double?]) -> String {
        String(values.map { value in
            guard let value else { return " " }
            return sparks[min(sparks.count - 1, max(0, Int((value * Double(sparks.count - 1)).rounded())))]
        })
    }

    /// The motions running now, then the timeline of the last seconds' progress.
    func drawMotion(_ engine: Engine, into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        var y = rect.minY
        let running = InspectedEngine(engine: engine).runningMotions()
        for line in running.isEmpty ? ["at rest"] : running where y < rect.maxY {
            canvas.write(TerminalText.prefix(line, fitting: rect.size.width - 1), at: Point(x: rect.minX + 1, y: y),
                         style: running.isEmpty ? theme.secondary : theme.content)
            y += 1
        }
        y += 1
        guard y + 1 < rect.maxY else { return }
        let width = rect.size.width - 2
        canvas.write("progress, the last \(Int(Inspector.timelineSeconds)) s (now at the right)",
                     at: Point(x: rect.minX + 1, y: y), style: theme.secondary)
        // A column a slice of the last seconds: the progress of the newest sample in it.
        var columns = [Double?](repeating: nil, count: width)
        let end = engine.now
        engine.recentPast.motion.forEach { sample in
            let age = end - sample.time
            guard age >= 0, age < Inspector.timelineSeconds, sample.isMoving else { return }
            let column = width - 1 - Int(age / Inspector.timelineSeconds * Double(width))
            if column >= 0 && column < width { columns[column] = sample.progress ?? 0.5 }
        }
        canvas.write(Inspector.sparkline(columns), at: Point(x: rect.minX + 1, y: y + 1), style: theme.highlight)
    }

    /// The seconds the motion timeline spans.
    static let timelineSeconds = 3.0

    /// Frames per second, bytes and compose time of the last frames, with their sparklines.
    func drawFrames(_ engine: Engine, into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let records = engine.recentPast.frameRing
        guard let newest = records.last else {
            canvas.write(TerminalText.prefix("No frames recorded: the front end reports them (recentPast.record)",
                                             fitting: rect.size.width - 1),
                         at: Point(x: rect.minX + 1, y: rect.minY), style: theme.secondary)
            return
        }
        let lastSecond = engine.recentPast.frameRate
        var bytes = 0, maxBytes = 1
        var compose = 0.0, maxCompose = 1e-9
        let width = rect.size.width - 2
        var recent: [FrameStatistics] = []
        recent.reserveCapacity(records.count)
        records.forEach { recent.append($0) }
        let shown = recent.suffix(width)
        for record in shown {
            bytes += record.bytes
            maxBytes = max(maxBytes, record.bytes)
            compose += record.composeSeconds
            maxCompose = max(maxCompose, record.composeSeconds)
        }
        let count = max(1, shown.count)
        let counted = shown.compactMap(\.cellsChanged)
        let maxCells = max(1, counted.max() ?? 1)
        let lines: [(String, String?)] = [
            ("\(lastSecond) fps in the last second · \(records.total) frames", nil),
            ("bytes \(newest.bytes) · mean \(bytes / count) · most \(maxBytes)",
             Inspector.sparkline(shown.map { Double($0.bytes) / Double(maxBytes) })),
            ("compose \(Inspector.milliseconds(newest.composeSeconds)) · mean \(Inspector.milliseconds(compose / Double(count)))"
             + " · most \(Inspector.milliseconds(maxCompose))",
             Inspector.sparkline(shown.map { $0.composeSeconds / maxCompose })),
        ] + (newest.cellsChanged.map { cells in
            [("cells changed \(cells) · mean \(counted.reduce(0, +) / max(1, counted.count)) · most \(maxCells)",
              Inspector.sparkline(shown.map { $0.cellsChanged.map { Double($0) / Double(maxCells) } }))]
        } ?? [])
        var y = rect.minY
        for (text, spark) in lines where y < rect.maxY {
            canvas.write(TerminalText.prefix(text, fitting: rect.size.width - 1), at: Point(x: rect.minX + 1, y: y),
                         style: theme.content)
            y += 1
            if let spark, y < rect.maxY {
                canvas.write(spark, at: Point(x: rect.minX + 1, y: y), style: theme.highlight)
                y += 2
            }
        }
    }

    /// Seconds as milliseconds with two decimals, "0.31 ms".
    static func milliseconds(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100_000).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }

    /// The newest trace events of the chosen kind, newest last, with their times.
    func drawTrace(_ records: RecentValues<TraceRecord>, into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        var matching: [TraceRecord] = []
        records.forEach { record in
            if traceFilter == nil || record.event.category == traceFilter { matching.append(record) }
        }
        let filter = "f: " + (traceFilter?.rawValue ?? "all kinds")
        canvas.write(TerminalText.prefix(filter, fitting: rect.size.width - 1), at: Point(x: rect.minX + 1, y: rect.minY),
                     style: theme.secondary)
        let body = Rect(x: rect.minX, y: rect.minY + 1, width: rect.size.width, height: max(0, rect.size.height - 1))
        let range = shownRange(of: matching.count, rows: body.size.height)
        guard !matching.isEmpty else {
            canvas.write("No events yet", at: Point(x: body.minX + 1, y: body.minY), style: theme.secondary)
            return
        }
        for (row, record) in matching[range].enumerated() {
            let y = body.minY + row
            let time = Inspector.seconds(record.time)
            let x = canvas.write(time + " ", at: Point(x: body.minX + 1, y: y), style: theme.secondary)
            canvas.write(TerminalText.prefix(record.event.summary, fitting: max(0, body.maxX - x)), at: Point(x: x, y: y),
                         style: theme.content)
        }
    }

    /// Seconds with three decimals, right-aligned in 9 cells: "   12.345".
    static func seconds(_ value: Double) -> String {
        let millis = Int((value * 1000).rounded())
        let fraction = String(millis % 1000)
        let text = "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
        return String(repeating: " ", count: max(0, 9 - text.count)) + text
    }
}
