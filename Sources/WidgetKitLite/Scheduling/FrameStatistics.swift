@preconcurrency import Glibc
import Foundation

/// The work of one frame, by phase, in seconds of CPU time of the thread that ran it, and
/// the frame's wall time — for `wkl-bench` and `WKL_TRACE`.
///
/// CPU time is the figure to compare: on a busy machine a frame's wall time also counts
/// the time its thread waited for a core. Benchmark API (`@_spi(Benchmarks) import
/// WidgetKitLite`), not part of the toolkit's public API.
@_spi(Benchmarks)
public struct FrameTiming: Sendable {
    /// CPU seconds of each phase, indexed by `FramePhase.rawValue`, in the order they ran.
    public let phaseSeconds: [TimeInterval]
    /// Wall-clock seconds from the start of the input phase to the end of post-frame.
    public let wall: TimeInterval
    /// Device pixels repainted.
    public let pixelsPainted: Int

    /// A frame whose phases took `phaseSeconds` (by `FramePhase.rawValue`; missing ones 0).
    init(phaseSeconds: [TimeInterval], wall: TimeInterval, pixelsPainted: Int) {
        self.phaseSeconds = FramePhase.allCases.map { $0.rawValue < phaseSeconds.count ? phaseSeconds[$0.rawValue] : 0 }
        self.wall = wall
        self.pixelsPainted = pixelsPainted
    }

    /// A frame timed in the four groups below (the post-frame phase counts in `present`).
    init(animate: TimeInterval, layout: TimeInterval, paint: TimeInterval, present: TimeInterval, wall: TimeInterval, pixelsPainted: Int) {
        var seconds = [TimeInterval](repeating: 0, count: FramePhase.allCases.count)
        seconds[FramePhase.animate.rawValue] = animate
        seconds[FramePhase.layout.rawValue] = layout
        seconds[FramePhase.build.rawValue] = paint
        seconds[FramePhase.present.rawValue] = present
        self.init(phaseSeconds: seconds, wall: wall, pixelsPainted: pixelsPainted)
    }

    /// CPU seconds of `phase`.
    public func seconds(of phase: FramePhase) -> TimeInterval { phaseSeconds[phase.rawValue] }
    /// Firing due deadlines and advancing animations and transitions (input + animate).
    public var animate: TimeInterval { seconds(of: .input) + seconds(of: .animate) }
    /// Running `layoutSubviews` where needed (CPU seconds).
    public var layout: TimeInterval { seconds(of: .layout) }
    /// Turning changes into damage, building the display lists and executing them into the
    /// buffer (collect + build + execute, CPU seconds).
    public var paint: TimeInterval { seconds(of: .collect) + seconds(of: .build) + seconds(of: .execute) }
    /// Handing the damage to the host, X server or memory, and the post-frame work (CPU
    /// seconds of this process; the server's own work is not in it).
    public var present: TimeInterval { seconds(of: .present) + seconds(of: .postFrame) }
    /// All phases (CPU seconds).
    public var total: TimeInterval { phaseSeconds.reduce(0, +) }
}

/// Keeps the last frames' timings and, with `WKL_TRACE` set, prints one JSON line a second
/// while frames run: frame count, p50/p99 CPU time by group (animate, layout, paint,
/// present) and by `FramePhase` (`phase_collectP50` …) and wall time in ms, missed 60 Hz
/// deadlines. Time comes from the `WorkClock` it is given.
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
    /// Whether trace lines are printed (`Configuration.isTracing`); false from the first
    /// line that cannot be written (a closed stderr pipe: tracing stops, the app goes on).
    private(set) var traceEnabled: Bool
    /// What phases are timed with.
    let clock: WorkClock

    /// Statistics timed with `clock` (by default the running thread's CPU clock and the
    /// monotonic clock), printing trace lines when `isTracing`.
    init(isTracing: Bool, clock: WorkClock = ThreadCPUWorkClock()) {
        traceEnabled = isTracing
        self.clock = clock
    }

    /// Both clocks now, for timing a frame's phases.
    func read() -> WorkInstant { clock.read() }

    /// CPU seconds of the running thread (the clock's `cpu`), for timing part of a phase.
    func mark() -> TimeInterval { clock.read().cpu }

    /// Records a frame that started at wall-clock `time`. `continuous` is true when the
    /// previous frame was also driven by the running timer (so the gap between their starts
    /// counts toward missed deadlines). A frame misses its deadline when its start comes more
    /// than 1.5 deadlines after the previous one's, or when it takes longer than a deadline
    /// on the wall clock; the count appears in the trace.
    func record(_ timing: FrameTiming, at time: TimeInterval, continuous: Bool) {
        frameCount += 1
        if samples.count >= capacity { samples.removeFirst(samples.count - capacity + 1) }
        samples.append(timing)
        guard traceEnabled else { return }
        if continuous, let last = lastFrameTime, time - last > Self.deadline * 1.5 { missedInWindow += 1 }
        if timing.wall > Self.deadline { missedInWindow += 1 }
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
        let groups: [(String, [TimeInterval])] = [
            ("total", w.map(\.total)), ("animate", w.map(\.animate)), ("layout", w.map(\.layout)), ("paint", w.map(\.paint)),
            ("present", w.map(\.present)), ("wall", w.map(\.wall)),
        ]
        let phases = FramePhase.allCases.map { phase in ("phase_\(phase.name)", w.map { $0.seconds(of: phase) }) }
        for (name, values) in groups + phases {
            parts.append("\"\(name)P50\":\(ms(values, 0.5))")
            parts.append("\"\(name)P99\":\(ms(values, 0.99))")
        }
        parts.append("\"pixels\":\(w.reduce(0) { $0 + $1.pixelsPainted })")
        writeTrace("{\(parts.joined(separator: ","))}\n")
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
        writeTrace("{\"event\":\"firstFrame\",\"realtime\":\(ts.tv_sec).\(String(format: "%09d", ts.tv_nsec))}\n")
    }

    private func writeTrace(_ line: String) {
        if fputs(line, stderr) < 0 { traceEnabled = false }
    }

    /// Frames stopped: the next frame starts a new run.
    func framesStopped() {
        lastFrameTime = nil
        flushTrace()
    }

    /// Removes every sample (start of a measurement).
    func reset() { samples.removeAll() }
}
