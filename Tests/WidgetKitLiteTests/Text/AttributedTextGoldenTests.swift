import Foundation
import Testing
@testable import WidgetKitLite

/// An attributed paragraph drawn by a label: mixed fonts and colours, underline,
/// strikethrough, kerning, a link, an inline image and a right-to-left run, at 1× and 2×.
@MainActor @Suite struct AttributedTextGoldenTests {
    static func paragraph() -> NSAttributedString {
        let body = Font.systemFont(ofSize: 15)
        let text = NSMutableAttributedString(string: "Mixed ", attributes: [.font: body])
        text.append(NSAttributedString(string: "bold", attributes: [.font: Font.boldSystemFont(ofSize: 20)]))
        text.append(NSAttributedString(string: " and ", attributes: [.font: body]))
        text.append(
            NSAttributedString(
                string: "red", attributes: [.font: body, .foregroundColor: Color.systemRed, .backgroundColor: Color(rgb: 255, 236, 179)]))
        text.append(NSAttributedString(string: ", ", attributes: [.font: body]))
        text.append(
            NSAttributedString(
                string: "underlined", attributes: [.font: body, .underlineStyle: NSUnderlineStyle.single.rawValue]))
        text.append(NSAttributedString(string: ", ", attributes: [.font: body]))
        text.append(
            NSAttributedString(
                string: "struck",
                attributes: [
                    .font: body, .strikethroughStyle: NSUnderlineStyle.thick.rawValue, .strikethroughColor: Color.systemRed,
                ]))
        text.append(NSAttributedString(string: ", ", attributes: [.font: body]))
        text.append(NSAttributedString(string: "kerned", attributes: [.font: body, .kern: 3]))
        text.append(NSAttributedString(string: ", a ", attributes: [.font: body]))
        text.append(NSAttributedString(string: "link", attributes: [.font: body, .link: URL(string: "https://example.com")!]))
        text.append(NSAttributedString(string: ", an image ", attributes: [.font: body]))
        let attachment = NSTextAttachment(image: Image(width: 14, height: 14, color: .systemGreen))
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: " and Hebrew ", attributes: [.font: body]))
        text.append(NSAttributedString(string: "שלום עולם", attributes: [.font: body, .foregroundColor: Color.systemBlue]))
        text.append(NSAttributedString(string: " in one paragraph.", attributes: [.font: body]))
        return text
    }

    private func image(scale: CGFloat) -> Image {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 130), scale: scale)
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let label = Label(frame: CGRect(x: 10, y: 10, width: 280, height: 110))
        label.numberOfLines = 0
        label.textColor = .black
        label.attributedText = Self.paragraph()
        window.addSubview(label)
        screen.advance(by: 0)
        return screen.snapshot()
    }

    @Test func anAttributedParagraphAtScaleOne() {
        expectMatchesGolden(image(scale: 1), named: "attributed-paragraph")
    }

    @Test func anAttributedParagraphAtScaleTwo() {
        expectMatchesGolden(image(scale: 2), named: "attributed-paragraph@2x")
    }
}
