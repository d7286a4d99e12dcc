import Testing
import NavKit
import NavKitTesting

/// The inspector's motion, frames and trace sections: what moves now and its timeline, the
/// frames' figures the front end recorded, the trace with its filter.
@MainActor @Suite struct InspectorSectionsTests {
    private func driver() -> HeadlessDriver {
        HeadlessDriver(root: LetterScreen("Home", letter: "h", next: { LetterScreen("Next", letter: "n") }),
                       size: Size(width: 150, height: 20))
    }

    /// The panel's rows (the column right of the app's 100 cells).
    private func panel(_ driver: HeadlessDriver) -> [String] {
        let frame = driver.frame()
        return (0..<frame.size.height).map { String(frame.text(ofRow: $0).dropFirst(100)) }
    }

    @Test func theMotionSectionShowsTheRunningTransitionAndItsTimeline() {
        let driver = driver()
        driver.key(.function(12))
        driver.key(.right)                                       // Motion
        #expect(panel(driver).contains { $0.contains("at rest") })
        driver.key(.escape)
        driver.key(.enter)                                       // the app pushes Next
        driver.advance(by: 0.15)
        let moving = panel(driver)
        #expect(moving.contains { $0.contains("stack: push “Home” → “Next”") })
        #expect(moving.contains { $0.contains(" % · SlideAnimator · ") })
        _ = driver.runUntilIdle()
        let after = panel(driver)
        #expect(after.contains { $0.contains("at rest") })
        let timeline = after.first { $0.contains("▁") || $0.contains("█") }
        #expect(timeline != nil)                                 // the push's progress, drawn as it went
        #expect(timeline?.contains("█") == true)
    }

    @Test func theFramesSectionShowsWhatTheFrontEndRecorded() {
        let driver = driver()
        driver.key(.function(12))
        #expect(driver.engine.recentPast.frames.isEmpty)
        for index in 0..<30 {
            driver.engine.recentPast.record(FrameStatistics(time: Double(index) / 60, bytes: 100 * (index % 3 + 1),
                                                      composeSeconds: 0.0002, cellsChanged: 40 * (index % 2 + 1)))
        }
        driver.key(.right)
        driver.key(.right)                                       // Frames
        let rows = panel(driver)
        #expect(rows.contains { $0.contains("30 fps in the last second · 30 frames") })
        #expect(rows.contains { $0.contains("bytes 300 · mean 200 · most 300") })
        #expect(rows.contains { $0.contains("compose 0.20 ms · mean 0.20 ms · most 0.20 ms") }, "\(rows)")
        #expect(rows.contains { $0.contains("▃▆█▃▆█") })        // 100, 200, 300 bytes
        #expect(rows.contains { $0.contains("cells changed 80 · mean 60 · most 80") }, "\(rows)")
        #expect(rows.contains { $0.contains("▅█▅█▅█") })        // 40, 80 cells
        #expect(driver.engine.recentPast.frames.count == 30)
    }

    @Test func theTraceSectionListsEventsAndFiltersThemByKind() {
        let driver = driver()
        driver.key(.function(12))
        driver.key(.escape)
        driver.key(.enter)
        _ = driver.runUntilIdle()
        #expect(driver.engine.recentPast.trace.contains { $0.event == .push(screen: "Next") })
        driver.key(.function(12))                                // the keys to the inspector
        for _ in 0..<3 { driver.key(.right) }                    // Trace
        var rows = panel(driver)
        #expect(rows.contains { $0.contains("f: all kinds") })
        #expect(rows.contains { $0.contains("transition 96 %") })
        #expect(rows.contains { $0.contains("didAppear Next") })
        #expect(rows.dropLast().last { !$0.trimmingPrefix(" ").isEmpty }?.contains("0.350 stack Home › Next") == true)
        driver.key(.character("f"))                              // navigation only
        rows = panel(driver)
        #expect(rows.contains { $0.contains("f: navigation") })
        #expect(rows.contains { $0.contains("push Next") })
        #expect(!rows.contains { $0.contains("didAppear") })
        driver.key(.character("f"))                              // transitions only
        rows = panel(driver)
        #expect(rows.contains { $0.contains("transition finished") })
        #expect(!rows.contains { $0.contains("push Next") })
        driver.key(.character("f"))
        #expect(panel(driver).contains { $0.contains("f: lifecycle") })
        driver.key(.character("f"))
        #expect(panel(driver).contains { $0.contains("f: gesture") })
        driver.key(.character("f"))                              // and back to every kind
        #expect(panel(driver).contains { $0.contains("f: all kinds") })
    }

    @Test func nothingIsTracedWhileNobodyReads() {
        let driver = driver()
        driver.engine.onTrace = nil                              // the driver's own reader
        driver.key(.enter)
        _ = driver.runUntilIdle()
        #expect(driver.engine.recentPast.trace.isEmpty)
    }

    @Test func eventsHaveAKindAndASummary() {
        #expect(TraceEvent.push(screen: "A").category == .navigation)
        #expect(TraceEvent.gesture(recognizer: "edgePan", state: .began).summary == "edgePan began")
    }
}
