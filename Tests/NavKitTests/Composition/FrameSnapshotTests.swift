import Testing
import NavKit
import NavKitTesting

/// Whole frames of the default slide, compared as text at chosen progress values.
@MainActor @Suite struct FrameSnapshotTests {
    func makeDriver() -> HeadlessDriver {
        let home = LetterScreen("Home", letter: "h", next: { LetterScreen("Detail", letter: "d") })
        return HeadlessDriver(root: home, size: Size(width: 30, height: 3), configuration: linearConfiguration())
    }

    /// The two blanks left of the upper pane are its shadow (it hides what is under it). The top
    /// bar stays in place: "Home" slides left into the back control's place, "Detail" comes in
    /// from the right, the chevron fades in (`NavigationBarTransition`).
    nonisolated static let pushFrames: [(Double, [String])] = [
        (0, ["             Home             ",
             "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
             "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"]),
        (0.25, [" ‹         Home      Detail   ",
                "hhhhhhhhhhhhhhhhhhhhh  ddddddd",
                "hhhhhhhhhhhhhhhhhhhhh  ddddddd"]),
        (0.5, [" ‹      Home      Detail      ",
               "hhhhhhhhhhhhh  ddddddddddddddd",
               "hhhhhhhhhhhhh  ddddddddddddddd"]),
        (0.75, [" ‹    Home     Detail         ",
                "hhhhhh  dddddddddddddddddddddd",
                "hhhhhh  dddddddddddddddddddddd"]),
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

    @Test func withFewColoursDimmingIsAnAttributeAndTheShadowACharacter() {
        let home = LetterScreen("Home", letter: "h", next: { LetterScreen("Detail", letter: "d") })
        let driver = HeadlessDriver(root: home, size: Size(width: 30, height: 3), configuration: linearConfiguration(),
                                    display: DisplayTraits(effects: .attributes))
        driver.key(.enter)
        driver.advance(by: 0.5)
        let frame = driver.frame()
        #expect(frame.rows[1] == "hhhhhhhhhhhhhh░ddddddddddddddd")   // one shade column left of the edge
        #expect(frame[3, 1].style.attributes.contains(.dim))          // the covered screen: dim, not recoloured
        #expect(frame[3, 1].style.background == Color.rgb(255, 255, 255))
        #expect(!frame[20, 1].style.attributes.contains(.dim))        // the moving screen: as drawn
        #expect(frame.isWellFormed)
    }

    @Test func pointerEventsOutsideTheScreenAreHarmless() {
        let driver = makeDriver()
        driver.key(.enter)
        driver.runUntilIdle()
        for point in [Point(x: -5, y: -5), Point(x: 10_000, y: 1), Point(x: 1, y: 10_000), Point(x: Int.max / 4, y: -1)] {
            driver.press(point.x, point.y)
            driver.drag(point.x + 3, point.y)
            driver.release(point.x + 3, point.y)
            driver.advance(by: 0.1)
        }
        driver.press(0, 1)
        driver.drag(29, 1)
        driver.advance(by: 0.1)
        driver.release(29, 1)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
        #expect(driver.frame().size == Size(width: 30, height: 3))
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
        #expect(frame.text(ofRow: 1) == "hhhhhhhh  dddddddddd")
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
