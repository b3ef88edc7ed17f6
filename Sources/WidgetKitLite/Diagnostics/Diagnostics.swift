@preconcurrency import Glibc

/// One-line diagnostics on stderr for misuse the toolkit answers with a no-op, and for
/// recoverable faults. Tests can capture them.
@MainActor
public enum Diagnostics {
    /// The test hook for diagnostics: when set, receives each line the toolkit reports
    /// (with its "WidgetKitLite: " prefix, on the main actor) instead of stderr, so an app's
    /// tests can assert on misuse the toolkit answers with a no-op. `nil` (the default)
    /// writes to stderr. A test sets it, runs the code under test and restores the value it
    /// found. Apps need not set it outside tests.
    public static var handler: ((String) -> Void)?

    /// Reports one line, prefixed with "WidgetKitLite: " (the toolkit's own channel).
    static func report(_ message: String) {
        let line = "WidgetKitLite: \(message)"
        if let handler {
            handler(line)
        } else {
            fputs(line + "\n", stderr)
        }
    }
}
