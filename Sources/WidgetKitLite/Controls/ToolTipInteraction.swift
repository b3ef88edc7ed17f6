import Foundation

/// Shows a tool tip when the pointer rests over a view — UIKit's `UIToolTipInteraction`.
///
/// Add it to a view (``View/addInteraction(_:)``). When the pointer has rested over the
/// view, with no button down, for `Theme.toolTips.delay` (0.5 s, on the frame loop's
/// clock), the tool tip shows as a small bubble of text below the pointer, kept inside the
/// window (see `ToolTipPlacement`). Moving the pointer before then starts the wait again.
/// The tool tip hides when the pointer leaves the view (or the configuration's
/// `sourceRect`), on a press, a wheel step or a key, and when the pointer leaves the
/// window; after a press or a key it shows again only once the pointer has left the view
/// and come back. Where views with tool tips nest, the innermost one under the pointer
/// shows its tool tip.
///
/// The text is the delegate's ``ToolTipInteractionDelegate/toolTipInteraction(_:configurationAt:)``
/// when there is a delegate, else `defaultToolTip`; nil or empty text shows nothing.
@MainActor
public final class ToolTipInteraction: Interaction, TransientOverlay {
    /// The view the interaction is on.
    public private(set) weak var view: View?
    /// The text shown when no delegate says otherwise.
    public var defaultToolTip: String?
    /// Decides the tool tip at each point; nil shows `defaultToolTip`.
    public weak var delegate: ToolTipInteractionDelegate?
    /// Whether the interaction shows tool tips. Turning it off hides the one shown.
    public var isEnabled = true {
        didSet { if !isEnabled { reset() } }
    }

    /// Follows the pointer over the view.
    private var hover: HoverGestureRecognizer?
    /// Where the pointer is, in window coordinates.
    private var pointer: CGPoint = .zero
    /// The wait before the tool tip shows.
    private var timer: FrameLoopTimer?
    /// The configuration shown now; nil while nothing shows.
    private(set) var shown: ToolTipConfiguration?
    /// A press or a key hid the tool tip: it waits for the pointer to leave the view.
    private var isSuppressed = false
    /// The bubble showing the tool tip, while it does (kept so that it hides even after the
    /// view left its window).
    private weak var bubble: ToolTipView?
    /// The window whose input dismisses the tool tip, while the pointer is over the view.
    private weak var inputWindow: Window?

    /// An interaction with no default tool tip (a delegate decides).
    public init() {}

    /// An interaction showing `defaultToolTip`.
    public init(defaultToolTip: String) {
        self.defaultToolTip = defaultToolTip
    }

    /// Whether the tool tip shows now.
    public var isShowingToolTip: Bool { shown != nil }

    /// Hides the tool tip and stops following the pointer over the old view.
    public func willMove(to view: View?) {
        reset()
        if let hover { self.view?.removeGestureRecognizer(hover) }
        hover = nil
    }

    /// Follows the pointer over `view` (with a hover recognizer attached to it).
    public func didMove(to view: View?) {
        self.view = view
        guard let view else { return }
        let recognizer = HoverGestureRecognizer { [weak self] recognizer in self?.hoverChanged(recognizer) }
        view.addGestureRecognizer(recognizer)
        hover = recognizer
    }

    // MARK: Following the pointer

    private func hoverChanged(_ recognizer: HoverGestureRecognizer) {
        guard isEnabled, let window = view?.window else { return reset() }
        pointer = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            isSuppressed = false
            window.eventDispatcher.transientOverlays.add(self)
            inputWindow = window
            wait()
        case .changed:
            if let shown, let view {
                if !shown.applies(at: view.convert(pointer, from: nil)) {
                    hide()
                    wait()
                }
            } else {
                wait()
            }
        default:
            reset()
        }
    }

    /// Starts (or restarts) the wait before the tool tip shows.
    private func wait() {
        timer?.cancel()
        timer = nil
        guard !isSuppressed, let loop = view?.window?.frameLoop, let theme = view?.theme.toolTips else { return }
        let delay = theme.delay.isFinite && theme.delay >= 0 ? theme.delay : 0
        timer = loop.schedule(at: loop.now + delay) { [weak self] in
            self?.timer = nil
            self?.show()
        }
    }

    /// Shows the tool tip for where the pointer is, if this view is the innermost with one there.
    private func show() {
        guard isEnabled, !isSuppressed, let view, let window = view.window, isInnermost(in: window) else { return }
        let point = view.convert(pointer, from: nil)
        let configuration: ToolTipConfiguration? =
            if let delegate { delegate.toolTipInteraction(self, configurationAt: point) } else {
                defaultToolTip.map { ToolTipConfiguration(toolTip: $0) }
            }
        guard let configuration, !configuration.toolTip.isEmpty, configuration.applies(at: point) else { return }
        shown = configuration
        let bubble = ToolTipView.bubble(in: window)
        bubble.show(configuration.toolTip, for: self, near: pointer, in: window)
        self.bubble = bubble
    }

    /// Whether no view between the one under the pointer and this one has an enabled tool tip
    /// interaction of its own.
    private func isInnermost(in window: Window) -> Bool {
        var v = window.eventDispatcher.hover.hoveredView
        while let link = v, link !== view {
            if link.interactionStorage.contains(where: { ($0 as? ToolTipInteraction)?.isEnabled == true }) { return false }
            v = link.superview
        }
        return v != nil
    }

    private func hide() {
        guard shown != nil else { return }
        shown = nil
        bubble?.hide(for: self)
        bubble = nil
    }

    /// Hides the tool tip and stops waiting; the pointer is no longer followed.
    private func reset() {
        timer?.cancel()
        timer = nil
        hide()
        isSuppressed = false
        inputWindow?.eventDispatcher.transientOverlays.remove(self)
        inputWindow = nil
    }

    func dismissForInput() {
        timer?.cancel()
        timer = nil
        hide()
        isSuppressed = true
    }
}
