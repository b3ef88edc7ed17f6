import Foundation

extension PageViewController {
    /// Adds `page` as the shown page: a child whose view fills the controller's.
    func install(_ page: ViewController) {
        if page.parent !== self {
            addChild(page)
            page.didMove(toParent: self)
        }
        let pageView: View = page.view
        pageView.autoresizingMask = []
        pageView.frame = view.bounds
        if pageView.superview !== view { view.insertSubview(pageView, belowSubview: pageControl) }
    }

    /// Places the shown page at `offset` and its neighbours beside it.
    func place(offset: CGFloat, before: ViewController?, after: ViewController?) {
        let bounds = view.bounds
        current?.viewIfLoaded?.frame = bounds.offsetBy(dx: offset, dy: 0)
        before?.viewIfLoaded?.frame = bounds.offsetBy(dx: offset - bounds.width, dy: 0)
        after?.viewIfLoaded?.frame = bounds.offsetBy(dx: offset + bounds.width, dy: 0)
    }

    /// The pan: the page follows the pointer where there is a neighbour, and snaps at the end.
    func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let current, !isSnapping else { return }
            let before = dataSource?.pageViewController(self, viewControllerBefore: current)
            let after = dataSource?.pageViewController(self, viewControllerAfter: current)
            for page in [before, after].compactMap({ $0 }) { install(page) }
            let pending = [after, before].compactMap { $0 }
            if !pending.isEmpty { delegate?.pageViewController(self, willTransitionTo: pending) }
            drag = (0, before, after)
            followPointer(pan)
        case .changed:
            followPointer(pan)
        case .ended, .cancelled:
            guard let state = drag, let current else { return }
            let width = view.bounds.width
            let velocity = pan.velocity(in: view).x
            let flick = view.theme.containers.pageFlickVelocity
            let toAfter = state.after != nil && pan.state == .ended && (state.offset < -width / 2 || (velocity < -flick && state.offset < 0))
            let toBefore = state.before != nil && pan.state == .ended && (state.offset > width / 2 || (velocity > flick && state.offset > 0))
            if let target = toAfter ? state.after : (toBefore ? state.before : nil) {
                let other = toAfter ? state.before : state.after
                drag = nil
                if let other, other !== target { dropNeighbour(other) }
                turn(to: target, forward: toAfter, animated: true, fromOffset: state.offset, byUser: true, completion: nil)
            } else {
                snapBack(from: state, previous: current)
            }
        default:
            break
        }
    }

    private func followPointer(_ pan: PanGestureRecognizer) {
        guard var state = drag else { return }
        var offset = pan.translation(in: view).x
        if state.before == nil { offset = min(offset, 0) }
        if state.after == nil { offset = max(offset, 0) }
        state.offset = offset
        drag = state
        place(offset: offset, before: state.before, after: state.after)
    }

    /// Removes a neighbour a drag had uncovered but the user did not turn to.
    private func dropNeighbour(_ page: ViewController) {
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// A drag released short of turning: the page glides back.
    private func snapBack(from state: (offset: CGFloat, before: ViewController?, after: ViewController?), previous: ViewController) {
        drag = nil
        let done: (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            isSnapping = false
            for page in [state.before, state.after].compactMap({ $0 }) { dropNeighbour(page) }
            if state.before != nil || state.after != nil {
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: false)
            }
        }
        guard state.offset != 0 else { return done(true) }
        isSnapping = true
        let theme = view.theme.containers
        View.animate(
            withDuration: theme.pageTransitionDuration, delay: 0, options: .init(curve: theme.pageTransitionCurve),
            animations: { place(offset: 0, before: state.before, after: state.after) }, completion: done)
    }

    /// Arrow keys: turns to the neighbour, if there is one and no turn runs.
    func turnByKey(forward: Bool) {
        guard let current, drag == nil, !isSnapping else { return }
        let target =
            forward
            ? dataSource?.pageViewController(self, viewControllerAfter: current)
            : dataSource?.pageViewController(self, viewControllerBefore: current)
        guard let target else { return }
        delegate?.pageViewController(self, willTransitionTo: [target])
        turn(to: target, forward: forward, animated: true, fromOffset: 0, byUser: true, completion: nil)
    }

    /// Makes `page` the shown page: slides the old one out and `page` in (from the right
    /// when `forward`), starting with the old page at `fromOffset`; appearance callbacks
    /// bracket the slide. A turn the user made tells the delegate and moves the page control.
    func turn(to page: ViewController, forward: Bool, animated: Bool, fromOffset: CGFloat, byUser: Bool, completion: ((Bool) -> Void)?) {
        let previous = current
        guard page !== previous else {
            completion?(true)
            return
        }
        current = page
        guard isViewLoaded else {
            if let previous { dropNeighbour(previous) }
            addChild(page)
            page.didMove(toParent: self)
            completion?(true)
            return
        }
        let appearing = appearanceState == .appeared || appearanceState == .appearing
        if appearing {
            previous?.beginAppearanceTransition(false, animated: animated)
            page.beginAppearanceTransition(true, animated: animated)
        }
        install(page)
        let bounds = view.bounds
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            isSnapping = false
            if let previous, previous !== current { dropNeighbour(previous) }
            if appearing {
                previous?.endAppearanceTransition()
                page.endAppearanceTransition()
            }
            if byUser {
                presentationIndex += forward ? 1 : -1
                pageControl.currentPage = presentationIndex
                delegate?.pageViewController(self, didFinishAnimating: finished, previousViewControllers: previous.map { [$0] } ?? [], transitionCompleted: true)
            }
            completion?(finished)
        }
        guard animated else {
            View.performWithoutAnimation { page.view.frame = bounds }
            finish(true)
            return
        }
        isSnapping = true
        let width = bounds.width
        View.performWithoutAnimation {
            previous?.viewIfLoaded?.frame = bounds.offsetBy(dx: fromOffset, dy: 0)
            page.view.frame = bounds.offsetBy(dx: fromOffset + (forward ? width : -width), dy: 0)
        }
        let theme = view.theme.containers
        View.animate(
            withDuration: theme.pageTransitionDuration, delay: 0, options: .init(curve: theme.pageTransitionCurve),
            animations: {
                previous?.viewIfLoaded?.frame = bounds.offsetBy(dx: forward ? -width : width, dy: 0)
                page.view.frame = bounds
            }, completion: finish)
    }

    /// Lands a running drag or snap at once (a new `setViewControllers` comes).
    func finishRunningTurn() {
        if let state = drag {
            drag = nil
            for page in [state.before, state.after].compactMap({ $0 }) where page !== current { dropNeighbour(page) }
            current?.viewIfLoaded?.frame = view.bounds
        }
    }

    /// Shows the page control when the data source gives a count; `resetIndex` asks it
    /// for the index again.
    func updatePageControl(resetIndex: Bool) {
        let count = dataSource?.presentationCount(for: self) ?? 0
        if resetIndex { presentationIndex = dataSource?.presentationIndex(for: self) ?? 0 }
        pageControl.numberOfPages = count
        pageControl.currentPage = presentationIndex
        pageControl.isHidden = count <= 0
    }
}
