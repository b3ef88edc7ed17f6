import Foundation
import Testing
import WidgetKitLite

/// A sheet page filled by a table of 60 rows.
@MainActor
private final class ListSheet: ViewController {
    let model = TableModel(rows: 60)
    let table = TableView(frame: .zero)
    override func viewDidLoad() {
        super.viewDidLoad()
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = model
        table.delegate = model
        view.addSubview(table)
    }
}

/// A sheet whose content scrolls: at the list's top a downward drag pulls the sheet down
/// (UIKit's sheets), anywhere else it scrolls the list.
@MainActor @Suite struct SheetScrollDismissTests {
    /// The window is 400×300: the sheet rests at y = 40.
    private func presentList() -> (TabsFixture, ListSheet) {
        let f = TabsFixture()
        let sheet = ListSheet()
        f.rootA.present(sheet, animated: true)
        f.screen.advance(by: 0.5)
        return (f, sheet)
    }

    /// The list presented, scrolled to `offset`, and a press on it at (200, 100).
    private func pressOnScrolledList(offset: CGFloat) -> (TabsFixture, ListSheet) {
        let (f, sheet) = presentList()
        sheet.table.contentOffset = CGPoint(x: 0, y: offset)
        f.screen.runFrame()
        f.screen.press(at: CGPoint(x: 200, y: 100))
        return (f, sheet)
    }

    @Test func aDownwardDragOnAListAtItsTopPullsTheSheetAndAFlingDismissesIt() {
        let (f, sheet) = presentList()
        let container = sheet.view.superview
        #expect(sheet.table.contentOffset.y == 0)
        f.screen.press(at: CGPoint(x: 200, y: 120))
        for i in 1...20 {
            f.screen.advance(by: 1.0 / 60)
            f.screen.move(to: CGPoint(x: 200, y: 120 + CGFloat(i) * 3))
        }
        f.screen.advance(by: 1.0 / 60)
        let dragged = container?.presentation.frame.minY ?? 0
        #expect(abs(dragged - (40 + 60)) <= 2, "the sheet follows the pointer, 60 pt down (at \(dragged))")
        #expect(sheet.table.contentOffset.y == 0, "the list does not rubber-band")
        #expect(sheet.transitionCoordinator?.isInteractive == true)
        f.screen.release(at: CGPoint(x: 200, y: 180))
        f.screen.advance(by: 0.6)
        #expect(f.tabs.presentedViewController == nil, "a drag released moving down dismisses")
        #expect(sheet.viewIfLoaded?.window == nil)
        f.expectIdle()
    }

    @Test func aDownwardDragOnAScrolledListScrollsItAndTheSheetStays() {
        let (f, sheet) = presentList()
        let container = sheet.view.superview
        let shown = container?.frame
        sheet.table.contentOffset = CGPoint(x: 0, y: 200)
        f.screen.runFrame()
        f.screen.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 200, y: 180), duration: 0.3)
        f.screen.advance(by: 0.1)
        #expect(sheet.table.contentOffset.y < 200 - 30, "the list scrolled back (to \(sheet.table.contentOffset.y))")
        #expect(container?.presentation.frame == shown)
        #expect(sheet.transitionCoordinator == nil)
        f.screen.advance(by: 3)
        #expect(f.tabs.presentedViewController === sheet)
        f.expectIdle()
    }

    @Test func anUpwardDragAtTheTopScrollsTheList() {
        let (f, sheet) = presentList()
        f.screen.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 120), duration: 0.3)
        f.screen.advance(by: 3)
        #expect(sheet.table.contentOffset.y > 50)
        #expect(f.tabs.presentedViewController === sheet)
        f.expectIdle()
    }

    /// Moves the pressed pointer from `start` by `dy` points in `steps` equal moves, one
    /// frame apart; returns where it ends.
    @discardableResult
    private func move(_ f: TabsFixture, from start: CGPoint, by dy: CGFloat, steps: Int) -> CGPoint {
        for i in 1...steps {
            f.screen.advance(by: 1.0 / 60)
            f.screen.move(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(i) / CGFloat(steps)))
        }
        f.screen.advance(by: 1.0 / 60)
        return CGPoint(x: start.x, y: start.y + dy)
    }

    @Test func aListDraggedBackToItsTopHandsTheRestOfTheDragToTheSheet() {
        let (f, sheet) = pressOnScrolledList(offset: 100)
        let container = sheet.view.superview
        // 10 pt start the list's drag; 100 more bring it to its top.
        var p = move(f, from: CGPoint(x: 200, y: 100), by: 110, steps: 22)
        #expect(sheet.table.contentOffset.y == 0, "the list reached its top (at \(sheet.table.contentOffset.y))")
        #expect(container?.presentation.frame.minY == 40, "the sheet has not moved yet")
        #expect(sheet.transitionCoordinator == nil)
        p = move(f, from: p, by: 50, steps: 10)
        let dragged = container?.presentation.frame.minY ?? 0
        #expect(abs(dragged - (40 + 50)) <= 1, "the sheet follows the pointer from the top on (at \(dragged))")
        #expect(sheet.table.contentOffset.y == 0, "the list stays at its top: no rubber band")
        #expect(sheet.transitionCoordinator?.isInteractive == true)
        move(f, from: p, by: 30, steps: 3)
        f.screen.release(at: CGPoint(x: 200, y: p.y + 30))
        f.screen.advance(by: 0.6)
        #expect(f.tabs.presentedViewController == nil, "released moving down, the sheet is dismissed")
        #expect(sheet.viewIfLoaded?.window == nil)
        // The list's indicators fade out.
        f.screen.advance(by: 1)
        f.expectIdle()
    }

    @Test func aSlowReleaseAfterTheHandoffLetsTheSheetSettleBack() {
        let (f, sheet) = pressOnScrolledList(offset: 100)
        let container = sheet.view.superview
        let shown = container?.frame
        let p = move(f, from: CGPoint(x: 200, y: 100), by: 130, steps: 26)
        #expect(abs((container?.presentation.frame.minY ?? 0) - 60) <= 1)
        // Held still, then released: no velocity, 20 pt is not far enough.
        f.screen.advance(by: 0.3)
        f.screen.release(at: p)
        f.screen.advance(by: 0.6)
        #expect(f.tabs.presentedViewController === sheet)
        #expect(container?.presentation.frame == shown)
        #expect(sheet.table.contentOffset.y == 0)
        #expect(sheet.transitionCoordinator == nil)
        f.screen.advance(by: 1)
        f.expectIdle()
    }

    @Test func aSheetPushedBackAboveItsRestScrollsTheListAgain() {
        let (f, sheet) = pressOnScrolledList(offset: 100)
        let container = sheet.view.superview
        let shown = container?.frame
        var p = move(f, from: CGPoint(x: 200, y: 100), by: 150, steps: 30)
        #expect(abs((container?.presentation.frame.minY ?? 0) - 80) <= 1)
        // Back up 100 pt: 40 bring the sheet to rest, 60 scroll the list.
        p = move(f, from: p, by: -100, steps: 20)
        #expect(container?.presentation.frame.minY == 40, "the sheet is back at rest")
        #expect(abs(sheet.table.contentOffset.y - 60) <= 1, "the list scrolls again (to \(sheet.table.contentOffset.y))")
        f.screen.advance(by: 0.3)
        f.screen.release(at: p)
        f.screen.advance(by: 3)
        #expect(f.tabs.presentedViewController === sheet)
        #expect(container?.presentation.frame == shown)
        #expect(abs(sheet.table.contentOffset.y - 60) <= 1)
        #expect(sheet.transitionCoordinator == nil)
        f.expectIdle()
    }

    @Test func aSheetPulledFromAListAtItsTopAndPushedBackUpScrollsTheList() {
        let (f, sheet) = presentList()
        let container = sheet.view.superview
        f.screen.press(at: CGPoint(x: 200, y: 150))
        var p = move(f, from: CGPoint(x: 200, y: 150), by: 60, steps: 12)
        #expect(abs((container?.presentation.frame.minY ?? 0) - 100) <= 2, "the sheet follows the pointer down")
        #expect(sheet.table.contentOffset.y == 0)
        // 60 pt back up bring the sheet to rest; 40 more scroll the list.
        p = move(f, from: p, by: -100, steps: 20)
        #expect(container?.presentation.frame.minY == 40, "the sheet is back at rest")
        #expect(abs(sheet.table.contentOffset.y - 40) <= 1, "the list scrolls (to \(sheet.table.contentOffset.y))")
        #expect(sheet.table.isDragging)
        // Down again past the top: the sheet follows once more, and a fling dismisses it.
        p = move(f, from: p, by: 70, steps: 7)
        #expect(sheet.table.contentOffset.y == 0)
        #expect(abs((container?.presentation.frame.minY ?? 0) - 70) <= 2, "the sheet follows again")
        f.screen.release(at: p)
        f.screen.advance(by: 0.6)
        #expect(f.tabs.presentedViewController == nil)
        #expect(!sheet.table.isDragging)
        f.screen.advance(by: 1)
        f.expectIdle()
    }

    @Test func aListReachingItsTopWhileTheSheetIsDismissedByKeyRubberBands() {
        let (f, sheet) = pressOnScrolledList(offset: 30)
        var p = move(f, from: CGPoint(x: 200, y: 100), by: 20, steps: 4)
        f.screen.key("Escape")
        // The sheet slides away by itself; the list's drag goes past its top and bands.
        p = move(f, from: p, by: 60, steps: 6)
        #expect(sheet.table.contentOffset.y < 0, "the list rubber-bands (at \(sheet.table.contentOffset.y))")
        #expect(sheet.transitionCoordinator?.isInteractive == false)
        p = move(f, from: p, by: 10, steps: 30)
        #expect(sheet.table.contentOffset.y < 0)
        f.screen.release(at: p)
        f.screen.advance(by: 1)
        #expect(f.tabs.presentedViewController == nil)
        #expect(!sheet.table.isDragging)
        f.expectIdle()
    }
}
