import Foundation

/// A window's pair of themes, light and dark, which its views read (``View/theme``) and
/// its theme colours resolve against. Immutable; made once per window from its host's
/// configuration or its `HeadlessScreen`'s parameters.
final class ThemePalette: ColorPalette {
    /// The light theme, its colours fixed.
    let light: Theme
    /// The dark theme, its colours fixed.
    let dark: Theme
    /// The themes views read: the metrics of each, every colour the theme's colour
    /// (resolved when drawn), showing that theme's value until then.
    private let readLight: Theme, readDark: Theme

    /// The standard pair, `Theme.light` and `Theme.dark`.
    static let standard = ThemePalette(light: .light, dark: .dark)

    /// A pair of `light` and `dark`; colours in them that are themselves dynamic are fixed
    /// to their value in that appearance (as resolved without a window's themes).
    init(light: Theme, dark: Theme) {
        let light = Self.fixed(light, .light), dark = Self.fixed(dark, .dark)
        self.light = light
        self.dark = dark
        readLight = Self.themed(light, shown: light, light: light, dark: dark)
        readDark = Self.themed(dark, shown: dark, light: light, dark: dark)
    }

    /// The theme views of `style` read.
    func theme(for style: UserInterfaceStyle) -> Theme { style == .dark ? readDark : readLight }

    func color(at key: Color.PaletteKey, for style: UserInterfaceStyle) -> Color? {
        (style == .dark ? dark : light)[keyPath: key.keyPath] as? Color
    }

    private static func fixed(_ theme: Theme, _ style: UserInterfaceStyle) -> Theme {
        var t = theme
        let traits = TraitCollection(userInterfaceStyle: style)
        for path in Theme.colorKeyPaths { t[keyPath: path] = t[keyPath: path].resolvedColor(with: traits) }
        return t
    }

    private static func themed(_ metrics: Theme, shown: Theme, light: Theme, dark: Theme) -> Theme {
        var t = metrics
        for path in Theme.colorKeyPaths {
            t[keyPath: path] = Color(
                paletteKey: Color.PaletteKey(keyPath: path), light: light[keyPath: path], dark: dark[keyPath: path],
                shown: shown[keyPath: path])
        }
        return t
    }
}

extension Theme {
    /// Every colour of a theme (a test checks that none is missing).
    static let colorKeyPaths: [WritableKeyPath<Theme, Color> & Sendable] = [
        \.tintColor, \.labelColor, \.secondaryLabelColor, \.pageBackgroundColor, \.barBackgroundColor, \.barSeparatorColor,
        \.bottomBarColor, \.focusRingColor, \.focusRingInnerColor, \.scrollIndicatorColor, \.groupedBackgroundColor,
        \.secondaryGroupedBackgroundColor, \.switchOnTintColor, \.switchOffTrackColor, \.thumbColor, \.thumbShadowColor,
        \.sliderMaximumTrackColor, \.segmentedBackgroundColor, \.segmentedSelectedColor, \.segmentedSeparatorColor,
        \.segmentedHighlightColor, \.hoverDarkeningColor, \.caretColor, \.textSelectionColor, \.textFieldBorderColor,
        \.placeholderColor,
        \.lists.plainBackgroundColor, \.lists.groupedBackgroundColor, \.lists.groupedCellBackgroundColor,
        \.lists.selectedBackgroundColor, \.lists.separatorColor, \.lists.plainHeaderBackgroundColor, \.lists.disclosureColor,
        \.lists.sidebarSelectedContentColor,
        \.presentation.alertBackgroundColor, \.presentation.alertSeparatorColor, \.presentation.sheetBackgroundColor,
        \.presentation.destructiveColor,
        \.indicators.activityIndicatorColor, \.indicators.progressTrackColor, \.indicators.progressBarTrackColor,
        \.indicators.stepperBackgroundColor, \.indicators.stepperHighlightColor, \.indicators.stepperDividerColor,
        \.indicators.stepperGlyphColor, \.indicators.pageIndicatorColor, \.indicators.currentPageIndicatorColor,
        \.buttons.grayBackgroundColor, \.buttons.disabledForegroundColor, \.buttons.disabledBackgroundColor,
        \.buttons.closeButtonBackgroundColor, \.buttons.closeButtonGlyphColor, \.buttons.customTitleColor,
        \.toolTips.textColor, \.toolTips.backgroundColor,
    ]
}

extension Color {
    /// The colour at `keyPath` of the theme of the window it is drawn in, for the
    /// appearance it is drawn in (the standard themes' where no window's are known).
    static func theme(_ keyPath: WritableKeyPath<Theme, Color>) -> Color {
        ThemePalette.standard.theme(for: .light)[keyPath: keyPath]
    }
}
