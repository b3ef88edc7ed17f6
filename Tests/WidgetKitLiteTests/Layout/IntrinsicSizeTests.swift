import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct IntrinsicSizeTests {
    @Test func aPlainViewHasNoIntrinsicSizeAndFitsItsCurrentSize() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(view.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 30, height: 40))
    }

    @Test func aLabelIsAsLargeAsItsText() {
        let label = Label(frame: .zero)
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        let one = label.intrinsicContentSize
        #expect(one.width > 20 && one.height >= 17)
        label.text = "Hello, hello"
        #expect(label.intrinsicContentSize.width > one.width)
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)) == label.intrinsicContentSize)
    }

    @Test func aWrappingLabelFitsTheOfferedWidth() {
        let label = Label(frame: .zero)
        label.numberOfLines = 0
        label.text = "one two three four five six seven eight nine ten"
        let wide = label.sizeThatFits(CGSize(width: 2000, height: 0))
        let narrow = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(narrow.width <= 100 && narrow.height > wide.height)
    }

    @Test func aButtonIsItsTitlePlusContentInsets() {
        let button = Button(title: "Push page", style: .filled)
        let title = button.titleLabel.intrinsicContentSize
        let insets = Button.defaultContentInsets
        #expect(button.intrinsicContentSize == CGSize(width: title.width + insets.left + insets.right, height: title.height + insets.top + insets.bottom))
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
        #expect(button.frame.size == button.intrinsicContentSize)
    }

    @Test func changingALabelsTextLaysItsStackOutAgain() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        stack.axis = .horizontal
        stack.alignment = .leading
        let first = Label(text: "A")
        let second = Label(text: "B")
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        window.addSubview(stack)
        screen.advance(by: 0)
        let before = second.frame.minX
        first.text = "A much longer text"
        screen.advance(by: 0)
        #expect(second.frame.minX == first.intrinsicContentSize.width)
        #expect(second.frame.minX > before)
        #expect(screen.isIdle)
    }

    @Test func invalidatingTheIntrinsicSizeOfANestedStackReachesTheOuterStack() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let outer = StackView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        outer.axis = .vertical
        outer.alignment = .leading
        let inner = StackView(arrangedSubviews: [Sized(CGSize(width: 50, height: 20))])
        inner.axis = .vertical
        let below = Sized(CGSize(width: 10, height: 10))
        outer.addArrangedSubview(inner)
        outer.addArrangedSubview(below)
        window.addSubview(outer)
        screen.advance(by: 0)
        #expect(below.frame.minY == 20)
        let grown = inner.arrangedSubviews[0] as! Sized
        grown.size = CGSize(width: 50, height: 70)
        screen.advance(by: 0)
        #expect(inner.frame.height == 70 && below.frame.minY == 70)
        #expect(screen.isIdle)
    }
}

/// A view with a settable intrinsic size that invalidates it when changed.
@MainActor
final class Sized: View {
    required init?(coder: NSCoder) { nil }

    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize { size }
    override func sizeThatFits(_ proposal: CGSize) -> CGSize { size }
}
