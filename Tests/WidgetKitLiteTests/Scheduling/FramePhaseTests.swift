import Foundation
import Testing

@_spi(Benchmarks) @testable import WidgetKitLite

/// A frame is an ordered pipeline: the loop runs every `FramePhase` in order, its own part
/// first (deadlines, moving things, post-frame work), then its clients'.
@MainActor @Suite struct FramePhaseTests {
    private final class Recorder: FrameClient, FrameTicking {
        var log: [String] = []
        var needsFrame: Bool { false }
        var pixelsPainted: Int { 0 }
        func run(_ phase: FramePhase, at now: TimeInterval) { log.append(phase.name) }
        func framesDidStop() {}
        func tick(at now: TimeInterval) -> Bool {
            log.append("tick")
            return false
        }
    }

    @Test func oneFrameRunsThePhasesInOrder() {
        let screen = HeadlessScreen(size: CGSize(width: 40, height: 30))
        let recorder = Recorder()
        let loop = screen.frameLoop
        loop.addClient(recorder)
        screen.runFrame()
        recorder.log.removeAll()
        _ = loop.schedule(at: screen.now) { recorder.log.append("deadline") }
        loop.add(recorder as FrameTicking)
        loop.afterNextFrame { recorder.log.append("after") }
        screen.frameLoop.runFrame()
        #expect(
            recorder.log == ["deadline", "input", "tick", "animate", "layout", "collect", "build", "execute", "present", "after"])
        #expect(FramePhase.allCases.map(\.name) == ["input", "animate", "layout", "collect", "build", "execute", "present", "postFrame"])
    }

    @Test func frameTimingsNameEveryPhase() throws {
        let screen = HeadlessScreen(size: CGSize(width: 40, height: 30))
        let window = screen.makeWindow()
        window.backgroundColor = .systemBlue
        screen.runFrame()
        let timings = screen.frameTimings
        #expect(!timings.isEmpty)
        for timing in timings {
            #expect(timing.phaseSeconds.count == FramePhase.allCases.count)
            #expect(abs(timing.total - (timing.animate + timing.layout + timing.paint + timing.present)) < 1e-9)
        }
        #expect(timings.contains { $0.pixelsPainted > 0 })
    }

    /// Animating views are moving things of the loop like animation blocks: the loop holds
    /// them while they move and lets them go when they stop.
    @Test func anAnimatingViewIsInTheLoopsRegistryWhileItMoves() {
        let f = Fixture()
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.root.addSubview(box)
        f.screen.runFrame()
        View.animate(withDuration: 0.2) { box.alpha = 0.2 }
        #expect(!f.screen.frameLoop.isIdle)
        f.screen.advance(by: 0.1)
        #expect(!f.screen.frameLoop.isIdle)
        f.screen.advance(by: 0.3)
        #expect(f.screen.frameLoop.isIdle)
        #expect(box.presentationAlpha == box.alpha)
    }
}
