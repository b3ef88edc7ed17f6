import Foundation
import Testing
import WidgetKitLite

/// `Label.attributedText` and how it follows `text`, `font` and `textColor`, as in UIKit.
@MainActor @Suite struct LabelAttributedTextTests {
    @Test func settingAttributedTextSetsText() {
        let label = Label()
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: Color.systemRed])
        #expect(label.text == "Styled")
        let colour = label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color
        #expect(colour == .systemRed)
    }

    @Test func settingTextDropsTheStyles() {
        let label = Label()
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: Color.systemRed])
        label.text = "Plain"
        let attributes = label.attributedText?.attributes(at: 0, effectiveRange: nil)
        #expect(label.attributedText?.string == "Plain")
        #expect(attributes?[.foregroundColor] as? Color == label.textColor)
        #expect(attributes?[.font] as? Font == label.font)
    }

    @Test func fontAndTextColorApplyToTheWholeString() {
        let label = Label()
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: Font.systemFont(ofSize: 10)])
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 1, length: 1))
        label.attributedText = text
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .systemGreen
        let second = label.attributedText?.attributes(at: 1, effectiveRange: nil)
        #expect(second?[.font] as? Font == .boldSystemFont(ofSize: 20))
        #expect(second?[.foregroundColor] as? Color == .systemGreen)
        #expect(second?[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
    }

    @Test func theLabelKeepsACopy() {
        let label = Label()
        let text = NSMutableAttributedString(string: "one")
        label.attributedText = text
        text.append(NSAttributedString(string: " two"))
        #expect(label.attributedText?.string == "one")
    }

    @Test func theIntrinsicSizeMeasuresTheAttributedText() {
        let label = Label()
        label.font = .systemFont(ofSize: 17)
        label.attributedText = NSAttributedString(string: "Big", attributes: [.font: Font.systemFont(ofSize: 34)])
        let measured = NSAttributedString(string: "Big", attributes: [.font: Font.systemFont(ofSize: 34)]).size()
        #expect(label.intrinsicContentSize == CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up)))
        #expect(label.intrinsicContentSize.height == 40)
    }
}
