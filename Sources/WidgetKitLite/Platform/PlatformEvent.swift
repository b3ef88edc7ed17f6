import Foundation

/// Keyboard modifier flags of an input event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bit pattern of the set: shift 1, control 2, alternate 4, command 8.
    public let rawValue: Int
    /// Creates a set of modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A Shift key is down.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// A Control key is down.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// An Alt (Meta, Mod1) key is down.
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// A Super (Windows, Mod4) key is down: the Linux stand-in for Command.
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// An input or window event as the toolkit sees it, whatever host produced it. Hosts
/// translate their native events into this enum in one place; nothing platform-specific
/// crosses this boundary. Locations are logical points in window coordinates; times are
/// seconds on the host's frame clock.
enum PlatformEvent: Equatable {
    /// A mouse button went down (`button` 1 = primary).
    case pointerDown(location: CGPoint, button: Int, modifiers: KeyModifiers, time: TimeInterval)
    /// A mouse button went up.
    case pointerUp(location: CGPoint, button: Int, modifiers: KeyModifiers, time: TimeInterval)
    /// The pointer moved (with or without a button held).
    case pointerMoved(location: CGPoint, modifiers: KeyModifiers, time: TimeInterval)
    /// A wheel step: positive `dy` scrolls content up (wheel down), in points.
    case scroll(location: CGPoint, dx: CGFloat, dy: CGFloat, modifiers: KeyModifiers, time: TimeInterval)
    /// A key went down. `key` is a stable name: "a", "1", "Space", "Return", "Escape",
    /// "BackSpace", "Tab", "Left", …; `text` is the character it types, if any.
    case keyDown(key: String, text: String?, modifiers: KeyModifiers, time: TimeInterval)
    /// A key went up (`key` as for `keyDown`).
    case keyUp(key: String, modifiers: KeyModifiers, time: TimeInterval)
    /// The pointer left the window.
    case pointerExited(time: TimeInterval)
    /// The drawable area changed size (logical points).
    case resized(CGSize)
    /// Part of the window must be presented again (pixel rectangle, nil = everything).
    case exposed(CGRect?)
    /// The user asked to close the window (WM_DELETE_WINDOW).
    case closeRequested
    /// The window was destroyed from outside.
    case destroyed
    /// The window got (true) or lost (false) the keyboard focus.
    case focusChanged(Bool)
    /// The window manager shows the window in a new state (full screen, maximized, minimized).
    case desktopStateChanged(DesktopWindowState)
}
