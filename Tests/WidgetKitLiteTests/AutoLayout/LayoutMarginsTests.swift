import Foundation
import Testing
import WidgetKitLite

/// Layout margins and the margins guide, as UIKit documents them: 8 points on each side of
/// a plain view; at least `systemMinimumLayoutMargins` (20 leading and trailing) on a view
/// controller's root view; directional margins; margins measured from the safe area while
/// `insetsLayoutMarginsFromSafeArea`.
@MainActor @Suite struct LayoutMarginsTests {
    @Test func aPlainViewHasMarginsOf8AndTheGuideInsetsItsBounds() {
        let f = AutoLayoutRoot()
        let child = f.add(View())
        NSLayoutConstraint.activate(child.edges(to: f.root.layoutMarginsGuide))
        f.root.layoutIfNeeded()
        #expect(f.root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(f.root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(child.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
        #expect(f.root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 284))
    }

    @Test func marginAttributesOfTheOldAPIAgreeWithTheGuide() {
        let f = AutoLayoutRoot()
        let child = f.add(View())
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: f.root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: f.root, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: f.root, attribute: .topMargin, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .bottom, relatedBy: .equal, toItem: f.root, attribute: .bottomMargin,
                multiplier: 1, constant: 0),
        ])
        f.root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
        f.root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        f.root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 2, y: 1, width: 394, height: 296))
    }

    @Test func directionalMarginsMoveThePinnedView() {
        let f = AutoLayoutRoot()
        let child = f.add(View())
        NSLayoutConstraint.activate(child.edges(to: f.root.layoutMarginsGuide))
        f.root.layoutIfNeeded()
        f.root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 12, trailing: 40)
        #expect(f.root.layoutMargins == EdgeInsets(top: 10, left: 30, bottom: 12, right: 40))
        f.root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 10, width: 330, height: 278))
        // The change is laid out in the next frame without asking.
        f.root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        f.screen.advance(by: 0)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func aViewControllersRootViewKeepsTheSystemMinimumOnItsSides() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let vc = ViewController()
        window.rootViewController = vc
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(child)
        NSLayoutConstraint.activate(child.edges(to: vc.view.layoutMarginsGuide))
        screen.advance(by: 0)
        #expect(vc.systemMinimumLayoutMargins.leading == 20 && vc.systemMinimumLayoutMargins.trailing == 20)
        #expect(vc.view.directionalLayoutMargins.leading == 20 && vc.view.directionalLayoutMargins.trailing == 20)
        let top = vc.view.layoutMargins.top, bottom = vc.view.layoutMargins.bottom
        #expect(child.frame == CGRect(x: 20, y: top, width: 360, height: 300 - top - bottom))
        // Custom margins: the greater of them and the minimum, edge by edge.
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 4, bottom: 6, trailing: 30)
        screen.advance(by: 0)
        #expect(vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 6, trailing: 30))
        #expect(child.frame == CGRect(x: 20, y: 5, width: 350, height: 289))
        // Not respecting the minimum: the custom values alone.
        vc.viewRespectsSystemMinimumLayoutMargins = false
        screen.advance(by: 0)
        #expect(child.frame == CGRect(x: 4, y: 5, width: 366, height: 289))
        // A subview of the root view keeps plain margins of 8.
        #expect(child.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func marginsAreMeasuredFromTheSafeAreaUnlessToldOtherwise() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let vc = ViewController()
        vc.viewRespectsSystemMinimumLayoutMargins = false
        window.rootViewController = vc
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        vc.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 5, bottom: 20, right: 0)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(child)
        NSLayoutConstraint.activate(child.edges(to: vc.view.layoutMarginsGuide))
        screen.advance(by: 0)
        #expect(vc.view.safeAreaInsets == EdgeInsets(top: 30, left: 5, bottom: 20, right: 0))
        #expect(vc.view.insetsLayoutMarginsFromSafeArea)
        #expect(child.frame == CGRect(x: 13, y: 38, width: 379, height: 234))
        vc.view.insetsLayoutMarginsFromSafeArea = false
        screen.advance(by: 0)
        #expect(child.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
        vc.view.insetsLayoutMarginsFromSafeArea = true
        vc.additionalSafeAreaInsets = .zero
        screen.advance(by: 0)
        #expect(child.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
        vc.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        screen.advance(by: 0)
        #expect(child.frame == CGRect(x: 8, y: 8, width: 384, height: 234))
    }

    @Test func preservingTheSuperviewsMarginsWhereTheViewReachesIntoThem() {
        let f = AutoLayoutRoot()
        f.root.layoutMargins = EdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let container = f.add(View())
        let content = f.add(View(), to: container)
        NSLayoutConstraint.activate(container.edges(to: f.root, inset: 10) + content.edges(to: container.layoutMarginsGuide))
        f.root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
        #expect(content.frame == CGRect(x: 8, y: 8, width: 364, height: 264))
        container.preservesSuperviewLayoutMargins = true
        f.root.layoutIfNeeded()
        // The superview's 30 reach 20 into the container, more than its own 8.
        #expect(content.frame == CGRect(x: 20, y: 20, width: 340, height: 240))
    }
}
