#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavKit

/// Asks for a new name, in an alert: a field holding the old name, Enter renames, Esc cancels.
/// The answer is the new name (nil when cancelled or unchanged), handed back by `dismiss`.
final class RenameScreen: ComposedScreen, ResultScreen {
    typealias Result = String
    let title: String
    private let field: TextField
    private var context: NavigationContext?
    lazy var parts = Stack(.vertical, padding: 1, [
        .fitting(Label("New name (↵ renames, esc cancels):", kind: .secondary)),
        .fixed(1, field),
    ])

    /// Asks for a new name for `name`.
    init(renaming name: String) {
        title = "Rename “\(name)”"
        field = TextField(name, placeholder: "a name")
        field.onSubmit = { [unowned self] text in
            let new = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            context?.dismiss(returning: new.isEmpty || new == name || new.contains("/") ? nil : new)
            return .handled
        }
        parts.focus(field)
    }

    func didMove(to context: NavigationContext) { self.context = context }
}
