import Foundation
import Testing

@testable import WidgetKitLite

@MainActor @Suite struct MenuSessionTests {
    /// A fixture with a 400 × 300 window.
    private func fixture() -> Fixture { Fixture(width: 400, height: 300) }

    private func open(_ menu: Menu, in f: Fixture, at point: CGPoint = CGPoint(x: 20, y: 20)) -> MenuSession {
        let session = f.window.presentMenu(menu, anchor: CGRect(origin: point, size: .zero))
        f.screen.runFrame()
        return session!
    }

    /// The centre of row `index` of level `level`, in window coordinates.
    private func centre(_ session: MenuSession, level: Int = 0, row index: Int) -> CGPoint {
        let view = session.levels[level]
        let frame = view.convert(view.rowFrame(at: index), to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    private func highlighted(_ session: MenuSession, level: Int = 0) -> String? {
        let view = session.levels[level]
        return view.highlightedIndex.map { view.rows[$0].element?.title ?? "?" }
    }

    @Test func upAndDownSkipSeparatorsAndDisabledRowsAndStopAtTheEnds() {
        let f = fixture()
        let menu = Menu(children: [
            Action(title: "Cut") { _ in },
            Action(title: "Copy", attributes: .disabled) { _ in },
            Menu(options: .displayInline, children: [Action(title: "Paste") { _ in }, Action(title: "Hidden", attributes: .hidden) { _ in }]),
            Action(title: "Delete", attributes: .destructive) { _ in },
        ])
        let session = open(menu, in: f)
        #expect(session.levels[0].rows.map { $0.isSeparator ? "-" : $0.element!.title } == ["Cut", "Copy", "-", "Paste", "-", "Delete"])
        f.screen.key("Down")
        #expect(highlighted(session) == "Cut")
        f.screen.key("Down")
        #expect(highlighted(session) == "Paste")
        f.screen.key("Down")
        f.screen.key("Down")
        #expect(highlighted(session) == "Delete", "stays at the end")
        f.screen.key("Up")
        f.screen.key("Up")
        f.screen.key("Up")
        #expect(highlighted(session) == "Cut")
        f.screen.key("End")
        #expect(highlighted(session) == "Delete")
        f.screen.key("Home")
        #expect(highlighted(session) == "Cut")
        f.screen.key("Escape")
        #expect(!session.isActive && f.window.menuSession == nil)
        #expect(!f.window.subviews.contains { $0 is MenuOverlayView })
    }

    @Test func rightOpensASubmenuBesideItsRowAndLeftClosesIt() {
        let f = fixture()
        var chosen: [String] = []
        let menu = Menu(children: [
            Action(title: "New") { _ in },
            Menu(title: "Share", children: [Action(title: "Mail") { chosen.append($0.title) }, Action(title: "Print") { chosen.append($0.title) }]),
        ])
        let session = open(menu, in: f)
        f.screen.key("Down")
        f.screen.key("Down")
        f.screen.key("Right")
        #expect(session.levels.count == 2)
        #expect(highlighted(session, level: 1) == "Mail")
        let parentRow = session.levels[0].convert(session.levels[0].rowFrame(at: 1), to: nil)
        #expect(session.levels[1].frame.minX >= parentRow.maxX - 2 && abs(session.levels[1].frame.minY - parentRow.minY) < 0.5)
        f.screen.key("Left")
        #expect(session.levels.count == 1 && highlighted(session) == "Share")
        f.screen.key("Return")
        #expect(session.levels.count == 2, "Return on a submenu row opens it")
        f.screen.key("Down")
        f.screen.key("Escape")
        #expect(session.levels.count == 1 && session.isActive, "Escape closes one level")
        f.screen.key("Right")
        f.screen.key("Down")
        f.screen.key("space")
        #expect(chosen == ["Print"] && !session.isActive)
    }

    @Test func theActionRunsAfterTheMenuClosed() {
        let f = fixture()
        var menuWasOpen: Bool?
        var sessionActive: Bool?
        var session: MenuSession!
        let menu = Menu(children: [
            Action(title: "Save") { _ in
                menuWasOpen = f.window.subviews.contains { $0 is MenuOverlayView }
                sessionActive = session.isActive
            }
        ])
        session = open(menu, in: f)
        f.screen.click(at: centre(session, row: 0))
        #expect(menuWasOpen == false && sessionActive == false)
    }

    @Test func typeAheadFindsTitlesWithinTheDelay() {
        let f = fixture()
        let titles = ["Apple", "Banana", "Blueberry", "Cherry", "Bread"]
        let session = open(Menu(children: titles.map { Action(title: $0) { _ in } }), in: f)
        f.screen.type("b")
        #expect(highlighted(session) == "Banana")
        f.screen.advance(by: 0.2)
        f.screen.type("l")
        #expect(highlighted(session) == "Blueberry", "\"bl\" within the delay")
        f.screen.advance(by: 1.5)
        f.screen.type("b")
        #expect(highlighted(session) == "Bread", "a new search starts after the highlighted row")
        f.screen.advance(by: 1.5)
        f.screen.type("c")
        #expect(highlighted(session) == "Cherry")
        f.screen.type("z")
        #expect(highlighted(session) == "Cherry", "no match leaves the highlight")
    }

    @Test func hoverHighlightsAndAClickOutsideDismissesWithoutRunning() {
        let f = fixture()
        var runs = 0
        let session = open(Menu(children: [Action(title: "One") { _ in runs += 1 }, Action(title: "Two") { _ in runs += 1 }]), in: f)
        f.screen.move(to: centre(session, row: 1))
        #expect(highlighted(session) == "Two")
        f.screen.click(at: CGPoint(x: 390, y: 290))
        #expect(!session.isActive && runs == 0)
        #expect(f.window.hitTest(CGPoint(x: 30, y: 30)) === f.root, "the window takes input again")
    }

    @Test func aThousandRowsScrollAndOnlyTheVisibleOnesAreDrawn() {
        let f = fixture()
        let items = (0..<1000).map { i in Action(title: "Item \(i)") { _ in } }
        let session = open(Menu(children: items), in: f, at: CGPoint(x: 10, y: 10))
        let view = session.levels[0]
        #expect(view.frame.maxY <= 300 && view.frame.minY >= 0)
        #expect(view.visibleRows.count < 20)
        f.screen.key("End")
        #expect(highlighted(session) == "Item 999")
        #expect(view.scrollOffset == view.maximumScrollOffset)
        #expect(view.visibleRows.contains(999))
        f.screen.key("Home")
        #expect(view.scrollOffset == 0)
        // Arrows past the bottom of the view scroll it.
        for _ in 0..<view.visibleRows.count + 2 { f.screen.key("Down") }
        #expect(view.scrollOffset > 0)
        let offset = view.scrollOffset
        f.screen.scroll(dy: 120, at: centre(session, row: view.visibleRows.lowerBound + 2))
        #expect(view.scrollOffset == offset + 120)
        f.screen.runFrame()
        f.screen.click(at: centre(session, row: view.visibleRows.lowerBound + 1))
        #expect(!session.isActive)
    }

    @Test func tenLevelsOfSubmenusOpen() {
        let f = fixture()
        var chosen: String?
        var menu = Menu(title: "Level 10", children: [Action(title: "Deepest") { chosen = $0.title }])
        for level in stride(from: 9, through: 1, by: -1) {
            menu = Menu(title: "Level \(level)", children: [menu])
        }
        let session = open(menu, in: f, at: CGPoint(x: 5, y: 5))
        f.screen.key("Down")
        for _ in 0..<9 { f.screen.key("Right") }
        #expect(session.levels.count == 10)
        for view in session.levels {
            #expect(f.window.bounds.contains(view.frame), "every level stays inside the window")
        }
        f.screen.key("Return")
        #expect(chosen == "Deepest" && !session.isActive)
    }

    final class Editor: ViewController {
        var saves = 0
        func save(_ sender: Any?) { saves += 1 }
    }

    final class Elsewhere {
        func print(_ sender: Any?) {}
    }

    @Test func aCommandWithNoTargetIsDisabledAndOneWithATargetRuns() {
        let f = fixture()
        let editor = Editor()
        f.window.rootViewController = editor
        f.screen.runFrame()
        let menu = Menu(children: [Command(title: "Print", action: Elsewhere.print), Command(title: "Save", action: Editor.save)])
        let session = open(menu, in: f)
        #expect(session.levels[0].rows.map { $0.isEnabled } == [false, true])
        f.screen.click(at: centre(session, row: 0))
        #expect(session.isActive, "a disabled row does nothing")
        f.screen.key("Down")
        #expect(highlighted(session) == "Save")
        f.screen.key("Return")
        #expect(editor.saves == 1 && !session.isActive)
    }

    @Test func deferredElementsShowLoadingUntilTheyAnswer() {
        let f = fixture()
        var answer: (([MenuElement]) -> Void)?
        let deferred = DeferredMenuElement.uncached { completion in answer = completion }
        let session = open(Menu(children: [Action(title: "First") { _ in }, deferred]), in: f)
        #expect(session.levels[0].rows.map { $0.title(loadingTitle: "Loading…") } == ["First", "Loading…"])
        #expect(!session.levels[0].rows[1].isEnabled)
        answer?([Action(title: "Late 1") { _ in }, Action(title: "Late 2") { _ in }])
        #expect(session.levels[0].rows.map { $0.title(loadingTitle: "Loading…") } == ["First", "Late 1", "Late 2"])
    }

    @Test func keepsMenuPresentedRunsWithTheMenuOpen() {
        let f = fixture()
        var runs = 0
        let toggle = Action(title: "Toggle", attributes: .keepsMenuPresented) { action in
            runs += 1
            action.state = action.state == .on ? .off : .on
        }
        let session = open(Menu(children: [toggle]), in: f)
        f.screen.click(at: centre(session, row: 0))
        #expect(runs == 1 && session.isActive && toggle.state == .on)
    }

    @Test func badInputOpensNothingOrIsSanitisedWithOneLine() {
        let f = fixture()
        #expect(f.window.presentMenu(Menu(), anchor: .zero) == nil, "an empty menu opens nothing")
        #expect(f.window.presentMenu(Menu(children: [Action(title: "Hidden", attributes: .hidden) { _ in }]), anchor: .zero) == nil)
        #expect(!f.window.subviews.contains { $0 is MenuOverlayView })
        var session: MenuSession?
        let lines = capturingDiagnostics {
            session = f.window.presentMenu(Menu(children: [Action(title: "A") { _ in }]), anchor: CGRect(x: CGFloat.nan, y: 10, width: 0, height: 0))
        }
        #expect(lines.count == 1 && lines[0].contains("Menu anchor"))
        #expect(session?.levels.first.map { f.window.bounds.contains($0.frame) } == true)
        session?.end()
        // A deferred element's completion called twice: the second call is ignored.
        var answer: (([MenuElement]) -> Void)?
        let deferred = DeferredMenuElement.uncached { answer = $0 }
        let opened = open(Menu(children: [deferred]), in: f)
        answer?([Action(title: "One") { _ in }])
        answer?([Action(title: "One") { _ in }, Action(title: "Two") { _ in }])
        #expect(opened.levels[0].rows.count == 1)
    }

    @Test func theHighlightedRowIsDrawnOnTheTintAndTheMenuOverTheContent() {
        let f = fixture()
        let session = open(Menu(children: [Action(title: "One") { _ in }, Action(title: "Two") { _ in }]), in: f, at: CGPoint(x: 40, y: 40))
        f.screen.key("Down")
        let plate = session.levels[0].convert(session.levels[0].rowFrame(at: 0), to: nil)
        // A point of the plate left of the title (in the check mark column).
        let pixel = f.screen.snapshot().pixel(x: Int(plate.minX + 8), y: Int(plate.midY))
        let tint = f.window.theme.menus.highlightColor
        #expect(abs(pixel.red - tint.red) < 0.02 && abs(pixel.green - tint.green) < 0.02 && abs(pixel.blue - tint.blue) < 0.02)
        let below = session.levels[0].convert(session.levels[0].rowFrame(at: 1), to: nil)
        let background = f.screen.snapshot().pixel(x: Int(below.minX + 8), y: Int(below.midY))
        #expect(background.red > 0.95 && background.blue > 0.95, "the menu's white background over the content")
    }
}
