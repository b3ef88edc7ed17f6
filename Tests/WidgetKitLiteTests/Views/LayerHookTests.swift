import Foundation
import Testing
@testable import WidgetKitLite

/// The hooks the view layer owns for the layers above it: the window's input block, the
/// hover and focus hook, the drag sharing of scroll views and the close observer.
@MainActor @Suite struct LayerHookTests {
    /// A view that counts the touches and presses it gets.
    private final class CountingView: View {
        var touches = 0, presses = 0
        override var canBecomeFocused: Bool { true }
        override func touchesBegan(_ touches: Set<Touch>, with event: WidgetKitLite.Event?) { self.touches += 1 }
        override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) { self.presses += 1 }
    }

    @Test func aPressWhileInputIsBlockedIsSwallowedAndDeliveredOnceTheLastBlockerUnblocks() {
        let f = Fixture()
        let view = CountingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        f.root.addSubview(view)
        let point = CGPoint(x: 50, y: 50)
        f.screen.click(at: point)
        #expect(view.touches == 1 && view.isFocused)
        let first = NSObject(), second = NSObject()
        f.window.setInputBlocked(true, by: first)
        f.window.setInputBlocked(true, by: second)
        f.window.setInputBlocked(true, by: second)
        #expect(f.window.isInputBlocked)
        f.screen.click(at: point)
        f.screen.key("a")
        #expect(view.touches == 1 && view.presses == 0)
        f.window.setInputBlocked(false, by: second)
        #expect(f.window.isInputBlocked, "another blocker still holds it")
        f.screen.click(at: point)
        #expect(view.touches == 1)
        f.window.setInputBlocked(false, by: first)
        #expect(!f.window.isInputBlocked)
        f.screen.click(at: point)
        f.screen.key("a")
        #expect(view.touches == 2 && view.presses == 1)
        f.expectIdle()
    }

    @Test func aPresentationBlocksInputFromItsBeginningToItsEnd() {
        let f = TabsFixture(width: 800, height: 300)
        var presses = 0
        let button = Button(title: "Below", primaryAction: Action { _ in presses += 1 })
        button.frame = CGRect(x: 2, y: 100, width: 36, height: 30)
        f.rootA.view.addSubview(button)
        f.screen.advance(by: 0)
        let below = button.convert(CGPoint(x: 18, y: 15), to: nil)
        let sheet = f.page("S")
        f.rootA.present(sheet, animated: true)
        #expect(f.window.isInputBlocked, "blocked as soon as the transition begins")
        f.screen.click(at: below)
        #expect(presses == 0)
        f.screen.advance(by: 1)
        #expect(!f.window.isInputBlocked)
        sheet.dismiss(animated: true)
        #expect(f.window.isInputBlocked)
        f.screen.advance(by: 1)
        #expect(!f.window.isInputBlocked)
        f.screen.click(at: below)
        #expect(presses == 1)
        // Without animation the transition ends within the call: input is never blocked after it.
        f.rootA.present(f.page("T"), animated: false)
        #expect(!f.window.isInputBlocked)
        f.rootA.dismiss(animated: false)
        #expect(!f.window.isInputBlocked)
        f.expectIdle()
    }

    /// A plain view that takes hover highlights, or refuses them for what it contains.
    private final class HoverView: View {
        var participation: HoverParticipation = .highlights
        var changes = 0
        override var hoverParticipation: HoverParticipation { participation }
        override func interactionStateDidChange() {
            changes += 1
            super.interactionStateDidChange()
        }
    }

    @Test func theHoverGoesToTheNearestViewThatDoesNotPass() {
        let f = Fixture()
        let outer = HoverView(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        let inner = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        outer.addSubview(inner)
        f.root.addSubview(outer)
        f.screen.move(to: CGPoint(x: 40, y: 40))
        #expect(outer.isHoverTarget && outer.changes == 1, "the plain subview passes to its superview")
        f.screen.move(to: CGPoint(x: 150, y: 100))
        #expect(outer.isHoverTarget && outer.changes == 1, "moving within the target changes nothing")
        f.screen.move(to: CGPoint(x: 300, y: 220))
        #expect(!outer.isHoverTarget && outer.changes == 2)
        outer.participation = .refuses
        f.screen.move(to: CGPoint(x: 40, y: 40))
        #expect(f.window.eventDispatcher.hover.hoverTarget == nil && outer.changes == 2)
        f.expectIdle()
    }

    @Test func aDisabledControlRefusesTheHover() {
        let f = Fixture()
        let button = Button(title: "B")
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        f.root.addSubview(button)
        f.screen.move(to: CGPoint(x: 40, y: 40))
        #expect(button.isHovered)
        button.isEnabled = false
        f.screen.move(to: CGPoint(x: 41, y: 40))
        #expect(!button.isHovered)
        f.expectIdle()
    }

    @Test func theFocusHookRunsForPlainViewsAndTheFocusRing() {
        let f = Fixture()
        final class FocusView: View {
            var changes = 0
            override var canBecomeFocused: Bool { true }
            override func interactionStateDidChange() { changes += 1 }
        }
        let view = FocusView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        f.root.addSubview(view)
        f.window.focus(view)
        #expect(view.changes == 1)
        f.window.eventDispatcher.hover.showFocusRing(false)
        #expect(view.changes == 2)
        f.window.focus(nil)
        #expect(view.changes == 3)
        f.expectIdle()
    }

    /// A recognizer around a scroll view that shares its drags: it takes them all
    /// (`takesAll`) or lets the list scroll and takes what goes past its top.
    private final class Sharer: GestureRecognizer, ScrollDragSharing {
        final class Handoff: ScrollDragHandoff {
            var pulls: [CGFloat] = []
            var releases: [CGFloat?] = []
            func follow(offset: CGFloat, top: CGFloat) -> Bool {
                let pull = max(0, top - offset)
                if pull > 0 { pulls.append(pull) }
                return pull > 0
            }
            func release(velocity: CGFloat?) -> Bool {
                releases.append(velocity)
                return !pulls.isEmpty
            }
        }
        var takesAll = false
        let share = Handoff()
        func takesDrag(from scrollView: ScrollView, translation: CGPoint) -> Bool { takesAll }
        func handoff(for scrollView: ScrollView) -> ScrollDragHandoff? { share }
    }

    @Test func aScrollViewSharesItsDragWithTheEnclosingSharer() {
        let f = ScrollFixture()
        let sharer = Sharer()
        f.window.addGestureRecognizer(sharer)
        #expect(f.scrollView.enclosingDragSharer === sharer)
        // Pulled down at its top: the sharer takes what goes past the top; the list stays there.
        f.screen.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 200), duration: 0.2)
        #expect(!sharer.share.pulls.isEmpty)
        #expect(sharer.share.releases.count == 1)
        #expect(f.offset.y == 0)
        f.screen.advance(by: 1)
        #expect(f.offset.y == 0, "no rubber band and no momentum: the sharer took the release")
        // A sharer that takes the drag: the list does not begin it.
        sharer.takesAll = true
        f.screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 100), duration: 0.2)
        f.screen.advance(by: 1)
        #expect(f.offset.y == 0 && sharer.share.releases.count == 1)
        // Without it, the same drag scrolls.
        sharer.takesAll = false
        f.screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 100), duration: 0.2)
        f.screen.advance(by: 2)
        #expect(f.offset.y > 100)
        f.expectIdle()
    }

    @Test func theCloseObserverHearsThatTheWindowClosed() throws {
        final class Observer: WindowCloseObserver {
            var closed: [Window] = []
            func windowDidClose(_ window: Window) { closed.append(window) }
        }
        let f = Fixture()
        let observer = Observer()
        f.window.closeObserver = observer
        let surface = try #require(f.window.surface)
        f.window.shouldClose = { false }
        f.window.surface(surface, didReceive: .closeRequested)
        #expect(observer.closed.isEmpty, "kept open")
        f.window.shouldClose = nil
        f.window.surface(surface, didReceive: .closeRequested)
        #expect(observer.closed.count == 1 && observer.closed[0] === f.window)
    }
}
