import Foundation
import Testing
import WidgetKitLite

/// A delegate that records the release and may move the target.
@MainActor
final class TargetLog: ScrollViewDelegate {
    var velocity: CGPoint?
    var target: CGPoint?
    var snap: CGFloat?
    var offsetAtRelease: CGPoint = .zero
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        self.velocity = velocity
        offsetAtRelease = scrollView.contentOffset
        target = targetContentOffset.pointee
        if let snap { targetContentOffset.pointee.y = (targetContentOffset.pointee.y / snap).rounded() * snap }
    }
}

/// A delegate that answers with a NaN target.
@MainActor
final class NaNTarget: ScrollViewDelegate {
    var projected: CGPoint = .zero
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        projected = targetContentOffset.pointee
        targetContentOffset.pointee.y = .nan
    }
}

@MainActor @Suite struct ScrollTargetOffsetTests {
    @Test func theReleaseReportsUIKitsProjectedTargetAndTheContentRestsThere() {
        let f = ScrollFixture()
        let log = TargetLog()
        f.scrollView.delegate = log
        // 100 pt up in 0.1 s: 1000 pt/s, 1 pt/ms.
        f.screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), duration: 0.1)
        let v = log.velocity ?? .zero
        #expect(abs(v.y - 1) < 0.05 && v.x == 0)
        let target = log.target ?? .zero
        // UIKit's projection, v · 0.998/0.002 (≈ 499 pt), less the share of the stop speed (5 pt).
        let rate = ScrollView.DecelerationRate.normal.rawValue
        #expect(abs(target.y - log.offsetAtRelease.y - v.y * rate / (1 - rate)) < 6)
        f.screen.advance(by: 5)
        #expect(abs(f.offset.y - target.y) <= 0.5)
        f.expectIdle()
    }

    @Test func theDelegateCanMoveTheTarget() {
        let f = ScrollFixture()
        let log = TargetLog()
        log.snap = 50
        f.scrollView.delegate = log
        f.screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 170), duration: 0.1)
        f.screen.advance(by: 5)
        #expect(f.offset.y.truncatingRemainder(dividingBy: 50) == 0)
        #expect(abs(f.offset.y - ((log.target?.y ?? 0) / 50).rounded() * 50) <= 0.5)
        f.expectIdle()
    }

    @Test func aNonFiniteTargetIsReplacedByTheProjection() {
        let f = ScrollFixture()
        let log = NaNTarget()
        f.scrollView.delegate = log
        let lines = capturingDiagnostics {
            f.screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), duration: 0.1)
        }
        #expect(lines.count == 1)
        f.screen.advance(by: 5)
        #expect(abs(f.offset.y - log.projected.y) <= 0.5)
        f.expectIdle()
    }

    @Test func pagingRestsOnPageBoundaries() {
        let f = ScrollFixture()
        f.scrollView.isPagingEnabled = true
        // A slow, short drag goes back to the page it started on…
        f.screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), duration: 1)
        f.screen.advance(by: 3)
        #expect(f.offset.y == 0)
        // …a fling turns the page.
        f.screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 200), duration: 0.05)
        f.screen.advance(by: 3)
        #expect(f.offset.y == 300)
        f.expectIdle()
    }

    @Test func aClickOnTheNavigationBarScrollsThePageToTheTop() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let page = ViewController()
        page.title = "List"
        let navigation = NavigationController(rootViewController: page)
        window.rootViewController = navigation
        let scrollView = ScrollView(frame: page.view.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 3000)
        page.view.addSubview(scrollView)
        screen.advance(by: 0)
        let top = scrollView.contentOffset.y
        scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        screen.click(at: CGPoint(x: 300, y: 22))
        screen.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == top)
        scrollView.scrollsToTop = false
        scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        screen.click(at: CGPoint(x: 300, y: 22))
        screen.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 1200)
    }
}
