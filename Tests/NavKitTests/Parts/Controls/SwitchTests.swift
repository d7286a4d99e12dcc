import Testing
import NavKit
import NavKitTesting

/// Two switches and a button, as a settings screen has them; it counts the user's changes.
private final class Toggles: ComposedScreen {
    let title = "Toggles"
    let wifi = Switch("Wi-Fi", isOn: false)
    let bluetooth = Switch("Bluetooth", isOn: true)
    var changes: [Bool] = []
    lazy var parts = Stack(.vertical, padding: 1, [
        .fixed(1, wifi), .fixed(1, bluetooth), .fixed(1, Button("Done") { .pop(animated: true) }), .flexible(Spacer()),
    ])

    init() {
        wifi.onChange = { [unowned self] in changes.append($0) }
    }
}

/// A switch: drawn off and on in every look, turned over by key and click with its action called
/// once for each change the user makes and never for code's, its knob sliding (interruptibly)
/// and dragged to sub-cell positions.
@MainActor @Suite struct SwitchTests {
    private func driver(_ screen: Toggles, width: Int = 30) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: width, height: 10),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(screen, animated: false)
        _ = driver.frame()
        return driver
    }

    /// The Wi-Fi row (screen row 2: the bar, the padding) and the Bluetooth row; pointer events
    /// take content rows, one less.
    private let wifiRow = 2, bluetoothRow = 3, wifiY = 1, bluetoothY = 2
    /// The Wi-Fi track's first column: the frame is 28 wide from column 1, the track its last 5.
    private let trackX = 24

    @Test func itDrawsOffAndOnWithItsTitle() {
        let frame = driver(Toggles()).frame()
        #expect(frame.text(ofRow: wifiRow) == "  Wi-Fi                 ●──── ")
        #expect(frame.text(ofRow: bluetoothRow) == "  Bluetooth             ━━━━● ")
    }

    @Test func spaceTurnsTheFocusedSwitchOverAndTheKnobSlidesInAFifthOfASecond() {
        let screen = Toggles()
        let driver = driver(screen)
        #expect(screen.wifi.isFocused)                                  // the first focusable part
        driver.key(.character(" "))
        #expect(screen.wifi.isOn && screen.changes == [true])
        var positions: [Double] = []
        for _ in 0..<15 {
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
            positions.append(screen.wifi.knobPosition)
        }
        #expect(positions == positions.sorted())                         // it only goes forward
        #expect(positions.contains { $0 > 0.1 && $0 < 0.9 })             // through the middle
        let arrived = positions.firstIndex(of: 1)
        #expect(arrived.map { $0 >= 10 && $0 <= 12 } == true)             // 0.2 s: the 12th frame
        #expect(driver.frame().text(ofRow: wifiRow).hasSuffix("━━━━● "))
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(!screen.wifi.isOn && screen.changes == [true, false])
        #expect(driver.frame().text(ofRow: wifiRow).hasSuffix("●──── "))
    }

    @Test func turnedOverInMidSlideTheKnobTurnsAroundFromWhereItIs() {
        let screen = Toggles()
        let driver = driver(screen)
        driver.key(.character(" "))
        for _ in 0..<6 {
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
        }
        let midway = screen.wifi.knobPosition
        #expect(midway > 0.2 && midway < 0.8)
        driver.key(.character(" "))                                      // back, before it arrived
        var positions: [Double] = []
        for _ in 0..<20 {
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
            positions.append(screen.wifi.knobPosition)
        }
        #expect(positions[0] <= midway && positions[0] > midway - 0.2)   // no jump to either end
        #expect(positions == positions.sorted(by: >) && positions.last == 0)
        #expect(positions.firstIndex(of: 0).map { $0 <= 8 } == true)     // the shorter way, sooner
        #expect(screen.changes == [true, false] && !screen.wifi.isOn)
    }

    @Test func aClickOnTheTrackOrTheTitleTurnsItOver() {
        let screen = Toggles()
        let driver = driver(screen)
        driver.tap(trackX + 2, wifiY)
        #expect(screen.wifi.isOn)
        driver.tap(3, wifiY)                                           // on "Wi-Fi"
        #expect(!screen.wifi.isOn)
        driver.tap(15, wifiY)                                          // the gap between: nothing
        #expect(!screen.wifi.isOn && screen.changes == [true, false])
        driver.tap(3, bluetoothY)
        #expect(!screen.bluetooth.isOn)
    }

    @Test func aChangeFromCodeIsDrawnAndCallsNoAction() {
        let screen = Toggles()
        let driver = driver(screen)
        screen.wifi.isOn = true
        #expect(driver.engine.needsFrame)                                // observed: a frame is asked for
        #expect(driver.frame().text(ofRow: wifiRow).hasSuffix("━━━━● "))  // at once, no slide
        screen.wifi.setOn(false, animated: true)
        #expect(driver.engine.needsFrame)
        _ = driver.frame()                                               // the slide's first frame
        driver.advance(by: 0.1)
        _ = driver.frame()
        #expect(screen.wifi.knobPosition > 0 && screen.wifi.knobPosition < 1)
        driver.runUntilIdle()
        #expect(screen.wifi.knobPosition == 0 && screen.changes.isEmpty)
    }

    @Test func theKnobFollowsADragToSubcellPositionsAndGoesToTheNearerEnd() {
        let screen = Toggles()
        let driver = driver(screen)
        driver.press(Double(trackX) + 0.5, Double(wifiY) + 0.5)       // on the knob
        driver.advance(by: 1.0 / 60)
        driver.drag(Double(trackX) + 1.75, Double(wifiY) + 0.5)       // 1¼ cells: 5/16 of the way
        #expect(abs(screen.wifi.knobPosition - 1.25 / 4) < 1e-9)
        #expect(driver.frame().text(ofRow: wifiRow).hasSuffix("━●─── "))
        driver.advance(by: 1.0 / 60)
        driver.drag(Double(trackX) + 1.5, Double(wifiY) + 0.5)
        driver.advance(by: 1.0 / 60)
        driver.release(Double(trackX) + 1.5, Double(wifiY) + 0.5)    // a quarter of the way: back off
        driver.runUntilIdle()
        #expect(!screen.wifi.isOn && screen.wifi.knobPosition == 0 && screen.changes.isEmpty)
        driver.press(Double(trackX) + 0.5, Double(wifiY) + 0.5)
        for x in [1.5, 2.5, 3.0] {
            driver.advance(by: 1.0 / 60)
            driver.drag(Double(trackX) + x, Double(wifiY) + 0.5)
        }
        driver.advance(by: 1.0 / 60)
        driver.release(Double(trackX) + 3.0, Double(wifiY) + 0.5)    // past the middle: on
        #expect(screen.wifi.isOn && screen.changes == [true])
        driver.runUntilIdle()
        #expect(screen.wifi.knobPosition == 1 && screen.changes == [true])
        #expect(driver.stackTitles == ["Root", "Toggles"])               // no back swipe, no tap
    }

    @Test func aDisabledSwitchIsFaintAndTakesNothing() {
        let screen = Toggles()
        screen.wifi.isEnabled = false
        let driver = driver(screen)
        #expect(screen.bluetooth.isFocused && !screen.wifi.isFocused)  // Tab skips it
        driver.tap(trackX + 2, wifiY)
        driver.key(.tab)
        driver.key(.backTab)
        driver.key(.character(" "))                                      // the Bluetooth switch's
        #expect(!screen.wifi.isOn && screen.changes.isEmpty && !screen.bluetooth.isOn)
        let frame = driver.frame()
        #expect(frame[trackX, wifiRow].style == Theme.light.secondary)
    }

    @Test func itShowsInEveryLookAndWithoutColour() {
        let screen = Toggles()
        let driver = driver(screen)
        let light = driver.frame()
        #expect(light[trackX + 1, bluetoothRow].style.foreground == Theme.light.selection.background)
        #expect(light[trackX + 4, wifiRow].style == Theme.light.selection)
        driver.engine.configuration.theme = .terminal
        let terminal = driver.frame()
        #expect(terminal[trackX + 1, bluetoothRow].style == Theme.terminal.tint)     // bold: no colour to tint
        #expect(terminal[trackX + 1, wifiRow].style == Theme.terminal.selection)     // focused: reversed
        driver.engine.configuration.theme = Theme.dark.withoutColor()
        let plain = driver.frame()
        #expect(plain[trackX + 1, bluetoothRow].style == Style(attributes: .bold))
        #expect(plain[trackX + 2, bluetoothRow].character == "━" && plain[trackX + 1, wifiRow].character == "─")
    }

    @Test func aReaderHearsItsTitleAndState() {
        let screen = Toggles()
        let driver = driver(screen)
        let text = driver.accessibilityText()
        #expect(text.contains("switch: Wi-Fi, off  ◆ focused"))
        #expect(text.contains("switch: Bluetooth, on"))
    }
}
