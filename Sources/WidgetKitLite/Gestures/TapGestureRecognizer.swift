import Foundation

/// Recognizes one or more taps — UIKit's `UITapGestureRecognizer`. Discrete: `possible` →
/// `ended` (recognized) or `failed`.
///
/// A tap is a press released within `GestureLimits.tapMaximumDuration` (0.75 s) that stays
/// within `GestureLimits.tapAllowableMovement` (45 pt) of the first tap's press; each
/// further tap must press within `GestureLimits.tapMaximumInterval` (0.35 s, or the desktop's
/// double-click time) of the previous release and `GestureLimits.multiTapAllowableMovement`
/// (45 pt, or the desktop's double-click distance) of the first press. It recognizes on the release of the last required tap, at once.
///
/// Its deadlines (the press held too long, the next tap too late) are frame-loop timers:
/// waiting for them runs no frames; the host wakes once, at the deadline, to fail it.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed to recognize. Default: 1.
    open var numberOfTapsRequired = 1

    /// Fingers needed per tap. Default: 1. A pointer is one touch, so a requirement above 1
    /// is never met and the recognizer fails on every press.
    open var numberOfTouchesRequired = 1

    private var tapsSoFar = 0
    private var firstPress: CGPoint?
    private var pressTime: TimeInterval = 0
    private var lastRelease: TimeInterval = 0
    private var timer: FrameLoopTimer?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        guard numberOfTouchesRequired <= 1, numberOfTapsRequired >= 1 else {
            state = .failed
            return
        }
        if tapsSoFar > 0, !continuesSequence(touch) {
            state = .failed
            return
        }
        if firstPress == nil { firstPress = touch.windowLocation }
        pressTime = touch.timestamp
        schedule(at: pressTime + GestureLimits.tapMaximumDuration)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, let start = firstPress else { return }
        if Self.distance(touch.windowLocation, start) > GestureLimits.tapAllowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, let start = firstPress else { return }
        timer?.cancel()
        guard touch.timestamp - pressTime <= GestureLimits.tapMaximumDuration,
            Self.distance(touch.windowLocation, start) <= GestureLimits.tapAllowableMovement
        else {
            state = .failed
            return
        }
        tapsSoFar += 1
        lastRelease = touch.timestamp
        if tapsSoFar >= numberOfTapsRequired {
            state = .ended
        } else {
            schedule(at: lastRelease + GestureLimits.tapMaximumInterval)
        }
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        tapsSoFar = 0
        firstPress = nil
    }

    /// A press after an earlier tap: too late or too far fails the sequence before the press
    /// is delivered, so it can start a new one.
    override func prepareForNewTouch(_ touch: Touch) {
        if tapsSoFar > 0, !continuesSequence(touch) { state = .failed }
    }

    private func continuesSequence(_ touch: Touch) -> Bool {
        guard let start = firstPress else { return true }
        return touch.timestamp - lastRelease < GestureLimits.tapMaximumInterval
            && Self.distance(touch.windowLocation, start) <= GestureLimits.multiTapAllowableMovement
    }

    /// Fails the recognizer at `deadline` unless it has left `possible` by then (nothing is
    /// scheduled while its view is in no window).
    private func schedule(at deadline: TimeInterval) {
        timer?.cancel()
        timer = frameLoop?.schedule(at: deadline) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.arena?.batch { self.state = .failed }
        }
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}
