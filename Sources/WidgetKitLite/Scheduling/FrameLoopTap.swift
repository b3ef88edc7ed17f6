import Foundation

/// Hears what makes a frame loop move on its own: each frame, and each wakeup of its timers.
/// Each call wraps the work: the tap runs `body` exactly once, before it returns, and may
/// note the instant first (a session recorder latches the loop's clock around it).
@MainActor
protocol FrameLoopTap: AnyObject {
    /// A frame runs in `body`.
    func frame(_ body: () -> Void)
    /// The host woke the loop for its timers due at `deadline`; they fire in `body`.
    func wake(deadline: TimeInterval, _ body: () -> Void)
}
