import Foundation

/// A key that went down — UIKit's `UIKey` inside a `UIPress`.
public struct KeyPress: Hashable, Sendable {
    /// The key's stable name: "a", "1", "Space", "Return", "Escape", "BackSpace", "Tab",
    /// "Left", "Up", …
    public let name: String
    /// The text the key types with its modifiers ("A" for Shift-a), if any.
    public let text: String?
    /// The modifier keys held.
    public let modifiers: KeyModifiers

    /// Creates a key press.
    public init(name: String, text: String? = nil, modifiers: KeyModifiers = []) {
        self.name = name
        self.text = text
        self.modifiers = modifiers
    }

    /// Whether the press answers to `input` with `modifiers`.
    ///
    /// `input` is either the key's name ("p", "Return", "Left"; case-insensitive), then the
    /// modifiers must be exactly `modifiers`; or the one character the key typed ("?", "A",
    /// "é"), then Shift is part of the character and is ignored: `"?"` matches Shift+/ on a
    /// US layout, `"A"` matches Shift+A, while `"a"` with no modifiers does not match Shift+A.
    public func matches(_ input: String, modifiers: KeyModifiers) -> Bool {
        if self.modifiers == modifiers, name.caseInsensitiveCompare(input) == .orderedSame { return true }
        guard input.count == 1, text == input else { return false }
        return self.modifiers.subtracting(.shift) == modifiers.subtracting(.shift)
    }
}
