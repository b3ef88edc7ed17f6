import Foundation

/// Platform events as fields of a recording's `event` line (<doc:RecordingAndReplay>).
extension PlatformEvent {
    /// The key name and text a redacted key press is replayed with: a bullet, which a
    /// secure field shows as it showed the character.
    static let redactedCharacter = "•"

    /// The fields after `event WINDOW`; `redacted`: a key's name and text are left out.
    func recordingFields(origin: Int64, redacted: Bool) -> String {
        typealias F = SessionRecordingFormat
        func at(_ time: TimeInterval) -> String { F.eventTime(time, origin: origin) }
        func point(_ p: CGPoint) -> String { "\(F.number(p.x)) \(F.number(p.y))" }
        switch self {
        case let .pointerDown(location, button, modifiers, time):
            return "down \(point(location)) \(button) \(modifiers.rawValue) \(at(time))"
        case let .pointerUp(location, button, modifiers, time):
            return "up \(point(location)) \(button) \(modifiers.rawValue) \(at(time))"
        case let .pointerMoved(location, modifiers, time):
            return "move \(point(location)) \(modifiers.rawValue) \(at(time))"
        case let .scroll(location, dx, dy, modifiers, time):
            return "scroll \(point(location)) \(F.number(dx)) \(F.number(dy)) \(modifiers.rawValue) \(at(time))"
        case let .keyDown(key, text, modifiers, time):
            if redacted { return "key * * \(modifiers.rawValue) \(at(time))" }
            return "key \(F.text(key)) \(F.text(text)) \(modifiers.rawValue) \(at(time))"
        case let .keyUp(key, modifiers, time):
            if redacted { return "keyup * \(modifiers.rawValue) \(at(time))" }
            return "keyup \(F.text(key)) \(modifiers.rawValue) \(at(time))"
        case let .pointerExited(time):
            return "exit \(at(time))"
        case let .resized(size):
            return "resize \(F.number(size.width)) \(F.number(size.height))"
        case let .exposed(rect):
            guard let rect else { return "expose all" }
            return "expose \(F.number(rect.minX)) \(F.number(rect.minY)) \(F.number(rect.width)) \(F.number(rect.height))"
        case .closeRequested:
            return "close"
        case .destroyed:
            return "destroyed"
        case let .focusChanged(focused):
            return "focus \(focused ? 1 : 0)"
        case let .desktopStateChanged(state):
            return "state \(state.isFullScreen ? 1 : 0) \(state.isMaximized ? 1 : 0) \(state.isMinimized ? 1 : 0)"
        }
    }

    /// The event of an `event` line's fields after the window (`fields[0]` is the kind);
    /// nil when they are not one. A redacted key comes back as a bullet.
    init?(recordingFields fields: [Substring], origin: Int64) {
        typealias F = SessionRecordingFormat
        func n(_ i: Int) -> CGFloat? { i < fields.count ? F.number(fields[i]) : nil }
        func int(_ i: Int) -> Int? { i < fields.count ? Int(fields[i]) : nil }
        func at(_ i: Int) -> TimeInterval? { i < fields.count ? F.eventTime(fields[i], origin: origin) : nil }
        func key(_ i: Int) -> String?? {
            guard i < fields.count else { return nil }
            return fields[i] == "*" ? .some(Self.redactedCharacter) : F.text(fields[i])
        }
        guard let kind = fields.first else { return nil }
        switch kind {
        case "down", "up":
            guard fields.count == 6, let x = n(1), let y = n(2), let button = int(3), let m = int(4), let t = at(5) else { return nil }
            let location = CGPoint(x: x, y: y)
            self =
                kind == "down"
                ? .pointerDown(location: location, button: button, modifiers: KeyModifiers(rawValue: m), time: t)
                : .pointerUp(location: location, button: button, modifiers: KeyModifiers(rawValue: m), time: t)
        case "move":
            guard fields.count == 5, let x = n(1), let y = n(2), let m = int(3), let t = at(4) else { return nil }
            self = .pointerMoved(location: CGPoint(x: x, y: y), modifiers: KeyModifiers(rawValue: m), time: t)
        case "scroll":
            guard fields.count == 7, let x = n(1), let y = n(2), let dx = n(3), let dy = n(4), let m = int(5), let t = at(6) else { return nil }
            self = .scroll(location: CGPoint(x: x, y: y), dx: dx, dy: dy, modifiers: KeyModifiers(rawValue: m), time: t)
        case "key":
            guard fields.count == 5, let name = key(1), let name, let text = key(2), let m = int(3), let t = at(4) else { return nil }
            self = .keyDown(key: name, text: text, modifiers: KeyModifiers(rawValue: m), time: t)
        case "keyup":
            guard fields.count == 4, let name = key(1), let name, let m = int(2), let t = at(3) else { return nil }
            self = .keyUp(key: name, modifiers: KeyModifiers(rawValue: m), time: t)
        case "exit":
            guard fields.count == 2, let t = at(1) else { return nil }
            self = .pointerExited(time: t)
        case "resize":
            guard fields.count == 3, let w = n(1), let h = n(2), w > 0, h > 0 else { return nil }
            self = .resized(CGSize(width: w, height: h))
        case "expose":
            if fields.count == 2, fields[1] == "all" {
                self = .exposed(nil)
            } else {
                guard fields.count == 5, let x = n(1), let y = n(2), let w = n(3), let h = n(4) else { return nil }
                self = .exposed(CGRect(x: x, y: y, width: w, height: h))
            }
        case "close":
            self = .closeRequested
        case "destroyed":
            self = .destroyed
        case "focus":
            guard fields.count == 2, let value = int(1), value == 0 || value == 1 else { return nil }
            self = .focusChanged(value == 1)
        case "state":
            guard fields.count == 4, let f = int(1), let m = int(2), let z = int(3) else { return nil }
            self = .desktopStateChanged(DesktopWindowState(isFullScreen: f == 1, isMaximized: m == 1, isMinimized: z == 1))
        default:
            return nil
        }
    }
}
