import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct DynamicTypeTests {
    private let styles: [Font.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1, .caption2,
    ]

    private func sizes(at category: ContentSizeCategory) -> [CGFloat] {
        let traits = TraitCollection(preferredContentSizeCategory: category)
        return styles.map { Font.preferredFont(forTextStyle: $0, compatibleWith: traits).pointSize }
    }

    @Test func textStylesHaveApplesSizesAtTheDefaultCategory() {
        #expect(styles.map { Font.preferredFont(forTextStyle: $0).pointSize } == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(sizes(at: .large) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .body).weight == .regular)
        #expect(Font.preferredFont(forTextStyle: .largeTitle).weight == .regular)
    }

    @Test func textStylesFollowTheContentSizeCategory() {
        #expect(sizes(at: .extraSmall) == [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11])
        #expect(sizes(at: .extraExtraExtraLarge) == [40, 34, 28, 26, 23, 21, 23, 22, 19, 18, 17])
        #expect(sizes(at: .accessibilityExtraExtraExtraLarge) == [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 41])
        #expect(sizes(at: .unspecified) == sizes(at: .large))
    }

    @Test func fontMetricsScaleByTheStyle() {
        let body = FontMetrics.default
        #expect(body.textStyle == .body)
        #expect(body.scaledValue(for: 10) == 10)
        let xxxl = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(body.scaledValue(for: 17, compatibleWith: xxxl) == 23)
        #expect(body.scaledValue(for: 34, compatibleWith: xxxl) == 46)
        let title = FontMetrics(forTextStyle: .title1)
        let custom = try! #require(Font(name: "DejaVu Serif", size: 28))
        let scaled = title.scaledFont(for: custom, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraSmall))
        #expect(scaled.pointSize == 25)
        #expect(scaled.familyName == "DejaVu Serif")
        #expect(title.scaledFont(for: custom).pointSize == 28)
        #expect(title.scaledFont(for: custom, maximumPointSize: 40, compatibleWith: .init(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)).pointSize == 40)
    }

    @Test func contentSizeCategoriesAreOrdered() {
        #expect(ContentSizeCategory.extraSmall < .large)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.unspecified < .extraSmall)
        #expect(ContentSizeCategory.allSizes == ContentSizeCategory.allSizes.sorted())
        #expect(ContentSizeCategory.allSizes.filter(\.isAccessibilityCategory).count == 5)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(ContentSizeCategory.extraLarge.rawValue == "UICTContentSizeCategoryXL")
        #expect(ContentSizeCategory(name: "extraLarge") == .extraLarge)
        #expect(ContentSizeCategory(name: "EXTRALARGE") == .extraLarge)
        #expect(ContentSizeCategory(name: "UICTContentSizeCategoryAccessibilityXXL") == .accessibilityExtraExtraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }

    @Test func configurationReadsTheContentSize() {
        var lines: [String] = []
        #expect(Configuration(environment: ["WKL_CONTENT_SIZE": "extraSmall"]) { lines.append($0) }.contentSizeCategory == .extraSmall)
        #expect(Configuration(environment: ["WKL_CONTENT_SIZE": "UICTContentSizeCategoryXXL"]) { lines.append($0) }.contentSizeCategory == .extraExtraLarge)
        #expect(Configuration(environment: [:]) { lines.append($0) }.contentSizeCategory == .large)
        #expect(lines.isEmpty)
        let bad = Configuration(environment: ["WKL_CONTENT_SIZE": "huge"]) { lines.append($0) }
        #expect(bad.contentSizeCategory == .large)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("WKL_CONTENT_SIZE=huge") == true)
    }

    @Test func labelsAdjustTheirFontsWhenTheWindowsTextSizeChanges() {
        let screen = HeadlessScreen()
        let window = screen.makeWindow()
        let adjusting = Label(text: "Body text", font: .preferredFont(forTextStyle: .body))
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = Label(text: "Body text", font: .preferredFont(forTextStyle: .body))
        let plain = Label(text: "Body text", font: .systemFont(ofSize: 17))
        plain.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, plain] { window.addSubview(label) }
        let before = adjusting.intrinsicContentSize
        #expect(adjusting.traitCollection.preferredContentSizeCategory == .large)

        window.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(adjusting.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(adjusting.font.pointSize == 40)
        #expect(adjusting.intrinsicContentSize.height > before.height)
        #expect(fixed.font.pointSize == 17, "a label that does not adjust keeps its font")
        #expect(plain.font.pointSize == 17, "a font without a text style keeps its size")

        window.preferredContentSizeCategory = .extraSmall
        #expect(adjusting.font.pointSize == 14)
        window.preferredContentSizeCategory = .large
        #expect(adjusting.font == .preferredFont(forTextStyle: .body))
    }

    @Test func labelsAdjustWhenTheyJoinAWindowOrStartAdjusting() {
        let screen = HeadlessScreen()
        let window = screen.makeWindow()
        window.preferredContentSizeCategory = .extraExtraLarge
        let label = Label(text: "Caption", font: .preferredFont(forTextStyle: .caption1))
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        #expect(label.font.pointSize == 16)
        let late = Label(text: "Late", font: FontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22)))
        window.addSubview(late)
        #expect(late.font.pointSize == 22)
        late.adjustsFontForContentSizeCategory = true
        #expect(late.font.pointSize == 26)
    }

    @Test func textFieldsAdjustToo() {
        let screen = HeadlessScreen()
        let window = screen.makeWindow()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        window.addSubview(field)
        window.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(field.font.pointSize == 23)
    }

    @Test func textViewsAdjustTheirFontAndWrapAgainKeepingTheSelection() {
        let screen = HeadlessScreen()
        let window = screen.makeWindow()
        let adjusting = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.text = "A note\nthat wraps across the width of the view"
        adjusting.selectedRange = NSRange(location: 2, length: 4)
        let fixed = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        fixed.font = .preferredFont(forTextStyle: .body)
        let plain = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        plain.font = .systemFont(ofSize: 17)
        plain.adjustsFontForContentSizeCategory = true
        for view in [adjusting, fixed, plain] { window.addSubview(view) }
        screen.runFrame()
        let before = adjusting.contentSize.height

        window.preferredContentSizeCategory = .extraExtraExtraLarge
        screen.runFrame()
        #expect(adjusting.font?.pointSize == 23)
        #expect(adjusting.contentSize.height > before, "larger lines, and more of them")
        #expect(adjusting.selectedRange == NSRange(location: 2, length: 4))
        #expect(fixed.font?.pointSize == 17, "a view that does not adjust keeps its font")
        #expect(plain.font?.pointSize == 17, "a font without a text style keeps its size")

        window.preferredContentSizeCategory = .large
        screen.runFrame()
        #expect(adjusting.font == .preferredFont(forTextStyle: .body))
        #expect(adjusting.contentSize.height == before)
    }

    @Test func textViewsAdjustWhenTheyJoinAWindow() {
        let screen = HeadlessScreen()
        let window = screen.makeWindow()
        window.preferredContentSizeCategory = .extraSmall
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .preferredFont(forTextStyle: .body)
        view.adjustsFontForContentSizeCategory = true
        #expect(view.font?.pointSize == 17, "no window yet: the default size")
        window.addSubview(view)
        #expect(view.font?.pointSize == 14)
    }

    @Test func attributedTextKeepsItsStylesAsItsTextStyleFontsFollowTheSize() {
        let screen = HeadlessScreen()
        let window = screen.makeWindow()
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.font = .preferredFont(forTextStyle: .body)
        view.adjustsFontForContentSizeCategory = true
        let note = NSMutableAttributedString(string: "Title\n", attributes: [.font: Font.preferredFont(forTextStyle: .title1)])
        note.append(NSAttributedString(string: "fixed ", attributes: [.font: Font.systemFont(ofSize: 12)]))
        note.append(NSAttributedString(string: "body", attributes: [.font: Font.preferredFont(forTextStyle: .body)]))
        view.attributedText = note
        window.addSubview(view)
        func size(at location: Int) -> CGFloat? { (view.attributedText.attribute(.font, at: location, effectiveRange: nil) as? Font)?.pointSize }
        #expect(size(at: 0) == 28 && size(at: 6) == 12 && size(at: 13) == 17)
        window.preferredContentSizeCategory = .extraExtraExtraLarge
        screen.runFrame()
        #expect(size(at: 0)! > 28, "the title grows")
        #expect(size(at: 6) == 12, "a fixed font stays")
        #expect(size(at: 13) == 23, "the body grows")
        window.preferredContentSizeCategory = .large
        screen.runFrame()
        #expect(size(at: 0) == 28 && size(at: 13) == 17)
    }
}
