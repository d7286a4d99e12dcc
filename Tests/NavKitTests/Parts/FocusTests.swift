import Testing
import NavKit
import NavKitTesting

/// A part that can take focus and records the keys it is given; it takes `takes`, or every
/// key when it takes text.
private final class Field: Part {
    let name: String
    let takesText: Bool
    let takes: Set<Key>
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var keys: [Key] = []
    var focusChanges: [Bool] = []
    init(_ name: String, takesText: Bool = false, takes: Set<Key> = []) {
        self.name = name
        self.takesText = takesText
        self.takes = takes
    }
    func place(in frame: Rect) { self.frame = frame }
    func draw(in canvas: inout Canvas) { canvas.write(name, at: frame.origin, style: canvas.theme.content, clip: frame) }
    func handle(_ event: Event) -> ScreenResponse? {
        guard case let .key(key) = event, takesText || takes.contains(key) else { return nil }
        keys.append(key)
        return .handled
    }
    var canBecomeFocused: Bool { true }
    func focusDidChange(to isFocused: Bool) { focusChanges.append(isFocused) }
}

/// A screen of parts: a field, then a row of two buttons under a divider.
private final class Form: ComposedScreen {
    let title = "Form"
    let field = Field("field", takesText: true)
    var pressed: [String] = []
    lazy var save = Button("Save") { [unowned self] in pressed.append("save"); return .handled }
    lazy var cancel = Button("Cancel") { [unowned self] in pressed.append("cancel"); return .pop(animated: true) }
    lazy var parts = Stack(.vertical, spacing: 1, padding: 1, [
        .fitting(field), .fitting(Divider()),
        .fitting(Stack(.horizontal, spacing: 2, [.fitting(save), .fitting(cancel), .flexible(Spacer())])),
    ])
}

/// Focus among a screen's parts: Tab and Shift-Tab in layout order (nested stacks too), keys
/// to the focused part first, a part taking text gets the library's keys, buttons press by
/// Enter, Space and a click, and focus shows.
@MainActor @Suite struct FocusTests {
    private func driver(_ form: Form) -> HeadlessDriver { NavKitTests.driver(showing: form) }

    @Test func spacingAndPaddingPlaceThePartsApartAndInFromTheEdge() {
        let form = Form()
        _ = driver(form)
        // 40x10 content: one cell of padding; the field, a blank row, the divider, a blank row, the buttons.
        #expect(form.field.frame == Rect(x: 1, y: 1, width: 38, height: 1))
        #expect(form.save.frame == Rect(x: 1, y: 5, width: 8, height: 1))     // "[ Save ]"
        #expect(form.cancel.frame == Rect(x: 11, y: 5, width: 10, height: 1)) // two columns on: "[ Cancel ]"
        let stack = Stack(.vertical, spacing: 2, padding: 1, [.fixed(3, Spacer()), .flexible(Spacer())])
        #expect(stack.layout(in: Rect(x: 0, y: 0, width: 10, height: 12)).map(\.minY) == [1, 6])
        #expect(stack.layout(in: Rect(x: 0, y: 0, width: 10, height: 12)).map(\.size.height) == [3, 5])
        #expect(stack.fittingLength(across: 10, vertical: true) == 2 + 2 + 3 + 1)
    }

    @Test func tabAndShiftTabMoveTheFocusInLayoutOrderAroundTheEnds() {
        let form = Form()
        let driver = driver(form)
        let stack = form.parts
        #expect(stack.focusedPart === form.save && form.save.isFocused)  // the first not taking text, at once
        #expect(form.field.focusChanges.isEmpty)                         // the field waits to be moved to
        driver.key(.tab)
        #expect(stack.focusedPart === form.cancel && !form.save.isFocused)
        driver.key(.tab)
        #expect(stack.focusedPart === form.field && form.field.focusChanges == [true])   // around the end
        driver.key(.tab)
        #expect(stack.focusedPart === form.save && form.field.focusChanges == [true, false])
        driver.key(.backTab)
        #expect(stack.focusedPart === form.field)
        driver.key(.backTab)
        #expect(stack.focusedPart === form.cancel)
        #expect(!form.save.isFocused && form.cancel.isFocused)          // one part shows it
    }

    @Test func aPartTakingTextGetsTheLibrarysKeysAndTheRestDoNot() {
        let form = Form()
        let driver = driver(form)
        #expect(!driver.engine.topScreenIsEditingText)                   // nothing takes text by itself
        form.parts.focus(form.field)                                     // until the app asks
        #expect(driver.engine.topScreenIsEditingText)                    // the front end types q then
        let typed: [Key] = [.character("]"), .character("q"), .shiftRight]
        for key in typed { driver.key(key) }
        #expect(form.field.keys == typed)
        #expect(driver.engine.navigation.transition == nil)              // no keyboard swipe began
        driver.key(.tab)                                                 // a button: the library's keys act
        #expect(!driver.engine.topScreenIsEditingText)
        driver.key(.character("]"))
        #expect(driver.engine.navigation.transition?.isInteractive == true)
    }

    @Test func aFocusedPartGetsAKeyBeforeTheOthers() {
        let first = Field("first", takes: [.up]), second = Field("second", takes: [.up])
        let stack = Stack(.vertical, [.fixed(1, first), .fixed(1, second)])
        stack.place(in: Rect(x: 0, y: 0, width: 10, height: 4))
        stack.focus(second)
        _ = stack.handle(.key(.up))
        #expect(second.keys == [.up] && first.keys.isEmpty)
        _ = stack.handle(.pointer(PointerEvent(.press, at: Point(x: 2, y: 0))))   // a press focuses
        #expect(stack.focusedPart === first)
        #expect(second.localPoint(Point(x: 2, y: 1)) == Point(x: 2, y: 0))        // its own top-left is (0, 0)
    }

    @Test func aButtonPressesByEnterSpaceAndAClick() {
        let form = Form()
        let driver = driver(form)
        driver.key(.enter)                                               // Save has the focus from the start
        driver.key(.character(" "))
        #expect(form.pressed == ["save", "save"])
        driver.tap(13, 5)                                                // on "[ Cancel ]": it pops
        #expect(form.pressed == ["save", "save", "cancel"])
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
    }

    @Test func aPartNeverDrawsOutsideItsFrame() {
        let spill = Field("spill-over-the-edge")                          // 19 columns of text
        let stack = Stack(.horizontal, [.fixed(5, spill), .flexible(Spacer())])
        stack.place(in: Rect(x: 0, y: 0, width: 20, height: 2))
        var canvas = Canvas(size: Size(width: 20, height: 2))
        stack.draw(in: &canvas)
        #expect(canvas.text(ofRow: 0) == "spill" + String(repeating: " ", count: 15))
        canvas[10, 1] = Cell("x")                                           // the clip is restored after
        #expect(canvas.text(ofRow: 1).hasPrefix("          x"))
    }

    @Test func focusShowsInTheSelectionStyleAndOthersInTheLinkStyle() {
        let form = Form()
        let driver = driver(form)
        let canvas = driver.frame()                                      // Save has the focus from the start
        let theme = Theme.light                                          // the drivers' theme
        #expect(canvas.text(ofRow: 6).hasPrefix(" [ Save ]  [ Cancel ]"))
        #expect(canvas[3, 6].style == theme.selection)                   // content row 5 is screen row 6
        #expect(canvas[13, 6].style == theme.link)
        #expect(canvas.text(ofRow: 4) == " " + String(repeating: "─", count: 38) + " ")
    }
}

/// The README's layout: a filter field above a list, the screen's own keys after the parts'.
private final class Filtered: ComposedScreen {
    let title = "Filtered"
    let filter = TextField(placeholder: "/ to filter")
    let list = ListView()
    var activated: [Int] = []
    var screenKeys: [Key] = []
    lazy var parts = Stack(.vertical, [.fixed(1, filter), .flexible(list)])

    init() {
        list.rows = ListRows(count: 3) { ListRow("row \($0)") }
        list.onActivate = { [unowned self] in activated.append($0); return .handled }
    }

    func handle(_ event: Event) -> ScreenResponse {
        if case .key(.character("/")) = event, !filter.isFocused {
            parts.focus(filter)
            return .handled
        }
        if let response = parts.handle(event) { return response }
        if case let .key(key) = event { screenKeys.append(key) }
        return .ignored
    }
}

/// A field above a list does not swallow the keys before the user moves to it.
@MainActor @Suite struct FieldFocusTests {
    @Test func theFirstEnterAndQReachTheListAndTheScreenUntilTheFieldIsChosen() {
        let screen = Filtered()
        let driver = NavKitTests.driver(showing: screen)
        driver.key(.down)
        driver.key(.enter)                                               // the list's, not lost in the field
        driver.key(.character("q"))                                      // the screen's: it would quit
        #expect(screen.activated == [1])
        #expect(screen.screenKeys == [.character("q")])
        #expect(screen.filter.text.isEmpty && !driver.engine.topScreenIsEditingText)
        driver.key(.character("/"))                                      // the app's key moves to the field
        driver.key(.character("q"))
        #expect(screen.filter.text == "q" && driver.engine.topScreenIsEditingText)
    }
}
