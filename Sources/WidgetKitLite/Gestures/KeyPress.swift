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

    /// Whether the press is the named key (names compare case-insensitively) with exactly
    /// `modifiers`.
    public func matches(_ input: String, modifiers: KeyModifiers) -> Bool {
        guard self.modifiers == modifiers else { return false }
        return name.caseInsensitiveCompare(input) == .orderedSame || (input.count == 1 && text == input)
    }
}
