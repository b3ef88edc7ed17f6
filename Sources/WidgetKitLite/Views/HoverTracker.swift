import Foundation

/// Follows the pointer while no button is down: which view it is over (for hover highlights
/// and `HoverGestureRecognizer`s), which cursor shape the window shows, and whether the
/// focus ring shows (the pointer's last say against the keyboard's).
///
/// The view under the pointer is found by hit testing; its cursor is the first non-nil
/// `View.cursor` up its superview chain (the arrow when none). While a button is held the
/// hovered view and cursor stay as they were when it went down (dragging a selection out
/// of a text field keeps the I-beam). The pointer need not move: each frame re-evaluates
/// what is under it after layout (`reevaluate()`), so a sheet sliding over a hovered button
/// or a list scrolled under a still pointer ends the hover.
@MainActor
final class HoverTracker {
    unowned let window: Window
    /// The deepest view under the pointer.
    private(set) weak var hoveredView: View?
    /// The control that highlights under the pointer (the nearest enabled one up the chain).
    private(set) weak var hoveredControl: Control?
    /// The cursor the window shows.
    private(set) var cursor: Cursor = .arrow
    private var location: CGPoint?
    private var recognizers: [HoverGestureRecognizer] = []
    /// Whether focused controls draw their ring: after Tab, not after a click (the
    /// `:focus-visible` rule of browsers and GTK 4). Programmatic focus changes leave it.
    private(set) var showsFocusRing = true

    /// Shows (keyboard navigation) or hides (a click) the focus ring of the focused control.
    func showFocusRing(_ shows: Bool) {
        guard shows != showsFocusRing else { return }
        showsFocusRing = shows
        if let control = window.focusedView as? Control { control.stateDidChange() } else { window.focusedView?.setNeedsDisplay() }
    }

    init(window: Window) {
        self.window = window
    }

    /// The pointer moved to `location` (window coordinates) with no button down.
    func pointerMoved(to location: CGPoint, time: TimeInterval) {
        let moved = self.location != location
        self.location = location
        follow(hitTest(location), at: location, updatingRecognizers: moved)
    }

    /// What is under a pointer that did not move may have changed: a presentation or a
    /// dismissal, a push or a pop, a scroll, a layout pass moved views under it, or a view
    /// was hidden or disabled. Run by every frame after its layout, it follows the view now
    /// under the pointer as a motion there would (highlights, hover recognizers, cursor);
    /// when the same view is still there it changes nothing and asks for no frame. While a
    /// button is held nothing changes (as for motion).
    func reevaluate() {
        guard let location, window.eventDispatcher.activeTouch == nil else { return }
        let hit = hitTest(location)
        follow(hit, at: location, updatingRecognizers: hit !== hoveredView)
    }

    /// Makes `hit` the hovered view: the nearest control's highlight and the cursor follow
    /// it, and the hover recognizers too when `updatingRecognizers`.
    private func follow(_ hit: View?, at location: CGPoint, updatingRecognizers: Bool) {
        hoveredView = hit
        updateControl(Self.nearestControl(from: hit))
        if updatingRecognizers { updateRecognizers(for: hit, at: location) }
        setCursor(Self.cursor(from: hit))
    }

    /// The view under `location`; none while a presentation or dismissal runs: the window
    /// takes no input then (`EventDispatcher`), and the views sliding or fading in are not
    /// hit-testable yet, so what they cover would stay lit under them.
    private func hitTest(_ location: CGPoint) -> View? {
        window.isPresentationTransitionRunning ? nil : window.hitTest(location)
    }

    /// The pointer left the window: nothing is hovered.
    func pointerLeft() {
        location = nil
        hoveredView = nil
        updateControl(nil)
        updateRecognizers(for: nil, at: .zero)
    }

    /// A view's cursor changed: apply it if the pointer is over that view.
    func refreshCursor() {
        guard let location else { return }
        setCursor(Self.cursor(from: window.hitTest(location)))
    }

    private func setCursor(_ new: Cursor) {
        guard new != cursor else { return }
        cursor = new
        window.surface?.setCursor(new)
    }

    private func updateControl(_ control: Control?) {
        guard control !== hoveredControl else { return }
        let old = hoveredControl
        hoveredControl = control
        old?.stateDidChange()
        control?.stateDidChange()
    }

    private func updateRecognizers(for view: View?, at location: CGPoint) {
        var current: [HoverGestureRecognizer] = []
        var v = view
        while let link = v {
            for case let hover as HoverGestureRecognizer in link.attachedGestureRecognizers where hover.isEnabled {
                current.append(hover)
            }
            v = link.superview
        }
        for old in recognizers where !current.contains(where: { $0 === old }) { old.hoverEnded(at: location) }
        for recognizer in current {
            if recognizers.contains(where: { $0 === recognizer }) {
                recognizer.hoverMoved(to: location)
            } else {
                recognizer.hoverBegan(at: location)
            }
        }
        recognizers = current
    }

    static func nearestControl(from view: View?) -> Control? {
        var v = view
        while let link = v {
            if let control = link as? Control { return control.isEnabled ? control : nil }
            v = link.superview
        }
        return nil
    }

    static func cursor(from view: View?) -> Cursor {
        var v = view
        while let link = v {
            if let cursor = link.cursor { return cursor }
            v = link.superview
        }
        return .arrow
    }
}

extension Control {
    /// Whether the pointer rests over the control (no button down): buttons highlight then.
    public var isHovered: Bool { window?.eventDispatcher.hover.hoveredControl === self }
}
