/// One node of the inspector's tree: the window, a container, a navigation stack, a screen, or a
/// presentation over them. Built by `Engine.inspectorTree()` (`InspectedEngine`) from the engine as it is.
public struct InspectorNode: Hashable, Sendable, CustomStringConvertible {
    /// What a node stands for.
    public enum Kind: String, Hashable, Sendable {
        /// The window: the root container and the presentations over it.
        case window
        /// A container (tabs, a split view, an app's own).
        case container
        /// A navigation stack.
        case stack
        /// A screen on a stack.
        case screen
        /// A card presented over the tree (a sheet, a cover, an alert).
        case presentation
    }

    /// What it stands for.
    public var kind: Kind
    /// Its name: a screen's title, a container's type, a presentation's style.
    public var name: String
    /// Its Swift type ("SplitController", "DirectoryScreen").
    public var typeName: String
    /// Where it shows in the app's area, in cells; nil when it is not shown (a tab not selected,
    /// a screen under another).
    public var frame: Rect?
    /// True when the focus passes through it: from the window down to the screen that takes keys.
    public var isOnFocusPath: Bool
    /// What else is worth knowing about it, a line each ("2 screens", "push A → B 0.42").
    public var details: [String]
    /// The nodes inside it, in order.
    public var children: [InspectorNode]

    /// A node.
    public init(kind: Kind, name: String, typeName: String, frame: Rect?, isOnFocusPath: Bool,
                details: [String] = [], children: [InspectorNode] = []) {
        self.kind = kind
        self.name = name
        self.typeName = typeName
        self.frame = frame
        self.isOnFocusPath = isOnFocusPath
        self.details = details
        self.children = children
    }

    /// The node's own line: its name, its type when that says more, where it shows.
    public var summary: String {
        let type = typeName == name || kind == .container || kind == .stack || kind == .window ? "" : "  \(typeName)"
        return "\(name)\(type)  \(InspectorNode.describe(frame))"
    }

    /// A frame as "x,y w×h", or "hidden".
    public static func describe(_ frame: Rect?) -> String {
        guard let frame else { return "hidden" }
        return "\(frame.minX),\(frame.minY) \(frame.size.width)×\(frame.size.height)"
    }

    /// The tree, a line a node, depth first, each indented by two spaces a level under its
    /// parent; `●` before a node on the focus path.
    public var lines: [String] {
        var lines: [String] = []
        forEach { node, depth in
            lines.append(String(repeating: "  ", count: depth) + (node.isOnFocusPath ? "● " : "  ") + node.summary)
        }
        return lines
    }

    /// The tree as `lines`, joined by line breaks.
    public var description: String { lines.joined(separator: "\n") }

    /// Calls `body` with this node and every node under it, depth first, with its depth (0 here).
    public func forEach(depth: Int = 0, _ body: (InspectorNode, Int) -> Void) {
        body(self, depth)
        for child in children { child.forEach(depth: depth + 1, body) }
    }
}
