/// Actions sent up the tree (`ContainerAction`; UIKit's `sendAction`, which its application
/// routes as it routes events): from the asker's stack through its parents (and, for an action
/// that crosses presentations, its presenter's), the first container that takes one performs
/// it; a layout it changed is settled as after a container's own input.
extension EventRouter {
    /// Sends `action` up from `stack` (`Window.walkUp`); what the container that took it answered,
    /// nil when none did. For a detail, the stacks of each container asked get the app's
    /// animators (its `navigation.delegate`) where they have no delegate of their own: the detail
    /// may be pushed on any of them.
    func send(_ action: ContainerAction, from stack: NavigationController) -> NavigationResult? {
        var result: NavigationResult?
        var context = containerEventContext
        let appDelegate = engine.navigation.delegate
        changingLayout {
            var changed = false
            window.walkUp(from: stack, crossingPresentations: action.crossesPresentations) { container, isCovered in
                if action.name == .showDetail {
                    container.forEachStack { if $0.delegate == nil { $0.delegate = appDelegate } }
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
