import Foundation

/// Recognizes a quick stroke in a direction — UIKit's `UISwipeGestureRecognizer`. Discrete:
/// `possible` → `ended` (recognized) or `failed`.
///
/// A swipe is a press that moves at least `SwipeGestureRecognizer.minimumDistance` (50 pt)
/// along one of the allowed `direction`s within `maximumDuration` (0.5 s) of the press —
/// an average speed of 100 pt/s or more — while straying at most half as far across that
/// direction (about 27°). It recognizes on the move that reaches the distance, before the
/// release. A press still short of the distance after 0.5 s (a slow drag), one released
/// short of it, one that strays too far across, or one that goes 50 pt in a direction that
/// is not allowed, fails.
///
/// The 0.5 s deadline is a frame-loop timer: the host wakes once, then, to fail a press that
/// rests.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go — UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bit pattern of the set.
        public let rawValue: UInt
        /// Creates a direction set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count. Default: `.right`, as in UIKit.
    open var direction: Direction = .right

    /// Fingers that must swipe. Default: 1. A pointer is one touch, so a requirement above 1
    /// is never met and the recognizer fails on every press.
    open var numberOfTouchesRequired = 1

    /// How far a swipe must go along its direction: 50 pt.
    public static let minimumDistance: CGFloat = 50
    /// How soon after the press it must get that far: 0.5 s.
    public static let maximumDuration: TimeInterval = 0.5
    /// How far across its direction a swipe may stray, as a fraction of the distance along
    /// it: 0.5.
    public static let maximumDeviation: CGFloat = 0.5

    private var start: CGPoint?
    private var pressTime: TimeInterval = 0
    private var timer: FrameLoopTimer?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        guard numberOfTouchesRequired == 1, !direction.isEmpty else {
            state = .failed
            return
        }
        start = touch.windowLocation
        pressTime = touch.timestamp
        timer?.cancel()
        timer = frameLoop?.schedule(at: pressTime + Self.maximumDuration) { [weak self] in
            guard let self, self.state == .possible, self.start != nil else { return }
            self.arena?.batch { self.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, state == .possible else { return }
        evaluate(touch)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        timer?.cancel()
        guard let touch = touches.first, state == .possible else { return }
        evaluate(touch)
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        start = nil
    }

    /// Recognizes or fails once the press has gone far enough, or too late.
    private func evaluate(_ touch: Touch) {
        guard let start else { return }
        let dx = touch.windowLocation.x - start.x, dy = touch.windowLocation.y - start.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy), across = horizontal ? abs(dy) : abs(dx)
        guard along >= Self.minimumDistance else { return }
        let heading: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let inTime = touch.timestamp - pressTime <= Self.maximumDuration + PanGestureRecognizer.timeTolerance
        timer?.cancel()
        state = direction.contains(heading) && inTime && across <= Self.maximumDeviation * along ? .ended : .failed
    }
}
