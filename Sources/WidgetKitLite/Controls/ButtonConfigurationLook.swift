import Foundation

/// The colours and corner radius a configured button is drawn with in a state: a pure
/// function of the configuration, the state, the tint and the theme (see
/// ``Button/Configuration`` for the rules).
struct ButtonConfigurationLook: Equatable {
    /// The title's, subtitle's, image's and activity indicator's colour.
    var foreground: Color
    /// The fill; nil draws none.
    var background: Color?
    /// The outline's colour (drawn when `strokeWidth` is above 0).
    var stroke: Color
    /// The outline's width.
    var strokeWidth: CGFloat
    /// The opacity of the content (a pressed plain button dims its content).
    var contentAlpha: CGFloat

    /// The look of `configuration` when `enabled` and `highlighted`, with `tint`.
    init(_ configuration: Button.Configuration, enabled: Bool, highlighted: Bool, tint: Color, theme: ButtonTheme) {
        let base = configuration.baseBackgroundColor ?? tint
        let styleForeground: Color, styleBackground: Color?
        switch configuration.style {
        case .plain:
            styleForeground = configuration.baseForegroundColor ?? tint
            styleBackground = nil
        case .gray:
            styleForeground = configuration.baseForegroundColor ?? tint
            styleBackground = configuration.baseBackgroundColor ?? theme.grayBackgroundColor
        case .tinted:
            styleForeground = configuration.baseForegroundColor ?? tint
            styleBackground = base.withAlphaComponent(base.alpha * theme.tintedBackgroundAlpha)
        case .filled:
            styleForeground = configuration.baseForegroundColor ?? .white
            styleBackground = base
        }
        var fill = configuration.background.backgroundColor ?? styleBackground
        if fill?.alpha == 0 { fill = nil }
        foreground = enabled ? styleForeground : theme.disabledForegroundColor
        if !enabled, fill != nil, configuration.background.backgroundColor == nil {
            fill = theme.disabledBackgroundColor
        }
        contentAlpha = 1
        if highlighted, enabled {
            if let f = fill {
                fill = f.withAlphaComponent(f.alpha * theme.highlightedBackgroundAlpha)
            } else {
                contentAlpha = theme.highlightedContentAlpha
            }
        }
        background = fill
        stroke = configuration.background.strokeColor ?? foreground
        strokeWidth = configuration.background.strokeWidth
    }

    /// The corner radius of `configuration`'s fill on a button `height` points tall.
    static func cornerRadius(of configuration: Button.Configuration, height: CGFloat, theme: ButtonTheme) -> CGFloat {
        switch configuration.cornerStyle {
        case .fixed: configuration.background.cornerRadius
        case .small: theme.smallCornerRadius
        case .medium: theme.mediumCornerRadius
        case .large: theme.largeCornerRadius
        case .capsule: height / 2
        case .dynamic:
            switch configuration.buttonSize {
            case .mini, .small: theme.smallCornerRadius
            case .medium: theme.mediumCornerRadius
            case .large: theme.largeCornerRadius
            }
        }
    }
}
