// The code of the "Line breaking and shrink-to-fit" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

@MainActor
func makeFileNameLabel() -> Label {
    let fileName = Label()
    fileName.text = "Quarterly report for the board, final version (2).pdf"
    fileName.lineBreakMode = .byTruncatingMiddle
    return fileName
}

@MainActor
func makeSummaryLabel() -> Label {
    let summary = Label()
    summary.text = "Notes sync between your devices when they are on the same network."
    summary.numberOfLines = 0
    summary.lineBreakMode = .byWordWrapping
    summary.translatesAutoresizingMaskIntoConstraints = false
    return summary
}

@MainActor
func makeTotalLabel() -> Label {
    let total = Label()
    total.font = .monospacedDigitSystemFont(ofSize: 34, weight: .semibold)
    total.text = "1,234,567.89"
    total.adjustsFontSizeToFitWidth = true
    total.minimumScaleFactor = 0.5
    return total
}

// MARK: The article's promises, checked

extension Examples {
    @MainActor @Suite struct LineBreaking {
        @Test func aSummaryIsAsTallAsItsLinesAtTheWidthConstraintsGiveIt() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let summary = makeSummaryLabel()
            window.addSubview(summary)
            NSLayoutConstraint.activate([
                summary.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                summary.widthAnchor.constraint(equalToConstant: 160),
                summary.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            ])
            screen.advance(by: 0)
            let oneLine = summary.font.lineHeight.rounded(.up)
            #expect(summary.frame.width == 160)
            #expect(summary.frame.height == summary.sizeThatFits(CGSize(width: 160, height: 0)).height)
            #expect(summary.frame.height > 2 * oneLine, "three lines or more")
            summary.preferredMaxLayoutWidth = 300
            #expect(summary.intrinsicContentSize.height < summary.frame.height)
        }

        @Test func aTotalKeepsTheFontItWasGiven() {
            let total = makeTotalLabel()
            total.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            #expect(total.font.pointSize == 34)
            #expect(total.intrinsicContentSize.width > 120, "measured at 34 points")
            #expect(makeFileNameLabel().lineBreakMode == .byTruncatingMiddle)
        }
    }
}
