import Foundation
import Testing
import WidgetKitLite

@MainActor
private final class SplitLog: SplitViewControllerDelegate {
    var entries: [String] = []
    var topColumn: SplitViewController.Column?
    func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column {
        entries.append("top(\(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: SplitViewController) { entries.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { entries.append("didExpand") }
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) { entries.append("willShow(\(column))") }
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) { entries.append("willHide(\(column))") }
}

@MainActor
private struct SplitFixture {
    let screen = HeadlessScreen(size: CGSize(width: 1200, height: 800))
    let window: Window
    let split: SplitViewController
    let log = LoggingPage.Log()
    let delegateLog = SplitLog()
    let primary: LoggingPage
    let supplementary: LoggingPage
    let secondary: LoggingPage

    init(style: SplitViewController.Style) {
        window = screen.makeWindow()
        split = SplitViewController(style: style)
        primary = LoggingPage("P", log: log)
        supplementary = LoggingPage("S", log: log)
        secondary = LoggingPage("D", log: log)
        split.delegate = delegateLog
        split.setViewController(primary, for: .primary)
        if style == .tripleColumn { split.setViewController(supplementary, for: .supplementary) }
        split.setViewController(secondary, for: .secondary)
        window.rootViewController = split
        screen.advance(by: 0)
    }

    /// The frame of `page`'s navigation controller in the window.
    func columnFrame(_ page: ViewController) -> CGRect? {
        guard let navigation = page.navigationController, navigation.viewIfLoaded?.window != nil else { return nil }
        return navigation.view.frame
    }
}

@MainActor
@Suite struct SplitViewControllerTests {
    @Test func twoColumnsSideBySide() {
        let f = SplitFixture(style: .doubleColumn)
        #expect(f.columnFrame(f.primary) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(f.columnFrame(f.secondary) == CGRect(x: 321, y: 0, width: 879, height: 800))
        #expect(f.split.displayMode == .oneBesideSecondary && !f.split.isCollapsed)
        #expect(f.primary.splitViewController === f.split)
        #expect(f.split.viewController(for: .primary) === f.primary)
        #expect(f.log.entries.contains("P.didAppear") && f.log.entries.contains("D.didAppear"))
        // The separator is drawn between the columns.
        #expect(f.screen.snapshot().pixel(x: 320, y: 400) != f.screen.snapshot().pixel(x: 600, y: 400))
    }

    @Test func threeColumnsSideBySide() {
        let f = SplitFixture(style: .tripleColumn)
        #expect(f.columnFrame(f.primary) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(f.columnFrame(f.supplementary) == CGRect(x: 321, y: 0, width: 320, height: 800))
        #expect(f.columnFrame(f.secondary) == CGRect(x: 642, y: 0, width: 558, height: 800))
        #expect(f.split.displayMode == .twoBesideSecondary)
        f.split.preferredPrimaryColumnWidthFraction = 0.25
        f.split.preferredSupplementaryColumnWidth = 250
        f.screen.advance(by: 0)
        #expect(f.columnFrame(f.primary)?.width == 300)
        #expect(f.columnFrame(f.supplementary) == CGRect(x: 301, y: 0, width: 250, height: 800))
    }

    @Test func dividerDragIsClamped() {
        let f = SplitFixture(style: .doubleColumn)
        f.screen.drag(from: CGPoint(x: 321, y: 400), to: CGPoint(x: 421, y: 400), duration: 0.2)
        f.screen.advance(by: 0)
        #expect(f.split.primaryColumnWidth == 420)
        #expect(f.columnFrame(f.secondary)?.minX == 421)
        f.screen.drag(from: CGPoint(x: 421, y: 400), to: CGPoint(x: 900, y: 400), duration: 0.2)
        f.screen.advance(by: 0)
        #expect(f.split.primaryColumnWidth == 480, "the theme's maximum")
        f.split.minimumPrimaryColumnWidth = 200
        f.screen.drag(from: CGPoint(x: 481, y: 400), to: CGPoint(x: 10, y: 400), duration: 0.2)
        f.screen.advance(by: 0)
        #expect(f.split.primaryColumnWidth == 200 && f.columnFrame(f.primary)?.width == 200)
    }

    @Test func preferredDisplayModeChangesTheColumns() {
        let f = SplitFixture(style: .tripleColumn)
        f.split.preferredDisplayMode = .secondaryOnly
        f.screen.advance(by: 0)
        #expect(f.split.displayMode == .secondaryOnly)
        #expect(f.columnFrame(f.primary) == nil && f.columnFrame(f.supplementary) == nil)
        #expect(f.columnFrame(f.secondary) == CGRect(x: 0, y: 0, width: 1200, height: 800))
        #expect(f.log.entries.suffix(4) == ["P.willDisappear", "P.didDisappear", "S.willDisappear", "S.didDisappear"])
        #expect(f.delegateLog.entries == ["willHide(primary)", "willHide(supplementary)"])
        f.split.preferredDisplayMode = .oneBesideSecondary
        f.screen.advance(by: 0)
        #expect(f.columnFrame(f.supplementary) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(f.columnFrame(f.primary) == nil)
        f.split.show(.primary)
        #expect(f.split.displayMode == .twoBesideSecondary && f.columnFrame(f.primary)?.minX == 0)
        f.split.hide(.primary)
        #expect(f.split.displayMode == .oneBesideSecondary && f.columnFrame(f.primary) == nil)
    }

    @Test func collapsesWhenCompactAndExpandsBack() {
        let f = SplitFixture(style: .doubleColumn)
        f.log.entries.removeAll()
        f.screen.resize(to: CGSize(width: 599, height: 800))
        f.screen.advance(by: 0)
        #expect(f.split.isCollapsed)
        #expect(f.delegateLog.entries == ["top(secondary)", "didCollapse"])
        #expect(f.columnFrame(f.secondary) == CGRect(x: 0, y: 0, width: 599, height: 800))
        #expect(f.columnFrame(f.primary) == nil)
        #expect(f.log.entries == ["P.willDisappear", "P.didDisappear"])
        // Showing a detail while collapsed pushes it.
        let detail = LoggingPage("X", log: f.log)
        f.split.showDetailViewController(detail, sender: nil)
        f.screen.advance(by: 1)
        #expect(f.secondary.navigationController?.topViewController === detail)

        f.screen.resize(to: CGSize(width: 1000, height: 800))
        f.screen.advance(by: 0)
        #expect(!f.split.isCollapsed)
        #expect(f.delegateLog.entries.last == "didExpand")
        #expect(f.columnFrame(f.primary) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(f.columnFrame(f.secondary) == CGRect(x: 321, y: 0, width: 679, height: 800))
    }

    @Test func collapseShowsTheCompactColumnOrTheDelegatesPick() {
        let f = SplitFixture(style: .doubleColumn)
        f.delegateLog.topColumn = .primary
        f.screen.resize(to: CGSize(width: 500, height: 800))
        f.screen.advance(by: 0)
        #expect(f.columnFrame(f.primary) == CGRect(x: 0, y: 0, width: 500, height: 800))
        f.screen.resize(to: CGSize(width: 1200, height: 800))
        f.screen.advance(by: 0)
        let compact = LoggingPage("C", log: f.log)
        f.split.setViewController(compact, for: .compact)
        f.screen.resize(to: CGSize(width: 500, height: 800))
        f.screen.advance(by: 0)
        #expect(f.columnFrame(compact) == CGRect(x: 0, y: 0, width: 500, height: 800))
        #expect(f.columnFrame(f.primary) == nil && f.columnFrame(f.secondary) == nil)
    }

    @Test func showDetailSetsTheSecondaryWhenExpanded() {
        let f = SplitFixture(style: .doubleColumn)
        let detail = LoggingPage("X", log: f.log)
        f.split.showDetailViewController(detail, sender: nil)
        f.screen.advance(by: 0)
        #expect(f.split.viewController(for: .secondary) === detail)
        #expect(f.columnFrame(detail)?.minX == 321)
        #expect(f.log.entries.suffix(4) == ["D.willDisappear", "D.didDisappear", "X.willAppear", "X.didAppear"])
    }

    @Test func badWidthsAndColumnsAreIgnored() {
        let f = SplitFixture(style: .doubleColumn)
        let output = capturingStderr {
            f.split.preferredPrimaryColumnWidth = .nan
            f.split.setViewController(ViewController(), for: .supplementary)
        }
        #expect(output.contains("preferredPrimaryColumnWidth") && output.contains("tripleColumn"))
        #expect(f.split.primaryColumnWidth == 320 && f.split.viewController(for: .supplementary) == nil)
    }
}
