import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct StackViewTests {
    /// A 300×200 stack holding views of natural sizes 40×20, 60×30 and 20×10.
    func makeStack(_ axis: StackView.Axis, spacing: CGFloat = 10) -> (StackView, [Sized]) {
        let views = [Sized(CGSize(width: 40, height: 20)), Sized(CGSize(width: 60, height: 30)), Sized(CGSize(width: 20, height: 10))]
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        stack.axis = axis
        stack.spacing = spacing
        for view in views { stack.addArrangedSubview(view) }
        return (stack, views)
    }

    @Test func defaultsAreUIKits() {
        let stack = StackView(frame: .zero)
        #expect(stack.axis == .horizontal && stack.spacing == 0 && stack.alignment == .fill && stack.distribution == .fill)
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    }

    @Test func verticalFillStretchesTheLastViewAndTheBreadth() {
        let (stack, v) = makeStack(.vertical)
        stack.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(v[1].frame == CGRect(x: 0, y: 30, width: 300, height: 30))
        #expect(v[2].frame == CGRect(x: 0, y: 70, width: 300, height: 130))
    }

    @Test(arguments: [
        (StackView.Alignment.leading, [0, 0, 0] as [CGFloat]),
        (.center, [130, 120, 140]),
        (.trailing, [260, 240, 280]),
    ])
    func verticalAlignments(alignment: StackView.Alignment, xs: [CGFloat]) {
        let (stack, v) = makeStack(.vertical)
        stack.alignment = alignment
        stack.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == xs)
        #expect(v.map(\.frame.width) == [40, 60, 20])
    }

    @Test(arguments: [
        (StackView.Alignment.fill, [0, 0, 0] as [CGFloat], [200, 200, 200] as [CGFloat]),
        (.top, [0, 0, 0], [20, 30, 10]),
        (.center, [90, 85, 95], [20, 30, 10]),
        (.bottom, [180, 170, 190], [20, 30, 10]),
    ])
    func horizontalAlignments(alignment: StackView.Alignment, ys: [CGFloat], heights: [CGFloat]) {
        let (stack, v) = makeStack(.horizontal)
        stack.alignment = alignment
        stack.layoutIfNeeded()
        #expect(v.map(\.frame.minY) == ys)
        #expect(v.map(\.frame.height) == heights)
        #expect(v.map(\.frame.minX) == [0, 50, 120])
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (stack, v) = makeStack(.horizontal)
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        let each: CGFloat = (300 - 20) / 3
        for (i, view) in v.enumerated() {
            #expect(abs(view.frame.minX - CGFloat(i) * (each + 10)) < 1e-9)
            #expect(abs(view.frame.width - each) < 1e-9)
        }
    }

    @Test func equalSpacingSpreadsTheLeftoverBetweenTheViews() {
        let (stack, v) = makeStack(.vertical)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        // Lengths 20 + 30 + 10 = 60; 140 left over, 70 per gap.
        #expect(v.map(\.frame.minY) == [0, 90, 190])
        #expect(v.map(\.frame.height) == [20, 30, 10])
    }

    @Test func equalSpacingKeepsAtLeastTheSpacing() {
        let (stack, v) = makeStack(.horizontal, spacing: 200)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == [0, 240, 500])
    }

    @Test func fillGivesLeftoverToViewsWithoutIntrinsicLength() {
        let (stack, v) = makeStack(.horizontal)
        let spring = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        stack.insertArrangedSubview(spring, at: 1)
        stack.layoutIfNeeded()
        // 40 + 5 + 60 + 20 + 3 × 10 = 155; the plain view takes the 145 left.
        #expect(spring.frame.minX == 50 && spring.frame.width == 150)
        #expect(v[1].frame.minX == 210 && v[2].frame.minX == 280)
    }

    @Test func fillShrinksFromTheEndWhenTooSmall() {
        let (stack, v) = makeStack(.horizontal)
        stack.frame.size.width = 100
        stack.layoutIfNeeded()
        // Natural 140: the last view (20) goes to 0, the middle one loses 20.
        #expect(v.map(\.frame.width) == [40, 40, 0])
    }

    @Test func hiddenViewsTakeNoSpaceAndShowingThemLaysOutAgain() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200))
        let window = screen.makeWindow()
        let (stack, v) = makeStack(.vertical)
        stack.alignment = .leading
        window.addSubview(stack)
        screen.advance(by: 0)
        v[1].isHidden = true
        screen.advance(by: 0)
        #expect(v[2].frame.minY == 30)
        #expect(stack.intrinsicContentSize == CGSize(width: 40, height: 40))
        v[1].isHidden = false
        screen.advance(by: 0)
        #expect(v[2].frame.minY == 70)
        #expect(screen.isIdle)
    }

    @Test func theFittedSizeIsTheContentsSize() {
        let (stack, _) = makeStack(.horizontal)
        #expect(stack.intrinsicContentSize == CGSize(width: 140, height: 30))
        stack.axis = .vertical
        #expect(stack.sizeThatFits(.zero) == CGSize(width: 60, height: 80))
        let fitted = StackView(arrangedSubviews: [Sized(CGSize(width: 10, height: 10)), Sized(CGSize(width: 10, height: 10))])
        #expect(fitted.frame.size == CGSize(width: 20, height: 10))
    }

    @Test func arrangingAndRemoving() {
        let (stack, v) = makeStack(.horizontal)
        stack.removeArrangedSubview(v[0])
        #expect(stack.arrangedSubviews.count == 2 && v[0].superview === stack)
        stack.insertArrangedSubview(v[0], at: 99)
        #expect(stack.arrangedSubviews.last === v[0])
        stack.addArrangedSubview(v[1])
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [v[2], v[0], v[1]].map { ObjectIdentifier($0) })
        v[2].removeFromSuperview()
        stack.layoutIfNeeded()
        #expect(v[0].frame.minX == 0)
        let lines = capturingDiagnostics { stack.addArrangedSubview(stack) }
        #expect(lines.count == 1)
    }

    @Test func badSpacingIsSanitised() {
        let stack = StackView(frame: .zero)
        stack.spacing = .nan
        #expect(stack.spacing == 0)
        stack.spacing = -4
        #expect(stack.spacing == 0)
    }
}
