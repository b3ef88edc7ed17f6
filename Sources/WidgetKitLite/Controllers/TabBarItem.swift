import Foundation

/// What a tab bar shows for one controller: a title and a simple glyph — UIKit's `UITabBarItem`.
@MainActor
public final class TabBarItem {
    /// A small vector glyph drawn above the title.
    public enum Glyph: Sendable {
        /// A house: a home tab.
        case house
        /// Books on a shelf: a library tab.
        case books
        /// A gear: a settings tab.
        case gear
        /// A five-pointed star: a favourites tab.
        case star
        /// A circle.
        case circle
        /// A square.
        case square
    }

    /// The title under the glyph.
    public var title: String? { didSet { onChange?() } }
    /// The glyph; nil shows the title alone.
    public var glyph: Glyph? { didSet { onChange?() } }
    /// An app-defined number.
    public var tag: Int
    /// A short text in a badge (nil hides it).
    public var badgeValue: String? { didSet { onChange?() } }

    var onChange: (() -> Void)?

    /// Creates an item.
    public init(title: String?, glyph: Glyph?, tag: Int) {
        self.title = title
        self.glyph = glyph
        self.tag = tag
    }
}
