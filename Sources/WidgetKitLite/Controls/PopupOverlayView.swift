import Foundation

/// The in-window host of a control's popup (a date picker's calendar, a picker view's list):
/// a transparent view over the whole window, in front of everything, holding one content
/// view placed near an anchor. While it is up it takes every key (Escape closes it; other
/// keys go to `onKey`) and a press outside the content closes it without reaching what is
/// under it, as a menu does.
@MainActor
final class PopupOverlayView: View, KeyboardCapturing {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    required init?(coder: NSCoder) { nil }

    /// The popup's content.
    let content: View
    /// Keys other than Escape while the popup is up.
    var onKey: ((KeyPress) -> Void)?
    /// Called once when the popup closes, however it closes.
    var onClose: (() -> Void)?

    /// Space between the anchor and the popup, and between the popup and the window edge: 4 pt.
    static let margin: CGFloat = 4

    /// Shows `content` (sized already) in `window` below `anchor` (window coordinates), or
    /// above it when it does not fit below, kept inside the window.
    init(content: View, in window: Window, below anchor: CGRect) {
        self.content = content
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let size = content.bounds.size
        let m = Self.margin
        var y = anchor.maxY + m
        if y + size.height > window.bounds.height - m, anchor.minY - m - size.height >= m { y = anchor.minY - m - size.height }
        let x = min(max(m, anchor.minX), max(m, window.bounds.width - m - size.width))
        content.frame = CGRect(x: x, y: max(m, y), width: size.width, height: size.height)
        addSubview(content)
        window.addSubview(self)
        content.layoutIfNeeded()
        window.eventDispatcher.keyboardCapture = self
    }

    override var drawsContentHint: Bool { false }

    /// Points on the content hit the content; every other point hits the overlay.
    override func hitTest(_ point: CGPoint) -> View? {
        guard self.point(inside: point), !isHidden else { return nil }
        return content.hitTest(convert(point, to: content)) ?? self
    }

    /// A press outside the content closes the popup.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { close() }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    func captureKeyDown(_ press: KeyPress) {
        if press.name.lowercased() == "escape" { return close() }
        onKey?(press)
    }

    /// Whether the popup is in a window.
    var isOpen: Bool { window != nil }

    /// Removes the popup and gives the keyboard back; `onClose` runs once.
    func close() {
        guard let window else { return }
        if window.eventDispatcher.keyboardCapture === self { window.eventDispatcher.keyboardCapture = nil }
        removeFromSuperview()
        let closed = onClose
        onClose = nil
        closed?()
    }
}
