import Foundation
import Testing
import WidgetKitLite

/// Baseline anchors: two labels of different fonts whose first baselines are equal draw
/// their text on one line.
@MainActor @Suite struct BaselineAlignmentTests {
    /// The lowest row with a dark pixel between columns `x0` and `x1` (the baseline of text
    /// without descenders is the row below it).
    private func lowestInkRow(_ image: Image, x0: Int, x1: Int) -> Int? {
        var lowest: Int?
        for y in 0..<image.height {
            for x in max(0, x0)..<min(image.width, x1) where image.pixel(x: x, y: y).red < 0.5 {
                lowest = y
                break
            }
        }
        return lowest
    }

    private func makeLabels(_ f: AutoLayoutRoot) -> (Label, Label) {
        f.root.backgroundColor = .white
        let small = f.add(Label()), big = f.add(Label())
        small.text = "HHH"
        small.font = .systemFont(ofSize: 12)
        big.text = "HHH"
        big.font = .systemFont(ofSize: 36)
        for label in [small, big] { label.textColor = .black }
        return (small, big)
    }

    @Test func firstBaselinesEqualPutTheTextOnOneLine() {
        let f = AutoLayoutRoot()
        let (small, big) = makeLabels(f)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10),
            big.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 10),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        f.screen.advance(by: 0)
        #expect(big.frame.minY == 20)
        #expect(big.frame.size == big.intrinsicContentSize && small.frame.size == small.intrinsicContentSize)
        #expect(small.frame.minY > big.frame.minY, "the smaller text sits lower to share the baseline")
        let image = f.screen.snapshot()
        let bigRow = lowestInkRow(image, x0: Int(big.frame.minX), x1: Int(big.frame.maxX))
        let smallRow = lowestInkRow(image, x0: Int(small.frame.minX), x1: Int(small.frame.maxX))
        #expect(bigRow != nil && bigRow == smallRow)
    }

    @Test func anAttributedLabelsBaselineIsItsTallestRunsBaseline() {
        let f = AutoLayoutRoot()
        let (small, big) = makeLabels(f)
        let mixed = NSMutableAttributedString(string: "hh", attributes: [.font: Font.systemFont(ofSize: 12)])
        mixed.append(NSAttributedString(string: "HHH", attributes: [.font: Font.systemFont(ofSize: 36)]))
        // The label's own font is small: only the attributed runs make the baseline low.
        big.font = .systemFont(ofSize: 12)
        big.attributedText = mixed
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10),
            big.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 10),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        f.screen.advance(by: 0)
        let image = f.screen.snapshot()
        let bigRow = lowestInkRow(image, x0: Int(big.frame.minX), x1: Int(big.frame.maxX))
        let smallRow = lowestInkRow(image, x0: Int(small.frame.minX), x1: Int(small.frame.maxX))
        #expect(bigRow != nil && bigRow == smallRow)
    }

    @Test func lastBaselinesOfAMultiLineLabelAndAOneLineLabel() {
        let f = AutoLayoutRoot()
        let (small, big) = makeLabels(f)
        big.text = "HHH\nHHH"
        big.numberOfLines = 0
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10),
            big.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 10),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        f.screen.advance(by: 0)
        let image = f.screen.snapshot()
        let bigRow = lowestInkRow(image, x0: Int(big.frame.minX), x1: Int(big.frame.maxX))
        let smallRow = lowestInkRow(image, x0: Int(small.frame.minX), x1: Int(small.frame.maxX))
        #expect(bigRow != nil && bigRow == smallRow)
        #expect(small.frame.minY > big.frame.midY, "aligned with the second line")
    }

    @Test func aViewWithoutTextHasItsBaselinesAtItsBottom() {
        let f = AutoLayoutRoot()
        let box = f.add(View())
        let (small, _) = makeLabels(f)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: f.root.leadingAnchor), box.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 5),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 50),
            small.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
        ])
        f.screen.advance(by: 0)
        let image = f.screen.snapshot()
        let row = lowestInkRow(image, x0: Int(small.frame.minX), x1: Int(small.frame.maxX))
        #expect(row == 54, "the text's baseline is the box's bottom edge, 55")
    }
}
