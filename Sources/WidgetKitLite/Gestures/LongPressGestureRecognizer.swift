import Foundation

/// Recognizes a press held in place — UIKit's `UILongPressGestureRecognizer`. Continuous:
/// `possible` → `began` once the press has been held `minimumPressDuration` (0.5 s) without
/// moving more than `allowableMovement` (10 pt) → `changed` on every move after that (it may
/// then move freely) → `ended` on release (`cancelled` if the touch is cancelled). Moving too
/// far or releasing before it began fails it.
///
/// The wait is a frame-loop timer on the window's clock (the injected one: a headless screen's
/// manual clock): no frames run while the press is held still; the host wakes once, at the
/// deadline, to begin it.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must be held, in seconds. Default: 0.5. A NaN, infinite or negative
    /// value is reported and the default is kept.
    open var minimumPressDuration: TimeInterval {
        get { storedDuration }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                BadValue.report("LongPressGestureRecognizer.minimumPressDuration", newValue, using: storedDuration)
                return
            }
            storedDuration = newValue
        }
    }

    /// How far the press may move before it begins, in points. Default: 10. A NaN or negative
    /// value is reported and the default is kept.
    open var allowableMovement: CGFloat {
        get { storedMovement }
        set {
            guard !newValue.isNaN, newValue >= 0 else {
                BadValue.report("LongPressGestureRecognizer.allowableMovement", newValue, using: storedMovement)
                return
            }
            storedMovement = newValue
        }
    }

    /// Fingers that must press. Default: 1. A pointer is one touch, so a requirement above 1
    /// is never met and the recognizer fails on every press.
    open var numberOfTouchesRequired = 1

    /// The default `minimumPressDuration`: 0.5 s.
    public static let defaultMinimumPressDuration: TimeInterval = 0.5
    /// The default `allowableMovement`: 10 pt.
    public static let defaultAllowableMovement: CGFloat = 10

    private var storedDuration = LongPressGestureRecognizer.defaultMinimumPressDuration
    private var storedMovement = LongPressGestureRecognizer.defaultAllowableMovement
    private var start: CGPoint?
    private var timer: FrameLoopTimer?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        guard numberOfTouchesRequired == 1 else {
            state = .failed
            return
        }
        start = touch.windowLocation
        timer?.cancel()
        timer = frameLoop?.schedule(at: touch.timestamp + storedDuration) { [weak self] in
            guard let self, self.state == .possible, self.start != nil else { return }
            self.arena?.batch { self.state = .began }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, let start else { return }
        if state.isInProgress {
            state = .changed
        } else if state == .possible, TapGestureRecognizer.distance(touch.windowLocation, start) > storedMovement {
            timer?.cancel()
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        timer?.cancel()
        if state.isInProgress {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        timer?.cancel()
        super.touchesCancelled(touches, with: event)
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        start = nil
    }
}
