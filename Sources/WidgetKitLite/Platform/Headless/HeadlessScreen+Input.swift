import Foundation

extension HeadlessScreen {
    /// Types `text`, one key press per character, as a keyboard with an input method would
    /// (each press carries the character it types).
    public func type(_ text: String) {
        for character in text {
            let typed = String(character)
            let name = typed == " " ? "space" : typed
            deliverEvent(.keyDown(key: name, text: typed, modifiers: [], time: now))
        }
    }

    /// The pointer shape the front window shows (follows `move(to:)`).
    public var cursor: Cursor { (windows.last?.surface as? HeadlessSurface)?.cursor ?? .arrow }

    /// Presses and releases the middle button at `point` (pastes the primary selection into
    /// a text field there).
    public func middleClick(at point: CGPoint) {
        deliverEvent(.pointerDown(location: point.sanitized, button: 2, modifiers: [], time: now))
        deliverEvent(.pointerUp(location: point.sanitized, button: 2, modifiers: [], time: now))
    }

    /// Moves the pointer out of the front window (hover ends).
    public func movePointerOut() {
        deliverEvent(.pointerExited(time: now))
    }

    /// The screen's clipboard (in memory): what Ctrl+C copies and Ctrl+V pastes.
    public var pasteboard: Pasteboard { host.generalPasteboard }

    /// The screen's primary selection (in memory): what selecting copies and a middle click pastes.
    public var primaryPasteboard: Pasteboard { host.primaryPasteboard }

    private func deliverEvent(_ event: PlatformEvent) {
        guard let window = windows.last, let surface = window.surface else { return }
        window.surface(surface, didReceive: event)
    }
}
