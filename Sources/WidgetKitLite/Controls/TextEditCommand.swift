import Foundation

/// What a key does in a text field or a text view.
enum TextEditCommand: Equatable {
    case move(forward: Bool, byWord: Bool, extending: Bool)
    /// To the start of the text (Ctrl+Home; Home, Up in a one-line field).
    case moveToStart(extending: Bool)
    /// To the end of the text (Ctrl+End; End, Down in a one-line field).
    case moveToEnd(extending: Bool)
    /// To the start of the visual line (Home in a text view).
    case moveToLineStart(extending: Bool)
    /// To the end of the visual line (End in a text view).
    case moveToLineEnd(extending: Bool)
    /// One line up or down, keeping the caret's x (Up, Down in a text view).
    case moveLine(forward: Bool, extending: Bool)
    /// One page up or down (Page Up, Page Down in a text view).
    case movePage(forward: Bool, extending: Bool)
    case deleteBackward(byWord: Bool)
    case deleteForward(byWord: Bool)
    case selectAll, copy, cut, paste, undo, redo
    case returnKey
    case insert(String)
    /// Ctrl+B, Ctrl+I, Ctrl+U: UIKit's `toggleBoldface`, `toggleItalics`, `toggleUnderline`
    /// (only views that edit attributes use them).
    case toggleBoldface, toggleItalics, toggleUnderline

    /// Whether the command changes the style of text rather than the text.
    var isStyleToggle: Bool {
        switch self {
        case .toggleBoldface, .toggleItalics, .toggleUnderline: true
        default: false
        }
    }

    /// What `press` does while editing; nil when text editing does not use it. `multiline`
    /// gives Up, Down, Home, End and Page Up/Down their text view meanings. Key names compare
    /// case-insensitively, so Ctrl+Shift+Z matches whether the host reports "z" or "Z"; a key
    /// with Control types nothing; keys with Alt or Super are left alone.
    init?(press: KeyPress, multiline: Bool) {
        let name = press.name.lowercased()
        let modifiers = press.modifiers
        let shift = modifiers.contains(.shift)
        let control = modifiers.contains(.control)
        guard !modifiers.contains(.command), !modifiers.contains(.alternate) else { return nil }
        if control, let command = Self.controlCommand(name, shift: shift) {
            self = command
            return
        }
        switch name {
        case "left", "kp_left": self = .move(forward: false, byWord: control, extending: shift)
        case "right", "kp_right": self = .move(forward: true, byWord: control, extending: shift)
        case "home", "kp_home":
            self = multiline && !control ? .moveToLineStart(extending: shift) : .moveToStart(extending: shift)
        case "end", "kp_end":
            self = multiline && !control ? .moveToLineEnd(extending: shift) : .moveToEnd(extending: shift)
        case "up", "kp_up": self = multiline ? .moveLine(forward: false, extending: shift) : .moveToStart(extending: shift)
        case "down", "kp_down": self = multiline ? .moveLine(forward: true, extending: shift) : .moveToEnd(extending: shift)
        case "prior", "page_up", "kp_prior", "kp_page_up":
            guard multiline else { return nil }
            self = .movePage(forward: false, extending: shift)
        case "next", "page_down", "kp_next", "kp_page_down":
            guard multiline else { return nil }
            self = .movePage(forward: true, extending: shift)
        case "backspace": self = .deleteBackward(byWord: control)
        case "delete", "kp_delete": self = shift && !control ? .cut : .deleteForward(byWord: control)
        case "insert", "kp_insert":
            guard shift else { return nil }
            self = .paste
        case "return", "kp_enter": self = .returnKey
        case "tab", "iso_left_tab", "escape": return nil
        default:
            guard !control, let text = press.text, !text.isEmpty,
                !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { return nil }
            self = .insert(text)
        }
    }

    /// The Ctrl shortcuts: select all, clipboard, undo and redo, bold, italic and underline.
    private static func controlCommand(_ name: String, shift: Bool) -> TextEditCommand? {
        switch name {
        case "a": .selectAll
        case "c", "insert", "kp_insert": .copy
        case "x": .cut
        case "v": .paste
        case "z": shift ? .redo : .undo
        case "y": .redo
        case "b": shift ? nil : .toggleBoldface
        case "i": shift ? nil : .toggleItalics
        case "u": shift ? nil : .toggleUnderline
        default: nil
        }
    }

    /// Whether the command changes the text (refused by a text view that is not editable).
    var edits: Bool {
        switch self {
        case .deleteBackward, .deleteForward, .cut, .paste, .undo, .redo, .returnKey, .insert: true
        case .toggleBoldface, .toggleItalics, .toggleUnderline: true
        default: false
        }
    }
}
