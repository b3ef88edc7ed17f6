import Foundation

/// Scales fonts and lengths with the user's text size as a text style scales — UIKit's
/// `UIFontMetrics`.
///
/// A value is multiplied by the style's size at the content size ÷ its size at `.large`
/// (body: 14/17 at extraSmall, 23/17 at extraExtraExtraLarge). Without a trait collection
/// the content size is `.large`, so values come back unchanged; fonts come back
/// remembering the style, and a label with `adjustsFontForContentSizeCategory` rescales
/// them for its own traits.
public struct FontMetrics: Hashable, Sendable {
    /// The style whose scaling this follows.
    public let textStyle: Font.TextStyle

    /// The metrics of `.body`.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` as designed for the default content size, following Dynamic Type by this
    /// style (its size unchanged at `.large`).
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled for the content size of `traitCollection` (`.large` when nil), and
    /// following Dynamic Type by this style from then on.
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        var descriptor = font.fontDescriptor
        descriptor.textStyle = textStyle
        descriptor.dynamicTypeBaseSize = font.pointSize
        return Font(validating: descriptor).adjusted(to: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    /// `font` scaled as by `scaledFont(for:compatibleWith:)`, never larger than `maximumPointSize`.
    public func scaledFont(
        for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection? = nil
    ) -> Font {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        guard maximumPointSize.isFinite, maximumPointSize > 0, scaled.pointSize > maximumPointSize else { return scaled }
        var descriptor = scaled.fontDescriptor
        descriptor.pointSize = maximumPointSize
        return Font(validating: descriptor)
    }

    /// `value` at the default content size: unchanged.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the content size of `traitCollection` (`.large` when nil).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        scaledValue(for: value, category: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    /// `value` × the style's size at `category` ÷ its size at `.large`.
    func scaledValue(for value: CGFloat, category: ContentSizeCategory) -> CGFloat {
        let base = textStyle.pointSize(for: .large)
        let size = textStyle.pointSize(for: category)
        return size == base ? value : value * size / base
    }
}
