/// What the front end that owns the terminal does for screens, beside drawing their frames:
/// hand the terminal to a program (`NavigationContext.run(_:)`), put text on the clipboard
/// (`NavigationContext.copyToClipboard(_:)`), and end the app with an answer for the shell
/// (`NavigationContext.finish(with:)`). `TerminalRunLoop` sets these while it runs and
/// `HeadlessDriver` sets the ones a test reads; where nothing set one (a headless engine), a
/// program cannot start, a copy goes nowhere and a finish is kept only in `answer`.
///
/// The engine never touches the terminal itself: a screen's request reaches the front end
/// through this one value (`Engine.frontEnd`).
@MainActor
public final class FrontEnd {
    /// Runs a program in the terminal until it ends (`NavigationContext.run(_:)`); nil where
    /// there is no terminal to hand over.
    public var runProgram: ((TerminalProgram) async -> TerminalProgram.Outcome)?
    /// Puts text on the terminal's clipboard (OSC 52 in the terminal front end).
    public var copyToClipboard: ((String) -> Void)?
    /// Told when a screen ends the app with an answer (`NavigationContext.finish(with:)`): the
    /// terminal front end quits then, and `TerminalApp.answer` holds it.
    public var finish: ((String) -> Void)?
    /// The answer the app was ended with, the last one given; nil until a screen gives one.
    public private(set) var answer: String?

    /// A front end that does nothing yet.
    public init() {}

    /// Ends the app with `answer`: keeps it and tells `finish`.
    func finish(with answer: String) {
        self.answer = answer
        finish?(answer)
    }
}
