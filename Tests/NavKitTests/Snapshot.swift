import Foundation
import Testing
import NavKit

/// Text snapshots of frames, stored under Tests/NavKitTests/Snapshots/.
///
/// A snapshot is the frame's glyphs, row by row, then a line `--`, then the
/// background brightness of every cell (0 = black … 9 = white, space for the
/// terminal's default), so dimming, shadows and fades are pinned too.
/// A missing snapshot fails; run with NAVKIT_RECORD_SNAPSHOTS=1 to write it,
/// then read the file before committing it.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// The snapshot text of `canvas`.
    static func render(_ canvas: Canvas) -> String {
        var lines = canvas.rows
        lines.append("--")
        for y in 0..<canvas.size.height {
            var shade = ""
            for x in 0..<canvas.size.width {
                guard let c = canvas[x, y].style.background.components else { shade += " "; continue }
                let luminance = (0.299 * Double(c.red) + 0.587 * Double(c.green) + 0.114 * Double(c.blue)) / 255
                shade += String(Int((luminance * 9).rounded()))
            }
            lines.append(shade)
        }
        return lines.joined(separator: "\n")
    }

    /// Compares `text` with the stored snapshot `name`, recording it when asked to.
    static func check(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = folder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["NAVKIT_RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? (text + "\n").write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded snapshot \(name); read it, then run again without NAVKIT_RECORD_SNAPSHOTS",
                         sourceLocation: sourceLocation)
            return
        }
        guard let stored = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(name).txt; record it with NAVKIT_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(stored == text + "\n", "snapshot \(name) differs", sourceLocation: sourceLocation)
    }
}
