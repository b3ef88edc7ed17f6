import Foundation
import Testing
@testable import WidgetKitLite

/// Every line break mode on one-line and two-line labels, and shrink-to-fit at several
/// widths, drawn by the headless screen.
@MainActor @Suite struct LineBreakModeGoldenTests {
    private static let modes: [NSLineBreakMode] = [
        .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
    ]
    private let text = "The quick brown fox jumps over the lazy dog"

    @Test func everyLineBreakModeOnOneAndTwoLines() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 6 * 48 + 8))
        let window = screen.makeWindow()
        for (row, mode) in Self.modes.enumerated() {
            for (column, lines) in [1, 2].enumerated() {
                let label = Label(frame: CGRect(x: 8 + CGFloat(column) * 150, y: 4 + CGFloat(row) * 48, width: 136, height: 44))
                label.font = .systemFont(ofSize: 15)
                label.text = text
                label.numberOfLines = lines
                label.lineBreakMode = mode
                label.backgroundColor = Color(red: 0.93, green: 0.95, blue: 1, alpha: 1)
                window.addSubview(label)
            }
        }
        screen.advance(by: 0)
        expectMatchesGolden(screen.snapshot(), named: "label-line-break-modes")
    }

    @Test func shrinkToFitAtSeveralWidths() {
        let widths: [CGFloat] = [340, 260, 200, 150, 110, 80]
        let screen = HeadlessScreen(size: CGSize(width: 360, height: CGFloat(widths.count) * 28 + 8))
        let window = screen.makeWindow()
        for (row, width) in widths.enumerated() {
            let label = Label(frame: CGRect(x: 8, y: 4 + CGFloat(row) * 28, width: width, height: 24))
            label.text = text
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.5
            label.backgroundColor = Color(red: 0.93, green: 0.95, blue: 1, alpha: 1)
            window.addSubview(label)
        }
        screen.advance(by: 0)
        expectMatchesGolden(screen.snapshot(), named: "label-shrink-to-fit")
    }
}
