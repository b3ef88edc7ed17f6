import Foundation
import Testing
@testable import WidgetKitLite

/// `Label.lineBreakMode`, `adjustsFontSizeToFitWidth` with `minimumScaleFactor`, wrapped
/// intrinsic heights and bad values.
@MainActor @Suite struct LabelLineBreakTests {
    private let mono = Font.monospacedSystemFont(ofSize: 10, weight: .regular)
    private let sentence = "The quick brown fox jumps over the lazy dog"

    private func label(_ text: String, font: Font? = nil, frame: CGRect = .zero) -> Label {
        let label = Label(frame: frame)
        label.text = text
        if let font { label.font = font }
        return label
    }

    @Test func theDefaultModeTruncatesTheTail() {
        let l = label("abcdefghijklmnopqrstuvwxyz", font: mono, frame: CGRect(x: 0, y: 0, width: 61, height: 20))
        #expect(l.lineBreakMode == .byTruncatingTail)
        #expect(l.drawnLayout().lineTexts(of: l.text!) == ["abcdefghi…"])
        l.lineBreakMode = .byTruncatingHead
        #expect(l.drawnLayout().lineTexts(of: l.text!) == ["…rstuvwxyz"])
        l.lineBreakMode = .byTruncatingMiddle
        #expect(l.drawnLayout().lineTexts(of: l.text!) == ["abcd…vwxyz"])
    }

    @Test func sizeThatFitsWrapsAsDrawingDoes() {
        let l = label("one two three four five six", font: mono)
        l.numberOfLines = 0
        for mode in [NSLineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail] {
            l.lineBreakMode = mode
            let size = l.sizeThatFits(CGSize(width: 61, height: 0))
            l.frame = CGRect(origin: .zero, size: size)
            let drawn = l.drawnLayout()
            #expect(drawn.size.height == size.height, "\(mode)")
            #expect(!drawn.isTruncated, "\(mode)")
        }
        l.lineBreakMode = .byWordWrapping
        #expect(l.sizeThatFits(CGSize(width: 61, height: 0)) == CGSize(width: 60, height: 36))
        l.lineBreakMode = .byCharWrapping
        #expect(l.sizeThatFits(CGSize(width: 61, height: 0)) == CGSize(width: 60, height: 36))
    }

    @Test func theIntrinsicHeightOfAnUnlimitedLabelFollowsItsPreferredWidth() {
        let l = label("aaaaaa bbbbbb cccccc", font: mono)
        l.numberOfLines = 0
        #expect(l.intrinsicContentSize == CGSize(width: 120, height: 12), "unwrapped without a preferred width")
        l.preferredMaxLayoutWidth = 61
        #expect(l.intrinsicContentSize == CGSize(width: 36, height: 36))
        l.preferredMaxLayoutWidth = 90
        #expect(l.intrinsicContentSize == CGSize(width: 78, height: 24))
    }

    @Test func aLabelWhoseWidthComesFromConstraintsGetsItsWrappedHeight() {
        let f = AutoLayoutRoot()
        let l = f.add(label("aaaaaa bbbbbb cccccc", font: mono))
        l.numberOfLines = 0
        l.lineBreakMode = .byCharWrapping
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: f.root.leadingAnchor),
            l.widthAnchor.constraint(equalToConstant: 61),
            l.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.screen.advance(by: 0)
        #expect(l.frame == CGRect(x: 0, y: 0, width: 61, height: 24), "two character-wrapped lines")
        l.lineBreakMode = .byWordWrapping
        f.screen.advance(by: 0)
        #expect(l.frame == CGRect(x: 0, y: 0, width: 61, height: 36), "three word-wrapped lines")
    }

    @Test func aTooWideOneLineLabelShrinksUntilItFits() {
        let l = label(sentence, frame: CGRect(x: 0, y: 0, width: 250, height: 30))
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.5
        let fitted = l.drawingFont(for: l.bounds.size)
        #expect(l.font.pointSize == 17, "the label reports the font it was given")
        #expect(fitted.pointSize < 17)
        #expect(fitted.pointSize >= 8.5)
        #expect(Label.smallestShrunkPointSize == 4)
        let at = { (size: CGFloat) in TextLayout.measure(self.sentence, font: l.font.withSize(size)).width }
        #expect(at(fitted.pointSize) <= 250)
        #expect(at(fitted.pointSize + Label.shrinkStep) > 250, "the largest size that fits")
        #expect(!l.drawnLayout().isTruncated)
        #expect(l.intrinsicContentSize.width > 250, "the intrinsic size is the unshrunk text's")
    }

    @Test func shrinkingStopsAtTheMinimumScaleAndThenTruncates() {
        let l = label(sentence, frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.5
        #expect(l.drawingFont(for: l.bounds.size).pointSize == 8.5)
        #expect(l.drawnLayout().isTruncated)
        #expect(l.drawnLayout().lineTexts(of: sentence).first?.hasSuffix("…") == true)
        l.minimumScaleFactor = 0
        let free = l.drawingFont(for: l.bounds.size).pointSize
        #expect(free < 8.5)
        #expect(free >= 4)
    }

    @Test func textThatFitsKeepsItsFont() {
        let l = label("Fits", frame: CGRect(x: 0, y: 0, width: 250, height: 30))
        l.adjustsFontSizeToFitWidth = true
        #expect(l.drawingFont(for: l.bounds.size) == l.font)
    }

    @Test func aTwoLineLabelShrinksUntilItsTextFitsTwoLines() {
        let l = label(sentence, frame: CGRect(x: 0, y: 0, width: 150, height: 60))
        l.numberOfLines = 2
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.3
        #expect(l.layout(maxWidth: 150).isTruncated, "three lines at 17 points")
        let fitted = l.drawingFont(for: l.bounds.size)
        #expect(fitted.pointSize < 17)
        let drawn = l.drawnLayout()
        #expect(!drawn.isTruncated)
        #expect(drawn.lines.count == 2)
        let larger = TextLayout(
            text: sentence, font: l.font.withSize(fitted.pointSize + Label.shrinkStep), scale: 1, maxWidth: 150,
            numberOfLines: 2, lineBreakMode: .byWordWrapping)
        #expect(larger.isTruncated, "the largest size that fits")
    }

    @Test func aMultiLineLabelShrinksUntilNoWordBreaksAcrossLines() {
        let word = "Supercalifragilisticexpialidocious"
        let l = label("A \(word) day", frame: CGRect(x: 0, y: 0, width: 150, height: 80))
        l.numberOfLines = 4
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.2
        let unshrunk = l.layout(maxWidth: 150)
        #expect(!unshrunk.isTruncated && Label.breaksAWord(unshrunk, of: l.text!), "the word breaks at 17 points")
        let drawn = l.drawnLayout()
        #expect(l.drawingFont(for: l.bounds.size).pointSize < 17)
        #expect(drawn.lineTexts(of: l.text!).contains { $0.contains(word) }, "the word is on one line")
        #expect(!Label.breaksAWord(drawn, of: l.text!))
    }

    @Test func tighteningIsOffByDefault() {
        let l = label("abcdefghijk", font: mono, frame: CGRect(x: 0, y: 0, width: 61, height: 20))
        #expect(!l.allowsDefaultTighteningForTruncation)
        #expect(l.drawnLayout().lineTexts(of: l.text!) == ["abcdefghi…"])
        l.allowsDefaultTighteningForTruncation = true
        #expect(l.drawnLayout().lineTexts(of: l.text!) == ["abcdefghijk"])
    }

    @Test func badValuesAreReportedAndReplaced() {
        let l = Label()
        let lines = capturingDiagnostics {
            l.numberOfLines = -3
            l.minimumScaleFactor = .nan
            l.minimumScaleFactor = -1
            l.minimumScaleFactor = 2
            l.preferredMaxLayoutWidth = .nan
            l.preferredMaxLayoutWidth = -5
            l.preferredMaxLayoutWidth = .infinity
        }
        #expect(lines.count == 7, "\(lines)")
        #expect(lines.first == "WidgetKitLite: Label.numberOfLines: negative value -3; using 0 (no limit)")
        #expect(l.numberOfLines == 0)
        #expect(l.minimumScaleFactor == 1)
        #expect(l.preferredMaxLayoutWidth == 0)
        let quiet = capturingDiagnostics {
            l.minimumScaleFactor = 0.5
            l.preferredMaxLayoutWidth = 120
            l.numberOfLines = 2
        }
        #expect(quiet.isEmpty)
    }
}
