import Foundation

/// The colours, sizes and fonts of button configurations and button types
/// (`Theme.buttons`), in the spirit of UIKit's defaults.
public struct ButtonTheme: Sendable, Equatable {
    /// `gray()` and `bordered()`: the fill, UIKit's `systemGray5` (229, 229, 234); dark
    /// (44, 44, 46).
    public var grayBackgroundColor = Color(rgb: 229, 229, 234)
    /// `tinted()` and `borderedTinted()`: the base background colour (the tint) fills at this
    /// alpha: 0.15.
    public var tintedBackgroundAlpha: CGFloat = 0.15
    /// A disabled configured button's title, subtitle and image: (60, 60, 67) at alpha 0.3
    /// (UIKit's `tertiaryLabel`); dark (235, 235, 245) at alpha 0.3.
    public var disabledForegroundColor = Color(rgb: 60, 60, 67, alpha: 0.3)
    /// A disabled configured button's fill, for the styles that have one: (120, 120, 128)
    /// at alpha 0.12 (UIKit's `tertiarySystemFill`); dark at alpha 0.24.
    public var disabledBackgroundColor = Color(rgb: 120, 120, 128, alpha: 0.12)
    /// A pressed button without a fill (`plain()`, `borderless()`): its content at this alpha: 0.4.
    public var highlightedContentAlpha: CGFloat = 0.4
    /// A pressed button with a fill: the fill at this fraction of its alpha: 0.7.
    public var highlightedBackgroundAlpha: CGFloat = 0.7

    /// Titles of `.mini` buttons: 12 pt.
    public var miniTitleFont = Font.systemFont(ofSize: 12)
    /// Titles of `.small` buttons: 15 pt.
    public var smallTitleFont = Font.systemFont(ofSize: 15)
    /// Titles of `.medium` and `.large` buttons: 17 pt (UIKit's body style).
    public var titleFont = Font.systemFont(ofSize: 17)
    /// Subtitles of `.mini` buttons: 10 pt.
    public var miniSubtitleFont = Font.systemFont(ofSize: 10)
    /// Subtitles of `.small` buttons: 12 pt.
    public var smallSubtitleFont = Font.systemFont(ofSize: 12)
    /// Subtitles of `.medium` and `.large` buttons: 15 pt (UIKit's subheadline style).
    public var subtitleFont = Font.systemFont(ofSize: 15)

    /// Content insets of `.mini` buttons: 3 pt above and below, 8 pt at the sides.
    public var miniContentInsets = NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
    /// Content insets of `.small` buttons: 5 pt above and below, 10 pt at the sides.
    public var smallContentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    /// Content insets of `.medium` buttons: 7 pt above and below, 12 pt at the sides (UIKit's).
    public var mediumContentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Content insets of `.large` buttons: 14 pt above and below, 20 pt at the sides.
    public var largeContentInsets = NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)

    /// `cornerStyle` `.small`: 4 pt.
    public var smallCornerRadius: CGFloat = 4
    /// `cornerStyle` `.medium`: 8 pt.
    public var mediumCornerRadius: CGFloat = 8
    /// `cornerStyle` `.large`: 12 pt.
    public var largeCornerRadius: CGFloat = 12
    // `cornerStyle` `.dynamic`: `.mini` and `.small` buttons take `smallCornerRadius`,
    // `.medium` ones `mediumCornerRadius`, `.large` ones `largeCornerRadius`.

    /// Button types with a symbol (`.detailDisclosure`, `.infoLight`, `.infoDark`,
    /// `.contactAdd`): the symbol's point size, 18 pt (a 22 × 22-pt image)…
    public var typeSymbolPointSize: CGFloat = 18
    /// …centred in a button at least 24 pt on each side (WCAG 2.2's minimum target size).
    /// Not finite or negative: one line, and 24.
    public var typeButtonMinimumSide: CGFloat = 24 {
        didSet {
            guard !(typeButtonMinimumSide.isFinite && typeButtonMinimumSide >= 0) else { return }
            Diagnostics.reportFromAnyThread(
                "Theme.buttons.typeButtonMinimumSide must be a finite number ≥ 0, not \(typeButtonMinimumSide); using 24")
            typeButtonMinimumSide = 24
        }
    }
    /// `.close` buttons: a circle 30 pt across…
    public var closeButtonDiameter: CGFloat = 30
    /// …filled with (229, 229, 234) (dark (44, 44, 46))…
    public var closeButtonBackgroundColor = Color(rgb: 229, 229, 234)
    /// …with an `xmark` of 12 pt in (138, 138, 142) (dark (142, 142, 147)).
    public var closeButtonGlyphColor = Color(rgb: 138, 138, 142)
    /// The point size of the `.close` button's `xmark`: 12 pt.
    public var closeButtonSymbolPointSize: CGFloat = 12
    /// `.custom` buttons: the default title colour, white (UIKit's).
    public var customTitleColor = Color.white

    /// The light palette.
    public init() {}

    /// The dark palette: the same metrics with Apple's dark-appearance colours.
    public static let dark: ButtonTheme = {
        var t = ButtonTheme()
        t.grayBackgroundColor = Color(rgb: 44, 44, 46)
        t.disabledForegroundColor = Color(rgb: 235, 235, 245, alpha: 0.3)
        t.disabledBackgroundColor = Color(rgb: 120, 120, 128, alpha: 0.24)
        t.closeButtonBackgroundColor = Color(rgb: 44, 44, 46)
        t.closeButtonGlyphColor = Color(rgb: 142, 142, 147)
        return t
    }()
}
