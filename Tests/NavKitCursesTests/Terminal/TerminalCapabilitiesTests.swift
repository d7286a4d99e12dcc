import Testing
@testable import NavKitCurses

/// What a terminal takes, from its name, its terminfo entry and the environment.
@Suite struct TerminalCapabilitiesTests {
    typealias Facts = TerminalCapabilities.Facts

    @Test func xtermsFamilyGetsEverythingAskedFor() {
        let xterm = TerminalCapabilities(Facts(term: "xterm-256color"), mouse: true, pixelPointer: true)
        #expect(xterm.mouse && xterm.synchronizedOutput && xterm.asksForPixelPointer && xterm.asksForIdentity)
        let noPixels = TerminalCapabilities(Facts(term: "tmux-256color"), mouse: true, pixelPointer: false)
        #expect(noPixels.mouse && !noPixels.asksForPixelPointer)
        let noMouse = TerminalCapabilities(Facts(term: "foot"), mouse: false, pixelPointer: true)
        #expect(!noMouse.mouse && !noMouse.asksForPixelPointer && noMouse.synchronizedOutput)
    }

    @Test func theLinuxConsoleIsNeverSentWhatItWouldPrint() {
        let console = TerminalCapabilities(Facts(term: "linux", hasMouseCapability: false), mouse: true, pixelPointer: true)
        #expect(!console.mouse && !console.synchronizedOutput && !console.asksForPixelPointer && !console.asksForIdentity)
    }

    @Test func screenReportsTheMouseButIsNotAskedAnything() {
        let screen = TerminalCapabilities(Facts(term: "screen-256color"), mouse: true, pixelPointer: true)
        #expect(screen.mouse && !screen.synchronizedOutput && !screen.asksForIdentity && !screen.asksForPixelPointer)
    }

    @Test func terminfoCapabilitiesCountOutsideTheFamilies() {
        let facts = Facts(term: "unknown-term", hasSyncCapability: true, hasMouseCapability: true, konsoleVersionSet: true)
        let capabilities = TerminalCapabilities(facts, mouse: true, pixelPointer: true)
        #expect(capabilities.mouse && capabilities.synchronizedOutput && capabilities.asksForPixelPointer)
        #expect(capabilities.environmentSaysKonsole)
    }

    @Test func everyFamilyIsListedOnce() {
        let prefixes = TerminalCapabilities.families.map(\.prefix)
        #expect(Set(prefixes).count == prefixes.count)
    }
}
