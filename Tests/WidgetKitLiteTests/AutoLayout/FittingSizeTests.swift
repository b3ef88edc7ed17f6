import Foundation
import Testing
import WidgetKitLite

/// `systemLayoutSizeFitting`: the size a view's constraints give it, as a self-sizing cell is
/// measured. A multi-line label's height follows the width it is given; a
/// `preferredMaxLayoutWidth` fixes the width its lines break at.
@MainActor @Suite struct FittingSizeTests {
    private let text = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun by the river."

    /// A container (laid out by its frame, as a cell's content view) with a multi-line label
    /// pinned 10 points inside its edges.
    private func makeContainer() -> (View, Label) {
        let container = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let label = Label()
        label.text = text
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate(label.edges(to: container, inset: 10))
        return (container, label)
    }

    private func fitted(_ view: View, width: CGFloat) -> CGSize {
        view.systemLayoutSizeFitting(
            CGSize(width: width, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    @Test func theHeightGrowsAsTheWidthShrinks() {
        let (container, label) = makeContainer()
        var last: CGFloat = 0
        for width: CGFloat in [400, 250, 150, 90] {
            let size = fitted(container, width: width)
            let expected = label.sizeThatFits(CGSize(width: width - 20, height: 0)).height + 20
            #expect(size == CGSize(width: width, height: expected), "at \(width)")
            #expect(size.height > last, "taller at \(width)")
            last = size.height
        }
        #expect(container.frame == CGRect(x: 0, y: 0, width: 50, height: 50), "measuring does not move the view")
    }

    @Test func theCompressedSizeOfAOneLineLabelIsItsIntrinsicSizePlusInsets() {
        let (container, label) = makeContainer()
        label.numberOfLines = 1
        label.text = "Short"
        let size = container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == CGSize(width: label.intrinsicContentSize.width + 20, height: label.intrinsicContentSize.height + 20))
    }

    @Test func aContainerLaidOutByConstraintsMeasuresTheSame() {
        let (container, label) = makeContainer()
        container.translatesAutoresizingMaskIntoConstraints = false
        let size = fitted(container, width: 200)
        #expect(size == CGSize(width: 200, height: label.sizeThatFits(CGSize(width: 180, height: 0)).height + 20))
    }

    @Test func preferredMaxLayoutWidthFixesWhereTheLinesBreak() {
        let (container, label) = makeContainer()
        label.preferredMaxLayoutWidth = 100
        let narrow = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(label.intrinsicContentSize == narrow)
        let size = fitted(container, width: 300)
        #expect(size == CGSize(width: 300, height: narrow.height + 20))
        label.preferredMaxLayoutWidth = 0
        let free = fitted(container, width: 300)
        #expect(free.height == label.sizeThatFits(CGSize(width: 280, height: 0)).height + 20)
        #expect(free.height < size.height)
    }

    @Test func aLabelLaidOutInAWindowGetsTheHeightOfItsWidth() {
        let f = AutoLayoutRoot()
        let label = f.add(Label())
        label.text = text
        label.numberOfLines = 0
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 160),
            label.topAnchor.constraint(equalTo: f.root.topAnchor),
        ])
        f.screen.advance(by: 0)
        #expect(label.frame == CGRect(x: 10, y: 0, width: 150, height: label.sizeThatFits(CGSize(width: 150, height: 0)).height))
        #expect(label.frame.height > label.sizeThatFits(.zero).height, "more than one line")
    }
}
