import Foundation
import Testing
import WidgetKitLite

/// Autoresizing follows UIKit's springs and struts: a change of the superview's size is
/// shared among the flexible parts of each axis (left margin, width, right margin) in
/// proportion to their current lengths; the axes are independent.
@MainActor @Suite struct AutoresizingTests {
    typealias Mask = View.AutoresizingMask

    /// A child at x 20, width 60 in a 200-wide superview (margins 20 and 120) after the
    /// superview grows by 100: the expected x and width for each horizontal combination.
    static let horizontalCases: [(Mask, CGFloat, CGFloat)] = [
        ([], 20, 60),
        ([.flexibleLeftMargin], 120, 60),
        ([.flexibleWidth], 20, 160),
        ([.flexibleRightMargin], 20, 60),
        ([.flexibleLeftMargin, .flexibleWidth], 20 + 25, 60 + 75),
        ([.flexibleLeftMargin, .flexibleRightMargin], 20 + 100 * 20 / 140, 60),
        ([.flexibleWidth, .flexibleRightMargin], 20, 60 + 100 * 60 / 180),
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 30, 90),
    ]

    /// The same for the vertical axis (top margin, height, bottom margin).
    static let verticalCases: [(Mask, CGFloat, CGFloat)] = [
        ([], 20, 60),
        ([.flexibleTopMargin], 120, 60),
        ([.flexibleHeight], 20, 160),
        ([.flexibleBottomMargin], 20, 60),
        ([.flexibleTopMargin, .flexibleHeight], 45, 135),
        ([.flexibleTopMargin, .flexibleBottomMargin], 20 + 100 * 20 / 140, 60),
        ([.flexibleHeight, .flexibleBottomMargin], 20, 60 + 100 * 60 / 180),
        ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], 30, 90),
    ]

    @Test(arguments: 0..<8, 0..<8)
    func everyMaskCombinationWhenTheSuperviewGrows(horizontal: Int, vertical: Int) {
        let (hMask, x, width) = Self.horizontalCases[horizontal]
        let (vMask, y, height) = Self.verticalCases[vertical]
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        child.autoresizingMask = hMask.union(vMask)
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let f = child.frame
        #expect(abs(f.minX - x) < 1e-9 && abs(f.width - width) < 1e-9, "mask \(hMask.rawValue): \(f)")
        #expect(abs(f.minY - y) < 1e-9 && abs(f.height - height) < 1e-9, "mask \(vMask.rawValue): \(f)")
    }

    @Test(arguments: 0..<8)
    func growingAndShrinkingBackRestoresTheFrame(horizontal: Int) {
        let mask = Self.horizontalCases[horizontal].0.union(Self.verticalCases[horizontal].0)
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 330, height: 270)
        parent.frame.size = CGSize(width: 200, height: 200)
        let f = child.frame
        #expect(abs(f.minX - 20) < 1e-9 && abs(f.width - 60) < 1e-9 && abs(f.minY - 20) < 1e-9 && abs(f.height - 60) < 1e-9)
    }

    @Test func flexibleWidthNeverGoesNegative() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = View(frame: CGRect(x: 10, y: 0, width: 180, height: 100))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size.width = 0
        #expect(child.frame.width == 0 && child.frame.minX == 10)
    }

    @Test func flexiblePartsOfZeroLengthShareTheChangeEqually() {
        let parent = View(frame: .zero)
        let child = View(frame: .zero)
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 100, height: 0)
        #expect(child.frame == CGRect(x: 50, y: 0, width: 50, height: 0))
    }

    @Test func onlyFlexiblePartsWithLengthTakeTheChange() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight, .flexibleBottomMargin]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 160, height: 140)
        // Horizontally only the width has length: it takes everything. Vertically the height
        // is 0 and the bottom margin 100: the margin takes everything.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 160, height: 0))
    }

    @Test func resizingTheWindowResizesNestedViews() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let page = View(frame: window.bounds)
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let footer = View(frame: CGRect(x: 0, y: 260, width: 400, height: 40))
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let badge = View(frame: CGRect(x: 360, y: 10, width: 30, height: 30))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        window.addSubview(page)
        page.addSubview(footer)
        page.addSubview(badge)
        screen.resize(to: CGSize(width: 640, height: 480))
        screen.advance(by: 0)
        #expect(page.frame == CGRect(x: 0, y: 0, width: 640, height: 480))
        #expect(footer.frame == CGRect(x: 0, y: 440, width: 640, height: 40))
        #expect(badge.frame == CGRect(x: 600, y: 10, width: 30, height: 30))
        screen.resize(to: CGSize(width: 400, height: 300))
        screen.advance(by: 0)
        #expect(footer.frame == CGRect(x: 0, y: 260, width: 400, height: 40))
        #expect(badge.frame == CGRect(x: 360, y: 10, width: 30, height: 30))
        #expect(screen.isIdle)
    }

    @Test func aViewAddedLaterUsesTheSizeItWasAddedAt() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.frame.size = CGSize(width: 100, height: 100)
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 150, height: 100)
        #expect(child.frame.width == 150)
    }
}
