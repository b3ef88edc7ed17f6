import Foundation

/// One pointer contact from press to release — UIKit's `UITouch`.
///
/// The primary mouse button is the only touch: it belongs to the view hit by the press
/// until it is released or cancelled, whatever it moves over. Locations are kept in window
/// coordinates and converted when asked for.
@MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life — UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// The pointer moved with the button down.
        case moved
        /// The button is down and the pointer did not move.
        case stationary
        /// The button went up.
        case ended
        /// The system or a gesture recognizer took the touch over.
        case cancelled
    }

    /// The touch's current phase.
    public internal(set) var phase: Phase = .began
    /// The clock time of the last change, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// How many presses in a row, each within `GestureLimits.tapMaximumInterval` of the
    /// previous release and `GestureLimits.tapAllowableMovement` of the previous press, this
    /// touch completes (1 for a lone press).
    public internal(set) var tapCount: Int
    /// The view hit by the press; it gets the touch until release.
    public internal(set) weak var view: View?
    /// The window the touch happens in.
    public internal(set) weak var window: Window?
    /// The gesture recognizers receiving this touch.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(location: CGPoint, timestamp: TimeInterval, tapCount: Int, view: View?, window: Window) {
        windowLocation = location
        previousWindowLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// The location before the last move, in `view`'s coordinates (the window's when nil).
    public func previousLocation(in view: View?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }

    func update(location: CGPoint, phase: Phase, time: TimeInterval) {
        previousWindowLocation = windowLocation
        windowLocation = location
        self.phase = phase
        timestamp = time
    }

    /// Touches are equal only to themselves.
    public nonisolated static func == (a: Touch, b: Touch) -> Bool { a === b }

    /// Hashes the touch's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
