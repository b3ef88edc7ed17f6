import Foundation
import Testing
import WidgetKitLite

/// A stack view laid out by constraints arranges with constraints, as UIKit's: its size
/// comes from its content, custom spacing, margins-relative arrangement, equal lengths and
/// hidden views collapsing.
@MainActor @Suite struct StackViewConstraintTests {
    /// A 400×300 root view in a window of its own.
    func makeRoot() -> (HeadlessScreen, View) {
        let layout = AutoLayoutRoot()
        return (layout.screen, layout.root)
    }

    /// A plain view of a fixed size made by constraints.
    func box(_ width: CGFloat, _ height: CGFloat) -> View {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: width), v.heightAnchor.constraint(equalToConstant: height),
        ])
        return v
    }

    @Test func aColumnPinnedAtTheTopSizesItselfFromItsViews() {
        let (_, root) = makeRoot()
        let a = box(100, 20), b = box(60, 30), c = box(80, 10)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 5
        stack.alignment = .leading
        stack.setCustomSpacing(12, after: b)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 100, height: 20 + 5 + 30 + 12 + 10))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 25, width: 60, height: 30))
        #expect(c.frame == CGRect(x: 0, y: 67, width: 80, height: 10))
        #expect(stack.customSpacing(after: b) == 12)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    }

    @Test func aHiddenViewCollapsesAndEqualLengthsFillTheRow() {
        let (_, root) = makeRoot()
        let views = (0..<3).map { _ in View() }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // 400 - 40 margins - 20 spacing = 340, shared by three.
        let third = CGFloat(340) / 3
        #expect(views[0].frame == CGRect(x: 20, y: 5, width: third, height: 40))
        #expect(abs(views[2].frame.maxX - 380) < 1e-9)
        views[1].isHidden = true
        root.layoutIfNeeded()
        // Two views and one gap: (360 - 10) / 2 each.
        #expect(views[0].frame == CGRect(x: 20, y: 5, width: 175, height: 40))
        #expect(views[2].frame == CGRect(x: 205, y: 5, width: 175, height: 40))
    }

    @Test func labelsOfTwoFontsShareTheirFirstBaseline() {
        let (_, root) = makeRoot()
        let big = Label(), small = Label()
        big.text = "Title"
        big.font = .boldSystemFont(ofSize: 28)
        small.text = "detail"
        small.font = .systemFont(ofSize: 12)
        let stack = StackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(small.frame.minX == big.frame.maxX + 8)
        #expect(small.frame.height < big.frame.height)
        #expect(small.frame.minY > 0)
        #expect(stack.frame.height == big.frame.height)
    }
}

/// Hiding an arranged view inside an animation block animates the others into its place.
@MainActor @Suite struct StackViewHidingAnimationTests {
    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
        let layout = AutoLayoutRoot()
        let views = (0..<3).map { _ -> View in
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            v.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return v
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        layout.root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layout.root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: layout.root.topAnchor),
        ])
        layout.screen.advance(by: 0)
        #expect(views[2].frame.minY == 40)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { views[1].isHidden = true })
        #expect(views[2].frame.minY == 20)
        #expect(views[2].presentation.frame.minY == 40)
        layout.screen.advance(by: 0.5)
        #expect(abs(views[2].presentation.frame.minY - 30) < 1e-9)
        #expect(abs(stack.presentation.frame.height - 50) < 1e-9)
        layout.screen.advance(by: 0.5)
        #expect(views[2].presentation.frame.minY == 20)
        #expect(stack.frame.height == 40)
    }
}
