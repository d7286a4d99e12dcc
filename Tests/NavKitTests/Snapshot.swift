import Foundation
import Testing
import NavKit
import NavKitTesting

/// Text snapshots of frames (`FrameSnapshot`), stored under Tests/NavKitTests/Snapshots/.
/// A missing snapshot fails; run with NAVKIT_RECORD_SNAPSHOTS=1 to write it,
/// then read the file before committing it.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// The snapshot text of `canvas` (`FrameSnapshot.text(of:)`).
    static func render(_ canvas: Canvas) -> String { FrameSnapshot.text(of: canvas) }

    /// The snapshot text of `canvas` with its styles (`FrameSnapshot.styledText(of:)`).
    static func renderStyled(_ canvas: Canvas) -> String { FrameSnapshot.styledText(of: canvas) }

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
