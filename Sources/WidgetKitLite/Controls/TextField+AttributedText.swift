import Foundation

/// `attributedText` on a field that draws one font and colour.
extension TextField {
    var attributedTextToRead: NSAttributedString? {
        if let stored = attributedStorage, stored.string == text { return stored }
        return NSAttributedString(string: text ?? "", attributes: [.font: font, .foregroundColor: textColor])
    }

    func setAttributedText(_ newValue: NSAttributedString?) {
        guard let newValue else {
            attributedStorage = nil
            text = nil
            return
        }
        let copy = NSAttributedString(attributedString: newValue)
        if copy.length > 0 {
            let first = AttributedContent(copy, defaults: TextAttributes(font: font, foregroundColor: textColor, paragraph: .init()))
                .runs[0].attributes
            font = first.font
            textColor = first.foregroundColor
        }
        text = copy.string
        attributedStorage = copy
    }
}
