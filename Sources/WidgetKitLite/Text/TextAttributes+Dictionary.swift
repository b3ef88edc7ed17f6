import Foundation

extension TextAttributes {
    /// The attributes as an attributed string's dictionary: the font and paragraph style
    /// always, the colour unless a link takes the link colour; the others where they differ from their defaults. Reading this back
    /// through `AttributedContent` gives equal attributes.
    var dictionary: [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: NSParagraphStyle(values: paragraph)]
        // A link without a colour of its own keeps drawing in the link colour when read back.
        if link == nil || hasOwnColor { result[.foregroundColor] = foregroundColor }
        if let backgroundColor { result[.backgroundColor] = backgroundColor }
        if kern != 0 { result[.kern] = kern }
        if underline.rawValue != 0 { result[.underlineStyle] = underline.rawValue }
        if let underlineColor { result[.underlineColor] = underlineColor }
        if strikethrough.rawValue != 0 { result[.strikethroughStyle] = strikethrough.rawValue }
        if let strikethroughColor { result[.strikethroughColor] = strikethroughColor }
        if baselineOffset != 0 { result[.baselineOffset] = baselineOffset }
        if let link { result[.link] = URL(string: link) ?? link }
        if let attachment {
            let made = NSTextAttachment()
            made.image = attachment.image
            made.bounds = attachment.bounds
            result[.attachment] = made
        }
        return result
    }
}
