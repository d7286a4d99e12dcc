import Testing
import NavKit
import NavKitTesting

/// A form of the three choice controls; it records the user's changes.
private final class Choices: ComposedScreen {
    let title = "Choices"
    let box = Checkbox("Remember me")
    let size = RadioGroup(["Small", "Medium", "Large"], selectedIndex: 1)
    let view = SegmentedControl(["Day", "Week", "Month"])
    var changes: [String] = []
    lazy var parts = Stack(.vertical, padding: 1, [
        .fixed(1, box), .fitting(size), .fixed(1, view), .flexible(Spacer()),
    ])

    init() {
        box.onChange = { [unowned self] in changes.append("box \($0)") }
        size.onChange = { [unowned self] in changes.append("size \($0)") }
        view.onChange = { [unowned self] in changes.append("view \($0)") }
    }
}

/// Checkbox, radio group and segmented control: drawn in every look, changed by key and click,
/// their actions called once for each change the user makes and never for code's; the
/// segmented control's selection slides, and turns around in mid-slide.
@MainActor @Suite struct ChoiceControlsTests {
    private func driver(_ screen: Choices) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 40, height: 12),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(screen, animated: false)
        _ = driver.frame()
        return driver
    }

    // Screen rows: the bar, the padding, the box (2), the three options (3–5), the segments (6).
    // Pointer rows are content rows, one less.

    @Test func theyDrawTheirState() {
        let frame = driver(Choices()).frame()
        #expect(frame.text(ofRow: 2).hasPrefix("  [ ] Remember me"))
        #expect(frame.text(ofRow: 3).hasPrefix("  ( ) Small"))
        #expect(frame.text(ofRow: 4).hasPrefix("  (●) Medium"))
        #expect(frame.text(ofRow: 5).hasPrefix("  ( ) Large"))
        #expect(frame.text(ofRow: 6).hasPrefix("    Day  │ Week  │ Month  "))
        #expect(frame[3, 6].style == Theme.light.selection && frame[10, 6].style == Theme.light.content && frame[9, 6].character == "│")
    }

    @Test func theCheckboxTicksBySpaceEnterAndClick() {
        let screen = Choices()
        let driver = driver(screen)
        #expect(screen.box.isFocused)
        driver.key(.character(" "))
        #expect(screen.box.isChecked && driver.frame().text(ofRow: 2).hasPrefix("  [✓] Remember me"))
        driver.key(.enter)
        driver.tap(10, 1)                                               // on the title
        #expect(screen.changes == ["box true", "box false", "box true"])
        screen.box.isChecked = false                                    // code: drawn, not told
        #expect(driver.engine.needsFrame && driver.frame().text(ofRow: 2).hasPrefix("  [ ]"))
        #expect(screen.changes.count == 3)
        driver.tap(25, 1)                                               // past the title: nothing
        #expect(!screen.box.isChecked)
    }

    @Test func theRadioGroupSelectsWithArrowsAndClicksAndStopsAtItsEnds() {
        let screen = Choices()
        let driver = driver(screen)
        driver.key(.tab)
        #expect(screen.size.isFocused)
        driver.key(.down)
        #expect(screen.size.selectedIndex == 2 && driver.frame().text(ofRow: 5).hasPrefix("  (●) Large"))
        driver.key(.down)                                               // the end: nothing more
        driver.key(.up)
        driver.key(.up)
        driver.key(.up)
        #expect(screen.size.selectedIndex == 0)
        #expect(screen.changes == ["size 2", "size 1", "size 0"])
        driver.tap(9, 4)                                                // "Large"'s title
        #expect(screen.size.selectedIndex == 2 && screen.changes.last == "size 2")
        driver.tap(9, 4)                                                // already: no change
        #expect(screen.changes.count == 4)
        #expect(driver.stackTitles == ["Root", "Choices"])
    }

    @Test func theSegmentedControlsSelectionSlidesAndTurnsAround() {
        let screen = Choices()
        let driver = driver(screen)
        driver.key(.tab)
        driver.key(.tab)
        #expect(screen.view.isFocused && driver.frame().text(ofRow: 6).hasPrefix(" [  Day  │ Week  │ Month ]"))
        driver.key(.right)
        #expect(screen.view.selectedIndex == 1 && screen.changes == ["view 1"])
        var positions: [Double] = []
        for _ in 0..<6 {
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
            positions.append(screen.view.selectionPosition)
        }
        #expect(positions == positions.sorted() && positions.last.map { $0 > 0.2 && $0 < 0.9 } == true)
        let midway = screen.view.selectionPosition
        driver.key(.left)                                               // back, in mid-slide
        driver.advance(by: 1.0 / 60)
        _ = driver.frame()
        #expect(screen.view.selectionPosition <= midway && screen.view.selectionPosition > midway - 0.2)
        driver.runUntilIdle()
        #expect(screen.view.selectionPosition == 0 && screen.changes == ["view 1", "view 0"])
        driver.key(.left)                                               // the first: ← does not go back
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root", "Choices"] && screen.changes.count == 2)
        driver.tap(20, 5)                                               // "Month"
        driver.runUntilIdle()
        let frame = driver.frame()
        #expect(screen.view.selectedIndex == 2 && frame[20, 6].style == Theme.light.selection)
        #expect(frame[3, 6].style == Theme.light.content)
        screen.view.selectedIndex = 0                                   // code: at once, not told
        #expect(screen.view.selectionPosition == 0 && screen.changes == ["view 1", "view 0", "view 2"])
    }

    @Test func withoutColourTheStateShowsInGlyphsAndReverseVideo() {
        let screen = Choices()
        let driver = driver(screen)
        driver.engine.configuration.theme = Theme.light.withoutColor()
        screen.box.isChecked = true
        let frame = driver.frame()
        #expect(frame[3, 2].character == "✓" && frame[3, 2].style.attributes.contains(.reverse))  // focused
        #expect(frame[3, 4].character == "●" && frame[3, 4].style == Style(attributes: .bold))    // the tint
        #expect(frame[3, 6].style.attributes.contains(.reverse))
    }

    @Test func disabledTheyTakeNothing() {
        let screen = Choices()
        screen.box.isEnabled = false
        screen.size.isEnabled = false
        screen.view.isEnabled = false
        let driver = driver(screen)
        driver.tap(3, 1)
        driver.tap(9, 2)
        driver.tap(20, 5)
        driver.key(.character(" "))
        #expect(screen.changes.isEmpty && !screen.box.isFocused && !screen.view.isFocused)
        #expect(driver.frame()[3, 3].style == Theme.light.secondary)
    }

    @Test func aReaderHearsEachChoiceAndWhichIsSelected() {
        let text = driver(Choices()).accessibilityText()
        #expect(text.contains("checkbox: Remember me, unchecked"))
        #expect(text.contains("radio button: Medium"))
        #expect(text.contains("segment: Day"))
    }
}
