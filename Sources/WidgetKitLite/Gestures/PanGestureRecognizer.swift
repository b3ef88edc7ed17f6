import Foundation

/// Recognizes a drag — UIKit's `UIPanGestureRecognizer`. Continuous: `possible` → `began`
/// (once the press moved `GestureLimits.panHysteresis`, 10 pt) → `changed` on every move →
/// `ended` on release (`cancelled` if the touch is cancelled); a press released before it
/// began fails.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest touches that may pan. Default: 1. A pointer is one touch, so a minimum
    /// above 1 is never met.
    open var minimumNumberOfTouches = 1
    /// The most touches that may pan. Default: `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// Window location the translation is measured from.
    private var origin: CGPoint = .zero
    private var current: CGPoint = .zero
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        guard minimumNumberOfTouches <= 1, maximumNumberOfTouches >= 1 else {
            state = .failed
            return
        }
        origin = touch.windowLocation
        current = origin
        samples = [(touch.timestamp, origin)]
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        record(touch)
        if state.isInProgress {
            state = .changed
        } else if state == .possible, pendingRecognition == nil,
            TapGestureRecognizer.distance(current, origin) >= GestureLimits.panHysteresis
        {
            if shouldBegin(translation: CGPoint(x: current.x - origin.x, y: current.y - origin.y), touch: touch) {
                state = .began
            } else {
                state = .failed
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if let touch = touches.first { record(touch) }
        state = state.isInProgress ? .ended : .failed
    }

    open override func reset() {
        super.reset()
        samples.removeAll()
    }

    /// Whether a pan that moved by `translation` (window points) may begin; subclasses narrow it.
    func shouldBegin(translation: CGPoint, touch: Touch) -> Bool { true }

    private func record(_ touch: Touch) {
        current = touch.windowLocation
        samples.append((touch.timestamp, current))
        let horizon = touch.timestamp - GestureLimits.velocitySampleWindow
        // Keep one sample at or before the horizon so the window is fully covered.
        while samples.count > 2, samples[1].time <= horizon { samples.removeFirst() }
    }

    /// How far the pan moved since it began (or since `setTranslation(_:in:)`), in `view`'s
    /// coordinate system (the window's when nil).
    open func translation(in view: View?) -> CGPoint {
        CGPoint(x: current.x - origin.x, y: current.y - origin.y)
    }

    /// Makes `translation(in:)` read `translation` from now on.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
    }

    /// The pointer's velocity over the last `GestureLimits.velocitySampleWindow` (0.1 s), in
    /// points per second: the motion from the oldest sample in that window to the newest,
    /// over the time between them. When the newest motion is the only one in the window (a
    /// move after the pointer rested), it is measured from the sample before it, over the
    /// time since that sample (as UIKit, which only sees the events that arrive): a jump
    /// after a pause reads its distance over the pause, not 0. Zero when the pointer did not
    /// move since the sample before the window.
    open func velocity(in view: View?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let horizon = last.time - GestureLimits.velocitySampleWindow
        var start = samples.firstIndex { $0.time >= horizon - Self.timeTolerance } ?? 0
        while start > 0, last.time - samples[start].time <= Self.timeTolerance { start -= 1 }
        let first = samples[start]
        guard last.time - first.time > Self.timeTolerance else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (last.location.x - first.location.x) / dt, y: (last.location.y - first.location.y) / dt)
    }

    /// Slack for clock values computed by different sums.
    static let timeTolerance: TimeInterval = 1e-9
}
