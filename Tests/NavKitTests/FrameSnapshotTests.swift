import Testing
import NavKit
import NavKitTesting

/// Whole frames of the default slide, compared as text at chosen progress values.
@Suite struct FrameSnapshotTests {
    func makeDriver() -> HeadlessDriver {
        let home = LetterScreen("Home", letter: "h", next: { LetterScreen("Detail", letter: "d") })
        return HeadlessDriver(root: home, size: Size(width: 30, height: 3), configuration: linearConfiguration())
    }

    static let pushFrames: [(Double, [String])] = [
        (0, ["             Home             ",
             "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
             "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"]),
        (0.25, ["           Home         ‹ Home",
                "hhhhhhhhhhhhhhhhhhhhhhhddddddd",
                "hhhhhhhhhhhhhhhhhhhhhhhddddddd"]),
        (0.5, ["        Home    ‹ Home     Det",
               "hhhhhhhhhhhhhhhddddddddddddddd",
               "hhhhhhhhhhhhhhhddddddddddddddd"]),
        (0.75, ["      Ho ‹ Home     Detail    ",
                "hhhhhhhhdddddddddddddddddddddd",
                "hhhhhhhhdddddddddddddddddddddd"]),
        (1, [" ‹ Home     Detail            ",
             "dddddddddddddddddddddddddddddd",
             "dddddddddddddddddddddddddddddd"]),
    ]

    @Test(arguments: pushFrames)
    func pushAt(progress: Double, expected: [String]) {
        let driver = makeDriver()
        driver.key(.enter)
        driver.advance(by: progress)
        #expect(driver.frame().rows == expected)
    }

    @Test(arguments: pushFrames)
    func popIsPushPlayedBackwards(progress: Double, expected: [String]) {
        let driver = makeDriver()
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.left)
        driver.advance(by: 1 - progress)
        #expect(driver.frame().rows == expected)
    }

    @Test func lowerScreenIsDimmedAndShadowedWhileCovered() {
        let driver = makeDriver()
        driver.key(.enter)
        driver.advance(by: 0.5)
        let frame = driver.frame()
        let white = Color.rgb(255, 255, 255)
        let visibleLower = frame[3, 1].style.background
        let shadowed = frame[14, 1].style.background
        let upper = frame[20, 1].style.background
        #expect(upper == white)
        #expect(visibleLower != white)
        #expect((shadowed.components?.red ?? 255) < (visibleLower.components?.red ?? 0))
    }

    @Test func aPushShowsAtLeastFifteenDistinctIntermediateFrames() {
        let home = LetterScreen("Home", letter: "h", next: { LetterScreen("Detail", letter: "d") })
        let driver = HeadlessDriver(root: home, size: Size(width: 120, height: 10))
        let before = driver.frame()
        driver.key(.enter)
        let frames = driver.runUntilIdle()
        let intermediate = Set(frames.map(\.description)).subtracting([before.description, frames.last!.description])
        #expect(intermediate.count >= 15)
        #expect(frames.count >= 21 && frames.count <= 23)   // 0.35 s at 60 fps
        #expect(driver.stackTitles == ["Home", "Detail"])
    }

    @Test func droppedFramesNeverSlowTheAnimationDown() {
        let driver = makeDriver()
        driver.key(.enter)
        _ = driver.frame()
        driver.advance(by: 1.0)  // one late frame, a whole duration later
        _ = driver.frame()
        #expect(!driver.engine.isAnimating)
        #expect(driver.stackTitles == ["Home", "Detail"])
    }

    @Test func resizeMidPushKeepsProgressAndFitsTheNewSize() {
        let driver = makeDriver()
        driver.key(.enter)
        driver.advance(by: 0.5)
        _ = driver.frame()
        driver.resize(20, 4)
        let frame = driver.frame()
        #expect(frame.size == Size(width: 20, height: 4))
        #expect(frame.isWellFormed)
        #expect(driver.engine.navigation.transition?.progress == 0.5)
        #expect(frame.text(ofRow: 1) == "hhhhhhhhhhdddddddddd")
    }

    @Test func aTinyTerminalShowsANoticeAndRecovers() {
        let driver = makeDriver()
        driver.resize(9, 2)
        #expect(driver.frameText().contains("too small"))
        driver.resize(1, 1)
        #expect(driver.frame().size == Size(width: 1, height: 1))
        driver.resize(30, 3)
        #expect(driver.frame().text(ofRow: 0).contains("Home"))
    }
}
