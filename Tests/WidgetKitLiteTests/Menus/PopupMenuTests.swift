import Foundation
import Testing

@testable import WidgetKitLite

/// Menus in popup windows of their own (X11's override-redirect windows; here the headless
/// screen's popup surfaces): placed within the screen rather than the window, the pointer
/// grabbed while they are open, input from the popups and from outside reaching the session.
@MainActor @Suite struct PopupMenuTests {
    /// An 800 × 600 screen with a window 800 × 200 at its top-left corner that shows menus
    /// in popup windows.
    private func fixture() -> (screen: HeadlessScreen, window: Window) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
        screen.host.makesPopupSurfaces = true
        let window = Window(size: CGSize(width: 800, height: 200))
        screen.adopt(window)
        window.show()
        screen.runFrame()
        return (screen, window)
    }

    private func menu(_ titles: [String], chosen: @escaping (String) -> Void = { _ in }) -> Menu {
        Menu(children: titles.map { title in Action(title: title) { _ in chosen(title) } })
    }

    /// The popup window showing level `level` of `session`.
    private func popup(_ session: MenuSession, level: Int = 0) -> Window? {
        session.levels[level].window
    }

    /// Delivers `event` to `window` as its host would.
    private func send(_ event: PlatformEvent, to window: Window) {
        guard let surface = window.surface else { return }
        window.surface(surface, didReceive: event)
    }

    @Test func aMenuNearTheWindowsBottomEdgeOpensBelowItInAPopupOnTheScreen() throws {
        let (screen, window) = fixture()
        let titles = (1...8).map { "Item \($0)" }
        let session = try #require(window.presentMenu(menu(titles), anchor: CGRect(x: 780, y: 190, width: 0, height: 0)))
        screen.runFrame()
        let view = session.levels[0]
        let popupWindow = try #require(popup(session))
        #expect(popupWindow !== window, "the menu is in a window of its own")
        #expect(!window.subviews.contains { $0 is MenuOverlayView }, "nothing is added to the window")
        let surface = try #require(popupWindow.surface as? HeadlessSurface)
        let origin = try #require(surface.originOnScreen)
        let frame = CGRect(origin: origin, size: popupWindow.bounds.size)
        #expect(frame.maxY > window.bounds.maxY, "reaches past the window's bottom edge: \(frame)")
        #expect(frame.maxX <= 800 && frame.maxY <= 600, "kept inside the screen: \(frame)")
        #expect(frame.minX < 780, "flipped to the left of the anchor near the screen's right edge: \(frame)")
        #expect(view.bounds.size == popupWindow.bounds.size)
        #expect((window.surface as? HeadlessSurface)?.isGrabbingPointer == true, "the window grabs the pointer")
        session.end()
        #expect(surface.isClosed, "closing the menu destroys its popup window")
        #expect((window.surface as? HeadlessSurface)?.isGrabbingPointer == false, "and releases the grab")
        #expect(window.eventDispatcher.pointerCapture == nil && window.eventDispatcher.keyboardCapture == nil)
        #expect(window.menuSession == nil)
    }

    @Test func hoverAndClickInThePopupChooseTheRowAfterTheMenuCloses() throws {
        let (screen, window) = fixture()
        var chosen: [String] = []
        var closedWhenRun = false
        let session = try #require(
            window.presentMenu(
                menu(["Open", "Save", "Close"]) { title in
                    chosen.append(title)
                    closedWhenRun = window.menuSession == nil
                }, anchor: CGRect(x: 40, y: 40, width: 0, height: 0)))
        screen.runFrame()
        let popupWindow = try #require(popup(session))
        let view = session.levels[0]
        let row = view.rowFrame(at: 1)
        let point = CGPoint(x: row.midX, y: row.midY)
        send(.pointerMoved(location: point, modifiers: [], time: screen.now), to: popupWindow)
        #expect(view.highlightedIndex == 1, "hovering the popup highlights the row under the pointer")
        // Without a window manager the focus follows the pointer onto the popup.
        send(.keyDown(key: "Down", text: nil, modifiers: [], time: screen.now), to: popupWindow)
        #expect(view.highlightedIndex == 2, "keys that reach the popup move the highlight")
        send(.keyDown(key: "Up", text: nil, modifiers: [], time: screen.now), to: popupWindow)
        send(.pointerDown(location: point, button: 1, modifiers: [], time: screen.now), to: popupWindow)
        send(.pointerUp(location: point, button: 1, modifiers: [], time: screen.now), to: popupWindow)
        #expect(chosen == ["Save"])
        #expect(closedWhenRun, "the action runs after the menu closed")
        #expect((popupWindow.surface as? HeadlessSurface) == nil || popupWindow.surface == nil)
        #expect(!session.isActive)
    }

    @Test func aPressOutsideEveryMenuEndsTheSessionAndGoesNoFurther() throws {
        let (screen, window) = fixture()
        var tapped = 0
        let button = Button(frame: CGRect(x: 400, y: 100, width: 120, height: 40))
        button.setTitle("Below", for: .normal)
        button.addAction(Action(title: "") { _ in tapped += 1 }, for: .touchUpInside)
        window.addSubview(button)
        screen.runFrame()
        let session = try #require(window.presentMenu(menu(["A", "B"]), anchor: CGRect(x: 40, y: 40, width: 0, height: 0)))
        screen.runFrame()
        // Outside the window too: the grab reports it to the window, in its coordinates.
        screen.press(at: CGPoint(x: 300, y: 450))
        screen.release(at: CGPoint(x: 300, y: 450))
        #expect(!session.isActive, "a press below the window, outside every menu, ends the session")
        let again = try #require(window.presentMenu(menu(["A", "B"]), anchor: CGRect(x: 40, y: 40, width: 0, height: 0)))
        screen.click(at: CGPoint(x: 460, y: 120))
        #expect(!again.isActive)
        #expect(tapped == 0, "the press that closes the menu does not reach the button under it")
        screen.click(at: CGPoint(x: 460, y: 120))
        #expect(tapped == 1, "once closed, the window takes clicks again")
    }

    @Test func keysOpenASubmenuInASecondPopupBesideItsRowAndEscapeClosesThemInTurn() throws {
        let (screen, window) = fixture()
        var chosen: [String] = []
        let root = Menu(children: [
            Action(title: "First") { _ in chosen.append("First") },
            Menu(title: "More", children: [Action(title: "Deep") { _ in chosen.append("Deep") }]),
        ])
        let session = try #require(window.presentMenu(root, anchor: CGRect(x: 40, y: 40, width: 0, height: 0)))
        screen.runFrame()
        screen.key("Down")
        screen.key("Down")
        screen.key("Right")
        #expect(session.levels.count == 2)
        let rootPopup = try #require(popup(session, level: 0))
        let subPopup = try #require(popup(session, level: 1))
        let rootOrigin = try #require(rootPopup.surface?.originOnScreen)
        let subOrigin = try #require(subPopup.surface?.originOnScreen)
        #expect(subOrigin.x >= rootOrigin.x + rootPopup.bounds.width - 4, "the submenu opens beside the root menu")
        let rowTop = rootOrigin.y + session.levels[0].rowFrame(at: 1).minY
        #expect(abs(subOrigin.y - rowTop) <= 8, "level with its row: \(subOrigin.y) vs \(rowTop)")
        screen.key("Escape")
        #expect(session.levels.count == 1 && subPopup.surface == nil, "Escape closes the submenu's popup")
        screen.key("Right")
        screen.key("Return")
        #expect(chosen == ["Deep"])
        #expect(rootPopup.surface == nil && !session.isActive)
    }

    @Test func closingTheWindowClosesItsMenus() throws {
        let (screen, window) = fixture()
        var chosen = 0
        let root = Menu(children: [Action(title: "A") { _ in chosen += 1 }, Menu(title: "B", children: [Action(title: "C") { _ in chosen += 1 }])])
        let session = try #require(window.presentMenu(root, anchor: CGRect(x: 40, y: 40, width: 0, height: 0)))
        screen.key("Down")
        screen.key("Down")
        screen.key("Right")
        let popups = session.levels.compactMap { $0.window }
        let surfaces = popups.compactMap { $0.surface as? HeadlessSurface }
        #expect(surfaces.count == 2)
        let anchorSurface = try #require(window.surface as? HeadlessSurface)
        window.close()
        #expect(!session.isActive && chosen == 0)
        let allClosed = surfaces.allSatisfy { $0.isClosed }
        #expect(allClosed, "both popups are destroyed")
        #expect(!anchorSurface.isGrabbingPointer, "the grab is released")
    }

    @Test func aPopupOrTheWindowDestroyedFromOutsideEndsTheSession() throws {
        let (screen, window) = fixture()
        let root = Menu(children: [Action(title: "A") { _ in }, Menu(title: "B", children: [Action(title: "C") { _ in }])])
        let session = try #require(window.presentMenu(root, anchor: CGRect(x: 40, y: 40, width: 0, height: 0)))
        screen.key("Down")
        screen.key("Down")
        screen.key("Right")
        let popups = session.levels.compactMap { $0.window }
        let surfaces = popups.compactMap { $0.surface as? HeadlessSurface }
        let sub = try #require(popups.last?.surface)
        // The connection broke: the submenu's popup is gone, and with it the whole session.
        popups.last?.surface(sub, didReceive: .destroyed)
        #expect(!session.isActive && window.menuSession == nil)
        #expect(surfaces.first?.isClosed == true, "the root menu's popup is destroyed too")
        #expect((window.surface as? HeadlessSurface)?.isGrabbingPointer == false)
        // The anchoring window destroyed from outside ends its session.
        let again = try #require(window.presentMenu(root, anchor: CGRect(x: 40, y: 40, width: 0, height: 0)))
        let anchor = try #require(window.surface)
        window.surface(anchor, didReceive: .destroyed)
        #expect(!again.isActive)
    }

    @Test func withoutPopupWindowsMenusStayInTheWindow() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
        var theme = Theme.light
        theme.menus.showsPopupWindows = false
        let themed = HeadlessScreen(size: CGSize(width: 800, height: 600), theme: theme)
        for (screen, expectsPopups) in [(screen, true), (themed, false)] {
            screen.host.makesPopupSurfaces = true
            let window = screen.makeWindow()
            let session = try #require(window.presentMenu(menu(["A"]), anchor: CGRect(x: 10, y: 10, width: 0, height: 0)))
            #expect((session.levels[0].window !== window) == expectsPopups)
            #expect(window.subviews.contains { $0 is MenuOverlayView } == !expectsPopups)
            session.end()
        }
    }
}
