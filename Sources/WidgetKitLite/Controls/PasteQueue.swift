import Foundation

/// Pastes asked for and not landed yet, for a text field or a text view.
///
/// A paste never waits for another program's text: `request` returns at once and the text
/// lands when it arrives. Pastes land in the order they were asked for (a late answer holds
/// back the ones after it); one that brings no text lands nothing; `cancelAll()` (editing
/// ended) drops the ones on their way.
@MainActor
final class PasteQueue {
    /// One paste on its way.
    private final class Pending {
        /// nil while on its way; then the text, or nil when there was none.
        var text: String??
        let land: @MainActor (String) -> Void
        init(land: @escaping @MainActor (String) -> Void) { self.land = land }
    }

    private var pending: [Pending] = []

    /// Whether no paste is on its way.
    var isEmpty: Bool { pending.isEmpty }

    /// Asks `pasteboard` for its text; `land` gets it once it and every earlier paste arrived.
    func request(from pasteboard: Pasteboard, land: @escaping @MainActor (String) -> Void) {
        let paste = Pending(land: land)
        pending.append(paste)
        pasteboard.requestString { [weak self, weak paste] text in
            guard let self, let paste else { return }
            paste.text = .some(text)
            self.landArrived()
        }
    }

    /// Drops the pastes on their way.
    func cancelAll() { pending.removeAll() }

    private func landArrived() {
        while let first = pending.first, let text = first.text {
            pending.removeFirst()
            if let text, !text.isEmpty { first.land(text) }
        }
    }
}

extension View {
    /// The host's clipboard or primary selection (the process's when not in a window).
    func pasteboard(_ name: Pasteboard.Name) -> Pasteboard {
        window?.host?.pasteboard(named: name) ?? (name == .general ? Pasteboard.general : Pasteboard.primary)
    }
}
