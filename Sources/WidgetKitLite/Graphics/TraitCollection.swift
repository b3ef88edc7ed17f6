import Foundation

/// Light or dark appearance — UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    /// No preference: inherit from the superview, then the window, whose own default is
    /// its host's configured appearance (light when none is configured).
    case unspecified
    /// The light appearance (a window's light theme, `Theme.light` by default).
    case light
    /// The dark appearance (a window's dark theme, `Theme.dark` by default).
    case dark

    /// "unspecified", "light" or "dark".
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}

/// The traits a view is drawn for — UIKit's `UITraitCollection`, reduced to the appearance,
/// the interface level, the preferred text size, the size classes and the display scale.
///
/// A view's trait collection also carries its window's themes, so a colour that stands for
/// a theme's colour (``Color/label``, the colours of ``View/theme``) resolves to that
/// window's value. A trait collection made with ``init(userInterfaceStyle:)`` resolves such
/// colours to the themes they were read from (the standard ones for the system colours).
public struct TraitCollection: Hashable, Sendable {
    /// Light or dark; never `.unspecified` for a trait collection a view reports.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Whether the view is drawn on the base level or on content raised above it (a
    /// presented sheet, alert or action sheet); never `.unspecified` for a trait collection
    /// a view reports. Some system colours (``Color/systemBackground`` and its kin) are
    /// lighter at `.elevated` in the dark appearance.
    public var userInterfaceLevel: UserInterfaceLevel
    /// How large text should be (Dynamic Type); `.large` unless the window or the
    /// configuration (`WKL_CONTENT_SIZE`) asks for another size.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// How much room the window gives across: `.compact` when it is narrower than
    /// `Theme.containers.compactWidthThreshold`, else `.regular`; `.unspecified` in no window.
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    /// How much room the window gives down: `.compact` when it is shorter than
    /// `Theme.containers.compactHeightThreshold`, else `.regular`; `.unspecified` in no window.
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// Device pixels per point of the window's display (its `Window.scale`); 1 for a view in
    /// no window, 0 (unspecified) in a collection made with an initializer that does not set it.
    public var displayScale: CGFloat = 0
    /// Whether the window's colours are its themes' higher-contrast variants: `.high` while
    /// the desktop asks for it, `.normal` otherwise; `.unspecified` in a collection made with
    /// an initializer that does not set it.
    public var accessibilityContrast: AccessibilityContrast = .unspecified
    /// The themes of the window the traits come from; nil: none.
    let palette: (any ColorPalette)?

    /// Creates a trait collection with `userInterfaceStyle`.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, palette: nil)
    }

    /// Creates a light trait collection at `userInterfaceLevel`.
    public init(userInterfaceLevel: UserInterfaceLevel) {
        self.init(userInterfaceStyle: .light, palette: nil, userInterfaceLevel: userInterfaceLevel)
    }

    /// Creates a trait collection with `userInterfaceStyle` at `userInterfaceLevel`.
    public init(userInterfaceStyle: UserInterfaceStyle, userInterfaceLevel: UserInterfaceLevel) {
        self.init(userInterfaceStyle: userInterfaceStyle, palette: nil, userInterfaceLevel: userInterfaceLevel)
    }

    /// Creates a light trait collection whose preferred text size is `preferredContentSizeCategory`.
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init(userInterfaceStyle: .light, palette: nil, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// Creates a light trait collection whose horizontal size class is `horizontalSizeClass`.
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .light, palette: nil)
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// Creates a light trait collection whose vertical size class is `verticalSizeClass`.
    public init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .light, palette: nil)
        self.verticalSizeClass = verticalSizeClass
    }

    /// Creates a light trait collection for a display of `displayScale` pixels per point.
    public init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .light, palette: nil)
        self.displayScale = displayScale
    }

    init(
        userInterfaceStyle: UserInterfaceStyle, palette: (any ColorPalette)?, userInterfaceLevel: UserInterfaceLevel = .base,
        preferredContentSizeCategory: ContentSizeCategory = .large
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
        self.palette = palette
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Whether colours that resolve by traits (the theme's, a dynamic provider's) may differ
    /// between these traits and `other`: their appearance, interface level or contrast
    /// differ, or `other` is nil — UIKit's `hasDifferentColorAppearance(comparedTo:)`, as
    /// used in `traitCollectionDidChange(_:)` to decide whether to recolour what a view
    /// drew or cached (a `CGColor` taken from a colour, an image rendered with one).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
            || accessibilityContrast != other.accessibilityContrast
    }

    /// Equal styles, levels, text sizes, size classes, scales and contrasts and the same
    /// window themes.
    public static func == (a: TraitCollection, b: TraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.userInterfaceLevel == b.userInterfaceLevel
            && a.preferredContentSizeCategory == b.preferredContentSizeCategory
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.displayScale == b.displayScale && a.accessibilityContrast == b.accessibilityContrast
            && a.palette.map(ObjectIdentifier.init) == b.palette.map(ObjectIdentifier.init)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(userInterfaceLevel)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(accessibilityContrast)
        hasher.combine(palette.map(ObjectIdentifier.init))
    }
}

/// The colours of one window's themes, which colours standing for a theme's colour
/// (``Color/PaletteKey``) resolve against. Declared with the colours so that they resolve
/// without naming the themes, which live above; `ThemePalette` is the one conformer.
protocol ColorPalette: AnyObject, Sendable {
    /// The fixed colour at `key` in the theme of `style` (light for `.unspecified`), or nil
    /// when the palette has no colour there.
    func color(at key: Color.PaletteKey, for style: UserInterfaceStyle) -> Color?
}
