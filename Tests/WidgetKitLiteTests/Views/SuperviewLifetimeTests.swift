import Foundation
import Testing
@testable import WidgetKitLite

/// `View.superview` is a non-owning reference that is not `weak`: these check that it never
/// points at a view that is gone or no longer holds the child.
@MainActor @Suite struct SuperviewLifetimeTests {
    @Test func removingAViewClearsItsSuperview() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        #expect(child.superview === parent)
        child.removeFromSuperview()
        #expect(child.superview == nil)
        #expect(parent.subviews.isEmpty)
    }

    @Test func movingAViewPointsItAtItsNewSuperview() {
        let first = View(), second = View(), child = View()
        first.addSubview(child)
        second.addSubview(child)
        #expect(child.superview === second)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.count == 1)
    }

    @Test func aFreedSuperviewLeavesItsRetainedSubviewsWithoutOne() {
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = View(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        child.addSubview(grandchild)
        weak var freedParent: View?
        do {
            let parent = View(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
            parent.addSubview(child)
            freedParent = parent
            #expect(child.superview === parent)
            #expect(child.windowOrigin(presented: false) == CGPoint(x: 0, y: 0))
        }
        #expect(freedParent == nil)
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        #expect(child.window == nil)
        #expect(grandchild.isDescendant(of: child))
        // The child works as a root again.
        let other = View()
        other.addSubview(child)
        #expect(child.superview === other)
    }

    @Test func aSubclassWithItsOwnDeinitClearsItsSubviewsToo() {
        let child = View()
        let deinits = DeinitCount()
        do {
            let parent = DeinitCountingView(count: deinits)
            parent.addSubview(child)
        }
        #expect(deinits.value == 1)
        #expect(child.superview == nil)
    }

    @Test func aSubtreeMovedBetweenWindowsIsPaintedInTheNewOne() {
        let page = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Kept"
        page.addSubview(label)
        let first = HeadlessScreen(size: CGSize(width: 320, height: 240))
        let firstWindow = first.makeWindow()
        firstWindow.addSubview(page)
        first.advance(by: 0.1)
        #expect(label.window === firstWindow)
        #expect(firstWindow.renderer.layers.existingRecord(for: label) != nil)
        page.removeFromSuperview()
        #expect(page.superview == nil)
        #expect(label.window == nil)
        #expect(firstWindow.renderer.layers.existingRecord(for: label) == nil)
        let second = HeadlessScreen(size: CGSize(width: 320, height: 240))
        let secondWindow = second.makeWindow()
        secondWindow.addSubview(page)
        second.advance(by: 0.1)
        #expect(label.window === secondWindow)
        #expect(secondWindow.renderer.layers.existingRecord(for: label)?.contentIsValid == true)
    }
}

/// A view subclass with a plain `deinit` (as apps declare them).
private final class DeinitCountingView: View {
    required init?(coder: NSCoder) { nil }

    let count: DeinitCount
    init(count: DeinitCount) {
        self.count = count
        super.init(frame: .zero)
    }
    deinit { count.value += 1 }
}

/// How many `DeinitCountingView`s went away (written by their `deinit`, read on the test's actor).
private final class DeinitCount: @unchecked Sendable {
    var value = 0
}
