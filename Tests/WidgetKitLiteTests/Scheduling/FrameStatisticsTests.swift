import Foundation
import Testing
@_spi(Benchmarks) @testable import WidgetKitLite

/// A work clock that moves only when told to: CPU and wall seconds advanced separately, as
/// a thread that is preempted loses wall time without using CPU.
@MainActor
private final class ManualWorkClock: WorkClock {
    var now = WorkInstant(cpu: 64, wall: 1024)
    func read() -> WorkInstant { now }
    func advance(cpu: TimeInterval, wall: TimeInterval) {
        now.cpu += cpu
        now.wall += wall
    }
}

/// A view whose layout takes the time it is told to on the manual work clock.
@MainActor
private final class TimedLayoutView: View {
    var duringLayout: () -> Void = {}
    override func layoutSubviews() { duringLayout() }
}

@MainActor @Suite struct FrameStatisticsTests {
    /// A frame loop on a headless host timed with `clock`, with one window.
    private func makeLoop(clock: ManualWorkClock) -> (FrameLoop, Window) {
        let host = HeadlessHost(screenSize: CGSize(width: 200, height: 100), scale: 1)
        let loop = FrameLoop(host: host, isTracing: false, workClock: clock)
        let window = Window(size: CGSize(width: 200, height: 100))
        window.attach(to: host, loop: loop)
        window.makeKeyAndVisible()
        loop.runFrame()
        loop.statistics.reset()
        return (loop, window)
    }

    /// Phases are CPU time of the frame's thread; the frame's wall time is kept beside them,
    /// so a frame that waited for a core shows a long wall time and a short CPU time.
    @Test func phasesAreCPUTimeAndWallTimeIsKeptBeside() {
        let clock = ManualWorkClock()
        let (loop, window) = makeLoop(clock: clock)
        let slow = TimedLayoutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        slow.duringLayout = { clock.advance(cpu: 0.0625, wall: 0.5) }  // exact in binary
        window.addSubview(slow)
        loop.runFrame()
        let timing = loop.statistics.samples.last
        #expect(loop.statistics.samples.count == 1)
        #expect(timing?.layout == 0.0625, "layout: the CPU time it used")
        #expect(timing?.animate == 0 && timing?.present == 0 && timing?.paint == 0, "the clock did not move elsewhere")
        #expect(timing?.total == 0.0625)
        #expect(timing?.wall == 0.5, "wall: the whole frame, preemption included")
    }

    /// The trace line reports CPU (`total…`) and wall (`wall…`) quantiles; a deadline is
    /// missed by a frame whose wall time exceeds 1/60 s, whatever CPU it used.
    @Test func traceReportsCPUAndWallAndCountsDeadlinesOnTheWall() throws {
        let statistics = FrameStatistics(isTracing: true, clock: ManualWorkClock())
        let fast = FrameTiming(animate: 0, layout: 0, paint: 0.001, present: 0, wall: 0.001, pixelsPainted: 1)
        let preempted = FrameTiming(animate: 0, layout: 0, paint: 0.001, present: 0, wall: 0.020, pixelsPainted: 1)
        let output = capturingStderr {
            statistics.record(fast, at: 0, continuous: false)
            statistics.record(preempted, at: 1.0 / 60, continuous: true)
            statistics.record(fast, at: 2.0 / 60, continuous: true)
            statistics.flushTrace()
        }
        let line = try #require(output.split(separator: "\n").first { $0.contains("\"event\":\"frames\"") })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(json["frames"] as? Int == 3)
        #expect(json["missed"] as? Int == 1, "only the frame that took 20 ms on the wall")
        #expect(json["totalP99"] as? Double == 1.0, "CPU: every frame used 1 ms")
        #expect(json["wallP50"] as? Double == 1.0)
        #expect(json["wallP99"] as? Double == 20.0)
    }

    /// The system clock: CPU time does not move while the thread sleeps; wall time does.
    @Test func threadCPUClockDoesNotCountSleep() {
        let clock = ThreadCPUWorkClock()
        let before = clock.read()
        usleep(20_000)
        let after = clock.read()
        #expect(after.wall - before.wall >= 0.019)
        #expect(after.cpu - before.cpu < 0.010, "sleeping uses no CPU")
        #expect(after.cpu >= before.cpu)
    }
}
