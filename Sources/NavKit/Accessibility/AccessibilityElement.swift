/// One thing on the screen as a screen reader knows it (UIKit's accessibility element): its
/// role, its label, its value, its state and position, and the things inside it. Parts,
/// screens and containers describe themselves with these (`Part.accessibilityElements`,
/// `Screen.accessibilityElements`, `Container.accessibilityElement(children:)`); the engine
/// puts them together in `Engine.accessibilitySnapshot()`.
///
/// ```swift
/// AccessibilityElement(.row, label: "notes.txt", value: "2 KB", position: (3, 12), isSelected: true)
///     .description   // "notes.txt, 2 KB, 3 of 12, selected"
/// ```
public struct AccessibilityElement: Sendable, Equatable {
    /// What kind of thing it is.
    public var role: AccessibilityRole
    /// What it is called: a row's text, a button's title, a screen's title.
    public var label: String
    /// What it holds, when that is not the label: a row's detail, a field's text, a tab's badge.
    public var value: String?
    /// Its place among its like (1-based index, count): a row's in its list, a tab's in its bar.
    public var position: (index: Int, count: Int)?
    /// True when it is the selected one of its like (a list's selected row, the selected tab).
    public var isSelected: Bool
    /// True for the one element that has the focus, where the terminal's cursor rests (set by
    /// the engine in a snapshot).
    public var isFocused: Bool
    /// Where it shows (cells): within its screen's content as a part gives it, in the terminal
    /// once in a snapshot; nil where it is not known.
    public var frame: Rect?
    /// What is inside it, in reading order.
    public var children: [AccessibilityElement]

    /// An element of `role` called `label`, holding `value`, `position` (1-based index, count)
    /// among its like, selected or not, shown at `frame` (cells), with `children`.
    public init(_ role: AccessibilityRole, label: String, value: String? = nil,
                position: (index: Int, count: Int)? = nil, isSelected: Bool = false, frame: Rect? = nil,
                children: [AccessibilityElement] = []) {
        self.role = role
        self.label = label
        self.value = value
        self.position = position
        self.isSelected = isSelected
        self.isFocused = false
        self.frame = frame
        self.children = children
    }

    /// Two elements are equal when everything they say and hold is.
    public static func == (a: AccessibilityElement, b: AccessibilityElement) -> Bool {
        a.role == b.role && a.label == b.label && a.value == b.value && a.position?.index == b.position?.index
            && a.position?.count == b.position?.count && a.isSelected == b.isSelected && a.isFocused == b.isFocused
            && a.frame == b.frame && a.children == b.children
    }

    /// What a reader says for it, in one line: the label, the value, the role and position
    /// ("tab 1 of 3"; "3 of 12" for a row), then "selected" ("notes.txt, 2 KB, 3 of 12").
    public var description: String { words(namingRole: true) }

    /// The label, the value, the role (when `namingRole`) with the position, and "selected",
    /// joined by commas.
    private func words(namingRole: Bool) -> String {
        var words: [String] = []
        if !label.isEmpty { words.append(label) }
        if let value, !value.isEmpty { words.append(value) }
        let place = position.map { "\($0.index) of \($0.count)" }
        switch (namingRole ? role.spokenName : nil, place) {
        case let (name?, place?): words.append("\(name) \(place)")
        case let (name?, nil): words.append(name)
        case let (nil, place?): words.append(place)
        case (nil, nil): break
        }
        if isSelected { words.append("selected") }
        return words.joined(separator: ", ")
    }

    /// The element and everything in it as indented lines, two spaces a level: each line the
    /// role, then what it says ("row: notes.txt, 2 KB, 3 of 12, selected"), and "◆ focused" on
    /// the focused one (`Engine.accessibilitySnapshot()`'s text).
    public var text: String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        let said = words(namingRole: false)
        var line = String(repeating: "  ", count: depth) + role.rawValue
        if !said.isEmpty { line += ": " + said }
        if isFocused { line += "  ◆ focused" }
        lines.append(line)
        for child in children { child.appendLines(to: &lines, depth: depth + 1) }
    }

    /// The first element, this one or inside it (depth first), for which `matches` is true.
    public func first(where matches: (AccessibilityElement) -> Bool) -> AccessibilityElement? {
        if matches(self) { return self }
        for child in children {
            if let found = child.first(where: matches) { return found }
        }
        return nil
    }

    /// The element with the focus, this one or inside it; nil when none has it.
    public var focusedElement: AccessibilityElement? { first { $0.isFocused } }

    /// This element with every frame in it moved by `dx`, `dy` cells.
    func offsetBy(dx: Int, dy: Int) -> AccessibilityElement {
        var moved = self
        moved.frame = frame?.offsetBy(dx: dx, dy: dy)
        moved.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }

    /// Marks the deepest element whose frame holds `point` (the terminal's cursor) as focused;
    /// true when one was.
    mutating func markFocus(at point: Point) -> Bool {
        for index in children.indices where children[index].markFocus(at: point) { return true }
        guard let frame, frame.contains(point), role != .window else { return false }
        isFocused = true
        return true
    }
}
