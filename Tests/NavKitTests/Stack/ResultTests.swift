import Testing
import NavKit
import NavKitTesting

/// A pushed screen hands a value back to the one that pushed it: with a completion and with
/// `await context.push`, and nil when the user leaves it another way (the back swipe, ←).
@MainActor @Suite struct ResultTests {
    /// Offers one colour; Enter picks it and pops.
    final class ColourPicker: ResultScreen {
        typealias Result = String
        let title = "Colour"
        let colour: String
        private var context: NavigationContext?
        init(colour: String) { self.colour = colour }
        func didMove(to context: NavigationContext) { self.context = context }
        func draw(in canvas: inout Canvas) { canvas.write("Enter: \(colour)", at: Point(x: 1, y: 1), style: .plain) }
        func handle(_ event: Event) -> ScreenResponse {
            guard case .key(.enter) = event else { return .ignored }
            context?.pop(returning: colour)
            return .handled
        }
    }

    /// Pushes a picker on Enter, by completion or by awaiting it, and keeps what came back.
    final class Form: Screen {
        let title = "Form"
        let awaits: Bool
        private(set) var answers: [String?] = []
        private var context: NavigationContext?
        init(awaits: Bool) { self.awaits = awaits }
        func didMove(to context: NavigationContext) { self.context = context }
        /// Pushes `picker` for a result through this form's context.
        func pushAgain(_ picker: ColourPicker, completion: @escaping (String?) -> Void) {
            context?.push(picker, completion: completion)
        }
        func draw(in canvas: inout Canvas) { canvas.write("Picked: \(answers)", at: Point(x: 1, y: 1), style: .plain) }
        func handle(_ event: Event) -> ScreenResponse {
            guard case .key(.enter) = event, let context else { return .ignored }
            let picker = ColourPicker(colour: "teal")
            if awaits {
                Task { answers.append(await context.push(picker)) }
            } else {
                context.push(picker) { [unowned self] in answers.append($0) }
            }
            return .handled
        }
    }

    @Test func aQueuedPushRefusedWhenItsTurnComesHandsBackNilThen() {
        let form = Form(awaits: false)
        let driver = HeadlessDriver(root: form, size: Size(width: 40, height: 10))
        let picker = ColourPicker(colour: "teal")
        var got: [String?] = []
        driver.engine.navigation.push(LetterScreen("Other", letter: "o"))   // animates: the rest queues
        driver.engine.navigation.push(picker)                  // queued: the picker joins first…
        form.pushAgain(picker) { got.append($0) }              // …so this, queued behind it, is refused
        #expect(got.isEmpty)
        driver.runUntilIdle()
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Form", "Other", "Colour"])
        #expect(got == [nil])                                  // when its turn came, not when the picker leaves
    }

    /// The back swipe from the left edge, released past the middle at rest.
    func swipeBack(_ driver: HeadlessDriver) {
        driver.drag(from: Point(x: 0, y: 5), to: Point(x: 30, y: 5), steps: 6, interval: 0.02, hold: 0.3)
        driver.runUntilIdle()
    }

    @Test func theCompletionGetsThePickedValueAfterThePop() {
        let form = Form(awaits: false)
        let driver = HeadlessDriver(root: form, size: Size(width: 40, height: 10))
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Form", "Colour"])
        #expect(form.answers.isEmpty)
        driver.key(.enter)                                // pick: the pop starts, nothing yet
        #expect(form.answers.isEmpty)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Form"])
        #expect(form.answers == ["teal"])
    }

    @Test func theCompletionGetsNilWhenTheUserGoesBack() {
        let form = Form(awaits: false)
        let driver = HeadlessDriver(root: form, size: Size(width: 40, height: 10))
        driver.key(.enter)
        driver.runUntilIdle()
        swipeBack(driver)
        #expect(driver.stackTitles == ["Form"])
        #expect(form.answers == [nil])
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.left)
        driver.runUntilIdle()
        #expect(form.answers == [nil, nil])
    }

    @Test func awaitingThePushReturnsThePickedValueAndNilAfterASwipe() async {
        let form = Form(awaits: true)
        let driver = HeadlessDriver(root: form, size: Size(width: 40, height: 10))
        driver.key(.enter)
        await driver.runTasks()                           // the task pushes and waits
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Form", "Colour"])
        driver.key(.enter)
        driver.runUntilIdle()
        await driver.settle()                             // the task resumes with the answer
        #expect(form.answers == ["teal"])

        driver.key(.enter)
        await driver.runTasks()
        driver.runUntilIdle()
        swipeBack(driver)
        #expect(driver.stackTitles == ["Form"])
        await driver.settle()
        #expect(form.answers == ["teal", nil])
    }

    @Test func aCancelledSwipeDeliversNothing() {
        let form = Form(awaits: false)
        let driver = HeadlessDriver(root: form, size: Size(width: 40, height: 10))
        driver.key(.enter)
        driver.runUntilIdle()
        driver.press(0, 5)
        driver.advance(by: 0.02)
        driver.drag(5, 5)
        driver.advance(by: 0.3)
        driver.release(5, 5)                              // not far, no flick: springs back
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Form", "Colour"])
        #expect(form.answers.isEmpty)
    }

    @Test func theRootCannotReturnAValue() {
        let picker = ColourPicker(colour: "red")
        let driver = HeadlessDriver(root: picker, size: Size(width: 40, height: 10))
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Colour"])
    }
}
