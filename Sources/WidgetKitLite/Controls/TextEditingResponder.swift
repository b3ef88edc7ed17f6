import Foundation

/// A view that edits text with the desktop keys (a text field, a text view): it maps a press
/// to a `TextEditCommand` and performs it, and shares how presses reach it.
@MainActor
protocol TextEditingResponder: View, TextInputResponder {
    /// What `press` does now; nil when the view does not use it.
    func editCommand(for press: KeyPress) -> TextEditCommand?
    /// Performs one edit command.
    func perform(_ command: TextEditCommand)
}

extension TextEditingResponder {
    /// Performs the keys the view uses; the others (Tab, Escape, keys with Alt or Super,
    /// function keys) go up the responder chain.
    func handlePresses(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        var unhandled: Set<KeyPress> = []
        for press in presses {
            if let command = editCommand(for: press) { perform(command) } else { unhandled.insert(press) }
        }
        if !unhandled.isEmpty { passPresses(unhandled, event) }
    }

    /// While editing, every key the view uses goes to it before key commands match, so typing
    /// "p" inserts a "p" even when a controller has a "p" key command.
    func wantsKeyBeforeKeyCommands(_ press: KeyPress) -> Bool { editCommand(for: press) != nil }
}
