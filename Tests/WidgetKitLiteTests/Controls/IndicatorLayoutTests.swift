import Foundation
import Testing
import WidgetKitLite

/// The steppers and page controls take their intrinsic sizes in Auto Layout and in stack views.
@MainActor @Suite struct IndicatorLayoutTests {
    @Test func constraintsPlaceThemAtTheirIntrinsicSizes() {
        let f = Fixture()
        let stepper = Stepper()
        let pages = PageControl()
        pages.numberOfPages = 4
        for view in [stepper, pages] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            f.root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            stepper.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 20),
            stepper.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 20),
            pages.centerXAnchor.constraint(equalTo: f.root.centerXAnchor),
            pages.topAnchor.constraint(equalTo: stepper.bottomAnchor, constant: 10),
        ])
        f.screen.runFrame()
        #expect(stepper.frame == CGRect(x: 20, y: 20, width: 94, height: 32))
        #expect(pages.frame == CGRect(x: 160 - 71.0 / 2, y: 62, width: 71, height: 26))
        pages.numberOfPages = 6
        f.screen.runFrame()
        #expect(pages.frame.width == 103, "a new count re-lays it out")
        f.expectIdle()
    }

    @Test func aStackViewLinesThemUp() {
        let f = Fixture()
        let spinner = ActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = false
        let stepper = Stepper()
        let stack = StackView(arrangedSubviews: [spinner, stepper])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 8
        stack.frame = CGRect(x: 10, y: 10, width: 122, height: 40)
        f.root.addSubview(stack)
        f.screen.runFrame()
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.frame.minX == spinner.frame.maxX + 8)
        f.expectIdle()
    }
}
