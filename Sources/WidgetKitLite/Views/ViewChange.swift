import Foundation

/// What a view's setters recorded about it since its window last painted. Recording costs a
/// flag; the renderer turns the records into damage and invalid stores once per frame.
struct ViewChange: OptionSet, Sendable {
    let rawValue: UInt8

    /// The view moved, faded, appeared or changed order: rasterised subtrees of its
    /// ancestors that contain it are stale.
    static let placement = ViewChange(rawValue: 1 << 0)
    /// What the view itself shows changed: its own rasterised subtree is stale too.
    static let content = ViewChange(rawValue: 1 << 1)
}

/// Where the views of a window record their changes: the window's renderer implements it
/// (Views owns the protocol, so views name no renderer). Every call only records; the frame
/// turns the records into damage and stale stores.
@MainActor
protocol ViewChangeSink: AnyObject {
    /// `view` recorded its first change since the last frame (`View.markDirty`).
    func viewChanged(_ view: View)
    /// What `view` draws in `draw(_:in:)` changed (or its size did).
    func contentDidChange(_ view: View)
    /// `view` starts or stops rasterising its subtree.
    func rasterizationDidChange(_ view: View)
    /// `view` leaves the window (before its superview lets go of it).
    func viewWillLeave(_ view: View)
}

/// A window's painter as the window sees it: the sink of its views' changes and the steps
/// of a frame that turn them into pixels. The `Renderer` implements it; the window holds
/// it through this protocol.
@MainActor
protocol WindowRendering: ViewChangeSink {
    /// Whether a frame has anything to paint.
    var needsPaint: Bool { get }
    /// Repaints the whole window at the next frame.
    func damageAll()
    /// Runs the renderer's part of a frame's `phase` (collect, build, execute, present).
    func run(_ phase: FramePhase, clearColor: UInt32)
    /// Device pixels the current frame repainted.
    var pixelsPainted: Int { get }
    /// Frames stopped: drops what is kept only while things move.
    func framesDidStop()
    /// Lays out `view` and draws, now, what the next frames will composite of it.
    func prepareToShow(_ view: View)
}
