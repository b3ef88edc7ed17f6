import Foundation

/// What a tab bar shows for one controller: a title under an image (or one of the simple
/// built-in glyphs) — UIKit's `UITabBarItem`. Images are drawn as templates in the bar's
/// tint (selected) or `unselectedItemTintColor`, unless made with
/// `withRenderingMode(.alwaysOriginal)`; they are scaled to fit 24 × 24 pt.
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
    /// The image above the title; drawn instead of `glyph` when set.
    public var image: Image? { didSet { onChange?() } }
    /// The image shown while the tab is selected; nil uses `image`.
    public var selectedImage: Image? { didSet { onChange?() } }
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

    /// Creates an item showing `image` (and `selectedImage` while selected) over `title`.
    public init(title: String?, image: Image?, selectedImage: Image? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tag = 0
    }

    /// Creates an item showing `image` over `title`, with `tag`.
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init(title: title, image: image)
        self.tag = tag
    }
}
