/// The state of a property animator — UIKit's `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not applied.
    case inactive
    /// Started or paused: its animations are applied.
    case active
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animation ended — UIKit's `UIViewAnimatingPosition`.
public enum ViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end
    /// At the start values.
    case start
    /// Wherever it was when it stopped.
    case current
}
