import Foundation

/// An item of a menu: an action, a command, a submenu or a deferred group — UIKit's
/// `UIMenuElement`. Menus show the title, the subtitle under it and the image before it.
@MainActor
open class MenuElement {
    /// The text of the element's row.
    public var title: String
    /// A second line of smaller text under the title; nil for none.
    public var subtitle: String?
    /// The image before the title; nil for none.
    public var image: Image?

    /// Creates an element; subclasses call it.
    init(title: String, subtitle: String?, image: Image?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// How the element's row looks and behaves — UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int
        /// Creates a set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The row is drawn in the destructive colour (red).
        public static let destructive = Attributes(rawValue: 1 << 0)
        /// The row is greyed out and cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 1)
        /// The row is not shown (its key equivalent still works).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the row runs it and leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked — UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// Not checked.
        case off
        /// Checked: a check mark before the title.
        case on
        /// Partly checked (a group of mixed values): a dash before the title.
        case mixed
    }
}
