import Foundation

/// Names the two controllers of a transition — UIKit's `UITransitionContextViewControllerKey`.
public struct TransitionContextViewControllerKey: Hashable, Sendable {
    let rawValue: String
    /// The controller being left.
    public static let from = TransitionContextViewControllerKey(rawValue: "from")
    /// The controller being shown.
    public static let to = TransitionContextViewControllerKey(rawValue: "to")
}

/// What a running transition reports about itself — UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a gesture is driving it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (meaningful in completions).
    var isCancelled: Bool { get }
    /// How far it is, 0…1.
    var percentComplete: CGFloat { get }
    /// Its duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// The curve of its time-driven part.
    var completionCurve: View.AnimationCurve { get }
    /// The controller for `key`.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view in which the transition takes place.
    var containerView: View { get }
}

/// Lets code run animations alongside a transition — UIKit's
/// `UIViewControllerTransitionCoordinator`. Alongside animations share the transition's
/// duration and curve, are scrubbed with an interactive transition, and run back when it
/// is cancelled; completions see `isCancelled`.
@MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it. Returns false
    /// (and runs nothing) when the transition has already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of views outside the container.
    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when an interactive transition is released and goes on by itself.
    func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// A running container transition: drives every property change made for it — the pages,
/// bars, dimming and alongside animations — with one progress, so they all move together.
/// Time-driven with its curve, or scrubbed by a gesture (interactive) and then finished or
/// cancelled from where the finger left it.
@MainActor
final class TransitionDriver: AnimationDriver, FrameTicking, ViewControllerTransitionCoordinator {
    /// The duration asked for, before the animation speed.
    private let requestedDuration: TimeInterval
    /// The animation speed of the container's window when the transition started (1 until
    /// the container is in a window: taken on attaching).
    private var speed: Double
    /// The duration on the clock: the requested one at the speed of the container's window.
    var transitionDuration: TimeInterval { requestedDuration / speed }
    let completionCurve: View.AnimationCurve
    let isAnimated: Bool
    unowned let containerView: View
    private let fromViewController: ViewController?
    private let toViewController: ViewController?
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    private(set) var isFinished = false
    private var tracks: [PropertyTrack] = []
    private var alongside: [(ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(ViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Runs when the transition ends (after the model values settled), before completions.
    var onEnd: ((TransitionDriver) -> Void)?
    private weak var loop: FrameLoop?
    /// Time-driven segment: progress goes from `segmentStartProgress` to `segmentTarget`.
    private var segmentStart: TimeInterval = 0
    private var segmentStartProgress: CGFloat = 0
    private var segmentTarget: CGFloat = 1
    private var segmentDuration: TimeInterval = 0
    private var scrubbed: CGFloat = 0
    private var started = false

    init(from: ViewController?, to: ViewController?, container: View, duration: TimeInterval, curve: View.AnimationCurve, animated: Bool, interactive: Bool) {
        fromViewController = from
        toViewController = to
        containerView = container
        requestedDuration = animated ? sanitizedDuration(duration) : 0
        completionCurve = curve
        isAnimated = animated
        isInteractive = interactive
        loop = container.window?.frameLoop
        speed = loop?.animationSpeed ?? 1
    }

    func attach(to loop: FrameLoop) {
        guard self.loop == nil else { return }
        self.loop = loop
        // Started while its container was in no window: it takes the speed of the window
        // joined, and the running segment begins now, stretched to that speed.
        let previous = speed
        speed = loop.animationSpeed
        guard started, !isFinished, !isInteractive, segmentDuration > 0 else { return }
        segmentDuration = segmentDuration * previous / speed
        segmentStart = loop.now
        loop.add(self)
    }

    // MARK: Context

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    var percentComplete: CGFloat { currentProgress(at: loop?.now ?? 0) }

    private func currentProgress(at now: TimeInterval) -> CGFloat {
        if isFinished { return isCancelled ? 0 : 1 }
        if isInteractive || !started { return scrubbed }
        guard segmentDuration > 0 else { return segmentTarget }
        let u = min(1, max(0, (now - segmentStart) / segmentDuration))
        let eased = CGFloat(completionCurve.bezier.value(at: u))
        return segmentStartProgress + (segmentTarget - segmentStartProgress) * eased
    }

    // MARK: Recording changes

    /// Runs `changes` so that every property they set animates with this transition.
    func record(_ changes: () -> Void) {
        let frame = AnimationContext.Frame(driver: self, delayFactor: 0) { [unowned self] track in tracks.append(track) }
        AnimationContext.run(frame, changes)
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isFinished else { return false }
        if let animation {
            if started { record { animation(self) } } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Running

    /// Starts: runs the alongside animations registered so far, then moves by itself
    /// (time-driven) or waits for `update(_:)` (interactive). A non-animated transition
    /// ends on the spot.
    func start() {
        started = true
        if isAnimated, transitionDuration > 0, !isInteractive { runSegment(to: 1, duration: transitionDuration) }
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { record { block(self) } }
        if !isAnimated || transitionDuration <= 0 {
            end(cancelled: false)
            return
        }
        markChanged()
    }

    /// Scrubs an interactive transition to `percent` (0…1).
    func update(_ percent: CGFloat) {
        guard isInteractive, !isFinished else { return }
        scrubbed = percent.clamped(to: 0...1)
        markChanged()
    }

    /// Releases an interactive transition: it completes (or cancels) from where it is.
    func finishInteractive(cancelled: Bool) {
        guard isInteractive, !isFinished else { return }
        isInteractive = false
        isCancelled = cancelled
        for handler in interactionHandlers { handler(self) }
        let target: CGFloat = cancelled ? 0 : 1
        runSegment(to: target, duration: transitionDuration * Double(abs(target - scrubbed)))
        if segmentDuration <= 0 { end(cancelled: cancelled) }
        markChanged()
    }

    /// Ends at once where it is going: the end state, or the start when a released
    /// interactive transition is running back (used when another operation cannot wait).
    func finishImmediately() {
        guard !isFinished else { return }
        isInteractive = false
        end(cancelled: isCancelled)
    }

    private func runSegment(to target: CGFloat, duration: TimeInterval) {
        segmentStartProgress = scrubbed
        segmentTarget = target
        segmentStart = loop?.now ?? 0
        segmentDuration = duration
        loop?.add(self)
    }

    func tick(at now: TimeInterval) -> Bool {
        guard !isFinished else { return false }
        guard !isInteractive else { return false }
        if now >= segmentStart + segmentDuration {
            end(cancelled: isCancelled)
            return false
        }
        return true
    }

    private func end(cancelled: Bool) {
        guard !isFinished else { return }
        isCancelled = cancelled
        isFinished = true
        for track in tracks {
            if cancelled { track.target?.setModelValue(track.modelBefore ?? track.from, for: track.property) }
            track.target?.removeTrack(track)
        }
        tracks.removeAll()
        onEnd?(self)
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }

    private func markChanged() {
        for track in tracks { track.target?.animationsDidChange() }
    }

    // MARK: Driver

    func progress(of track: PropertyTrack, at now: TimeInterval) -> CGFloat { currentProgress(at: now) }
    func isFinished(at now: TimeInterval) -> Bool { isFinished }
    func isMoving(at now: TimeInterval) -> Bool { started && !isFinished && !isInteractive }
    var allowsUserInteraction: Bool { false }

    func trackWasInterrupted(_ track: PropertyTrack) {
        tracks.removeAll { $0 === track }
    }
}
