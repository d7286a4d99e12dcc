import Testing
import NavKit
import NavKitTesting

/// A settings list: two switches and a row that opens a page, in sections, and a checked choice.
private final class SettingsList: ComposedScreen {
    let title = "Settings"
    var wifi = false, bluetooth = true
    var opened: [Int] = []
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])

    init() {
        list.rows = ListRows(sections: [
            ListSection("Connections", count: 2),
            ListSection("Display", count: 2),
        ]) { [unowned self] index in
            switch index {
            case 0: ListRow("Wi-Fi", accessory: .toggle(isOn: wifi))
            case 1: ListRow("Bluetooth", accessory: .toggle(isOn: bluetooth))
            case 2: ListRow("Appearance", detail: "Dark", accessory: .disclosure)
            default: ListRow("Large text", accessory: .checkmark)
            }
        }
        list.onToggle = { [unowned self] index, isOn in
            if index == 0 { wifi = isOn } else { bluetooth = isOn }
        }
        list.onActivate = { [unowned self] index in
            opened.append(index)
            return .handled
        }
    }
}

/// Rows with accessories: a switch turned over by Space, Enter and a click on it (its knob
/// sliding), a disclosure mark after a detail, a check mark; a click beside the switch activates.
@MainActor @Suite struct ListAccessoryTests {
    private func driver(_ screen: SettingsList) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 30, height: 10),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(screen, animated: false)
        _ = driver.frame()
        return driver
    }

    // Screen rows: the bar, "Connections" 1, Wi-Fi 2, Bluetooth 3, "Display" 4, Appearance 5,
    // Large text 6. The switch is the row's last five cells before the margin: columns 24…28.

    @Test func accessoriesShowAtTheRightEnd() {
        let frame = driver(SettingsList()).frame()
        #expect(frame.text(ofRow: 2) == " Wi-Fi                  ●──── ")
        #expect(frame.text(ofRow: 3) == " Bluetooth              ━━━━● ")
        #expect(frame.text(ofRow: 5).hasSuffix("Dark › ") && frame.text(ofRow: 6).hasSuffix("✓ "))
    }

    @Test func spaceOrEnterTurnsTheSelectedRowsSwitchAndItsKnobSlides() {
        let screen = SettingsList()
        let driver = driver(screen)
        driver.key(.character(" "))                                   // Wi-Fi, selected first
        #expect(screen.wifi)
        var cells: [String] = []
        for _ in 0..<14 {
            driver.advance(by: 1.0 / 60)
            cells.append(String(driver.frame().text(ofRow: 2).suffix(6)))
        }
        #expect(cells.contains("━━●── ") && cells.last == "━━━━● ")   // through the middle, to the end
        driver.key(.down)
        driver.key(.enter)                                           // Bluetooth: Enter turns it too
        driver.runUntilIdle()
        #expect(!screen.bluetooth && screen.opened.isEmpty)
        #expect(driver.frame().text(ofRow: 3).hasSuffix("●──── "))
    }

    @Test func aClickOnTheSwitchTurnsItAndOneBesideItActivatesTheRow() {
        let screen = SettingsList()
        let driver = driver(screen)
        driver.tap(26, 1)                                             // Wi-Fi's switch (content row 1)
        #expect(screen.wifi && screen.opened.isEmpty)
        driver.tap(4, 1)                                              // its title: the row's action
        #expect(screen.wifi && screen.opened == [0])
        driver.tap(4, 4)                                              // Appearance
        #expect(screen.opened == [0, 2])
        driver.key(.character(" "))                                   // no switch: Space does nothing
        #expect(screen.opened == [0, 2])
    }

    @Test func aReaderHearsTheSwitchesAndTheCheckMark() {
        let text = driver(SettingsList()).accessibilityText()
        #expect(text.contains("row: Wi-Fi, off"))
        #expect(text.contains("row: Bluetooth, on"))
        #expect(text.contains("row: Appearance, Dark"))
        #expect(text.contains("row: Large text, checked"))
    }
}
