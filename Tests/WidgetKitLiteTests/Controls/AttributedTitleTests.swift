import Foundation
import Testing
import WidgetKitLite

/// `Button.setAttributedTitle(_:for:)` and `TextField.attributedText`.
@MainActor @Suite struct AttributedTitleTests {
    @Test func anAttributedTitleWinsOverThePlainOne() {
        let button = Button(title: "Plain")
        let styled = NSAttributedString(string: "Styled", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
        button.setAttributedTitle(styled, for: .normal)
        #expect(button.attributedTitle(for: .normal)?.string == "Styled")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Styled")
        #expect(button.titleLabel.text == "Styled")
        #expect(button.currentAttributedTitle?.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == 1)
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel.text == "Plain")
        #expect(button.currentAttributedTitle == nil)
    }

    @Test func theTitlesOwnColourBeatsTheStateColour() {
        let button = Button(title: "")
        button.setAttributedTitle(NSAttributedString(string: "Red", attributes: [.foregroundColor: Color.systemRed]), for: .normal)
        button.isEnabled = false
        #expect(button.titleLabel.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == .systemRed)
        #expect(button.intrinsicContentSize.width > Button.defaultContentInsets.left + Button.defaultContentInsets.right)
    }

    @Test func aFieldTakesTheFirstCharactersFontAndColour() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let big = Font.systemFont(ofSize: 24)
        field.attributedText = NSAttributedString(string: "Hello", attributes: [.font: big, .foregroundColor: Color.systemRed])
        #expect(field.text == "Hello")
        #expect(field.font == big && field.textColor == .systemRed)
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? Font == big)
        field.text = "Typed"
        #expect(field.attributedText?.string == "Typed")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == .systemRed)
    }
}
