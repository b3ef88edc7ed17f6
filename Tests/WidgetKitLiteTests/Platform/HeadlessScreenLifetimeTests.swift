import Foundation
import Testing
@testable import WidgetKitLite

/// A screen that goes away takes its windows, their views and its frame loop with it (the
/// loop does not keep the windows it runs alive), also while an animation runs.
@MainActor
@Suite struct HeadlessScreenLifetimeTests {
    @Test(arguments: [false, true])
    func aScreenGoingAwayFreesItsWindowsViewsAndLoop(animating: Bool) {
        weak var weakWindow: Window?
        weak var weakLoop: FrameLoop?
        weak var weakView: View?
        do {
            let screen = HeadlessScreen(size: CGSize(width: 100, height: 100))
            let window = screen.makeWindow()
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .white
            window.addSubview(view)
            screen.advance(by: 0.1)
            if animating {
                View.animate(withDuration: 5) { view.alpha = 0.2 }
                screen.advance(by: 0.1)
                #expect(!screen.frameLoop.isIdle)
            }
            weakWindow = window
            weakLoop = screen.frameLoop
            weakView = view
        }
        #expect(weakWindow == nil)
        #expect(weakLoop == nil)
        #expect(weakView == nil)
    }

    /// A window kept by its owner keeps running frames on its screen's loop.
    @Test func aWindowKeptByTheScreenStillRunsFrames() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let window = screen.makeWindow()
            window.addSubview(view)
        }
        screen.advance(by: 0.1)
        View.animate(withDuration: 0.2) { view.alpha = 0 }
        screen.advance(by: 0.3)
        #expect(view.presentationAlpha == 0)
        #expect(screen.frameLoop.clients.count == 1)
    }
}
