import Foundation

/// Text shared between apps — UIKit's `UIPasteboard`. On X11 `general` is the CLIPBOARD
/// selection (Ctrl+C, Ctrl+X, Ctrl+V) and `primary` the PRIMARY selection (select to copy,
/// middle-click to paste); on a `HeadlessScreen` both live in the screen's memory.
///
/// Reading may wait for another X client to hand the text over: at most
/// `Pasteboard.transferTimeout` seconds, after which the read answers nil with one line on
/// stderr. Text that is not valid UTF-8 is repaired (invalid bytes become U+FFFD); text
/// longer than `Pasteboard.maximumLength` bytes is refused (nil, one line).
@MainActor
public final class Pasteboard {
    /// Which selection a pasteboard stands for.
    public enum Name: Hashable, Sendable {
        /// The clipboard: explicit copy and paste.
        case general
        /// The X primary selection: whatever was selected last, pasted with the middle button.
        case primary
    }

    /// A wait for another program's text ends after this many seconds.
    public static let transferTimeout: TimeInterval = 1
    /// Pasted text longer than this many UTF-8 bytes (16 MiB) is refused.
    public static let maximumLength = 16 << 20

    /// The selection this pasteboard stands for.
    public let name: Name
    private let store: PasteboardStore

    init(name: Name, store: PasteboardStore) {
        self.name = name
        self.store = store
    }

    /// The text on the pasteboard; nil when it holds none. Setting nil clears it.
    public var string: String? {
        get { store.readString() }
        set { store.writeString(newValue) }
    }

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { string != nil }

    /// The application's clipboard (the X CLIPBOARD selection); before the application has
    /// opened its display, a clipboard in this process's memory. Views use their window's
    /// host's (a headless screen's own, in tests).
    public static var general: Pasteboard { pasteboard(named: .general) }

    /// The application's primary selection (X PRIMARY).
    public static var primary: Pasteboard { pasteboard(named: .primary) }

    private static func pasteboard(named name: Name) -> Pasteboard {
        if let host = Application.shared.host { return host.pasteboard(named: name) }
        return name == .general ? processGeneral : processPrimary
    }

    private static let processGeneral = Pasteboard(name: .general, store: MemoryPasteboardStore())
    private static let processPrimary = Pasteboard(name: .primary, store: MemoryPasteboardStore())
}

/// Where a pasteboard's text lives: memory, or an X selection.
@MainActor
protocol PasteboardStore: AnyObject {
    /// The current text, or nil.
    func readString() -> String?
    /// Replaces the text (nil clears it).
    func writeString(_ string: String?)
}

/// A pasteboard in this process's memory: the headless screen's clipboard and selection.
@MainActor
final class MemoryPasteboardStore: PasteboardStore {
    private var text: String?

    func readString() -> String? { text }

    func writeString(_ string: String?) {
        guard let string, string.utf8.count <= Pasteboard.maximumLength else {
            if let string { PasteboardDiagnostics.reportTooLong(string.utf8.count) }
            text = nil
            return
        }
        text = string
    }
}

/// The one-line messages of pasteboard faults.
@MainActor
enum PasteboardDiagnostics {
    static func reportTooLong(_ bytes: Int) {
        Diagnostics.report("pasteboard text of \(bytes) bytes exceeds \(Pasteboard.maximumLength) bytes; nothing was copied or pasted")
    }
}
