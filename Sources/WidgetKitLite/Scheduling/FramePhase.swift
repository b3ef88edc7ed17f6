import Foundation

/// The steps of one frame, in the order the frame loop runs them (`FrameLoop.runFrame()`).
/// Benchmark API (`@_spi(Benchmarks) import WidgetKitLite`): frame timings name them.
@_spi(Benchmarks)
public enum FramePhase: Int, CaseIterable, Sendable {
    /// Deadlines due by the frame's time fire (`FrameLoop.schedule(at:_:)`); events reach
    /// views as they arrive, between frames.
    case input
    /// Everything that moves advances to the frame's time: animation blocks, property
    /// animators, transitions and the views they animate.
    case animate
    /// `layoutSubviews` runs where needed.
    case layout
    /// What the views recorded since the last frame becomes damage, scroll copies and the
    /// frame's placement of the visible views.
    case collect
    /// The damage becomes display lists (views' stores drawn where invalid).
    case build
    /// The backend executes the lists into layers and the window's buffer.
    case execute
    /// The changed pixels are shown.
    case present
    /// Work asked for "after the next frame" runs.
    case postFrame

    /// The name used in traces.
    public var name: String {
        switch self {
        case .input: "input"
        case .animate: "animate"
        case .layout: "layout"
        case .collect: "collect"
        case .build: "build"
        case .execute: "execute"
        case .present: "present"
        case .postFrame: "postFrame"
        }
    }
}

/// What a frame loop runs frames for (a window): the loop calls it in every phase of every
/// frame, in `FramePhase` order. Owned by Scheduling so the loop names no view or renderer.
@MainActor
protocol FrameClient: AnyObject {
    /// Whether the client has work for a frame (damage, layout).
    var needsFrame: Bool { get }
    /// Runs the client's part of `phase` of the frame at `now` (the loop runs `.input` and
    /// `.postFrame` itself and calls the client for the others).
    func run(_ phase: FramePhase, at now: TimeInterval)
    /// Device pixels the current frame repainted (read after `.present`).
    var pixelsPainted: Int { get }
    /// Frames stopped: nothing moves, so memory kept for motion (offscreen layers, stores of
    /// what is not shown) can go.
    func framesDidStop()
}

/// A one-shot wakeup a host has scheduled (`FrameHost.scheduleWakeup(at:_:)`).
@MainActor
protocol HostWakeup: AnyObject {
    /// Drops the wakeup if it has not fired; idempotent.
    func cancel()
}

/// What a frame loop needs of its platform: a clock, a frame timer and one-shot wakeups.
/// `PlatformHost` refines it.
@MainActor
protocol FrameHost: AnyObject {
    /// The host's frame clock.
    var clock: FrameClock { get }
    /// Turns the 60 Hz frame timer on or off. While on, the host calls `frameHandler`
    /// about every 1/60 s; while off it makes no wakeups at all.
    func setFrameTimerActive(_ active: Bool)
    /// Calls `handler` once on the main queue when `clock` reaches `deadline` (or soon
    /// after), unless the returned wakeup is cancelled first. Until then it costs no wakeup;
    /// a deadline already past fires at the next turn of the loop.
    func scheduleWakeup(at deadline: TimeInterval, _ handler: @escaping @MainActor () -> Void) -> HostWakeup
    /// Called on the main queue at every tick of the frame timer.
    var frameHandler: (@MainActor () -> Void)? { get set }
}
