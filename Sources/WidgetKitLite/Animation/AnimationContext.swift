import Foundation

/// The animation block being run, if any: property setters consult it to turn a model
/// change into an animation. Blocks nest; the innermost wins.
@MainActor
enum AnimationContext {
    /// Makes tracks for property changes made while the block runs.
    struct Frame {
        let driver: AnimationDriver
        /// Extra per-track delay (animators' `addAnimations(_:delayFactor:)`).
        let delayFactor: CGFloat
        /// Receives each new track.
        let register: (PropertyTrack) -> Void
    }

    private(set) static var stack: [Frame?] = []

    /// Runs `body` with `frame` as the current context (nil disables animation, as
    /// `performWithoutAnimation`).
    static func run(_ frame: Frame?, _ body: () -> Void) {
        stack.append(frame)
        defer { stack.removeLast() }
        body()
    }

    static var current: Frame? { stack.last ?? nil }

    /// The first target whose property `runWithoutAnimation` saw change.
    private static var firstUnanimatedTarget: AnimationTarget?
    private static var isRecordingUnanimated = false

    /// Runs `body` with animations disabled; returns the first target it changed, if any
    /// (whose loop runs the completion of a zero-duration animation).
    static func runWithoutAnimation(_ body: () -> Void) -> AnimationTarget? {
        let outer = (isRecordingUnanimated, firstUnanimatedTarget)
        isRecordingUnanimated = true
        firstUnanimatedTarget = nil
        defer { (isRecordingUnanimated, firstUnanimatedTarget) = outer }
        run(nil, body)
        return firstUnanimatedTarget
    }

    /// Called by a property setter after the model value changed from `old` to `new`
    /// (both as presented). Starts a track when a block is running; otherwise removes any
    /// running animation of that property so the new model value shows at once.
    static func propertyChanged(_ target: AnimationTarget, _ property: AnimatableProperty, from presented: AnimatableValue, to new: AnimatableValue) {
        guard let frame = current else {
            if isRecordingUnanimated, firstUnanimatedTarget == nil { firstUnanimatedTarget = target }
            target.removeTrack(for: property, interrupted: true)
            return
        }
        let track = PropertyTrack(property: property, target: target, from: presented, to: new, driver: frame.driver)
        track.delayFactor = frame.delayFactor
        target.install(track)
        frame.register(track)
    }
}
