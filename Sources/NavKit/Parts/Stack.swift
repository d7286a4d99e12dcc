/// Parts one after the other, down a column or along a row, each with a length: fixed, as
/// much as it needs (fitting), or a share of what is left (flexible). "A label above a list"
/// is `Stack(.vertical, [.fitting(label), .flexible(list)])`, placed once in the screen's
/// `layout(in:)`. It is a part itself, so stacks nest.
///
/// `spacing` puts blank cells between the parts, `padding` around them all.
///
/// Events go where they belong: a pointer event to the part under it (a drag and a release to
/// the part that got the press), a tap to the part whose target it carries, a key to the
/// focused part first and then to each part in order until one takes it.
///
/// The stack keeps the focus among the parts in it that can take it, nested stacks' too, in
/// layout order: Tab moves it to the next, Shift-Tab to the one before (around the ends; the
/// parts never get these two), a press on one gives it focus, Esc leaves a part that takes
/// text (the next Esc goes to the screen). The first such part that does not take text (a
/// button) has it from the start, unless the app chose before the stack was first placed. A
/// part that takes text (a field, an editor) is never given the focus by itself, as nothing
/// becomes first responder by itself in UIKit: the user moves to it (Tab, a click, the app's
/// key such as `/`) or the app asks (`focus(field)`); until then the screen's keys (`q`, Enter)
/// reach the other parts and the screen.
@MainActor
public final class Stack: Part {
    /// Down a column or along a row.
    public enum Axis: Sendable {
        /// Parts one below the other.
        case vertical
        /// Parts side by side.
        case horizontal
    }

    /// How long a part is along the stack's axis.
    public enum Length: Sendable {
        /// Exactly this many rows (or columns).
        case fixed(Int)
        /// What the part needs (`Part.fittingLength(across:vertical:)`).
        case fitting
        /// What the part needs, or less where the room is short of what the parts need: then
        /// it gives way first, and the parts after it keep their length (a message above its
        /// buttons, on a short terminal or in an inline strip).
        case shrinking
        /// A share of what the fixed and fitting parts leave, by weight (1 by default).
        case flexible(Int)
    }

    /// A part and its length.
    public struct Item {
        /// The part.
        public let part: Part
        /// Its length along the stack.
        public let length: Length

        /// `part`, exactly `length` rows (or columns) long.
        public static func fixed(_ length: Int, _ part: Part) -> Item { Item(part: part, length: .fixed(length)) }
        /// `part`, as long as it needs.
        public static func fitting(_ part: Part) -> Item { Item(part: part, length: .fitting) }
        /// `part`, as long as it needs where there is room; shorter, so that the parts after it
        /// show whole, where there is not.
        public static func shrinking(_ part: Part) -> Item { Item(part: part, length: .shrinking) }
        /// `part`, sharing what is left with the other flexible parts by `weight`.
        public static func flexible(_ part: Part, weight: Int = 1) -> Item {
            Item(part: part, length: .flexible(max(1, weight)))
        }
    }

    /// Down a column or along a row.
    public let axis: Axis
    /// The parts, in order.
    public private(set) var items: [Item]
    /// Where the stack sits (content cells).
    public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Where each part was placed, in `items` order.
    public private(set) var frames: [Rect] = []
    /// Blank cells between one part and the next.
    public let spacing: Int
    /// Blank cells around the parts, on every side.
    public let padding: Int
    /// The part that got the last press: its drag and release go to it.
    private var pressed: Part?
    /// The part that has the focus (nil until the stack is first placed, or when none can take it).
    public private(set) var focusedPart: Part?
    /// False in a stack inside another: the outermost one keeps the focus for all the parts.
    private var managesFocus = true
    /// True once the focus was given, by the app or by the first placing.
    private var focusWasGiven = false
    /// In a stack inside another, the outermost one (which keeps the focus).
    private weak var focusOwner: Stack?
    /// Each part's `Canvas.focusPoint` in the last draw, in `items` order.
    private var drawnFocusPoints: [Point?] = [], drawingFocusPoints: [Point?] = []
    /// The part whose focus point the stack's is (an index into `items`), and the focused part then.
    private var followedItem: Int?, followedFocus: ObjectIdentifier?

    /// A stack of `items` along `axis`, `spacing` cells apart, `padding` cells in from its frame.
    public init(_ axis: Axis, spacing: Int = 0, padding: Int = 0, _ items: [Item]) {
        self.axis = axis
        self.spacing = max(0, spacing)
        self.padding = max(0, padding)
        self.items = items
    }

    /// The frames of the parts in a stack placed on `frame`: fixed and fitting parts get their
    /// length (cut where the room ends), shrinking ones theirs less what the room is short of,
    /// flexible ones share the rest by weight, the first ones taking the cells the division
    /// leaves over.
    public func layout(in outer: Rect) -> [Rect] {
        let frame = Rect(x: outer.minX + padding, y: outer.minY + padding,
                         width: max(0, outer.size.width - 2 * padding), height: max(0, outer.size.height - 2 * padding))
        let vertical = axis == .vertical
        let gaps = spacing * max(0, items.count - 1)
        let room = max(0, (vertical ? frame.size.height : frame.size.width) - gaps)
        let across = vertical ? frame.size.width : frame.size.height
        var lengths = items.map { item -> Int in
            switch item.length {
            case let .fixed(length): return max(0, length)
            case .fitting, .shrinking: return max(0, item.part.fittingLength(across: across, vertical: vertical))
            case .flexible: return 0
            }
        }
        var overflow = lengths.reduce(0, +) - room
        for index in items.indices where overflow > 0 {
            guard case .shrinking = items[index].length else { continue }
            let given = min(overflow, lengths[index])
            lengths[index] -= given
            overflow -= given
        }
        let weights = items.map { item -> Int in
            if case let .flexible(weight) = item.length { return weight }
            return 0
        }
        let left = max(0, room - lengths.reduce(0, +))
        let totalWeight = weights.reduce(0, +)
        if totalWeight > 0 {
            var given = 0
            for index in items.indices where weights[index] > 0 {
                lengths[index] = left * weights[index] / totalWeight
                given += lengths[index]
            }
            for index in items.indices where weights[index] > 0 && given < left {
                lengths[index] += 1
                given += 1
            }
        }
        var position = vertical ? frame.minY : frame.minX
        let end = vertical ? frame.maxY : frame.maxX
        return lengths.map { length in
            let shown = max(0, min(length, end - position))
            defer { position = min(end, position + shown + spacing) }
            return vertical
                ? Rect(x: frame.minX, y: position, width: frame.size.width, height: shown)
                : Rect(x: position, y: frame.minY, width: shown, height: frame.size.height)
        }
    }

    public func place(in frame: Rect) {
        self.frame = frame
        frames = layout(in: frame)
        for (item, rect) in zip(items, frames) {
            if let inner = item.part as? Stack {
                inner.managesFocus = false
                inner.focusOwner = managesFocus ? self : focusOwner
            }
            item.part.place(in: rect)
        }
        if managesFocus, !focusWasGiven, let first = focusableParts.first(where: { !$0.takesText }) { focus(first) }
    }

    // MARK: - Focus

    /// The parts in the stack that can take focus, nested ones included, in layout order.
    public var focusableParts: [Part] { items.flatMap(\.part.focusableParts) }

    /// Gives the focus to `part` (one of `focusableParts`; nil takes it away from every part).
    public func focus(_ part: Part?) {
        focusWasGiven = true
        guard part !== focusedPart else { return }
        if let part, !focusableParts.contains(where: { $0 === part }) { return }
        focusedPart?.focusDidChange(to: false)
        focusedPart = part
        part?.focusDidChange(to: true)
    }

    /// Moves the focus to the next focusable part (`forward`) or the one before, around the
    /// ends; false when no part can take it.
    @discardableResult
    public func moveFocus(forward: Bool) -> Bool {
        let parts = focusableParts
        guard !parts.isEmpty else { return false }
        let current = parts.firstIndex { $0 === focusedPart }
        let step = forward ? 1 : parts.count - 1
        let next = current.map { ($0 + step) % parts.count } ?? (forward ? 0 : parts.count - 1)
        focus(parts[next])
        return true
    }

    /// True when the focused part takes typed text (what a `ComposedScreen`'s `isEditingText` says).
    public var takesText: Bool { focusedPart?.takesText ?? false }

    /// Draws each part clipped to its frame: a part never draws outside it. The stack's focus
    /// point (`Canvas.focusPoint`, where the terminal's cursor rests) is the focused part's when
    /// it takes text; else that of the part the user last moved in (a list whose selection moved
    /// while a button kept the focus), the focused part's when the focus moved.
    public func draw(in canvas: inout Canvas) {
        let before = canvas.focusPoint
        var points = drawingFocusPoints  // kept from draw to draw, moved out: drawing allocates nothing here
        drawingFocusPoints = []
        points.removeAll(keepingCapacity: true)
        for (item, frame) in zip(items, frames) {
            canvas.focusPoint = nil
            canvas.clipped(to: frame) { item.part.draw(in: &$0) }
            points.append(canvas.focusPoint)
        }
        canvas.focusPoint = followedFocusPoint(points) ?? before
        drawingFocusPoints = drawnFocusPoints
        drawnFocusPoints = points
    }

    /// Which of the parts' focus points `points` (in `items` order) the stack's is.
    private func followedFocusPoint(_ points: [Point?]) -> Point? {
        let focused = managesFocus ? focusedPart : focusOwner?.focusedPart
        let focusedItem = focused.flatMap { part in
            items.firstIndex { $0.part.focusableParts.contains { $0 === part } }
        }
        let focusID = focused.map(ObjectIdentifier.init)
        if let focusedItem, focused?.takesText == true {
            followedItem = focusedItem
        } else if focusID != followedFocus {
            followedItem = focusedItem
        } else if drawnFocusPoints.count == points.count {
            // The first part whose point moved, unless the followed one moved too (no array made).
            var firstMoved: Int?, followedMoved = false
            for index in points.indices where points[index] != nil && points[index] != drawnFocusPoints[index] {
                if firstMoved == nil { firstMoved = index }
                if index == followedItem { followedMoved = true }
            }
            if let firstMoved, !followedMoved { followedItem = firstMoved }
        }
        followedFocus = focusID
        if let followedItem, followedItem < points.count, let point = points[followedItem] { return point }
        return points.lazy.compactMap { $0 }.first
    }

    public func handle(_ event: Event) -> ScreenResponse? {
        switch event {
        case let .pointer(pointer):
            switch pointer.kind {
            case .drag, .release:
                let part = pressed
                if pointer.kind == .release { pressed = nil }
                return part?.handle(event)
            case .press:
                pressed = part(at: pointer.position)
                if managesFocus, let target = focusableParts.first(where: { $0.frame.contains(pointer.position) }) {
                    focus(target)
                }
                return pressed?.handle(event)
            case .secondaryPress:
                // The part's own answer first, else the menu it has for that cell.
                guard let part = part(at: pointer.position) else { return nil }
                if let response = part.handle(event) { return response }
                return part.contextMenu(at: pointer.position).map {
                    .showMenu($0, from: Rect(x: pointer.position.x, y: pointer.position.y, width: 1, height: 1))
                }
            case .tap, .scrollUp, .scrollDown, .scrollLeft, .scrollRight:
                return part(at: pointer.position)?.handle(event)
            }
        case .key(.escape) where managesFocus && takesText:
            // Esc leaves a field (the next one goes back), unless the field uses it.
            if let response = focusedPart?.handle(event) { return response }
            focus(nil)
            return .handled
        case .key(.tab) where managesFocus && focusedPart?.takesTab != true, .key(.backTab) where managesFocus:
            if moveFocus(forward: event == .key(.tab)) { return .handled }
            fallthrough
        default:
            if let response = focusedPart?.handle(event) { return response }
            for item in items {
                guard let response = item.part.handle(event) else { continue }
                // A part that starts taking text by a key (a list's `/`) takes the focus with it.
                if item.part !== focusedPart, item.part.canBecomeFocused, item.part.takesText {
                    (managesFocus ? self : focusOwner)?.focus(item.part)
                }
                return response
            }
            return nil
        }
    }

    public func tapTarget(at point: Point) -> (any Hashable & Sendable)? { part(at: point)?.tapTarget(at: point) }

    /// The context menu of the part under `point`.
    public func contextMenu(at point: Point) -> Menu? { part(at: point)?.contextMenu(at: point) }

    /// The parts' elements, in order (a stack is a layout, not a thing a reader names).
    public var accessibilityElements: [AccessibilityElement] { items.flatMap(\.part.accessibilityElements) }

    public var gestureRecognizers: [GestureRecognizer] { items.flatMap(\.part.gestureRecognizers) }

    /// The focused part's key commands, then the keys the other parts take themselves
    /// (`KeyCommand.isHandledInPlace`: a list's page keys), in order, as keys reach them: what
    /// the help sheet and the palette list for the parts. Only the focused part's run from the
    /// chain, as before.
    public var keyCommands: [KeyCommand] {
        var commands = focusedPart?.keyCommands ?? []
        for item in items where item.part !== focusedPart {
            commands += item.part.keyCommands.filter(\.isHandledInPlace)
        }
        return commands
    }

    /// The focused part's key commands alone (a stack in a stack: its focused part's): what a
    /// key may run from the chain, without making the commands of every other part.
    var focusedKeyCommands: [KeyCommand] {
        guard let focusedPart else { return [] }
        return (focusedPart as? Stack)?.focusedKeyCommands ?? focusedPart.keyCommands
    }

    /// The part the help names for the keys the parts take in place: the first that takes any.
    var partTakingKeysInPlace: Part? {
        items.first { $0.part.keyCommands.contains(where: \.isHandledInPlace) }
            .map { ($0.part as? Stack)?.partTakingKeysInPlace ?? $0.part }
    }

    public func step(to time: Double) -> Bool {
        var moves = false
        for item in items where item.part.step(to: time) { moves = true }
        return moves
    }

    /// The earliest of the parts' `nextStepTime`s.
    public var nextStepTime: Double? {
        var earliest: Double?
        for item in items {
            if let time = item.part.nextStepTime, time < earliest ?? .infinity { earliest = time }
        }
        return earliest
    }

    /// The sum of the parts' lengths along the stack (fixed and fitting; a flexible one counts
    /// 1), with the spacing between them and the padding at both ends.
    public func fittingLength(across: Int, vertical: Bool) -> Int {
        let inner = max(0, across - 2 * padding)
        guard vertical == (axis == .vertical) else {
            return 2 * padding + (items.map { $0.part.fittingLength(across: inner, vertical: vertical) }.max() ?? 0)
        }
        return 2 * padding + spacing * max(0, items.count - 1) + items.reduce(0) { total, item in
            switch item.length {
            case let .fixed(length): return total + length
            case .fitting, .shrinking: return total + item.part.fittingLength(across: inner, vertical: vertical)
            case .flexible: return total + 1
            }
        }
    }

    /// The part placed under `point`, if any.
    private func part(at point: Point) -> Part? {
        zip(items, frames).first { $0.1.contains(point) }?.0.part
    }
}
