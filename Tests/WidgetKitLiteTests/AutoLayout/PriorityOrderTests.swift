import Foundation
import Testing
import WidgetKitLite

/// A higher priority wins over any number of lower ones, however large their errors, as UIKit
/// documents ("higher-priority constraints are satisfied before lower-priority ones").
@MainActor @Suite struct PriorityOrderTests {
    func box(in layout: AutoLayoutRoot) -> View {
        let v = layout.add(View())
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor),
            v.topAnchor.constraint(equalTo: layout.root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        return v
    }

    @Test func onePriorityStepBeatsTwoConstraintsBelowIt() {
        let layout = AutoLayoutRoot()
        let v = box(in: layout)
        let wide = (0..<2).map { _ in v.widthAnchor.constraint(equalToConstant: 300) }
        for c in wide { c.priority = .defaultLow }
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow + 1
        NSLayoutConstraint.activate(wide + [narrow])
        layout.root.layoutIfNeeded()
        #expect(v.frame.width == 100)
    }

    @Test func aLargeErrorAtALowerPriorityStillLoses() {
        let layout = AutoLayoutRoot()
        let v = box(in: layout)
        let want = v.widthAnchor.constraint(equalToConstant: 100)
        want.priority = .defaultHigh + 1
        let zero = v.widthAnchor.constraint(equalToConstant: 0)
        zero.priority = .defaultHigh
        let atMostZero = v.widthAnchor.constraint(lessThanOrEqualToConstant: 0)
        atMostZero.priority = .defaultHigh
        NSLayoutConstraint.activate([want, zero, atMostZero])
        layout.root.layoutIfNeeded()
        #expect(v.frame.width == 100)
    }

    @Test func withinOnePriorityTheErrorsAreBalanced() {
        let layout = AutoLayoutRoot()
        let v = box(in: layout)
        let a = v.widthAnchor.constraint(equalToConstant: 100)
        let b = v.widthAnchor.constraint(equalToConstant: 300)
        let c = v.widthAnchor.constraint(equalToConstant: 300)
        for x in [a, b, c] { x.priority = .defaultLow }
        NSLayoutConstraint.activate([a, b, c])
        layout.root.layoutIfNeeded()
        // Two errors of 0 beat one of 200 (the sum of errors is least at 300).
        #expect(v.frame.width == 300)
    }
}
