import Foundation

/// The appearance or disappearance of a context menu, for work alongside and after it —
/// UIKit's `UIContextMenuInteractionAnimating`. Menus appear and disappear at once here:
/// animations added run right away, completions once the menu is shown or gone.
@MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// Runs `animations` along with the menu's appearance or disappearance.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu has appeared or disappeared.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator the delegate callbacks get: collects completions and runs them when the
/// menu has appeared or disappeared (`finish()`).
@MainActor
final class ContextMenuAnimator: ContextMenuInteractionAnimating {
    private var completions: [() -> Void] = []
    private var finished = false

    func addAnimations(_ animations: @escaping () -> Void) { animations() }

    func addCompletion(_ completion: @escaping () -> Void) {
        if finished { completion() } else { completions.append(completion) }
    }

    /// Runs the completions added so far (and later ones at once).
    func finish() {
        finished = true
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
