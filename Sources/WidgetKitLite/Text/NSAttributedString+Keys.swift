import Foundation

/// The attributes the toolkit draws, as UIKit names them: Foundation declares
/// `NSAttributedString.Key` on Linux without them, so they are the toolkit's extension (raw
/// values are UIKit's).
///
/// A value of the wrong type (`.font: "Helvetica"`) is ignored with one diagnostic line per
/// attribute and type; the text then draws as if the attribute were absent.
extension NSAttributedString.Key {
    /// A `Font`; default: the view's font (17-point system font when measuring).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `Color` for the glyphs; default: the view's text colour (`.label` when measuring).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `Color` filled behind the run's line box; default: none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`; the paragraph's first character's style applies to all of it.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after every character (`CGFloat`, `Double`, `Int` or `NSNumber`); may be negative.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` raw value (`Int` or `NSNumber`) or an `NSUnderlineStyle`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value (`Int` or `NSNumber`) or an `NSUnderlineStyle`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `Color` for the underline; default: the foreground colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A `Color` for the strikethrough; default: the foreground colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points the run is raised above the baseline (negative lowers it).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `URL` or `String`; drawn in `.systemBlue` with a single underline unless the run
    /// sets its own colour or underline.
    public static let link = NSAttributedString.Key("NSLink")
    /// An `NSTextAttachment` drawn in place of its character (U+FFFC by convention).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}
