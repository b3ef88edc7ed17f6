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
    /// The view that highlights under the pointer (a control): the nearest view up the chain
    /// that takes part in hover highlights, when it highlights (`View.hoverParticipation`).
    private(set) weak var hoverTarget: View?
    /// The cursor the window shows.
    private(set) var cursor: Cursor = .arrow
    private var location: CGPoint?
    private var recognizers: [HoverRecognizing] = []
    /// Whether focused controls draw their ring: after Tab, not after a click (the
    /// `:focus-visible` rule of browsers and GTK 4). Programmatic focus changes leave it.
    private(set) var showsFocusRing = true

    /// Shows (keyboard navigation) or hides (a click) the focus ring of the focused control.
    func showFocusRing(_ shows: Bool) {
        guard shows != showsFocusRing else { return }
        showsFocusRing = shows
        window.focusedView?.interactionStateDidChange()
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

    /// Makes `hit` the hovered view: the hover target's highlight and the cursor follow it,
    /// and the hover recognizers too when `updatingRecognizers`.
    private func follow(_ hit: View?, at location: CGPoint, updatingRecognizers: Bool) {
        hoveredView = hit
        updateTarget(Self.hoverTarget(from: hit))
        if updatingRecognizers { updateRecognizers(for: hit, at: location) }
        setCursor(Self.cursor(from: hit))
    }

    /// The view under `location`; none while a presentation or dismissal runs: the window
    /// takes no input then (`EventDispatcher`), and the views sliding or fading in are not
    /// hit-testable yet, so what they cover would stay lit under them.
    private func hitTest(_ location: CGPoint) -> View? {
        window.isInputBlocked ? nil : window.hitTest(location)
    }

    /// The pointer left the window: nothing is hovered.
    func pointerLeft() {
        location = nil
        hoveredView = nil
        updateTarget(nil)
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

    private func updateTarget(_ target: View?) {
        guard target !== hoverTarget else { return }
        let old = hoverTarget
        hoverTarget = target
        old?.interactionStateDidChange()
        target?.interactionStateDidChange()
    }

    private func updateRecognizers(for view: View?, at location: CGPoint) {
        var current: [HoverRecognizing] = []
        var v = view
        while let link = v {
            for case let hover as HoverRecognizing in link.attachedGestureRecognizers where hover.isEnabled {
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

    /// The nearest view from `view` up the chain that does not pass (`hoverParticipation`),
    /// if it highlights.
    static func hoverTarget(from view: View?) -> View? {
        var v = view
        while let link = v {
            switch link.hoverParticipation {
            case .highlights: return link
            case .refuses: return nil
            case .passes: v = link.superview
            }
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

/// How a view takes part in hover highlights. The window lights the nearest view up the
/// superview chain from the one under the pointer that does not pass: it calls that view's
/// `interactionStateDidChange()` when it becomes and when it stops being the hover target.
enum HoverParticipation {
    /// The view lights nothing itself: the search goes on to the superview (the default).
    case passes
    /// The view is the hover target (an enabled control).
    case highlights
    /// The search ends with nothing lit (a disabled control: what it contains stays dark).
    case refuses
}

extension View {
    /// Whether the view is its window's hover target: the pointer rests over it (or a
    /// subview) with no button down and it highlights (`hoverParticipation`).
    var isHoverTarget: Bool { window?.eventDispatcher.hover.hoverTarget === self }
}

/// A gesture recognizer that follows the pointer while no button is down
/// (`HoverGestureRecognizer` conforms). The hover tracker calls the enabled ones attached to
/// the view under the pointer and to its ancestors: `hoverBegan` when the pointer comes
/// over the view, `hoverMoved` on each later motion (and each re-evaluation under a still
/// pointer) while it stays, `hoverEnded` when it leaves. The arena lets such a recognizer
/// run beside every other one: it never takes touches.
@MainActor
protocol HoverRecognizing: GestureRecognizer {
    /// The pointer came over the view at `location` (window coordinates).
    func hoverBegan(at location: CGPoint)
    /// The pointer, still over the view, is at `location` (window coordinates).
    func hoverMoved(to location: CGPoint)
    /// The pointer left the view at `location` (window coordinates), or left the window
    /// (`location` is `.zero` then: the last location stays).
    func hoverEnded(at location: CGPoint)
}
