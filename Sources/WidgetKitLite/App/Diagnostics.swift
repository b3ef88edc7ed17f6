@preconcurrency import Glibc

/// One-line diagnostics on stderr for misuse the toolkit answers with a no-op, and for
/// recoverable faults. Tests can capture them.
@MainActor
public enum Diagnostics {
    /// When set, receives each message instead of stderr (used by tests).
    public static var handler: ((String) -> Void)?

    /// Reports one line, prefixed with "WidgetKitLite: ".
    public static func report(_ message: String) {
        let line = "WidgetKitLite: \(message)"
        if let handler {
            handler(line)
        } else {
            fputs(line + "\n", stderr)
        }
    }
}
