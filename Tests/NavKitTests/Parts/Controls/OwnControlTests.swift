import Observation
import Testing
import NavKit
import NavKitTesting

/// An app's own control, written on `Control` as the built-in ones are: stars that → adds and
/// ← takes away while it has the focus, a click sets.
@Observable
private final class Rating: Control<Int> {
    var stars = 0

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let style = !isEnabled ? theme.secondary : isFocused ? theme.selection : theme.content
        canvas.write(String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars),
                     at: frame.origin, style: style)
    }

    override func handle(_ event: Event) -> ScreenResponse? {
        guard isEnabled else { return nil }
        switch event {
        case .key(.right) where isFocused && stars < 5: set(stars + 1)
        case .key(.left) where isFocused && stars > 0: set(stars - 1)
        case let .pointer(pointer) where pointer.kind == .press && frame.contains(pointer.position):
            set(pointer.position.x - frame.minX + 1)
        default: return nil
        }
        return .handled
    }

    override func fittingLength(across: Int, vertical: Bool) -> Int { vertical ? 1 : 5 }

    private func set(_ value: Int) {
        stars = value
        sendChange(value)
    }
}

/// A screen of a checkbox and the rating, which records the user's changes.
private final class Review: ComposedScreen {
    let title = "Review"
    let box = Checkbox("Public")
    let rating = Rating()
    var changes: [Int] = []
    lazy var parts = Stack(.vertical, [.fixed(1, box), .fixed(1, rating), .flexible(Spacer())])

    init() {
        rating.onChange = { [unowned self] in changes.append($0) }
    }
}

/// `Control` is the one home of what every control shares: a control of the app's own gets the
/// focus by Tab, its keys and clicks, `onChange` for the user's changes only, and loses the focus
/// and its input when disabled, without writing any of it.
@MainActor @Suite struct OwnControlTests {
    private func driver(_ screen: Review) -> HeadlessDriver {
        let driver = HeadlessDriver(root: screen, size: Size(width: 30, height: 8))
        _ = driver.frame()
        return driver
    }

    @Test func itTakesTheFocusKeysAndClicksAndTellsOnlyTheUsersChanges() {
        let screen = Review()
        let driver = driver(screen)
        #expect(screen.box.isFocused && !screen.rating.isFocused)
        driver.key(.tab)
        #expect(screen.rating.isFocused && !screen.box.isFocused)
        driver.key(.right)
        driver.key(.right)
        driver.key(.left)
        #expect(driver.frame().text(ofRow: 2).hasPrefix("★☆☆☆☆"))
        driver.tap(3, 1)                                   // the fourth star (content row 1)
        #expect(screen.rating.stars == 4 && screen.changes == [1, 2, 1, 4])
        screen.rating.stars = 2                            // code: drawn, not told
        #expect(driver.engine.needsFrame && driver.frame().text(ofRow: 2).hasPrefix("★★☆☆☆"))
        #expect(screen.changes.count == 4)
    }

    @Test func disabledItIsDrawnFaintAndTakesNeitherFocusNorInput() {
        let screen = Review()
        let driver = driver(screen)
        driver.key(.tab)
        screen.rating.isEnabled = false                    // observed: the change asks for a frame
        #expect(driver.engine.needsFrame)
        let frame = driver.frame()
        #expect(frame[0, 2].style == driver.engine.theme.secondary && frame[0, 2].style != driver.engine.theme.content)
        driver.key(.right)
        driver.tap(3, 1)
        #expect(screen.rating.stars == 0 && screen.changes.isEmpty)
        driver.key(.tab)                                   // round the form twice: never on it
        #expect(screen.box.isFocused && !screen.rating.isFocused)
        driver.key(.tab)
        #expect(screen.box.isFocused && !screen.rating.isFocused)
    }
}
