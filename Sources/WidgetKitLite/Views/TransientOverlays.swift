import Foundation

/// Something shown over a window's content for a moment that input dismisses (a tool tip,
/// or the wait before one shows).
@MainActor
protocol TransientOverlay: AnyObject {
    /// A press, a wheel step, a key or the pointer leaving the window is about to be
    /// dispatched: hide (and stop waiting to show).
    func dismissForInput()
}

/// A window's transient overlays (`EventDispatcher.transientOverlays`), held weakly: each
/// is told once of every event that dismisses them, before the event is dispatched.
@MainActor
struct TransientOverlays {
    private var entries: [Weak] = []

    private struct Weak {
        weak var overlay: TransientOverlay?
    }

    /// Adds `overlay` (once).
    mutating func add(_ overlay: TransientOverlay) {
        entries.removeAll { $0.overlay == nil }
        guard !entries.contains(where: { $0.overlay === overlay }) else { return }
        entries.append(Weak(overlay: overlay))
    }

    /// Removes `overlay`.
    mutating func remove(_ overlay: TransientOverlay) {
        entries.removeAll { $0.overlay == nil || $0.overlay === overlay }
    }

    /// Tells every overlay to hide when `event` dismisses them (a press of any button, a
    /// wheel step, a key going down, the pointer leaving the window).
    func dismiss(for event: PlatformEvent) {
        switch event {
        case .pointerDown, .scroll, .keyDown, .pointerExited:
            for entry in entries { entry.overlay?.dismissForInput() }
        default:
            break
        }
    }
}
