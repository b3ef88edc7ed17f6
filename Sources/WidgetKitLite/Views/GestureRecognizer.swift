import Foundation

/// Turns a sequence of touches into a gesture — UIKit's `UIGestureRecognizer`.
///
/// State machine: a discrete recognizer goes `possible` → `ended` (== `recognized`) or
/// `failed`; a continuous one `possible` → `began` → `changed`… → `ended`, `cancelled` or
/// `failed`. After a final state it is reset to `possible` once its touches are over.
/// Targets and handlers are called at every state change except to `possible` and `failed`.
///
/// Every recognizer on the view hit by a press and on its ancestors sees the touch. The
/// first to recognize wins: the others that have not recognized fail, unless a delegate
/// allows simultaneous recognition. A recognizer tied with `require(toFail:)` waits for
/// the other to fail before it recognizes, and fails if the other recognizes.
///
/// Subclasses override `touchesBegan/Moved/Ended/Cancelled(_:with:)` and `reset()` and
/// set `state`; an invalid transition is reported and ignored.
@MainActor
open class GestureRecognizer {
    /// The states of a gesture recognizer — UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Tracking touches; nothing recognized yet.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture finished (for discrete gestures: recognized).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized: the same as `ended`.
        public static let recognized = State.ended

        /// The state's name.
        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }

        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
        var isInProgress: Bool { self == .began || self == .changed }
        /// Began, changed or ended: the recognizer has won its touches.
        var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
    }

    private var targets: [TargetAction<GestureRecognizer>] = []
    private var storedState: State = .possible
    private var failureRequirements: [WeakRecognizer] = []
    /// A recognition waiting for the recognizers it requires to fail.
    var pendingRecognition: State?
    /// The window location of the touch, as last seen.
    private var lastWindowLocation: CGPoint?
    private(set) var trackedTouches: [Touch] = []
    /// The view hit by the press of the touch this recognizer tracks (or last tracked).
    private(set) weak var touchView: View?
    /// The dispatcher of the window whose touches the recognizer tracks (or last tracked):
    /// told about every state change, and asked before a recognition.
    weak var arena: EventDispatcher?

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?

    /// The delegate that fine-tunes recognition.
    public weak var delegate: GestureRecognizerDelegate?

    /// Whether the recognizer takes touches. Disabling it while it tracks cancels (or fails) it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState.isInProgress { state = .cancelled } else if storedState == .possible, !trackedTouches.isEmpty || pendingRecognition != nil { state = .failed }
        }
    }

    /// Whether the touch's view gets `touchesCancelled` when the recognizer recognizes.
    /// Default: true.
    open var cancelsTouchesInView = true

    /// Whether the touch's view gets `touchesBegan`/`touchesMoved` only after this
    /// recognizer failed (never if it recognizes). Default: false.
    open var delaysTouchesBegan = false

    /// Whether the touch's view gets `touchesEnded` only after this recognizer failed
    /// (`touchesCancelled` instead if it recognizes). Default: false.
    open var delaysTouchesEnded = false

    /// Creates a recognizer with no targets.
    public init() {}

    /// Creates a recognizer that calls `action` on `target` — e.g.
    /// `TapGestureRecognizer(target: self, action: MyController.userDidTap)` with
    /// `func userDidTap(_ gesture: TapGestureRecognizer)`. The target is held weakly.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `handler` at each state change.
    public convenience init(handler: @escaping (Self) -> Void) {
        self.init()
        targets.append(
            TargetAction { recognizer in
                if let typed = recognizer as? Self { handler(typed) }
            })
    }

    /// Adds `action` on `target` (held weakly) to the calls made at each state change.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Self) -> Void) {
        targets.append(TargetAction(target: target, action: action))
    }

    /// Removes every action of `target`; nil removes all targets and handlers.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0.matches(target) }
    }

    /// The current state. Subclasses set it as touches arrive; the recognizer's peers may
    /// turn a recognition into a wait (`require(toFail:)`) or a failure.
    public var state: State {
        get { storedState }
        set { request(newValue) }
    }

    /// Makes this recognizer recognize only after `other` failed; it fails if `other`
    /// recognizes. Applies only while `other` tracks the same touches.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self else {
            Diagnostics.report("require(toFail:): a gesture recognizer cannot require itself to fail; ignored")
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// The location of the gesture in `view`'s coordinates (the window's when nil): where its
    /// touch is, or was last.
    open func location(in view: View?) -> CGPoint {
        let p = trackedTouches.last?.windowLocation ?? lastWindowLocation ?? .zero
        return view?.convert(p, from: nil) ?? p
    }

    /// The location of touch `index` in `view`'s coordinates (only index 0 exists).
    open func location(ofTouch index: Int, in view: View?) -> CGPoint {
        guard index == 0 else {
            Diagnostics.report("location(ofTouch:in:): touch index \(index) out of range; returning the gesture's location")
            return location(in: view)
        }
        return location(in: view)
    }

    /// How many touches the recognizer is tracking (0 or 1: one pointer).
    public var numberOfTouches: Int { trackedTouches.count }

    // MARK: Override points

    /// A touch began in the recognizer's view or a subview.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// A tracked touch moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// A tracked touch ended.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// A tracked touch was cancelled. The default fails (or cancels, when in progress).
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if storedState.isInProgress { state = .cancelled } else if storedState == .possible { state = .failed }
    }

    /// Returns the recognizer to a clean `possible` state; subclasses clear their tracking
    /// and call `super.reset()`.
    open func reset() {}

    // MARK: State machine

    private func request(_ newState: State) {
        let old = storedState
        guard old != newState || newState == .changed else { return }
        let valid: Bool
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): valid = true
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            valid = true
        default: valid = false
        }
        guard valid else {
            Diagnostics.report("\(type(of: self)): invalid state change \(old) → \(newState); ignored")
            return
        }
        if old == .possible, newState != .failed, let arena {
            arena.requestRecognition(self, state: newState)
        } else {
            apply(newState)
        }
    }

    /// Sets the state unconditionally, calls the targets and tells the dispatcher.
    func apply(_ newState: State) {
        if newState.hasRecognized || newState == .cancelled { pendingRecognition = nil }
        if newState == .failed { pendingRecognition = nil }
        storedState = newState
        if let touch = trackedTouches.last { lastWindowLocation = touch.windowLocation }
        if newState != .possible && newState != .failed {
            targets.removeAll { !$0.isAlive() }
            for target in targets { target.call(self) }
        }
        arena?.recognizerDidChangeState(self)
    }

    /// Back to `possible` with no touches (called once its touch sequence is over).
    func resetToPossible() {
        storedState = .possible
        pendingRecognition = nil
        if let touch = trackedTouches.last { lastWindowLocation = touch.windowLocation }
        trackedTouches.removeAll()
        reset()
    }

    func track(_ touch: Touch) {
        if !trackedTouches.contains(where: { $0 === touch }) { trackedTouches = [touch] }
        touchView = touch.view
        arena = touch.window?.eventDispatcher
    }

    func untrack() {
        if let touch = trackedTouches.last { lastWindowLocation = touch.windowLocation }
        trackedTouches.removeAll()
    }

    /// Called before a new press is delivered to a recognizer kept from the previous touch
    /// sequence (a tap recognizer between taps); it may fail here to start afresh.
    func prepareForNewTouch(_ touch: Touch) {}

    /// The frame loop that drives this recognizer's timers.
    var frameLoop: FrameLoop? { view?.window?.frameLoop }
}

/// A weak reference to a recognizer, for failure requirements.
@MainActor
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
