import Foundation

/// An open menu: while one is registered (`EventDispatcher.keyboardCapture`), every key goes
/// to it before anything else, and a click does not move the keyboard focus.
@MainActor
protocol KeyboardCapturing: AnyObject {
    /// A key went down; the menu does what it means (keys it does not use are dropped).
    func captureKeyDown(_ press: KeyPress)
}

/// A window's menu bar as the keyboard reaches it (`EventDispatcher.menuBarKeys`).
@MainActor
protocol MenuBarKeyHandling: AnyObject {
    /// Sees every key going down, before anyone takes it (a lone Alt tap opens the bar).
    func observeKeyDown(_ press: KeyPress)
    /// Sees every key going up; returns true when it used it (the release of a lone Alt).
    func observeKeyUp(_ press: KeyPress) -> Bool
    /// A key no text input and no key command of the chain took: runs the menu command
    /// whose key equivalent it is, with `responders` as the chain. True when one ran.
    func performKeyEquivalent(_ press: KeyPress, responders: [AnyObject]) -> Bool
    /// A key that went up the whole responder chain unhandled (F10 opens the bar). True
    /// when used.
    func handleUnhandledKey(_ press: KeyPress) -> Bool
}

/// Open menus shown outside the window (popup windows): while one is registered
/// (`EventDispatcher.pointerCapture`), the window's pointer events go to it instead of its
/// views — presses, releases, motion and wheel steps, in window coordinates, which may lie
/// outside the window (the host grabs the pointer, so presses anywhere on the screen come
/// here). A touch that began before the capture finishes as it began.
@MainActor
protocol PointerCapturing: AnyObject {
    /// A button (X's numbering: 1 primary, 3 secondary) went down at `location`.
    func capturedPointerDown(at location: CGPoint, button: Int)
    /// A button went up at `location`.
    func capturedPointerUp(at location: CGPoint, button: Int)
    /// The pointer moved to `location`, with or without a button down.
    func capturedPointerMoved(to location: CGPoint)
    /// A wheel step of `dy` points at `location`.
    func capturedScroll(at location: CGPoint, dy: CGFloat)
}

/// A running menu session, as its window knows it: the window ends it when it closes.
@MainActor
protocol RunningMenu: AnyObject {
    /// Closes every menu of the session; nothing is chosen.
    func end()
}
