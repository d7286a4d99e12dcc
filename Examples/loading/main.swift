// A screen that loads its text with async/await: its task waits 200 ms (standing in for a
// request) and the text appears when it comes, while the app keeps answering keys and the
// mouse. Enter loads again, q quits. `loading --callback` gets the same text from a callback
// API instead, one that works on a thread of its own and calls back on the main queue.
// The `print` stands for a library's stray diagnostic: while the screen is up NavKit keeps it off
// the screen, and it comes out on standard error once the app has quit and the terminal is back.
// `loading --ticks` prints a line from a timer every half second instead: F12's log shows them.
import Dispatch
import NavKit
import NavKitCurses

/// A request as older SDKs and C libraries make it: on a thread of their own, calling back
/// on the main queue 200 ms later.
func fetchWithCallback(_ completion: @escaping @Sendable (String) -> Void) {
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) {
        DispatchQueue.main.async { completion("Arrived 200 ms after the screen asked for it.") }
    }
}

if CommandLine.arguments.dropFirst().first == "--ticks" {
    let app = TerminalApp(root: Report { "A timer prints a line every half second: F12, then ←, shows them." })
    var ticks = 0
    app.schedule(after: 0.5, repeating: 0.5) {
        ticks += 1
        print("loading: tick \(ticks)")
    }
    await app.runAsMain()
} else if CommandLine.arguments.dropFirst().first == "--callback" {
    await TerminalApp.main(root: Report {
        await withCheckedContinuation { continuation in fetchWithCallback { continuation.resume(returning: $0) } }
    })
} else {
    await TerminalApp.main(root: Report {
        try? await Task.sleep(for: .milliseconds(200))
        print("loading: the text arrived")
        return "Arrived 200 ms after the screen asked for it."
    })
}
