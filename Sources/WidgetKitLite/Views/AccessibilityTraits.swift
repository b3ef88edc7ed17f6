/// What an accessibility element is and how it behaves — UIKit's `UIAccessibilityTraits`.
///
/// Assistive technologies read these to name an element's role ("button", "heading") and
/// its state ("selected", "dimmed"). Controls set their own defaults (a ``Button`` is
/// `.button`, a ``Label`` `.staticText`, a ``Slider`` `.adjustable`; a disabled control
/// adds `.notEnabled`, a selected one `.selected`); setting ``View/accessibilityTraits``
/// replaces them.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt64
    /// Creates the set whose bits are `rawValue`.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// The element acts as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a chosen segment, a selected row).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// The element plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// The element acts as a keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The element sums up the screen when it first appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element can be adjusted continuously (``View/accessibilityIncrement()``).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// The element is touched directly (a drawing surface).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Activating the element turns a page.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a header that divides content into sections.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// The element is a tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 17)
    /// The element can be zoomed.
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
    /// The element toggles between on and off (iOS 17's `.toggleButton`).
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 19)
}
