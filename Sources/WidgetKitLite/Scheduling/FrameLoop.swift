import Foundation

/// Something that moves with time: animation blocks, property animators, transitions.
@MainActor
protocol FrameTicking: AnyObject {
    /// Advances to `now` (fires completions that are due); returns false once finished.
    func tick(at now: TimeInterval) -> Bool
}

/// One frame loop per host. A frame runs named phases in order:
/// animate → layout → paint → present → post-frame. The host's timer exists only while a
/// frame is wanted, so an idle app makes no wakeups.
@MainActor
final class FrameLoop {
    let clock: FrameClock
    private let host: PlatformHost
    /// The windows frames are run for, held weakly: the application or the screen owns its
    /// windows, and a window owns its loop (a strong list would keep a screen's windows, their
    /// views and the loop alive after the screen is gone).
    private var windowReferences: [WeakWindow] = []
    var windows: [Window] { windowReferences.compactMap(\.window) }
    private var tickers: [FrameTicking] = []
    private var postFrame: [() -> Void] = []
    private var frameRequested = false
    private(set) var timerActive = false
    /// Per-phase timing of recent frames, for traces and benchmarks.
    let statistics: FrameStatistics
    /// The frame's time while a frame runs (nil between frames).
    private var frameTime: TimeInterval?
    /// One-shot deadlines that wait without frames (`schedule(at:_:)`).
    let timers: FrameLoopTimers

    /// The time animations are shown at: while a frame runs, the frame's own time, so that
    /// animate, layout and paint all see one instant (a live clock moves during a slow
    /// frame, and a bar would be painted further along than what is laid out against it);
    /// between frames, the clock's. Start times and presentation both read this, so an
    /// animation started during a frame starts at the instant that frame shows.
    var now: TimeInterval { frameTime ?? clock.now }

    /// The animation speed of this loop's windows: 1 is normal, 0.1 ten times slower. Each
    /// animation (`View.animate`, `ViewPropertyAnimator`, a transition) takes it when it
    /// starts on this loop — for a view in no window yet, when the view joins one of its
    /// windows; changing it leaves running animations alone. Set through
    /// `HeadlessScreen.animationSpeed` and `Application.shared.animationSpeed` (finite, > 0).
    var animationSpeed: Double = 1

    /// `duration` stretched by the animation speed.
    func scaled(_ duration: TimeInterval) -> TimeInterval { duration / animationSpeed }

    /// Makes the loop of `host`, tracing frame statistics when `isTracing`. Frames and
    /// animations read `clock`, the host's when nil (a manual clock gives deterministic
    /// frames on a real server; the host keeps its own for timeouts and event times).
    /// Frame work is timed with `workClock`.
    init(host: PlatformHost, clock: FrameClock? = nil, isTracing: Bool, workClock: WorkClock = ThreadCPUWorkClock()) {
        self.clock = clock ?? host.clock
        self.host = host
        statistics = FrameStatistics(isTracing: isTracing, clock: workClock)
        timers = FrameLoopTimers(host: host, clock: self.clock)
        host.frameHandler = { [weak self] in self?.runFrame() }
        // A wakeup between frames shows what its timers changed at once, in the same wakeup.
        timers.onWake = { [weak self] in
            guard let self else { return }
            let framesWereRunning = timerActive
            timers.fireDue(at: self.clock.now)
            if !framesWereRunning, !isIdle { runFrame() }
        }
    }

    func add(_ window: Window) {
        windowReferences.removeAll { $0.window == nil }
        if !windowReferences.contains(where: { $0.window === window }) { windowReferences.append(WeakWindow(window)) }
        requestFrame()
    }

    func remove(_ window: Window) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }

    /// Asks for a frame soon; the timer starts if it was off.
    func requestFrame() {
        frameRequested = true
        setTimer(true)
    }

    /// Keeps `ticker` advancing every frame until it reports it is finished.
    func add(_ ticker: FrameTicking) {
        if !tickers.contains(where: { $0 === ticker }) { tickers.append(ticker) }
        requestFrame()
    }

    /// Runs `action` once at `deadline` on the loop's clock, running no frames until then:
    /// the host wakes the process once, at the deadline (a frame at or after it fires it
    /// too). What the action changes is painted in the same wakeup.
    func schedule(at deadline: TimeInterval, _ action: @escaping () -> Void) -> FrameLoopTimer {
        timers.schedule(at: deadline, action)
    }

    /// Runs `block` after the next frame ("the next turn of the loop").
    func afterNextFrame(_ block: @escaping () -> Void) {
        postFrame.append(block)
        requestFrame()
    }

    /// Whether nothing is animating or waiting for a frame.
    var isIdle: Bool { tickers.isEmpty && postFrame.isEmpty && !frameRequested && windows.allSatisfy { !$0.needsFrame } }

    /// Runs one frame at the clock's current time.
    func runFrame() {
        frameRequested = false
        let now = clock.now
        frameTime = now
        // The windows of this frame, alive until it ends.
        let windows = self.windows
        let start = statistics.read()
        // Animate
        timers.fireDue(at: now)
        let running = tickers
        tickers = running.filter { $0.tick(at: now) } + tickers.filter { t in !running.contains { $0 === t } }
        for window in windows { window.animatePhase(at: now) }
        let afterAnimate = statistics.mark()
        // Layout
        for window in windows { window.layoutPhase() }
        let afterLayout = statistics.mark()
        // Paint and present
        var painted = 0
        var presentTime: TimeInterval = 0
        for window in windows {
            let result = window.paintPhase()
            painted += result.pixels
            presentTime += result.presentSeconds
        }
        let end = statistics.read()
        statistics.record(
            FrameTiming(
                animate: afterAnimate - start.cpu, layout: afterLayout - afterAnimate,
                paint: max(0, end.cpu - afterLayout - presentTime), present: presentTime, wall: end.wall - start.wall,
                pixelsPainted: painted),
            at: start.wall, continuous: timerActive)
        frameTime = nil
        // Requests made so far are served by this frame; post-frame work may ask again.
        frameRequested = false
        // Post-frame
        let callbacks = postFrame
        postFrame.removeAll()
        for callback in callbacks { callback() }
        if isIdle { setTimer(false) }
    }

    private func setTimer(_ active: Bool) {
        guard active != timerActive else { return }
        timerActive = active
        if !active {
            statistics.framesStopped()
            // At rest nothing fades: offscreen layers are not kept.
            for window in windows { window.renderer.releaseScratch() }
        }
        host.setFrameTimerActive(active)
    }
}

/// A window the frame loop does not keep alive.
private struct WeakWindow {
    weak var window: Window?

    init(_ window: Window) {
        self.window = window
    }
}
