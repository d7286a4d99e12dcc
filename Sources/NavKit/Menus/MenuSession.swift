/// The menu the engine shows (`ScreenResponse.showMenu(_:from:)`), and its open submenus: each a
/// box over everything, the first anchored below the cells it came from (above them where it
/// does not fit below), a submenu beside its item. While open it takes every key and pointer
/// event; it reads no clock.
@MainActor
final class MenuSession {
    /// One open box: its menu, where it is drawn (terminal cells, its border included) and the
    /// item chosen (an index into the menu's children; nil for none yet).
    struct Level {
        let menu: Menu
        let frame: Rect
        var selection: Int?
    }

    /// The open boxes: the menu, then each submenu opened from it.
    private(set) var levels: [Level] = []
    /// True when the pointer was pressed on an item: its release there chooses it.
    private var pressedOnItem = false

    /// True while a menu is open.
    var isOpen: Bool { !levels.isEmpty }

    /// Opens `menu` below `anchor` (terminal cells) in a terminal of `size`, its first choosable
    /// item chosen. `pointerHeld`: the pointer that opened it is still down (a long press), so a
    /// drag onto an item and the release there choose it.
    func open(_ menu: Menu, below anchor: Rect, in size: Size, pointerHeld: Bool = false) {
        levels = [Level(menu: menu, frame: MenuSession.frame(of: menu, below: anchor, in: size),
                        selection: MenuSession.firstChoosable(in: menu, from: 0, step: 1))]
        pressedOnItem = pointerHeld
    }

    /// Closes every box.
    func close() {
        levels = []
        pressedOnItem = false
    }

    /// What an event did to the open menu.
    enum Outcome {
        /// Nothing more than a change in the boxes (a move, a submenu, closing).
        case changed
        /// `action` was chosen: the menu closed, and its handler is to run.
        case chose(MenuAction)
    }

    /// Takes `event` (terminal cells) in a terminal of `size`.
    func handle(_ event: Event, in size: Size) -> Outcome {
        switch event {
        case let .key(key): return handle(key.legacy ?? key, in: size)   // Shift+Enter chooses, as Enter
        case let .pointer(pointer): return handle(pointer, in: size)
        case .resize: close()
        case .keyUp, .paste, .barItem: break
        }
        return .changed
    }

    // MARK: - Keys

    private func handle(_ key: Key, in size: Size) -> Outcome {
        guard let level = levels.last else { return .changed }
        let children = level.menu.children
        switch key {
        case .up, .shiftUp: move(by: -1)
        case .down, .shiftDown, .tab: move(by: 1)
        case .backTab: move(by: -1)
        case .home: setSelection(MenuSession.firstChoosable(in: level.menu, from: 0, step: 1))
        case .end: setSelection(MenuSession.firstChoosable(in: level.menu, from: children.count - 1, step: -1))
        case .escape, .left, .shiftLeft:
            levels.removeLast()
        case .right, .shiftRight:
            if let index = level.selection, case .submenu = children[index] { openSubmenu(at: index, in: size) }
        case .enter, .character(" "):
            if let index = level.selection { return choose(index, in: size) }
        case let .character(letter):
            jump(to: letter)
        default:
            break
        }
        return .changed
    }

    /// Moves the choice `step` items on, past dividers and disabled items, around the ends.
    private func move(by step: Int) {
        guard let level = levels.last, !level.menu.children.isEmpty else { return }
        let count = level.menu.children.count
        let start = level.selection.map { ($0 + step + count) % count } ?? (step > 0 ? 0 : count - 1)
        var index = start
        repeat {
            if level.menu.children[index].isChoosable { return setSelection(index) }
            index = (index + step + count) % count
        } while index != start
    }

    /// Chooses the next item after the current whose title starts with `letter` (any case).
    private func jump(to letter: Character) {
        guard let level = levels.last else { return }
        let children = level.menu.children, count = children.count, wanted = String(letter).lowercased()
        guard count > 0 else { return }
        let start = level.selection.map { $0 + 1 } ?? 0
        for offset in 0..<count {
            let index = (start + offset) % count
            if children[index].isChoosable, children[index].title.lowercased().hasPrefix(wanted) {
                return setSelection(index)
            }
        }
    }

    private func setSelection(_ index: Int?) {
        guard !levels.isEmpty else { return }
        levels[levels.count - 1].selection = index
    }

    /// Runs item `index` of the top box: an action closes the menu and is returned; a submenu opens.
    private func choose(_ index: Int, in size: Size) -> Outcome {
        guard let level = levels.last, index < level.menu.children.count else { return .changed }
        switch level.menu.children[index] {
        case let .item(action) where action.isEnabled:
            close()
            return .chose(action)
        case .submenu:
            openSubmenu(at: index, in: size)
        case .item, .divider:
            break
        }
        return .changed
    }

    /// Opens the submenu at item `index` of the top box, beside it (left of it where it does not
    /// fit right), its first item chosen.
    private func openSubmenu(at index: Int, in size: Size) {
        guard let level = levels.last, case let .submenu(menu) = level.menu.children[index] else { return }
        let row = level.frame.minY + 1 + index
        let anchor = Rect(x: level.frame.maxX - 1, y: row - 1, width: 1, height: 1)
        var frame = MenuSession.frame(of: menu, below: anchor, in: size)
        if frame.maxX > size.width || frame.minX < level.frame.maxX - 1 {
            frame.origin.x = max(0, level.frame.minX - frame.size.width + 1)
        }
        levels.append(Level(menu: menu, frame: frame, selection: MenuSession.firstChoosable(in: menu, from: 0, step: 1)))
    }

    // MARK: - The pointer

    private func handle(_ pointer: PointerEvent, in size: Size) -> Outcome {
        let hit = item(at: pointer.position)
        switch pointer.kind {
        case .press, .secondaryPress:
            guard let hit else {
                // Outside every box: the menu closes, and the press reaches nothing (UIKit's rule).
                if !levels.contains(where: { $0.frame.contains(pointer.position) }) { close() }
                return .changed
            }
            levels.removeSubrange((hit.level + 1)...)
            setSelection(hit.index)
            pressedOnItem = pointer.kind == .press
            if case .submenu = levels[hit.level].menu.children[hit.index] { openSubmenu(at: hit.index, in: size) }
        case .drag:
            // Press, drag over the items, release on one: a menu's own gesture.
            if let hit, hit.level == levels.count - 1 { setSelection(hit.index) }
        case .release:
            defer { pressedOnItem = false }
            if pressedOnItem, let hit, hit.level == levels.count - 1 {
                if case .submenu = levels[hit.level].menu.children[hit.index] { return .changed }
                return choose(hit.index, in: size)
            }
        case .tap, .scrollUp, .scrollDown, .scrollLeft, .scrollRight:
            break
        }
        return .changed
    }

    /// The choosable item under `point` (terminal cells): its box and index.
    func item(at point: Point) -> (level: Int, index: Int)? {
        for (number, level) in levels.enumerated().reversed() where level.frame.contains(point) {
            let index = point.y - level.frame.minY - 1
            guard point.x > level.frame.minX, point.x < level.frame.maxX - 1, index >= 0,
                  index < level.menu.children.count, level.menu.children[index].isChoosable else { return nil }
            return (number, index)
        }
        return nil
    }

    /// Each open box as a reader knows it: a menu of its items, the chosen one selected.
    var accessibilityElements: [AccessibilityElement] {
        levels.map { level in
            let items = level.menu.children.enumerated().compactMap { index, element -> AccessibilityElement? in
                let value: String?
                switch element {
                case .divider: return nil
                case let .item(action): value = action.isChecked ? "checked" : action.isEnabled ? nil : "dimmed"
                case .submenu: value = "submenu"
                }
                let row = Rect(x: level.frame.minX + 1, y: level.frame.minY + 1 + index,
                               width: max(0, level.frame.size.width - 2), height: 1)
                return AccessibilityElement(.menuItem, label: element.title, value: value,
                                            position: (index + 1, level.menu.children.count),
                                            isSelected: index == level.selection, frame: row)
            }
            return AccessibilityElement(.menu, label: level.menu.title, frame: level.frame, children: items)
        }
    }

    // MARK: - Drawing

    /// Draws every open box over `canvas` (the terminal's cells), the last on top; the focus
    /// point rests on the chosen item of the last.
    func draw(into canvas: inout Canvas, theme: Theme) {
        for level in levels { draw(level, into: &canvas, theme: theme) }
        if let level = levels.last, let index = level.selection {
            canvas.focusPoint = Point(x: level.frame.minX + 2, y: level.frame.minY + 1 + index)
        }
    }

    private func draw(_ level: Level, into canvas: inout Canvas, theme: Theme) {
        let frame = level.frame, inner = Rect(x: frame.minX + 1, y: frame.minY + 1, width: max(0, frame.size.width - 2),
                                              height: max(0, frame.size.height - 2))
        canvas.fill(frame, style: theme.content)
        canvas.drawBorder(frame, style: theme.secondary)
        if !level.menu.title.isEmpty {
            canvas.write(" \(level.menu.title) ", at: Point(x: frame.minX + 2, y: frame.minY),
                         style: theme.secondary.adding(.bold), clip: Rect(x: frame.minX + 1, y: frame.minY,
                                                                         width: max(0, frame.size.width - 2), height: 1))
        }
        for (index, element) in level.menu.children.enumerated() where index < inner.size.height {
            let y = inner.minY + index, row = Rect(x: inner.minX, y: y, width: inner.size.width, height: 1)
            let chosen = index == level.selection
            switch element {
            case .divider:
                canvas.write(String(repeating: "─", count: inner.size.width), at: row.origin, style: theme.secondary,
                             clip: row)
            case let .item(action):
                var style = !action.isEnabled ? theme.secondary
                    : action.role == .destructive ? MenuSession.destructiveStyle(in: theme) : theme.content
                if chosen { style = action.role == .destructive && action.isEnabled ? ListAction.destructiveStyle : theme.selection }
                canvas.fill(row, style: style)
                if action.isChecked { canvas.write("✓", at: Point(x: row.minX + 1, y: y), style: style, clip: row) }
                canvas.write(action.title, at: Point(x: row.minX + 3, y: y), style: style, clip: row)
                if let hint = action.keyHint {
                    let hintStyle = chosen ? style : theme.secondary
                    canvas.write(hint, at: Point(x: row.maxX - 1 - TerminalText.width(of: hint), y: y), style: hintStyle,
                                 clip: row)
                }
            case let .submenu(menu):
                let style = chosen ? theme.selection : theme.content
                canvas.fill(row, style: style)
                canvas.write(menu.title, at: Point(x: row.minX + 3, y: y), style: style, clip: row)
                canvas.write("›", at: Point(x: row.maxX - 2, y: y), style: style, clip: row)
            }
        }
    }

    /// A destructive item not chosen: red text (bold, where the theme has no colour).
    private static func destructiveStyle(in theme: Theme) -> Style {
        theme.usesColor
            ? Style(foreground: ListAction.destructiveStyle.background, background: theme.content.background, attributes: .bold)
            : Style(attributes: .bold)
    }

    // MARK: - Layout

    /// Where `menu`'s box goes for `anchor` (terminal cells) in a terminal of `size`: below the
    /// anchor from its left edge, above it where it does not fit below, kept inside the terminal.
    static func frame(of menu: Menu, below anchor: Rect, in size: Size) -> Rect {
        let widest = menu.children.map { element -> Int in
            switch element {
            case let .item(action):
                TerminalText.width(of: action.title) + (action.keyHint.map { TerminalText.width(of: $0) + 2 } ?? 0)
            case let .submenu(submenu): TerminalText.width(of: submenu.title) + 2
            case .divider: 0
            }
        }.max() ?? 0
        let width = min(size.width, max(widest + 6, TerminalText.width(of: menu.title) + 6, 12))
        let height = min(size.height, menu.children.count + 2)
        var y = anchor.maxY
        if y + height > size.height { y = max(0, anchor.minY - height) }
        if y + height > size.height { y = max(0, size.height - height) }
        let x = max(0, min(anchor.minX, size.width - width))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The first choosable item of `menu` from `start` going `step` (±1); nil for none.
    static func firstChoosable(in menu: Menu, from start: Int, step: Int) -> Int? {
        var index = start
        while index >= 0 && index < menu.children.count {
            if menu.children[index].isChoosable { return index }
            index += step
        }
        return nil
    }
}
