/// The walks the engine makes over a tree of containers: its stacks, the one the focus leads to,
/// where a stack shows. None allocates on the way (a frame walks them).
extension Container {
    /// Calls `body` with every navigation stack of this tree, shown or not, depth first in the
    /// children's order.
    public func forEachStack(_ body: (NavigationController) -> Void) {
        if let stack = self as? NavigationController { return body(stack) }
        for child in children { child.forEachStack(body) }
    }

    /// Every navigation stack of this tree, shown or not, depth first in the children's order.
    public var navigationStacks: [NavigationController] {
        var stacks: [NavigationController] = []
        forEachStack { stacks.append($0) }
        return stacks
    }

    /// Calls `body` with every stack shown in a frame of `size` cells and where it shows (cells,
    /// relative to this container's top-left corner), in the order they are drawn.
    func forEachShownStack(in size: Size, _ body: (NavigationController, Rect) -> Void) {
        if let stack = self as? NavigationController { return body(stack, Rect(origin: .zero, size: size)) }
        forEachShownChild(in: size) { child, frame in
            child.forEachShownStack(in: frame.size) { stack, inner in
                body(stack, inner.offsetBy(dx: frame.minX, dy: frame.minY))
            }
        }
    }

    /// Calls `body` with every stack shown in a frame of `size` cells, in the order they are
    /// drawn, and the transition the containers around it put it in
    /// (`Container.appearanceTransition(of:)`: the outermost one's; `transition` above this one;
    /// nil at rest). Allocates nothing.
    func forEachShownStackWithTransition(in size: Size, transition: AppearanceTransition? = nil,
                                         _ body: (NavigationController, AppearanceTransition?) -> Void) {
        if let stack = self as? NavigationController { return body(stack, transition) }
        forEachShownChild(in: size) { child, frame in
            let inherited = transition ?? appearanceTransition(of: child)
            child.forEachShownStackWithTransition(in: frame.size, transition: inherited, body)
        }
    }

    /// The stacks shown in a frame of `size` cells, in the order they are drawn.
    func shownStacks(in size: Size) -> [NavigationController] {
        var stacks: [NavigationController] = []
        forEachShownStack(in: size) { stack, _ in stacks.append(stack) }
        return stacks
    }

    /// Calls `body` with this container and every container shown inside it, parents before their
    /// children, each with where it shows in a frame of `size` cells (relative to this container's
    /// top-left corner). `body` may rearrange a container (collapse a split): its children are
    /// visited after, as they are then.
    func forEachShownContainer(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(self, Rect(origin: .zero, size: size))
        forEachShownChild(in: size) { child, frame in
            child.forEachShownContainer(in: frame.size) { container, inner in
                body(container, inner.offsetBy(dx: frame.minX, dy: frame.minY))
            }
        }
    }

    /// The stack the focus leads to: this one, or the focused child's, down to a stack (the
    /// first stack of a container that names no focused child). Under the root, the stack that
    /// takes input when nothing is presented.
    public var focusedStack: NavigationController {
        if let stack = self as? NavigationController { return stack }
        if let child = focusedChild { return child.focusedStack }
        return navigationStacks[0]
    }

    /// Where `stack` shows in a frame of `size` cells (relative to its top-left corner); nil when
    /// it is not shown (or not in this tree).
    func frame(of stack: NavigationController, in size: Size) -> Rect? {
        var found: Rect?
        forEachShownStack(in: size) { shown, frame in
            if found == nil, shown === stack { found = frame }
        }
        return found
    }

    /// True when `stack` is one of this tree's.
    public func contains(stack: NavigationController) -> Bool {
        var found = false
        forEachStack { if $0 === stack { found = true } }
        return found
    }

    /// Calls `body` with the containers from `stack` itself up to this one, the nearest first,
    /// until it answers true. Nil when `stack` is not in this tree, else whether `body` stopped
    /// the walk. Allocates nothing (every key walks it).
    func walkUp(from stack: NavigationController, _ body: (any Container) -> Bool) -> Bool? {
        if self === stack { return body(self) }
        for child in children {
            if let stopped = child.walkUp(from: stack, body) { return stopped || body(self) }
        }
        return nil
    }
}
