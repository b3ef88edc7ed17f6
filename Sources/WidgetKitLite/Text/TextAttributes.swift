import Foundation

/// The attributes of one run of attributed text after checking, compared by value: what a
/// layout draws and what layout caches key by.
struct TextAttributes: Hashable, Sendable {
    /// An attachment's drawing, by value (an `NSTextAttachment` is a mutable object).
    struct Attachment: Hashable, Sendable {
        let image: Image?
        /// Points; origin from the pen on the baseline, y up.
        let bounds: CGRect

        func hash(into hasher: inout Hasher) {
            hasher.combine(image?.width)
            hasher.combine(image?.height)
            hasher.combine(bounds.origin.x)
            hasher.combine(bounds.origin.y)
            hasher.combine(bounds.width)
            hasher.combine(bounds.height)
        }
    }

    var font: Font
    var foregroundColor: Color
    var backgroundColor: Color?
    /// Points added after every cluster.
    var kern: CGFloat = 0
    var underline = NSUnderlineStyle()
    var underlineColor: Color?
    var strikethrough = NSUnderlineStyle()
    var strikethroughColor: Color?
    /// Points the run is raised.
    var baselineOffset: CGFloat = 0
    var link: String?
    var attachment: Attachment?
    var paragraph: NSParagraphStyle.Values

    /// Attributes with only the defaults a view gives.
    init(font: Font, foregroundColor: Color, paragraph: NSParagraphStyle.Values) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.paragraph = paragraph
    }

    /// The colour the glyphs draw in: a link without a colour of its own draws in `.systemBlue`.
    var glyphColor: Color { link != nil && !hasOwnColor ? .systemBlue : foregroundColor }
    /// The underline drawn: a link without an underline of its own is underlined once.
    var drawnUnderline: NSUnderlineStyle { link != nil && underline.lineStyle == 0 ? .single : underline }
    /// Whether `.foregroundColor` was given (links keep it then).
    var hasOwnColor = false
}

extension TextAttributes {
    /// What measuring and drawing outside a view assume where a run says nothing: the
    /// 17-point system font in black, the default paragraph style (UIKit's defaults are
    /// Helvetica 12 on macOS and the 17-point body font in practice on iOS).
    static var measuringDefaults: TextAttributes {
        TextAttributes(font: .systemFont(ofSize: Font.fallbackPointSize), foregroundColor: .black, paragraph: .init())
    }
}
