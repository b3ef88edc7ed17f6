import Foundation

/// Showing attributed text: the label's properties fill in what the string leaves out.
extension Label {
    /// The label's own attributes: what `attributedText` reads after plain `text` was set.
    var plainAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        return [.font: font, .foregroundColor: textColor, .paragraphStyle: paragraph]
    }

    func setAttributedText(_ newValue: NSAttributedString?) {
        attributedStorage = newValue.map { NSAttributedString(attributedString: $0) }
        isSettingAttributedText = true
        text = newValue?.string
        isSettingAttributedText = false
        contentChanged()
    }

    /// Sets `key` to `value` over the whole attributed text, if the label shows one.
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let attributed = attributedStorage else { return }
        let changed = NSMutableAttributedString(attributedString: attributed)
        changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
        attributedStorage = changed
    }

    /// The attributed text laid out at the window's scale within `maxWidth` points.
    func attributedLayout(maxWidth: CGFloat?) -> AttributedTextLayout? {
        guard let attributed = attributedStorage else { return nil }
        var paragraph = NSParagraphStyle.Values()
        paragraph.alignment = textAlignment
        let defaults = TextAttributes(font: font, foregroundColor: textColor, paragraph: paragraph)
        return AttributedTextLayout.cached(
            content: AttributedContent(attributed, defaults: defaults), scale: renderScale, maxWidth: maxWidth,
            numberOfLines: numberOfLines)
    }

    func attributedSizeThatFits(_ size: CGSize) -> CGSize {
        let limit: CGFloat? = size.width > 0 && numberOfLines != 1 ? size.width : nil
        guard let measured = attributedLayout(maxWidth: limit)?.size else { return .zero }
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// Draws the attributed text centred vertically, as plain text is.
    func drawAttributedText(in context: GraphicsContext) {
        guard let layout = attributedLayout(maxWidth: bounds.width) else { return }
        let scale = context.scale
        let y = ((bounds.height - layout.size.height) / 2 * scale).rounded()
        context.draw(layout, at: CGPoint(x: context.origin.x, y: context.origin.y + y), width: bounds.width * scale)
    }

    /// The first or last line's baseline in the vertically centred attributed text.
    func attributedBaselineOffset(last: Bool) -> BaselineOffset {
        let width: CGFloat? = numberOfLines != 1 && bounds.width > 0 ? bounds.width : nil
        guard let layout = attributedLayout(maxWidth: width), let line = last ? layout.lines.last : layout.lines.first else {
            return .bottom
        }
        let baseline = CGFloat(line.top + line.baseline) / layout.scale
        return BaselineOffset(heightFactor: 0.5, constant: baseline - layout.size.height / 2)
    }
}
