@preconcurrency import Glibc
import Foundation

/// The work of one frame, by phase, in seconds of wall time on the monotonic clock — for
/// benchmarks and `WKL_TRACE`.
public struct FrameTiming: Sendable {
    /// Advancing animations and transitions.
    public let animate: TimeInterval
    /// Running `layoutSubviews` where needed.
    public let layout: TimeInterval
    /// Compositing the damaged rectangles into the buffer.
    public let paint: TimeInterval
    /// Handing the damage to the host (X server or memory).
    public let present: TimeInterval
    /// Device pixels repainted.
    public let pixelsPainted: Int
    /// All phases.
    public var total: TimeInterval { animate + layout + paint + present }
}

/// Keeps the last frames' timings and, with `WKL_TRACE` set, prints one JSON line a second
/// while frames run: frame count, p50/p99 work by phase in ms, missed 60 Hz deadlines.
@MainActor
final class FrameStatistics {
    /// Recent frames, oldest first (bounded).
    private(set) var samples: [FrameTiming] = []
    private let capacity = 4096
    /// Frames run since start.
    private(set) var frameCount = 0
    private var traceWindow: [FrameTiming] = []
    private var traceStart: TimeInterval?
    private var lastFrameTime: TimeInterval?
    private var missedInWindow = 0
    /// A frame later than this after the previous one (while frames run back to back) missed
    /// its 60 Hz deadline.
    static let deadline: TimeInterval = 1.0 / 60
    static let traceInterval: TimeInterval = 1
    /// Whether trace lines are printed (`Configuration.isTracing`).
    let traceEnabled: Bool

    init(isTracing: Bool) {
        traceEnabled = isTracing
    }

    /// Monotonic seconds, for phase timing.
    func mark() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9
    }

    /// Records a frame. `continuous` is true when the previous frame was also driven by the
    /// running timer (so the gap between them counts toward missed deadlines).
    func record(_ timing: FrameTiming, at time: TimeInterval, continuous: Bool) {
        frameCount += 1
        if samples.count >= capacity { samples.removeFirst(samples.count - capacity + 1) }
        samples.append(timing)
        guard traceEnabled else { return }
        if continuous, let last = lastFrameTime, time - last > Self.deadline * 1.5 { missedInWindow += 1 }
        if timing.total > Self.deadline { missedInWindow += 1 }
        lastFrameTime = time
        traceWindow.append(timing)
        let start = traceStart ?? time
        traceStart = start
        if time - start >= Self.traceInterval { flushTrace() }
    }

    /// Prints the pending trace line (also called when frames stop).
    func flushTrace() {
        guard traceEnabled, !traceWindow.isEmpty else { return }
        func ms(_ values: [TimeInterval], _ q: Double) -> String {
            let sorted = values.sorted()
            let v = sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q + 0.5))]
            return String(format: "%.3f", v * 1000)
        }
        let w = traceWindow
        var parts = ["\"event\":\"frames\"", "\"frames\":\(w.count)", "\"missed\":\(missedInWindow)"]
        for (name, values) in [("total", w.map(\.total)), ("animate", w.map(\.animate)), ("layout", w.map(\.layout)), ("paint", w.map(\.paint)), ("present", w.map(\.present))] {
            parts.append("\"\(name)P50\":\(ms(values, 0.5))")
            parts.append("\"\(name)P99\":\(ms(values, 0.99))")
        }
        parts.append("\"pixels\":\(w.reduce(0) { $0 + $1.pixelsPainted })")
        fputs("{\(parts.joined(separator: ","))}\n", stderr)
        traceWindow.removeAll()
        traceStart = nil
        missedInWindow = 0
    }

    /// With `WKL_TRACE`, reports the first presented frame of a window with the wall-clock
    /// time (for start-up measurements from outside the process).
    func traceFirstFrame() {
        guard traceEnabled else { return }
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        fputs("{\"event\":\"firstFrame\",\"realtime\":\(ts.tv_sec).\(String(format: "%09d", ts.tv_nsec))}\n", stderr)
    }

    /// Frames stopped: the next frame starts a new run.
    func framesStopped() {
        lastFrameTime = nil
        flushTrace()
    }

    /// Removes every sample (start of a measurement).
    func reset() { samples.removeAll() }
}
