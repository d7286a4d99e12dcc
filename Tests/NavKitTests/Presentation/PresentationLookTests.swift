import Testing
import NavKit
import NavKitTesting

/// How presentations look, frame by frame: a sheet slides up to rest one row below the top,
/// leaving the presenter's bar in view, and is centred on a wide terminal; an alert is a
/// bordered card with the presenter around it; a full-screen cover hides everything; the
/// presenter dims with the progress; reduce-motion fades the card where it rests.
@MainActor @Suite struct PresentationLookTests {
    /// The row of `frame` whose text contains `title`, if any.
    private func row(of title: String, in frame: Canvas) -> Int? {
        frame.rows.firstIndex { $0.contains(title) }
    }

    @Test func aSheetSlidesUpToRestBelowThePresentersBar() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root)
        root.context?.present(LoggingScreen("Sheet", letter: "s", log: log))
        let frames = driver.runUntilIdle()
        let rows = frames.compactMap { row(of: "Sheet", in: $0) }
        #expect(rows.count > 15)                          // drawn frame by frame, about 0.4 s at 60 fps
        #expect(rows == rows.sorted(by: >))               // always rising
        #expect(rows.first! > 12)
        #expect(rows.last == 2)                           // its bar below its grabber, on row 1
        let rest = frames.last!
        #expect(rest.text(ofRow: 0).contains("Root"))     // the presenter's bar shows above the card
        #expect(rest.text(ofRow: 1).contains("╺━━━━╸"))
        #expect(rest.text(ofRow: 3).hasPrefix("ssss"))
    }

    /// The card is a container of the window's tree drawn at the size it rests at: pulled above
    /// that, its paper fills the rows below it, and nothing of the presenter shows there.
    @Test func aSheetPulledAboveWhereItRestsShowsItsPaperBelow() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root)
        root.context?.present(LoggingScreen("Sheet", letter: "s", log: log), style: .sheet(detents: [.medium]),
                              animated: false)
        let resting = driver.frame()
        let grabber = try! #require(resting.rows.firstIndex { $0.contains("╺━━━━╸") })
        #expect(resting.text(ofRow: 23).contains("s"))
        driver.send(.pointer(PointerEvent(.press, at: Point(x: 40, y: grabber))))
        for step in 1...8 {
            driver.advance(by: 0.016)
            driver.send(.pointer(PointerEvent(.drag, at: Point(x: 40, y: grabber - step))))
        }
        let pulled = driver.frame()
        let top = try! #require(pulled.rows.firstIndex { $0.contains("╺━━━━╸") })
        #expect(top < grabber)                                              // it follows, resisting
        #expect(!pulled.text(ofRow: 23).contains("r"))                      // its paper, not the presenter
        #expect(pulled.text(ofRow: 23).trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func theDimmingFollowsTheProgress() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root)
        let undimmed = driver.frame()[0, 0].style.background
        root.context?.present(LoggingScreen("Sheet", letter: "s", log: log))
        let shades = driver.runUntilIdle().map { $0[0, 0].style.background }
        #expect(shades.first == undimmed || shades.first != shades.last)
        #expect(shades.last != undimmed)                  // dimmed at rest
        #expect(Set(shades).count > 3)                    // in steps, as it comes
        driver.key(.escape)
        let back = driver.runUntilIdle()
        #expect(back.last?[0, 0].style.background == undimmed)
    }

    @Test func onAWideTerminalTheSheetIsCentredWithThePresenterBesideIt() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root, width: 150)
        root.context?.present(LoggingScreen("Sheet", letter: "s", log: log), animated: false)
        let frame = driver.frame()
        let row = frame.text(ofRow: 10)
        #expect(row == String(repeating: "r", count: 25) + String(repeating: "s", count: 100) + String(repeating: "r", count: 25))
    }

    @Test func anAlertIsABorderedCardWithThePresenterAroundIt() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let alert = LoggingScreen("Sure?", letter: "a", log: log)
        alert.preferredHeight = 3
        let driver = presentationDriver(root: root, width: 40, height: 12)
        root.context?.present(alert, style: .alert)
        let frames = driver.runUntilIdle()
        #expect(frames.count > 10)                        // it fades in, frame by frame
        let rest = frames.last!
        #expect(rest.rows == [
            "                  Root                  ",
            "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
            "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
            "rrrr╭──────────────────────────────╮rrrr",
            "rrrr│            Sure?             │rrrr",
            "rrrr│aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa│rrrr",
            "rrrr│aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa│rrrr",
            "rrrr│aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa│rrrr",
            "rrrr╰──────────────────────────────╯rrrr",
            "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
            "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
            "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
        ])
        #expect(driver.engine.contentArea == Rect(x: 5, y: 5, width: 30, height: 3))
    }

    @Test func aFullScreenCoverHidesEverything() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root, width: 40, height: 8)
        root.context?.present(LoggingScreen("Cover", letter: "c", log: log), style: .fullScreen)
        let rest = driver.runUntilIdle().last!
        #expect(rest.text(ofRow: 0).contains("Cover"))
        #expect(rest.rows.dropFirst().allSatisfy { $0 == String(repeating: "c", count: 40) })
    }

    @Test func reduceMotionFadesTheCardWhereItRests() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root) { $0.reduceMotion = true }
        root.context?.present(LoggingScreen("Sheet", letter: "s", log: log))
        let frames = driver.runUntilIdle()
        #expect(frames.count < 16)                        // 0.2 s
        let rows = Set(frames.compactMap { row(of: "Sheet", in: $0) })
        #expect(rows == [2])                              // never moves
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
    }
}
