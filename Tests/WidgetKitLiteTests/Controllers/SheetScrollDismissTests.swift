import Foundation
import Testing
@testable import WidgetKitLite

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
}
