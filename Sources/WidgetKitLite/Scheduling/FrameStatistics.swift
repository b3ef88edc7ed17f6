import Foundation

/// Work per frame by phase, kept for the last frames: for `WKL_TRACE` and benchmarks.
@MainActor
final class FrameStatistics {
    struct Sample {
        var animate: TimeInterval
        var layout: TimeInterval
        var paint: TimeInterval
        var present: TimeInterval
        var pixels: Int
        var total: TimeInterval { animate + layout + paint + present }
    }

    /// Recent samples, oldest first (bounded).
    private(set) var samples: [Sample] = []
    private let capacity = 4096
    /// Frames run since start.
    private(set) var frameCount = 0

    /// A CPU-independent timestamp for phase timing (monotonic seconds).
    func mark() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9
    }

    func record(animate: TimeInterval, layout: TimeInterval, paint: TimeInterval, present: TimeInterval, pixels: Int) {
        frameCount += 1
        if samples.count >= capacity { samples.removeFirst(samples.count - capacity + 1) }
        samples.append(Sample(animate: animate, layout: layout, paint: max(0, paint), present: present, pixels: pixels))
    }

    /// Removes every sample (start of a measurement).
    func reset() { samples.removeAll() }

    /// The pixels repainted in the most recent frame.
    var lastPixels: Int { samples.last?.pixels ?? 0 }
}
