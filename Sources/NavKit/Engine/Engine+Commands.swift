/// The key-command chain, as the help sheet, the palette and tests read it.
extension Engine {
    /// Every key command that a key would reach now, level by level, the most specific first:
    /// the focused part, the screen on top of the stack that takes keys, the containers around
    /// it (the nearest first), the navigation's own keys, the app (`keyCommands`). Levels
    /// without commands are left out.
    public func keyCommandChain() -> [KeyCommandLevel] { router.keyCommandChain() }

    /// Keys that two commands of one level take in the chain now (a programming error: only the
    /// first declared runs). Debug builds also report each once in the trace.
    public func keyCommandConflicts() -> [KeyCommandConflict] { router.conflicts(in: router.keyCommandChain()) }
}
