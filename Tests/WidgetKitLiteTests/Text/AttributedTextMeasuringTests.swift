import Foundation
import Testing
import WidgetKitLite

/// `boundingRect(with:options:context:)`, `size()` and `size(withAttributes:)`: line
/// heights, paragraph spacing, indents and kerning. DejaVu Sans 17 is 20 points a line.
@MainActor @Suite struct AttributedTextMeasuringTests {
    private let font = Font.systemFont(ofSize: 17)

    private func height(_ text: String, _ attributes: [NSAttributedString.Key: Any] = [:], width: CGFloat = 0) -> CGFloat {
        var all = attributes
        all[.font] = font
        return NSAttributedString(string: text, attributes: all)
            .boundingRect(with: CGSize(width: width, height: 0), options: .usesLineFragmentOrigin, context: nil).height
    }

    @Test func oneTwoAndThreeLinesAreOneTwoAndThreeLineHeights() {
        #expect(height("one") == 20)
        #expect(height("one\ntwo") == 40)
        #expect(height("one\ntwo\nthree") == 60)
    }

    @Test func wrappingAtTheGivenWidthAddsLines() {
        let text = "one two three four five six seven"
        #expect(height(text) == 20)
        #expect(height(text, width: 80) == 80)
    }

    @Test func paragraphSpacingSeparatesParagraphsOnly() {
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 10
        style.lineSpacing = 3
        #expect(height("one", [.paragraphStyle: style]) == 20)
        #expect(height("one\ntwo", [.paragraphStyle: style]) == 53)
        let before = NSMutableParagraphStyle()
        before.paragraphSpacingBefore = 6
        #expect(height("one\ntwo\nthree", [.paragraphStyle: before]) == 72)
    }

    @Test func lineHeightsFollowTheParagraphStyle() {
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = 30
        #expect(height("one\ntwo", [.paragraphStyle: style]) == 60)
        style.minimumLineHeight = 0
        style.lineHeightMultiple = 1.5
        #expect(height("one", [.paragraphStyle: style]) == 30)
        style.lineHeightMultiple = 0
        style.maximumLineHeight = 12
        #expect(height("one", [.paragraphStyle: style]) == 12)
    }

    @Test func indentsWidenTheMeasuredText() {
        let plain = NSAttributedString(string: "indented", attributes: [.font: font]).size().width
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 20
        style.headIndent = 8
        let indented = NSAttributedString(string: "indented", attributes: [.font: font, .paragraphStyle: style])
        #expect(indented.size().width == plain + 20)
        #expect(indented.size().height == 20)
    }

    @Test func kerningChangesTheWidthByTheCountTimesTheKern() {
        let text = "Wavy"
        let plain = text.size(withAttributes: [.font: font]).width
        #expect(text.size(withAttributes: [.font: font, .kern: 2]).width == plain + 8)
        #expect(text.size(withAttributes: [.font: font, .kern: NSNumber(value: -1)]).width == plain - 4)
        #expect(text.size(withAttributes: [.font: font, .kern: CGFloat(1.5)]).width == plain + 6)
    }

    @Test func sizeWithAttributesMatchesTheFontsMeasure() {
        #expect("Hello, world".size(withAttributes: [.font: font]) == font.size(of: "Hello, world"))
        #expect("".size(withAttributes: [.font: font]) == .zero)
        let mixed = NSMutableAttributedString(string: "small ", attributes: [.font: Font.systemFont(ofSize: 12)])
        mixed.append(NSAttributedString(string: "LARGE", attributes: [.font: Font.systemFont(ofSize: 34)]))
        #expect(mixed.size().height == Font.systemFont(ofSize: 34).lineHeight)
    }

    @Test func aRaisedRunMakesItsLineTaller() {
        let text = NSMutableAttributedString(string: "E = mc", attributes: [.font: font])
        text.append(NSAttributedString(string: "2", attributes: [.font: font, .baselineOffset: 6]))
        #expect(text.size().height == 26)
    }

    @Test func anAttachmentIsABoxOfItsBounds() {
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: -4, width: 30, height: 30)
        let text = NSMutableAttributedString(string: "a", attributes: [.font: font])
        let plain = text.size()
        text.append(NSAttributedString(attachment: attachment))
        #expect(text.size().width == plain.width + 30)
        // 26 points above the baseline is taller than the font's ascender; 4 below is less than its descender.
        #expect(text.size().height == 26 + plain.height - font.ascender)
    }
}

/// Paragraph styles copy as in UIKit, and a context draws attributed text where asked.
@MainActor @Suite struct AttributedTextDrawingTests {
    @Test func aMutableCopyOfTheDefaultStyleKeepsItsValues() throws {
        let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping && style.lineSpacing == 0)
        style.alignment = .center
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.alignment == .center)
        #expect(!(copy is NSMutableParagraphStyle))
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(style)
        #expect(other.alignment == .center)
    }

    @Test func aViewDrawsAttributedTextInItsOwnColours() {
        final class Banner: View {
            override func draw(_ rect: CGRect, in context: GraphicsContext) {
                let text = NSAttributedString(
                    string: "█", attributes: [.foregroundColor: Color.systemRed, .font: Font.systemFont(ofSize: 30)])
                context.draw(text, at: CGPoint(x: 4, y: 4))
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 60, height: 60))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        window.addSubview(Banner(frame: CGRect(x: 0, y: 0, width: 60, height: 60)))
        screen.advance(by: 0)
        let image = screen.snapshot()
        #expect(image.pixel(x: 12, y: 20) == Color.systemRed.resolvedColor(with: window.traitCollection))
        #expect(image.pixel(x: 50, y: 50) == .white)
    }
}
