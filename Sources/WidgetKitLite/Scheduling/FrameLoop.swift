import Foundation

/// Something that moves with time: animation blocks, property animators, transitions, and
/// the views they animate.
@MainActor
protocol FrameTicking: AnyObject {
    /// Advances to `now` (fires completions that are due); returns false once finished.
    func tick(at now: TimeInterval) -> Bool
}

/// One frame loop per host. A frame runs the phases of `FramePhase` in order — input →
/// animate → layout → collect → build → execute → present → post-frame — timing each
/// (`statistics`). What moves is in one registry (`add(_:)` of a `FrameTicking`), advanced
/// in the animate phase; the clients (windows) do the rest of each phase. The host's timer
/// exists only while a frame is wanted, so an idle app makes no wakeups.
@MainActor
final class FrameLoop {
    let clock: FrameClock
    private let host: FrameHost
    /// The clients (windows) frames are run for, held weakly: the application or the screen
    /// owns its windows, and a window owns its loop (a strong list would keep a screen's
    /// windows, their views and the loop alive after the screen is gone).
    private var clientReferences: [WeakClient] = []
    var clients: [FrameClient] { clientReferences.compactMap(\.client) }
    /// Everything that moves, in the order it started, and its identifiers.
    private var tickers: [FrameTicking] = []
    private var tickerIDs: Set<ObjectIdentifier> = []
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
    init(host: FrameHost, clock: FrameClock? = nil, isTracing: Bool, workClock: WorkClock = ThreadCPUWorkClock()) {
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

    func addClient(_ client: FrameClient) {
        clientReferences.removeAll { $0.client == nil }
        if !clientReferences.contains(where: { $0.client === client }) { clientReferences.append(WeakClient(client)) }
        requestFrame()
    }

    func removeClient(_ client: FrameClient) {
        clientReferences.removeAll { $0.client == nil || $0.client === client }
    }

    /// Asks for a frame soon; the timer starts if it was off.
    func requestFrame() {
        frameRequested = true
        setTimer(true)
    }

    /// Keeps `ticker` advancing every frame until it reports it is finished. Idempotent.
    func add(_ ticker: FrameTicking) {
        if !tickerIDs.contains(ObjectIdentifier(ticker)) {
            tickerIDs.insert(ObjectIdentifier(ticker))
            tickers.append(ticker)
        }
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
    var isIdle: Bool { tickers.isEmpty && postFrame.isEmpty && !frameRequested && clients.allSatisfy { !$0.needsFrame } }

    /// Hears every frame and timer wakeup (a session recorder); nil unless recording.
    var tap: FrameLoopTap? {
        didSet { timers.tap = tap }
    }

    /// Frames run so far, counted from 1 (a recording and its replay number frames alike).
    private(set) var frameCount = 0

    /// Runs one frame at the clock's current time: every phase in order, each timed.
    func runFrame() {
        if let tap { tap.frame(runFrameNow) } else { runFrameNow() }
    }

    private func runFrameNow() {
        frameCount += 1
        frameRequested = false
        let now = clock.now
        frameTime = now
        // The clients of this frame, alive until it ends.
        let clients = self.clients
        let start = statistics.read()
        var seconds = [TimeInterval](repeating: 0, count: FramePhase.allCases.count)
        var mark = start.cpu
        for phase in FramePhase.allCases {
            if phase == .postFrame {
                // Requests made so far are served by this frame; post-frame work may ask again.
                frameTime = nil
                frameRequested = false
            }
            run(phase, at: now, clients: clients)
            let after = statistics.mark()
            seconds[phase.rawValue] = after - mark
            mark = after
        }
        let end = statistics.read()
        statistics.record(
            FrameTiming(phaseSeconds: seconds, wall: end.wall - start.wall, pixelsPainted: clients.reduce(0) { $0 + $1.pixelsPainted }),
            at: start.wall, continuous: timerActive)
        if isIdle { setTimer(false) }
    }

    /// The loop's own part of `phase`, then the clients'.
    private func run(_ phase: FramePhase, at now: TimeInterval, clients: [FrameClient]) {
        switch phase {
        case .input:
            timers.fireDue(at: now)
        case .animate:
            let running = tickers
            tickers.removeAll(keepingCapacity: true)
            tickerIDs.removeAll(keepingCapacity: true)
            var kept: [FrameTicking] = []
            for ticker in running where ticker.tick(at: now) { kept.append(ticker) }
            // Those added while ticking (started, or started again) follow the ones that go on.
            let added = tickers
            tickers = kept
            tickerIDs = Set(kept.map { ObjectIdentifier($0) })
            for ticker in added where !tickerIDs.contains(ObjectIdentifier(ticker)) {
                tickerIDs.insert(ObjectIdentifier(ticker))
                tickers.append(ticker)
            }
        case .postFrame:
            let callbacks = postFrame
            postFrame.removeAll()
            for callback in callbacks { callback() }
            return
        default:
            break
        }
        for client in clients { client.run(phase, at: now) }
    }

    private func setTimer(_ active: Bool) {
        guard active != timerActive else { return }
        timerActive = active
        if !active {
            statistics.framesStopped()
            // At rest nothing fades: offscreen layers are not kept.
            for client in clients { client.framesDidStop() }
        }
        host.setFrameTimerActive(active)
    }
}

/// A client the frame loop does not keep alive.
private struct WeakClient {
    weak var client: FrameClient?

    init(_ client: FrameClient) {
        self.client = client
    }
}
