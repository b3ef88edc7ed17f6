import Foundation

extension ViewController {
    /// How this controller covers its presenter when presented. Default: `.automatic`
    /// (a page sheet).
    public var modalPresentationStyle: ModalPresentationStyle {
        get { presentationState.style }
        set { presentationState.style = newValue }
    }

    /// The controller this one (or the container it is in) presents, if any.
    public var presentedViewController: ViewController? { presentationRoot.presentationState.presented }

    /// The controller that presented this one (or the container it is in), if any.
    public var presentingViewController: ViewController? { presentationRoot.presentationState.presenting }

    /// The outermost container of this controller: presentations belong to it.
    var presentationRoot: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// Presents `viewController` over this controller's window in its
    /// `modalPresentationStyle`; animated, it slides up (alerts fade in) while the
    /// presenter dims, and `completion` runs when it is on screen.
    ///
    /// Input: as in UIKit, the window takes no new presses, wheel steps or keys while a
    /// presentation or dismissal runs (the presenter's views and the presented ones alike);
    /// input returns when it completes or is cancelled. At rest the dimming view takes the
    /// clicks outside a sheet (they reach nothing and do not dismiss it) and an alert
    /// covers the whole window.
    ///
    /// Rules: a presentation asked for while a navigation push or pop or another
    /// presentation of this controller runs starts after it, in call order. Presenting a
    /// controller that is already presented (or shown by a container), presenting while
    /// this controller already presents another one, or presenting from a controller that
    /// is not in a window is a no-op with one diagnostic line (`completion` is not called).
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = presentationRoot
        let name = String(describing: type(of: viewController))
        guard viewController !== host, viewController.presentationState.presenting == nil, viewController.parent == nil,
            viewController.viewIfLoaded?.window == nil
        else {
            return Diagnostics.report("ViewController.present: \(name) is already presented or shown; ignored")
        }
        if let running = host.presentationState.presented?.presentationState.controller, running.isTransitioning {
            running.enqueue { [weak self] in self?.present(viewController, animated: animated, completion: completion) }
            return
        }
        if let running = host.presentationState.controller, running.isTransitioning {
            running.enqueue { [weak self] in self?.present(viewController, animated: animated, completion: completion) }
            return
        }
        if let shown = host.presentationState.presented {
            return Diagnostics.report("ViewController.present: \(type(of: host)) is already presenting \(type(of: shown)); ignored")
        }
        guard let window = host.viewIfLoaded?.window else {
            return Diagnostics.report("ViewController.present: \(type(of: host)) is not in a window; ignored")
        }
        if let push = host.runningContainerTransition(),
            push.animate(
                alongsideTransition: nil,
                completion: { [weak self, weak host] _ in
                    host?.presentationState.queuedPresentations -= 1
                    self?.present(viewController, animated: animated, completion: completion)
                })
        {
            host.presentationState.queuedPresentations += 1
            return
        }
        let presentation = PresentationController(presenter: host, presented: viewController, window: window)
        presentation.present(animated: animated, completion: completion)
    }

    /// Dismisses the controller this one presents or, when it presents none, this
    /// controller itself if it is presented; animated, it slides down (alerts fade out)
    /// and `completion` runs when it is gone. With nothing presented it does nothing but
    /// report one diagnostic line and call `completion`.
    ///
    /// Calls run in call order: a dismissal asked for while the presentation animates in
    /// runs after it; asked for while a presentation waits for a push or pop, or while the
    /// presented controller slides out with a presentation queued behind it, it runs after
    /// that presentation and dismisses it.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        dismiss(animated: animated, completion: completion, deferred: false)
    }

    /// `deferred`: the call was accepted earlier and waited; finding nothing to dismiss
    /// then is not misuse (another call dismissed it meanwhile), so it only completes.
    private func dismiss(animated: Bool, completion: (() -> Void)?, deferred: Bool) {
        let host = presentationRoot
        let target = host.presentationState.presented ?? (host.presentationState.presenting != nil ? host : nil)
        // A presentation waiting for a push or pop goes first.
        if host.presentationState.queuedPresentations > 0, let push = host.runningContainerTransition(),
            push.animate(
                alongsideTransition: nil,
                completion: { [weak self] _ in self?.dismiss(animated: animated, completion: completion, deferred: true) })
        {
            return
        }
        guard let target, let presentation = target.presentationState.controller else {
            if !deferred { Diagnostics.report("ViewController.dismiss: \(type(of: self)) presents nothing and is not presented; ignored") }
            completion?()
            return
        }
        // Asked of the presenter while the presented controller moves: after the move and
        // the calls queued behind it, whatever is presented then is dismissed.
        if host !== target, presentation.isTransitioning {
            presentation.enqueue { [weak self] in self?.dismiss(animated: animated, completion: completion, deferred: true) }
            return
        }
        // Whatever the target presents goes first, at once (UIKit dismisses the whole chain).
        if let above = target.presentationState.presented, let abovePresentation = above.presentationState.controller {
            abovePresentation.dismiss(animated: false, interactive: false, completion: nil)
        }
        presentation.dismiss(animated: animated, interactive: false, completion: completion)
    }

    /// The navigation transition running inside this controller's tree, if any.
    func runningContainerTransition() -> TransitionDriver? {
        if let navigation = self as? NavigationController, let transition = navigation.activeTransition, !transition.isFinished { return transition }
        for child in children { if let found = child.runningContainerTransition() { return found } }
        return nil
    }

    /// The running presentation or dismissal of this controller (or of the one it
    /// presents), for `transitionCoordinator`.
    var presentationTransitionCoordinator: ViewControllerTransitionCoordinator? {
        let root = presentationRoot
        if let own = root.presentationState.controller?.transition { return own }
        return root.presentationState.presented?.presentationState.controller?.transition
    }

    /// The front-most presented controller above this one (itself when it presents none).
    var frontmostPresentedController: ViewController {
        var current = self
        while let next = current.presentationState.presented { current = next }
        return current
    }
}

extension ViewController: ViewOwner {
    /// The front-most presented controller above this one (itself when it presents none).
    var frontmostOwner: ViewOwner { frontmostPresentedController }

    /// The children whose views are on screen when this controller's is (`visibleChildren`).
    var visibleChildOwners: [ViewOwner] { visibleChildren }

    /// The front-most presentation's container while this controller (or one presented over
    /// it) presents another; nil when nothing is presented.
    var focusScope: View? {
        let front = frontmostPresentedController
        guard front !== self else { return nil }
        return front.presentationState.controller?.containerView
    }
}

extension Window {
    /// The controller whose view fills the window: the window's root owner
    /// (`rootViewOwner`). Setting another removes the old one's view and installs the new
    /// one's, with its appearance calls.
    public var rootViewController: ViewController? {
        get { rootViewOwner as? ViewController }
        set {
            rootViewOwner = newValue
            keepMenuBarInFront()
        }
    }
}
