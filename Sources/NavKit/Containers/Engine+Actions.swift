/// Actions sent up the tree (`ContainerAction`): the engine walks from the asker's stack through
/// its parents (and for a detail, its presenter's), and the first container that takes one
/// performs it; a layout it changed is settled as after a container's own input.
extension Engine {
    /// Selects tab `index` of the tabs nearest the stack that takes input (`topNavigation`) at
    /// once (`TabController.perform(_:from:context:)`). Refused (`.noSuchTab`) where there are none.
    @discardableResult
    public func selectTab(_ index: Int) -> NavigationResult {
        send(.selectTab(index), from: topNavigation) ?? .refused(.noSuchTab)
    }

    /// Shows `detail` (UIKit's `showDetailViewController`) in the nearest container around
    /// `sender` that takes it (a split view, in its own tree or its presenter's); without one,
    /// pushed onto the stack `sender` is on.
    @discardableResult
    func showDetail(_ detail: Screen, from sender: Screen, animated: Bool) -> NavigationResult {
        if let stack = window.stack(holding: sender), let result = send(.showDetail(detail, animated: animated), from: stack) {
            return result
        }
        return navigate(from: sender) { $0.push(detail, animated: animated, at: animationStart) }
    }

    /// Shows `screen` (UIKit's `show(_:sender:)`) in the nearest container around `sender` that
    /// takes it, in its own tree; without one, pushed onto the stack `sender` is on.
    @discardableResult
    func show(_ screen: Screen, from sender: Screen, animated: Bool) -> NavigationResult {
        if let stack = window.stack(holding: sender), let result = send(.show(screen, animated: animated), from: stack) {
            return result
        }
        return navigate(from: sender) { $0.push(screen, animated: animated, at: animationStart) }
    }

    /// Sends `action` up from `stack` (`Window.walkUp`); what the container that took it answered,
    /// nil when none did. For a detail, the stacks of each container asked get the app's
    /// animators (its `navigation.delegate`) where they have no delegate of their own: the detail
    /// may be pushed on any of them.
    func send(_ action: ContainerAction, from stack: NavigationController) -> NavigationResult? {
        var result: NavigationResult?
        var context = router.containerEventContext
        layout.changingLayout {
            var changed = false
            window.walkUp(from: stack, crossingPresentations: action.crossesPresentations) { container, isCovered in
                if action.name == .showDetail {
                    container.forEachStack { if $0.delegate == nil { $0.delegate = navigation.delegate } }
                }
                context.isCovered = isCovered
                guard let outcome = container.perform(action, from: stack, context: context) else { return false }
                result = outcome.result
                changed = outcome.changesLayout
                return true
            }
            return changed
        }
        if result != nil { requestFrame() }
        return result
    }
}
