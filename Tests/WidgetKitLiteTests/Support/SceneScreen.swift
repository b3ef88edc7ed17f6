import Foundation

import WidgetKitLite

/// A screen a golden scene is built on: the headless screen, or a window on an X server
/// stepped by a manual clock (`X11SceneScreen`). Both run frames at the same instants for
/// the same calls, so a scene shows the same moment on each.
@MainActor
protocol SceneScreen: AnyObject {
    /// Makes a window as large as the screen, shows it and runs a frame.
    func makeWindow() -> Window
    /// Runs one frame at the current time.
    func runFrame()
    /// Moves the clock forward by `seconds`, a frame every 1/60 s and one at the end.
    func advance(by seconds: TimeInterval)
    /// Presses the primary button at `point` (window coordinates).
    func press(at point: CGPoint)
    /// Releases the primary button at `point`.
    func release(at point: CGPoint)
    /// Scrolls by (`dx`, `dy`) points at `point`, as a mouse wheel does.
    func scroll(dx: CGFloat, dy: CGFloat, at point: CGPoint)
    /// Presses at `from`, moves once a frame for `duration` and releases at `to`.
    func drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
}

extension HeadlessScreen: SceneScreen {}

extension SceneScreen {
    /// A window with a plain white root view filling it (the view-level tests' page).
    func makeWindowWithRootView() -> (window: Window, root: View) {
        let window = makeWindow()
        let root = View(frame: window.bounds)
        root.backgroundColor = .white
        window.addSubview(root)
        runFrame()
        return (window, root)
    }
}
