import Foundation

/// The life of a gesture made of wheel steps (Ctrl+wheel): the first step begins it, each
/// step changes it, and it ends once no step came for `endDelay` seconds (a frame-loop
/// timer on the window's clock, so a headless screen's manual clock drives it).
@MainActor
final class WheelGestureSequence {
    /// Quiet time after the last step that ends the gesture: 0.25 s.
    static let endDelay: TimeInterval = 0.25
    private var timer: FrameLoopTimer?
    private(set) var lastTime: TimeInterval = 0

    /// One wheel step of `recognizer`'s gesture at `time`: `update(continuing, elapsed)` sets
    /// the gesture's value — `continuing` for a step of the running gesture (`elapsed`
    /// seconds after the previous one), else its first, after a finished one was cleared —
    /// then the recognizer begins or changes, and its end is (re)armed `endDelay` later:
    /// `willEnd` runs, the recognizer ends and goes back to `possible`.
    func step(
        of recognizer: GestureRecognizer, at time: TimeInterval, update: (_ continuing: Bool, _ elapsed: TimeInterval) -> Void,
        willEnd: @escaping () -> Void
    ) {
        let continuing = recognizer.state.isInProgress
        if !continuing, recognizer.state != .possible { recognizer.resetToPossible() }
        update(continuing, time - lastTime)
        recognizer.apply(continuing ? .changed : .began)
        lastTime = time
        timer?.cancel()
        timer = recognizer.frameLoop?.schedule(at: time + Self.endDelay) { [weak recognizer] in
            guard let recognizer, recognizer.state.isInProgress else { return }
            willEnd()
            recognizer.apply(.ended)
            recognizer.resetToPossible()
        }
    }

    /// Stops waiting for the end.
    func cancel() {
        timer?.cancel()
        timer = nil
    }
}
