import Foundation

/// A typeface at a size and weight — UIKit's `UIFont`. The system font is Fontconfig's
/// "sans-serif" (DejaVu Sans on a stock Debian or Ubuntu machine).
public struct Font: Hashable, Sendable {
    /// The stroke weight of a font — UIKit's `UIFont.Weight`, with the same raw values.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// The weight on UIKit's scale: 0 is regular, 0.4 bold, negative values lighter.
        public let rawValue: CGFloat

        /// Creates a weight; NaN and infinities become `.regular`'s value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue.finite(or: 0).clamped(to: -1...1)
        }

        /// The weight of body text.
        public static let regular = Weight(rawValue: 0)
        /// Slightly heavier than regular (renders as regular with DejaVu Sans, which has no medium face).
        public static let medium = Weight(rawValue: 0.23)
        /// The weight of navigation titles (renders with the bold face when there is no semibold one).
        public static let semibold = Weight(rawValue: 0.3)
        /// The weight of `boldSystemFont(ofSize:)`.
        public static let bold = Weight(rawValue: 0.4)
    }

    /// The size used when an app asks for a NaN, infinite, zero or negative size (UIKit's body size).
    static let fallbackPointSize: CGFloat = 17
    /// Sizes above this are clamped; no glyph needs to be larger than a screen.
    static let maximumPointSize: CGFloat = 1000

    /// The size in logical points; always finite and positive.
    public let pointSize: CGFloat
    /// The stroke weight.
    public let weight: Weight

    /// Creates a system font; a size that is not a finite positive number becomes 17.
    init(pointSize: CGFloat, weight: Weight) {
        if pointSize.isFinite, pointSize > 0 {
            self.pointSize = min(pointSize, Self.maximumPointSize)
        } else {
            self.pointSize = Self.fallbackPointSize
        }
        self.weight = weight
    }

    /// The regular-weight system font of `size` points (a size that is not finite and positive becomes 17).
    public static func systemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .regular)
    }

    /// The bold system font of `size` points (a size that is not finite and positive becomes 17).
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .bold)
    }

    /// The system font of `size` points at `weight` (a size that is not finite and positive becomes 17).
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font(pointSize: size, weight: weight)
    }
}

/// Horizontal alignment of text inside its box — UIKit's `NSTextAlignment`.
///
/// `natural` is `left` (right-to-left runs are ordered inside a line, but lines align left). `justified` renders as
/// `left`: lines are not stretched.
public enum TextAlignment: Sendable {
    /// Lines start at the left edge of the box.
    case left
    /// Lines are centred in the box (rounded down to whole pixels).
    case center
    /// Lines end at the right edge of the box.
    case right
    /// The writing direction's leading edge: left.
    case natural
    /// Rendered as `left`; lines are not stretched to the box width.
    case justified
}
