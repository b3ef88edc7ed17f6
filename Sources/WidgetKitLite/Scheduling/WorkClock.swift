@preconcurrency import Glibc
import Foundation

/// One reading of the clocks that time a frame's work: seconds of CPU time of the calling
/// thread and seconds of wall time, each from its own arbitrary origin.
struct WorkInstant: Sendable, Equatable {
    /// CPU seconds the calling thread has used.
    var cpu: TimeInterval
    /// Monotonic wall-clock seconds.
    var wall: TimeInterval
}

/// What frame work is timed with, handed to `FrameStatistics` (never read ad hoc).
///
/// CPU time is the primary figure: on a shared machine the wall time of a frame includes
/// the time its thread was preempted, which says nothing about the frame's cost. Wall time
/// is kept beside it for deadlines (a frame that took longer than 1/60 s on the wall missed
/// its deadline, whatever the cause).
@MainActor
protocol WorkClock: AnyObject {
    /// The clocks now. Both only ever increase.
    func read() -> WorkInstant
}

/// The system's clocks: the calling thread's CPU time (CLOCK_THREAD_CPUTIME_ID) and the
/// monotonic clock (CLOCK_MONOTONIC). A frame runs on one thread from its start to its
/// end, so the difference of two readings is the CPU time that frame used.
@MainActor
final class ThreadCPUWorkClock: WorkClock {
    func read() -> WorkInstant {
        WorkInstant(cpu: Self.seconds(CLOCK_THREAD_CPUTIME_ID), wall: Self.seconds(CLOCK_MONOTONIC))
    }

    private static func seconds(_ clock: clockid_t) -> TimeInterval {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9
    }
}
