import Foundation

/// Shows one presented controller in its window and runs its presentation and dismissal —
/// UIKit's `UIPresentationController` with the standard transitions. It puts a dimming
/// view over the presenter and a container holding the presented controller's view over
/// that; both transitions are `TransitionDriver`s, so `transitionCoordinator` offers them
/// to alongside animations, and the interactive dismissal (a downward drag on a sheet, or
/// the part of a drag in a list inside it that goes past the list's top, `SheetDragHandoff`)
/// is scrubbed, completed or cancelled like the interactive pop.
///
/// While a transition runs (`transition` is set) the window takes no new input: setting
/// `transition` blocks it (`Window.setInputBlocked(_:by:)`) and clearing it, when the
/// transition ends completed or cancelled, unblocks it. The touch that drives an
/// interactive dismissal, already down, goes on; a click reaches neither the presenter
/// under the dimming view nor the presented view meanwhile.
@MainActor
final class PresentationController {
    /// How the presented view is laid out and moves.
    enum Kind {
        /// A page sheet: inset from the top, slides up, can be dragged down.
        case sheet
        /// The whole window, sliding up; the presenter disappears underneath.
        case fullScreen
        /// The whole window, sliding up, over the presenter.
        case overFullScreen
        /// An alert: the whole window (the alert centres its box), fading in.
        case alert
        /// An action sheet: the whole window (the sheet sits at its bottom), sliding up.
        case actionSheet
    }

    weak var presenter: ViewController?
    unowned let presented: ViewController
    unowned let window: Window
    let kind: Kind
    let dimmingView = View()
    let containerView = PresentationContainerView()
    let dismissPan = SheetDismissPanGestureRecognizer()
    /// The presentation or dismissal running now; the window's input is blocked while it is set.
    private(set) var transition: TransitionDriver? {
        didSet { window.setInputBlocked(transition != nil, by: self) }
    }
    /// Calls that arrived while a transition ran, in order.
    private var pending: [() -> Void] = []
    /// The view that had the keyboard focus before the presentation, given it back after.
    private weak var previousFocus: View?

    init(presenter: ViewController, presented: ViewController, window: Window) {
        self.presenter = presenter
        self.presented = presented
        self.window = window
        if let alert = presented as? AlertController {
            kind = alert.preferredStyle == .alert ? .alert : .actionSheet
        } else {
            switch presented.modalPresentationStyle {
            case .automatic, .pageSheet: kind = .sheet
            case .fullScreen: kind = .fullScreen
            case .overFullScreen: kind = .overFullScreen
            }
        }
        containerView.owner = self
        // As UIKit: sheets, alerts and action sheets are raised above the page they cover
        // (their `systemBackground` is the elevated one); full-screen presentations are not.
        if kind != .fullScreen && kind != .overFullScreen { containerView.setInterfaceLevel(.elevated) }
    }

    /// Whether a presentation or dismissal is animating.
    var isTransitioning: Bool { transition.map { !$0.isFinished } ?? false }

    /// Runs `call` after the running transition (at once when none runs).
    func enqueue(_ call: @escaping () -> Void) {
        if isTransitioning { pending.append(call) } else { call() }
    }

    private func runPending() {
        while !isTransitioning, !pending.isEmpty { pending.removeFirst()() }
    }

    // MARK: Geometry

    /// Where the presented view rests.
    func shownFrame(in bounds: CGRect) -> CGRect {
        guard kind == .sheet else { return bounds }
        let theme = containerView.theme.presentation
        let width = min(bounds.width, theme.sheetMaximumWidth)
        let top = min(theme.sheetTopMargin, bounds.height / 4)
        // The sheet reaches past the bottom edge by its corner radius: only its top corners show.
        return CGRect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: bounds.height - top + theme.sheetCornerRadius)
    }

    /// Where the presented view starts and ends: below the window, or in place (alerts fade).
    func hiddenFrame(in bounds: CGRect) -> CGRect {
        let shown = shownFrame(in: bounds)
        return kind == .alert ? shown : shown.offsetBy(dx: 0, dy: bounds.height - shown.minY)
    }

    private var dims: Bool { kind != .fullScreen && kind != .overFullScreen }

    private var duration: TimeInterval {
        let theme = containerView.theme.presentation
        return kind == .alert ? theme.alertDuration : theme.sheetDuration
    }

    /// Puts the views in their shown (or hidden) state; inside a transition's recording
    /// the change animates. An alert, and any presentation that `fades` (reduce motion),
    /// fades in place instead of sliding: its alpha goes from 0 to 1 where it rests (a
    /// fading dismissal leaves the frame where it is).
    private func apply(shown: Bool, fades: Bool = false) {
        let bounds = window.bounds
        dimmingView.alpha = shown && dims ? containerView.theme.presentation.dimmingAlpha : 0
        if kind == .alert || fades {
            containerView.alpha = shown ? 1 : 0
            if shown, kind != .alert { containerView.frame = shownFrame(in: bounds) }
        } else {
            containerView.frame = shown ? shownFrame(in: bounds) : hiddenFrame(in: bounds)
            if shown { containerView.alpha = 1 }
        }
    }

    /// Whether a transition that is not driven by a drag cross-fades: when the user asked
    /// for less motion (`Accessibility.isReduceMotionEnabled`), as iOS does.
    private var fadesForReducedMotion: Bool { Accessibility.isReduceMotionEnabled }

    /// Set when the window changed size during a transition: its end places the views for
    /// the new size.
    private var needsLayoutAfterTransition = false

    /// The window changed size. Autoresizing alone keeps a sheet's width and top margin from
    /// the old size (a sheet presented in a narrow window would stay narrow), so at rest the
    /// views are placed by the rules for the new size; during a transition that happens when
    /// it ends (a cancelled dismissal would otherwise restore the frame of the old size).
    func windowDidResize() {
        guard presented.presentationState.controller === self else { return }
        if isTransitioning {
            needsLayoutAfterTransition = true
        } else {
            View.performWithoutAnimation { apply(shown: true) }
        }
    }

    /// After a transition that leaves the controller shown: the layout a resize asked for.
    private func layoutIfResized() {
        guard needsLayoutAfterTransition else { return }
        needsLayoutAfterTransition = false
        View.performWithoutAnimation { apply(shown: true) }
    }

    // MARK: Presenting

    func present(animated: Bool, completion: (() -> Void)?) {
        guard let presenter else { return }
        previousFocus = window.focusedView
        presenter.presentationState.presented = presented
        presented.presentationState.presenting = presenter
        presented.presentationState.controller = self
        // As UIKit: the tint of what a sheet or an alert covers is dimmed while it is up.
        if dims { presenter.viewIfLoaded?.setDimmedByPresentation(true) }
        let theme = containerView.theme.presentation
        dimmingView.backgroundColor = .black
        dimmingView.frame = window.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let view: View = presented.view
        let fades = fadesForReducedMotion
        View.performWithoutAnimation {
            containerView.frame = shownFrame(in: window.bounds)
            containerView.autoresizingMask = kind == .sheet ? [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight] : [.flexibleWidth, .flexibleHeight]
            containerView.clipsToBounds = true
            containerView.cornerRadius = kind == .sheet ? theme.sheetCornerRadius : 0
            view.frame = containerView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // The part past the bottom edge is not safe to put content in.
            view.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: kind == .sheet ? theme.sheetCornerRadius : 0, right: 0)
            containerView.addSubview(view)
            window.addSubview(dimmingView)
            window.addSubview(containerView)
            apply(shown: false, fades: fades)
            containerView.layoutIfNeeded()
        }
        if kind == .sheet {
            dismissPan.addTarget(self, action: PresentationController.panChanged)
            containerView.addGestureRecognizer(dismissPan)
        }
        let isAnimated = animated && window.surface != nil
        let driver = TransitionDriver(
            from: presenter, to: presented, container: window, duration: duration, curve: .easeOut, animated: isAnimated, interactive: false)
        transition = driver
        if kind == .fullScreen { presenter.beginAppearanceTransition(false, animated: isAnimated) }
        presented.beginAppearanceTransition(true, animated: isAnimated)
        if isAnimated { rasterize(during: driver) }
        driver.record { apply(shown: true, fades: fades) }
        driver.onEnd = { [weak self] _ in
            guard let self else { return }
            if self.kind == .fullScreen {
                presenter.viewIfLoaded?.isHidden = true
                presenter.endAppearanceTransition()
            }
            self.presented.endAppearanceTransition()
            self.transition = nil
            self.layoutIfResized()
        }
        driver.animate(alongsideTransition: nil) { [weak self] _ in
            completion?()
            self?.runPending()
        }
        driver.start()
    }

    // MARK: Dismissing

    /// Dismisses the presented controller; interactive, a drag scrubs it (`update`) until
    /// `finishInteractiveDismissal` completes or cancels it.
    func dismiss(animated: Bool, interactive: Bool, completion: (() -> Void)?) {
        if isTransitioning {
            pending.append { [weak self] in self?.dismiss(animated: animated, interactive: interactive, completion: completion) }
            return
        }
        guard let presenter, presenter.presentationState.presented === presented else {
            completion?()
            return
        }
        let isAnimated = (animated || interactive) && window.surface != nil
        let driver = TransitionDriver(
            from: presented, to: presenter, container: window, duration: duration, curve: .easeOut, animated: isAnimated, interactive: interactive && isAnimated)
        transition = driver
        presented.beginAppearanceTransition(false, animated: isAnimated)
        if kind == .fullScreen {
            presenter.viewIfLoaded?.isHidden = false
            presenter.beginAppearanceTransition(true, animated: isAnimated)
        }
        if isAnimated { rasterize(during: driver) }
        // A drag moves the sheet with the pointer even with reduce motion.
        let fades = fadesForReducedMotion && !interactive
        driver.record { apply(shown: false, fades: fades) }
        driver.onEnd = { [weak self] driver in
            guard let self else { return }
            self.transition = nil
            if driver.isCancelled {
                self.layoutIfResized()
                // The sheet stays: the appearance calls are undone.
                self.presented.beginAppearanceTransition(true, animated: true)
                self.presented.endAppearanceTransition()
                if self.kind == .fullScreen {
                    presenter.beginAppearanceTransition(false, animated: true)
                    presenter.viewIfLoaded?.isHidden = true
                    presenter.endAppearanceTransition()
                }
                return
            }
            self.tearDown(presenter: presenter)
            self.presented.endAppearanceTransition()
            if self.kind == .fullScreen { presenter.endAppearanceTransition() }
        }
        // Held strongly: once torn down nothing else holds this controller, and the calls
        // queued behind the dismissal (a presentation asked for meanwhile) must still run.
        driver.animate(alongsideTransition: nil) { context in
            if !context.isCancelled { completion?() }
            self.runPending()
        }
        driver.start()
    }

    private func tearDown(presenter: ViewController) {
        presenter.viewIfLoaded?.setDimmedByPresentation(false)
        presented.viewIfLoaded?.removeFromSuperview()
        containerView.removeFromSuperview()
        dimmingView.removeFromSuperview()
        if dismissPan.view === containerView { containerView.removeGestureRecognizer(dismissPan) }
        presenter.presentationState.presented = nil
        presented.presentationState.presenting = nil
        presented.presentationState.controller = nil
        if let previousFocus { window.focus(previousFocus) }
    }

    /// While the presented view only moves, it is composited from one cached bitmap.
    private func rasterize(during driver: TransitionDriver) {
        guard !containerView.shouldRasterize else { return }
        containerView.shouldRasterize = true
        driver.animate(alongsideTransition: nil) { [weak self] _ in self?.containerView.shouldRasterize = false }
    }

    // MARK: Interactive dismissal

    /// The list the dismissal pan lent its drag to (it began on a list resting at its top),
    /// until the drag ends.
    private weak var listFollowingPan: ScrollView?

    /// A downward drag on the sheet scrubs the dismissal (`beginDismissalDrag` and the
    /// calls after it). A drag that began on a list resting at its top is the list's to
    /// share (`SheetDragHandoff`): the sheet follows it down, and above the sheet's rest
    /// position the list scrolls.
    func panChanged(_ pan: SheetDismissPanGestureRecognizer) {
        if let list = listFollowingPan {
            switch pan.state {
            case .changed: list.drag(by: pan.translation(in: list))
            case .ended: list.endDragging(velocity: pan.velocity(in: list))
            case .cancelled, .failed: list.endDragging(velocity: nil)
            case .began, .possible: break
            }
            if pan.state.isFinal { listFollowingPan = nil }
            return
        }
        switch pan.state {
        case .began:
            guard !isTransitioning else {
                pan.state = .cancelled
                return
            }
            if let list = pan.yieldingScrollView, list.isDescendant(of: containerView) {
                listFollowingPan = list
                list.beginDragging(showingIndicators: false)
            } else {
                beginDismissalDrag()
            }
        case .changed:
            dismissalDragChanged(distance: pan.translation(in: window).y)
        case .ended:
            endDismissalDrag(distance: pan.translation(in: window).y, velocity: pan.velocity(in: window).y)
        case .cancelled, .failed:
            cancelDismissalDrag()
        case .possible:
            break
        }
    }

    /// Starts the interactive dismissal that a drag scrubs; returns false, doing nothing,
    /// when this is no sheet or a transition runs.
    @discardableResult
    func beginDismissalDrag() -> Bool {
        guard kind == .sheet, !isTransitioning else { return false }
        dismiss(animated: true, interactive: true, completion: nil)
        return transition?.isInteractive ?? false
    }

    /// Scrubs the interactive dismissal to the sheet pulled `distance` points below its
    /// rest position (clamped to the rest position and the bottom edge).
    func dismissalDragChanged(distance: CGFloat) {
        transition?.update((distance / dismissalHeight).clamped(to: 0...1))
    }

    /// Releases the drag `distance` points below the rest position moving `velocity` points
    /// per second downwards: the dismissal completes when the distance projected with the
    /// velocity (UIKit's `project`: v/1000 · r/(1 − r) with the normal deceleration rate)
    /// passes `Theme.presentation.sheetDismissFraction` of the sheet's height; else it
    /// cancels and the sheet settles back.
    func endDismissalDrag(distance: CGFloat, velocity: CGFloat) {
        let projected = distance + Self.project(velocity: velocity)
        transition?.finishInteractive(cancelled: !(projected >= dismissalHeight * containerView.theme.presentation.sheetDismissFraction))
    }

    /// The drag was cancelled: the sheet settles back.
    func cancelDismissalDrag() {
        transition?.finishInteractive(cancelled: true)
    }

    /// How far the sheet travels from its rest position to the bottom edge.
    private var dismissalHeight: CGFloat { max(1, containerView.bounds.height - containerView.theme.presentation.sheetCornerRadius) }

    /// How far a motion at `velocity` points per second carries with the normal
    /// deceleration rate (UIKit's projection formula).
    static func project(velocity: CGFloat, decelerationRate: CGFloat = ScrollView.DecelerationRate.normal.rawValue) -> CGFloat {
        (velocity / 1000) * decelerationRate / (1 - decelerationRate)
    }
}
