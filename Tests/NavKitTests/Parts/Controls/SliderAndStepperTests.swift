import Testing
import NavKit
import NavKitTesting

/// A volume slider, a stepped brightness slider and a copies stepper; it records the user's changes.
private final class Levels: ComposedScreen {
    let title = "Levels"
    let volume = Slider(value: 0.5)
    let brightness = Slider(value: 40, in: 0...100, step: 10)
    let copies = Stepper(value: 1, in: 1...5)
    var changes: [String] = []
    lazy var parts = Stack(.vertical, padding: 1, [
        .fixed(1, volume), .fixed(1, brightness), .fixed(1, copies), .flexible(Spacer()),
    ])

    init() {
        volume.onChange = { [unowned self] in changes.append("volume \($0)") }
        brightness.onChange = { [unowned self] in changes.append("brightness \($0)") }
        copies.onChange = { [unowned self] in changes.append("copies \($0)") }
    }
}

/// Slider and stepper: drawn to an eighth of a cell, moved by keys, a press and a drag to sub-cell
/// positions, snapped to their steps, a held stepper button repeating on the clock's schedule.
@MainActor @Suite struct SliderAndStepperTests {
    private func driver(_ screen: Levels) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 22, height: 10),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(screen, animated: false)
        _ = driver.frame()
        return driver
    }

    // The frame is 20 wide from column 1: the track is columns 2…19 (18 cells). Screen rows: the
    // volume 2, the brightness 3, the stepper 4; pointer rows one less.

    @Test func theTrackIsFilledToAnEighthOfACell() {
        let screen = Levels()
        let driver = driver(screen)
        #expect(driver.frame().text(ofRow: 2) == " [█████████─────────] ")           // 0.5 of 18: 9 cells
        screen.volume.value = 0.25                                                  // 4.5 cells: ▌
        #expect(driver.engine.needsFrame)
        #expect(driver.frame().text(ofRow: 2) == " [████▌─────────────] ")
        screen.volume.value = 1.0 / 18 + 3.0 / 8 / 18                              // 1⅜ cells: ▍
        #expect(driver.frame().text(ofRow: 2) == " [█▍────────────────] ")
        #expect(screen.changes.isEmpty)                                            // code calls nothing
        #expect(driver.frame().text(ofRow: 3) == "  ███████▎──────────  ")        // 40 of 100: 7.2 cells, ▎
    }

    @Test func arrowsStepHomeAndEndGoToTheEndsAndLeftNeverGoesBack() {
        let screen = Levels()
        let driver = driver(screen)
        driver.key(.right)
        #expect(screen.volume.value == 0.55)
        driver.key(.home)
        driver.key(.left)                                                           // at the end: nothing more
        driver.runUntilIdle()
        #expect(screen.volume.value == 0 && driver.stackTitles == ["Root", "Levels"])
        driver.key(.tab)
        driver.key(.right)
        driver.key(.end)
        #expect(screen.changes == ["volume 0.55", "volume 0.0", "brightness 50.0", "brightness 100.0"])
    }

    @Test func aPressPutsTheValueUnderThePointerAndADragFollowsItToSubcellPositions() {
        let screen = Levels()
        let driver = driver(screen)
        driver.press(2.0 + 4.5, 1.5)                                               // 4½ cells of 18
        #expect(abs(screen.volume.value - 0.25) < 1e-9)
        driver.advance(by: 1.0 / 60)
        driver.drag(2.0 + 9.25, 1.5)                                               // past the tap's slop
        #expect(abs(screen.volume.value - 9.25 / 18) < 1e-9)
        driver.advance(by: 1.0 / 60)
        driver.drag(2.0 + 13.625, 1.5)
        #expect(abs(screen.volume.value - 13.625 / 18) < 1e-9)
        #expect(driver.frame().text(ofRow: 2).hasPrefix(" [█████████████▋"))
        driver.advance(by: 1.0 / 60)
        driver.drag(30.0, 1.5)                                                     // past the end: the end
        driver.release(30.0, 1.5)
        #expect(screen.volume.value == 1 && screen.changes.count == 4)
        driver.tap(19, 1)                                                          // whole cells: the last is the end
        driver.tap(2, 1)                                                           // and the first the start
        #expect(screen.volume.value == 0 && driver.stackTitles == ["Root", "Levels"])
    }

    @Test func aSteppedSliderSnapsAndOneNotContinuousSaysOnceOnRelease() {
        let screen = Levels()
        screen.brightness.isContinuous = false
        let driver = driver(screen)
        driver.press(2.0 + 6.0, 2.5)                                               // 6.5 of 18: 36 → 40
        driver.advance(by: 1.0 / 60)
        driver.drag(2.0 + 11.0, 2.5)                                               // 64 → 60
        #expect(screen.brightness.value == 60 && screen.changes.isEmpty)
        driver.advance(by: 1.0 / 60)
        driver.drag(2.0 + 12.0, 2.5)                                               // 69 → 70
        driver.release(2.0 + 12.0, 2.5)
        #expect(screen.brightness.value == 70 && screen.changes == ["brightness 70.0"])
        screen.brightness.value = 33                                               // code snaps too
        #expect(screen.brightness.value == 30)
    }

    @Test func theStepperStepsByKeysAndButtonsAndFadesAButtonAtItsBound() {
        let screen = Levels()
        let driver = driver(screen)
        let frame = driver.frame()
        #expect(frame.text(ofRow: 4).hasPrefix("  [−] 1 [+]"))
        #expect(frame[3, 4].style == Theme.light.secondary && frame[9, 4].style == Theme.light.tint)
        driver.key(.tab)
        driver.key(.tab)
        #expect(screen.copies.isFocused)
        driver.key(.character("+"))
        driver.key(.right)
        driver.key(.character("-"))
        #expect(screen.copies.value == 2)
        driver.tap(9, 3)                                                           // [+]
        #expect(screen.copies.value == 3 && driver.frame().text(ofRow: 4).hasPrefix("  [−] 3 [+]"))
        driver.key(.left)
        driver.key(.left)
        driver.key(.left)                                                          // at 1: nothing, no going back
        driver.runUntilIdle()
        #expect(screen.copies.value == 1 && driver.stackTitles == ["Root", "Levels"])
        #expect(screen.changes == ["copies 2.0", "copies 3.0", "copies 2.0", "copies 3.0", "copies 2.0", "copies 1.0"])
    }

    @Test func aHeldButtonRepeatsAfterHalfASecondUntilTheReleaseOrTheBound() {
        let screen = Levels()
        let driver = driver(screen)
        driver.press(9, 3)                                                         // [+], held
        #expect(screen.copies.value == 2)
        for _ in 0..<29 {                                                          // 0.48 s: no repeat yet
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
        }
        #expect(screen.copies.value == 2)
        for _ in 0..<8 {                                                           // 0.5 s, then 0.6 s
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
        }
        #expect(screen.copies.value == 4)
        driver.release(9, 3)
        driver.advance(by: 1)
        _ = driver.frame()
        #expect(screen.copies.value == 4 && !driver.engine.needsFrame)
        driver.press(9, 3)                                                         // to the bound, and it stops
        driver.advance(by: 1.0 / 60)
        _ = driver.frame()
        driver.advance(by: 2)
        _ = driver.frame()
        #expect(screen.copies.value == 5)
        driver.advance(by: 1.0 / 60)
        _ = driver.frame()
        #expect(!driver.engine.isAnimating)                                        // no frames while held at the bound
    }

    @Test func aReaderHearsTheValues() {
        let screen = Levels()
        screen.volume.accessibilityLabel = "Volume"
        screen.copies.accessibilityLabel = "Copies"
        let text = driver(screen).accessibilityText()
        #expect(text.contains("slider: Volume, 0.5"))
        #expect(text.contains("stepper: Copies, 1"))
    }
}
