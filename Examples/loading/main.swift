// A screen that loads its text with async/await: its task waits 200 ms (standing in for a
// request) and the text appears when it comes, while the app keeps answering keys and the
// mouse. Enter loads again, q quits.
import NavKit
import NavKitCurses

await TerminalApp.main(root: Report {
    try? await Task.sleep(for: .milliseconds(200))
    return "Arrived 200 ms after the screen asked for it."
})
