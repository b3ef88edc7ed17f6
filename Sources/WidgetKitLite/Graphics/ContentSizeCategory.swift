import Foundation

/// How large the user wants text — UIKit's `UIContentSizeCategory`, with the same raw values.
///
/// Categories are ordered from `extraSmall` to `accessibilityExtraExtraExtraLarge`;
/// `unspecified` sorts before all of them. `large` is the default.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// UIKit's raw value, such as `UICTContentSizeCategoryL`.
    public let rawValue: String

    /// Wraps a raw value; one that names no category compares as `unspecified`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No preference.
    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest text.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Smaller than the default.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A little smaller than the default.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// A little larger than the default.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Larger than the default.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size of all.
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category with a size, smallest first (`unspecified` excluded).
    public static let allSizes: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The Swift names of `allSizes`, in the same order: what `init?(name:)` reads.
    static let names = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// The category named `name`: a Swift name (`extraLarge`, any letter case) or a raw value
    /// (`UICTContentSizeCategoryXL`); nil when it names none.
    public init?(name: String) {
        let wanted = name.lowercased()
        if let i = Self.names.firstIndex(where: { $0.lowercased() == wanted }) {
            self = Self.allSizes[i]
        } else if let match = Self.allSizes.first(where: { $0.rawValue.lowercased() == wanted }) {
            self = match
        } else {
            return nil
        }
    }

    /// The position in `allSizes`; nil for `unspecified` and unknown raw values.
    var sizeIndex: Int? { Self.allSizes.firstIndex(of: self) }

    /// Whether this is one of the five accessibility sizes (`accessibilityMedium` and larger).
    public var isAccessibilityCategory: Bool {
        guard let index = sizeIndex, let first = Self.allSizes.firstIndex(of: .accessibilityMedium) else { return false }
        return index >= first
    }

    /// Smaller text sorts first; `unspecified` (and unknown raw values) before every size.
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        (a.sizeIndex ?? -1) < (b.sizeIndex ?? -1)
    }

    /// The Swift name (`extraLarge`), or the raw value when the category has no size.
    public var description: String {
        sizeIndex.map { Self.names[$0] } ?? rawValue
    }
}
