import Foundation
import Testing
import WidgetKitLite

/// Constraints keep neither their views nor each other alive: a view hierarchy dropped with
/// its active constraints is freed whole, as in UIKit (where `firstItem` is not retained).
@MainActor @Suite struct ConstraintLifetimeTests {
    /// Builds a root with a child pinned inside it and a label sized by its text, lays it out,
    /// and returns weak references to the views and one constraint.
    func buildAndDrop(in window: Window?) -> (root: () -> View?, child: () -> View?, constraint: () -> NSLayoutConstraint?) {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let child = View(), label = Label()
            label.text = "Hello"
            for v in [child, label] {
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
            }
            let leading = child.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 8)
            NSLayoutConstraint.activate([
                leading, child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalTo: child.widthAnchor),
                label.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 4),
                label.firstBaselineAnchor.constraint(equalTo: child.bottomAnchor),
            ])
            window?.addSubview(root)
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 8, y: 8, width: 40, height: 40))
            root.removeFromSuperview()
            weakRoot = root
            weakChild = child
            weakConstraint = leading
        }
        return ({ weakRoot }, { weakChild }, { weakConstraint })
    }

    @Test func aDetachedHierarchyIsFreedWithItsConstraints() {
        let refs = buildAndDrop(in: nil)
        #expect(refs.root() == nil)
        #expect(refs.child() == nil)
        #expect(refs.constraint() == nil)
    }

    @Test func aHierarchyTakenOutOfAWindowIsFreedWithItsConstraints() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200))
        let window = screen.makeWindow()
        let refs = buildAndDrop(in: window)
        screen.advance(by: 1.0 / 60)
        #expect(refs.root() == nil)
        #expect(refs.child() == nil)
        #expect(refs.constraint() == nil)
    }

    @Test func aConstraintOutlivingItsViewsReportsNoItems() {
        var constraint: NSLayoutConstraint?
        do {
            let view = View()
            constraint = view.widthAnchor.constraint(equalToConstant: 10)
        }
        #expect(constraint?.firstItem == nil)
        var lines: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = saved }
        constraint?.isActive = true
        #expect(constraint?.isActive == false)
        #expect(lines.count == 1)
    }
}
