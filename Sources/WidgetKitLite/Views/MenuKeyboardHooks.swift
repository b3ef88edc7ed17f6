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
