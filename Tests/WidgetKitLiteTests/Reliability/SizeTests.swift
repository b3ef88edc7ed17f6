import Foundation
import Testing
import WidgetKitLite

/// Tiny, huge and rapidly changing window sizes on the demo-like tree: no crash, and the
/// layout is right once the size settles.
@MainActor @Suite struct SizeTests {
    /// Runs the clock until nothing moves, then expects the layout right and the frame on
    /// screen equal to a full repaint.
    private func expectSettled(_ app: FuzzApp, size: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
        app.screen.advance(by: 1)
        for _ in 0..<20 where !app.screen.isIdle { app.screen.advance(by: 0.5) }
        #expect(app.window.bounds.size == size, sourceLocation: sourceLocation)
        #expect(app.layoutProblems() == [], sourceLocation: sourceLocation)
        #expect(app.screen.snapshot() == app.screen.fullRepaint(), "damage missed pixels", sourceLocation: sourceLocation)
        #expect(app.screen.isIdle && !app.screen.isFrameTimerActive, sourceLocation: sourceLocation)
    }

    @Test func zeroAndOnePointRequestsBecomeOnePixel() {
        let app = FuzzApp(size: CGSize(width: 320, height: 240))
        app.push(fullScreen: false)
        app.screen.advance(by: 0.1)
        app.screen.resize(to: .zero)
        app.screen.advance(by: 0.1)
        #expect(app.screen.snapshot().width == 1 && app.screen.snapshot().height == 1)
        app.screen.click(at: CGPoint(x: 0, y: 0))
        app.screen.key("f")
        app.screen.resize(to: CGSize(width: 1, height: 1))
        expectSettled(app, size: CGSize(width: 1, height: 1))
        app.screen.resize(to: CGSize(width: 320, height: 240))
        expectSettled(app, size: CGSize(width: 320, height: 240))
        let stack = app.currentNavigation.viewControllers
        let expected = app.model.stacks[app.currentIndex].stack
        #expect(stack.count == expected.count && zip(stack, expected).allSatisfy { $0 === $1 })
    }

    @Test func aHugeRequestIsServed() {
        let app = FuzzApp(size: CGSize(width: 320, height: 240))
        let huge = CGSize(width: 8192, height: 8192)
        app.screen.resize(to: huge)
        app.push(fullScreen: true)
        app.screen.advance(by: 0.2)
        expectSettled(app, size: huge)
        #expect(app.tabs.isTabBarHidden)
        app.screen.resize(to: CGSize(width: 320, height: 240))
        app.pop()
        expectSettled(app, size: CGSize(width: 320, height: 240))
        #expect(!app.tabs.isTabBarHidden)
    }

    @Test func twoHundredResizesInTwoSecondsDuringTransitionsAndFades() {
        let app = FuzzApp(size: CGSize(width: 320, height: 240))
        var rng = SplitMix64(seed: 200)
        let sizes: [CGSize] = [.zero, CGSize(width: 1, height: 1), CGSize(width: 2000, height: 1200), CGSize(width: 33, height: 480)]
        for i in 0..<200 {
            let size =
                i % 10 < sizes.count
                ? sizes[i % 10]
                : CGSize(width: CGFloat.random(in: 1...800, using: &rng).rounded(), height: CGFloat.random(in: 1...600, using: &rng).rounded())
            app.screen.resize(to: size)
            switch i % 25 {
            case 0: app.push(fullScreen: i % 50 == 0)
            case 7: app.toggleVisibleBottomBar()
            case 13: app.pop()
            case 19: app.toggleTabBar()
            default: break
            }
            app.screen.advance(by: 0.01)
        }
        #expect(app.screen.now <= 2.0 + 1e-9)
        app.screen.resize(to: CGSize(width: 320, height: 240))
        expectSettled(app, size: CGSize(width: 320, height: 240))
        #expect(app.currentNavigation.visibleViewController === app.currentNavigation.topViewController)
    }

    @Test func aScreenOfNoSizeOrANaNSizeIsOnePoint() {
        for size in [CGSize.zero, CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: .infinity)] {
            let lines = capturingDiagnostics {
                let screen = HeadlessScreen(size: size)
                let window = screen.makeWindow()
                screen.advance(by: 0.1)
                let shown = screen.snapshot()
                #expect(window.bounds.width >= 1 && window.bounds.height >= 1)
                #expect(shown.width >= 1 && shown.height >= 1)
            }
            #expect(lines.count == (size.width.isFinite && size.height.isFinite ? 0 : 1), "\(lines)")
        }
    }
}
