import Foundation

/// The in-window host of open menus: a transparent view over the whole window, in front of
/// everything, holding the menu views. It takes every press, hover and wheel step in the
/// window while menus are open and hands them to the session (a press outside the menus
/// ends it), and it leaves the window when the session ends.
@MainActor
final class MenuOverlayView: View, MenuPresenting, SecondaryClickHandling {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    required init?(coder: NSCoder) { nil }

    /// The session whose menus are shown.
    var session: MenuSession?

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(HoverGestureRecognizer(target: self, action: MenuOverlayView.hovered))
    }

    override var drawsContentHint: Bool { false }

    /// Every point of the window hits the overlay: the session finds the menu under it.
    override func hitTest(_ point: CGPoint) -> View? {
        self.point(inside: point) && !isHidden ? self : nil
    }

    private func hovered(_ recognizer: HoverGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .changed else { return }
        session?.pointerMoved(to: recognizer.location(in: nil))
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        session?.pointerDown(at: touch.location(in: nil))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        session?.pointerMoved(to: touch.location(in: nil))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        session?.pointerUp(at: touch.location(in: nil))
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    override func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        if let location = window?.eventDispatcher.wheelLocation { session?.scroll(at: location, dy: dy) }
        return true
    }

    /// A right-click while menus are open closes them.
    func secondaryClick(at location: CGPoint) -> Bool {
        session?.end()
        return true
    }

    // MARK: MenuPresenting

    var menuArea: CGRect { bounds }

    func present(_ menuView: MenuView, in frame: CGRect) {
        menuView.frame = frame
        addSubview(menuView)
    }

    func dismiss(_ menuView: MenuView) {
        menuView.removeFromSuperview()
    }

    func sessionDidEnd() {
        if let window {
            if window.eventDispatcher.keyboardCapture === session { window.eventDispatcher.keyboardCapture = nil }
            if window.runningMenu === session { window.runningMenu = nil }
        }
        session = nil
        removeFromSuperview()
    }

    func convert(_ point: CGPoint, to menuView: MenuView) -> CGPoint { menuView.convert(point, from: nil) }

    func convert(_ rect: CGRect, from menuView: MenuView) -> CGRect { menuView.convert(rect, to: nil) }
}
