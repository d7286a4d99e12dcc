/// A screen that hands a value back to the screen that pushed it: a picker, a confirmation,
/// a form. The screen that pushes it awaits the value (`await context.push(picker)`) or gets
/// it in a completion; the pushed screen hands it over by popping itself with
/// `context.pop(returning:)`. When it leaves the stack any other way (the back swipe, ←, the
/// back control, a pop to a screen below), the value is nil.
@MainActor
public protocol ResultScreen: Screen {
    /// The type of the value the screen hands back.
    associatedtype Result
}
