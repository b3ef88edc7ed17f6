import Foundation

/// Text shared between apps — UIKit's `UIPasteboard`. On X11 `general` is the CLIPBOARD
/// selection (Ctrl+C, Ctrl+X, Ctrl+V) and `primary` the PRIMARY selection (select to copy,
/// middle-click to paste); on a `HeadlessScreen` both live in the screen's memory.
///
/// Text held by another X client comes over a transfer that client answers step by step.
/// `requestString(completion:)` never waits for it: the transfer goes on in the event loop
/// and the completion gets the text when it is complete (text fields paste this way).
/// Reading `string` waits for the same transfer. Either way a transfer ends without text,
/// with one line on stderr, when the owner lets `transferTimeout` pass without a step, when
/// after `transferDeadline` it has averaged less than `minimumTransferRate`, when it sends
/// more than `maximumLength` bytes, or when it answers with something that is not text (an
/// INTEGER, a PIXMAP…). Text that is not valid UTF-8 is repaired (invalid bytes become
/// U+FFFD); STRING and COMPOUND_TEXT answers are converted.
@MainActor
public final class Pasteboard {
    /// Which selection a pasteboard stands for.
    public enum Name: Hashable, Sendable {
        /// The clipboard: explicit copy and paste.
        case general
        /// The X primary selection: whatever was selected last, pasted with the middle button.
        case primary
    }

    /// A transfer from another program ends when this many seconds pass without an answer
    /// or a new chunk.
    public static let transferTimeout: TimeInterval = 1
    /// A transfer from another program that has run this many seconds goes on only while
    /// it has averaged at least `minimumTransferRate`.
    public static let transferDeadline: TimeInterval = 3
    /// The slowest average, in bytes per second (64 KiB/s), at which a transfer may go on
    /// past `transferDeadline`: 16 MiB may take up to 256 s, a trickle ends at 3 s.
    public static let minimumTransferRate = 64 << 10
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
    ///
    /// Reading text another program holds waits for its transfer (the event loop is held
    /// meanwhile, up to the limits above); an interface should use
    /// `requestString(completion:)`, which does not wait.
    public var string: String? {
        get { store.readString() }
        set { store.writeString(newValue) }
    }

    /// Asks for the pasteboard's text without waiting for it: `completion` runs once on the
    /// main queue with the text, or nil when there is none or the transfer failed. It runs
    /// before this call returns when the text is at hand (a headless screen's, text this
    /// process copied, no owner at all); otherwise when another program's transfer ends,
    /// events and frames going on meanwhile.
    public func requestString(completion: @escaping @MainActor (String?) -> Void) {
        store.requestString(completion: completion)
    }

    /// Whether the pasteboard holds text (reads it, as `string` does).
    public var hasStrings: Bool { string != nil }

    /// The application's clipboard (the X CLIPBOARD selection); before the application has
    /// opened its display, a clipboard in this process's memory. Views use their window's
    /// host's (a headless screen's own, in tests).
    public static var general: Pasteboard { pasteboard(named: .general) }

    /// The application's primary selection (X PRIMARY).
    public static var primary: Pasteboard { pasteboard(named: .primary) }

    /// The host whose pasteboards `general` and `primary` are: set by the application when
    /// it opens its display; nil before (the process's memory pasteboards serve).
    static var applicationHost: PlatformHost?

    private static func pasteboard(named name: Name) -> Pasteboard {
        if let host = applicationHost { return host.pasteboard(named: name) }
        return name == .general ? processGeneral : processPrimary
    }

    private static let processGeneral = Pasteboard(name: .general, store: MemoryPasteboardStore())
    private static let processPrimary = Pasteboard(name: .primary, store: MemoryPasteboardStore())
}

/// Where a pasteboard's text lives: memory, or an X selection.
@MainActor
protocol PasteboardStore: AnyObject {
    /// The current text, or nil; waits for another program's transfer.
    func readString() -> String?
    /// Calls `completion` once with the current text: at once when it is at hand, else when
    /// a transfer ends.
    func requestString(completion: @escaping @MainActor (String?) -> Void)
    /// Replaces the text (nil clears it).
    func writeString(_ string: String?)
}

/// A pasteboard in this process's memory: the headless screen's clipboard and selection.
@MainActor
final class MemoryPasteboardStore: PasteboardStore {
    private var text: String?

    func readString() -> String? { text }

    func requestString(completion: @escaping @MainActor (String?) -> Void) { completion(text) }

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
