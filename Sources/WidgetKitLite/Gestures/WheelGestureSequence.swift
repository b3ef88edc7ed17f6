import Foundation

/// The life of a gesture made of wheel steps (Ctrl+wheel): the first step begins it, each
/// step changes it, and it ends once no step came for `endDelay` seconds (a frame-loop
/// timer on the window's clock, so a headless screen's manual clock drives it).
@MainActor
struct WheelGestureSequence {
    /// Quiet time after the last step that ends the gesture: 0.25 s.
    static let endDelay: TimeInterval = 0.25
    private var timer: FrameLoopTimer?
    private(set) var lastTime: TimeInterval = 0

    /// Records a step at `time` and (re)arms the end: `end` runs `endDelay` after the last.
    mutating func step(at time: TimeInterval, on loop: FrameLoop?, end: @escaping () -> Void) {
        lastTime = time
        timer?.cancel()
        timer = loop?.schedule(at: time + Self.endDelay, end)
    }

    /// Stops waiting for the end.
    mutating func cancel() {
        timer?.cancel()
        timer = nil
    }
}
