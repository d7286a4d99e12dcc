import CHeapStatistics
import Testing
@testable import NavKit
import NavKitTesting

/// Ten thousand screens deep and back: memory per stacked screen stays small
/// because only the visible screens are kept rendered.
@MainActor @Suite(.serialized) struct DeepStackTests {
    @Test func tenThousandScreensAndBackToTheRoot() {
        // No trace listener: the test measures the engine, not a log of 10,000 stack snapshots.
        let driver = HeadlessDriver(root: PlainScreen("Root", letter: "r"), size: Size(width: 120, height: 40))
        driver.engine.onTrace = nil
        _ = driver.frame()
        let before = heapBytesInUse()
        for index in 1...10_000 {
            driver.engine.navigation.push(PlainScreen("S\(index)", letter: "s"), animated: false)
            if index % 500 == 0 {
                _ = driver.frame()
                #expect(driver.engine.navigation.composer.panes.count <= 3, "\(driver.engine.navigation.composer.panes.count) panes kept at depth \(index)")
            }
        }
        _ = driver.frame()
        #expect(driver.engine.navigation.entries.count == 10_001)
        if before >= 0 {  // where the C library reports its heap
            let perScreen = (heapBytesInUse() - before) / 10_000
            print("deep stack: \(perScreen) bytes of heap per stacked screen (10,000 screens, 120x40)")
            // A rendered 120x40 pane alone is over 100 KB; a stacked screen must cost far less.
            #expect(perScreen < 2_048)
        }
        driver.engine.navigation.popToRoot(animated: true)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
        #expect(driver.engine.navigation.composer.panes.count <= 1)
        #expect(driver.frame().rows[1].allSatisfy { $0 == "r" })
    }

    /// Bytes the C heap has handed out and not taken back (-1 where the C library does not say).
    private func heapBytesInUse() -> Int { Int(nk_heap_bytes_in_use()) }
}

/// A screen filled with one letter.
private final class PlainScreen: Screen {
    let title: String
    let letter: Character
    init(_ title: String, letter: Character) {
        self.title = title
        self.letter = letter
    }
    func draw(in canvas: inout Canvas) {
        let row = String(repeating: letter, count: canvas.size.width)
        for y in 0..<canvas.size.height { canvas.write(row, at: Point(x: 0, y: y), style: .plain) }
    }
}
