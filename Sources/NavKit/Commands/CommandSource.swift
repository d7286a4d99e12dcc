/// Commands an app offers in the command palette beside the chain's (navls's recent folders, a
/// list of open files): `Engine.commandSources`. Asked each time the palette opens; the commands
/// need no key, and their keys, if any, do not run them (only the chain's do).
@MainActor
public protocol CommandSource {
    /// What the palette shows beside each of its commands ("Recent folders").
    var title: String { get }
    /// The commands, as they are now.
    var commands: [KeyCommand] { get }
}
