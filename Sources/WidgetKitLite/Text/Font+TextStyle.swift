import Foundation

extension Font {
    /// The role of a piece of text, which sets its size and weight — UIKit's
    /// `UIFont.TextStyle`, with the same raw values and Apple's sizes for every content size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value, such as `UICTFontTextStyleBody`.
        public let rawValue: String
        /// Wraps a raw value; an unknown one sizes as `.body`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The largest title (34 points at the default size).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles (28).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles (22).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles (20).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings (17, semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings (15).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text (17).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts (16).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes (13).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions (12).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions (11).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's point sizes for iOS, one per ``ContentSizeCategory/allSizes`` entry
        /// (extraSmall … accessibilityExtraExtraExtraLarge).
        static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
        ]

        /// The style's point size at `category` (`.large`'s for unspecified or unknown categories).
        func pointSize(for category: ContentSizeCategory) -> CGFloat {
            let row = Self.sizes[self] ?? Self.sizes[.body] ?? []
            let index = category.sizeIndex ?? ContentSizeCategory.large.sizeIndex ?? 0
            return row.indices.contains(index) ? row[index] : Font.fallbackPointSize
        }

        /// The style's weight: semibold for headlines, regular for the rest.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The system font for `style` at the default content size (`.large`): Apple's size and
    /// weight (body 17, headline 17 semibold, largeTitle 34, …). The font remembers its
    /// style: a label with `adjustsFontForContentSizeCategory` resizes it for its traits.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the content size of `traitCollection` (`.large` when
    /// nil or unspecified), with Apple's size for that category.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        Font(validating: .preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection))
    }

    /// Whether the font follows Dynamic Type: it came from `preferredFont(forTextStyle:)`,
    /// a text style's descriptor or `FontMetrics.scaledFont(for:)`.
    var followsDynamicType: Bool {
        fontDescriptor.textStyle != nil && fontDescriptor.dynamicTypeBaseSize != nil
    }

    /// The font resized for `category` when it follows Dynamic Type; otherwise itself.
    func adjusted(to category: ContentSizeCategory) -> Font {
        guard let style = fontDescriptor.textStyle, let base = fontDescriptor.dynamicTypeBaseSize else { return self }
        var descriptor = fontDescriptor
        descriptor.pointSize = FontMetrics(forTextStyle: style).scaledValue(for: base, category: category)
        return Font(validating: descriptor)
    }
}
