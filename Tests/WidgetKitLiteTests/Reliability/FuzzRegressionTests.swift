import Foundation
import Testing
@testable import WidgetKitLite

/// Bugs the fuzzer found, each reduced to the few calls that show it.
@MainActor @Suite struct FuzzRegressionTests {
    /// The pages a navigation controller's view holds, by name.
    private func pagesShown(in nav: NavigationController) -> [String] {
        nav.view.subviews.compactMap { view in nav.children.first { $0.viewIfLoaded === view }.map { ($0 as! LoggingPage).name } }
    }

    /// Switching tabs with two pushes queued behind a running one used to start the second
    /// animated and the third on top of it: two transitions at once, stale pages left in
    /// the container and, later, an empty container.
    @Test func switchingTabsLandsEveryQueuedPushAtOnce() {
        let f = TabsFixture()
        let p = f.page("P"), q = f.page("Q"), r = f.page("R")
        f.navA.pushViewController(p, animated: true)
        f.navA.pushViewController(q, animated: true)
        f.navA.pushViewController(r, animated: true)
        f.screen.advance(by: 0.1)
        f.tabs.selectedIndex = 1
        #expect(!f.navA.isTransitioning)
        #expect(f.navA.visibleViewController === r)
        #expect(pagesShown(in: f.navA) == ["R"])
        f.screen.advance(by: 1)
        f.tabs.selectedIndex = 0
        f.screen.advance(by: 1)
        #expect(pagesShown(in: f.navA) == ["R"] && r.view.frame == f.navA.view.bounds)
        f.expectIdle()
    }

    /// The same with an interactive pop being dragged and a push queued behind it.
    @Test func switchingTabsDuringAnInteractivePopLandsTheQueuedPush() {
        let f = TabsFixture()
        let p = f.page("P"), q = f.page("Q")
        f.navA.pushViewController(p, animated: false)
        #expect(f.navA.beginInteractivePop())
        f.navA.updateInteractivePop(0.3)
        f.navA.pushViewController(q, animated: true)
        f.tabs.selectedIndex = 1
        #expect(f.navA.viewControllers.map { ($0 as! LoggingPage).name } == ["A", "Q"])
        #expect(f.navA.visibleViewController === q && !f.navA.isTransitioning)
        #expect(pagesShown(in: f.navA) == ["Q"])
        f.expectIdle()
    }

    /// A released, cancelled interactive pop still sliding back when the tab switches ends
    /// cancelled: the page stays on top and on screen.
    @Test func switchingTabsWhileACancelledPopSlidesBackKeepsThePage() {
        let f = TabsFixture()
        let p = f.page("P")
        f.navA.pushViewController(p, animated: false)
        #expect(f.navA.beginInteractivePop())
        f.navA.updateInteractivePop(0.4)
        f.navA.endInteractivePop(cancelled: true)
        f.screen.advance(by: 0.05)
        f.tabs.selectedIndex = 1
        #expect(f.navA.viewControllers.map { ($0 as! LoggingPage).name } == ["A", "P"])
        #expect(f.navA.visibleViewController === p && !f.navA.isTransitioning)
        f.tabs.selectedIndex = 0
        f.screen.advance(by: 1)
        #expect(pagesShown(in: f.navA) == ["P"] && p.view.frame == f.navA.view.bounds)
        f.expectIdle()
    }

    /// A resize during an interactive pop that brings the tab bar back re-lays the bar out
    /// without animation; when the pop was then cancelled the bar used to stay shown while
    /// the children's safe area said hidden.
    @Test func cancelledPopAfterAResizeHidesTheTabBarAgain() {
        let f = TabsFixture()
        let p = f.page("P", hidesBar: true)
        f.navA.pushViewController(p, animated: false)
        #expect(f.navA.beginInteractivePop())
        f.navA.updateInteractivePop(0.3)
        f.screen.resize(to: CGSize(width: 300, height: 250))
        f.screen.advance(by: 0.1)
        f.navA.endInteractivePop(cancelled: true)
        f.screen.advance(by: 1)
        #expect(f.tabs.isTabBarHidden)
        #expect(f.tabs.tabBar.presentation.frame.minY == 250)
        #expect(f.navA.view.safeAreaInsets.bottom == 0 && p.bottomBar.frame.maxY == 250)
        f.expectIdle()
    }

    /// The same with two resizes that end at the size the pop started at.
    @Test func cancelledPopAfterAResizeAndBackHidesTheTabBarAgain() {
        let f = TabsFixture()
        let p = f.page("P", hidesBar: true)
        f.navA.pushViewController(p, animated: false)
        #expect(f.navA.beginInteractivePop())
        f.navA.updateInteractivePop(0.3)
        f.screen.resize(to: CGSize(width: 300, height: 250))
        f.screen.advance(by: 0.1)
        f.screen.resize(to: CGSize(width: f.width, height: f.height))
        f.screen.advance(by: 0.1)
        f.navA.endInteractivePop(cancelled: true)
        f.screen.advance(by: 1)
        #expect(f.tabs.isTabBarHidden && f.tabs.tabBar.presentation.frame.minY == f.height)
        #expect(f.navA.view.safeAreaInsets.bottom == 0)
        f.expectIdle()
    }

    /// A transition that starts while the tab bar is still sliding in, then is cancelled,
    /// used to freeze the bar where it was on screen at the start (part-way in) instead of
    /// returning it to the state the running animation was heading to.
    @Test func cancelledPopDuringATabBarAnimationLandsTheBarWhereItWasGoing() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("F", hidesBar: true), animated: false)
        f.navA.pushViewController(f.page("Q"), animated: false)
        #expect(f.tabs.isTabBarHidden)
        f.tabs.setTabBar(hidden: false, animated: true)
        f.screen.advance(by: 0.1)
        #expect(f.navA.beginInteractivePop())
        f.navA.updateInteractivePop(0.3)
        f.navA.endInteractivePop(cancelled: true)
        f.screen.advance(by: 1)
        #expect(!f.tabs.isTabBarHidden)
        #expect(f.tabs.tabBar.presentation.frame.minY == f.height - 49)
        #expect(f.navA.view.safeAreaInsets.bottom == 49)
        f.expectIdle()
    }

    /// The centre of tab item `index`, in window coordinates.
    private func tabItemCentre(_ f: TabsFixture, _ index: Int) -> CGPoint {
        let frame = f.tabs.tabBar.convert(f.tabs.tabBar.frameOfItem(at: index)!, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Seed 31337, steps 2253–2256 (before the pan's velocity read a move after a pause):
    /// a left-edge press held still for 0.161 s, one move to 118 of 248 points, here held
    /// still for 0.2 s more, then a click on another tab. The click releases the button
    /// first; released short of half the width with no motion since the move, the pop
    /// cancels and slides back, and the tab switch lands it there. (The fuzzer's model
    /// expected the tab switch to finish it, as it finishes a pop still being dragged.)
    @Test func aTabClickAfterAnEdgeDragReleasedShortLandsThePopCancelled() {
        let f = TabsFixture(width: 248, height: 395)
        let p = f.page("P")
        f.navA.pushViewController(p, animated: false)
        f.screen.press(at: CGPoint(x: 9, y: 60))
        f.screen.advance(by: 0.161)
        f.screen.move(to: CGPoint(x: 127, y: 67))
        let pop = f.navA.activeTransition
        // The page follows the pointer from the move that began the pop.
        #expect(pop?.isInteractive == true && abs(pop!.percentComplete - 118.0 / 248) < 1e-9)
        #expect(abs(p.view.presentation.frame.minX - 118) < 1e-6)
        f.screen.advance(by: 0.2)
        f.screen.release(at: CGPoint(x: 127, y: 67))
        #expect(pop?.isInteractive == false && pop?.isCancelled == true && pop?.isFinished == false)
        f.screen.click(at: tabItemCentre(f, 1))
        #expect(f.tabs.selectedIndex == 1)
        #expect(pop?.isFinished == true && pop?.isCancelled == true)
        #expect(f.navA.viewControllers.map { ($0 as! LoggingPage).name } == ["A", "P"])
        #expect(f.navA.visibleViewController === p && !f.navA.isTransitioning)
        f.tabs.selectedIndex = 0
        f.screen.advance(by: 1)
        #expect(pagesShown(in: f.navA) == ["P"] && p.view.frame == f.navA.view.bounds)
        f.expectIdle()
    }

    /// The same drag released at once: the move came 0.161 s after the press, so the pan's
    /// velocity is 118 pt over 0.161 s (733 pt/s, more than one width per second) and the
    /// release flings the pop to its end; the tab switch lands it finished.
    @Test func anEdgeJumpReleasedAtOnceAfterAPauseFlingsThePop() {
        let f = TabsFixture(width: 248, height: 395)
        f.navA.pushViewController(f.page("P"), animated: false)
        f.screen.press(at: CGPoint(x: 9, y: 60))
        f.screen.advance(by: 0.161)
        f.screen.move(to: CGPoint(x: 127, y: 67))
        let pop = f.navA.activeTransition
        f.screen.release(at: CGPoint(x: 127, y: 67))
        #expect(pop?.isInteractive == false && pop?.isCancelled == false)
        f.screen.click(at: tabItemCentre(f, 1))
        #expect(pop?.isFinished == true && pop?.isCancelled == false)
        #expect(f.navA.viewControllers.map { ($0 as! LoggingPage).name } == ["A"])
        f.expectIdle()
    }

    /// One pointer, one press stream: a second primary press while the edge drag is held
    /// means its release was lost, so the held touch is cancelled first — the pop cancels,
    /// even past half the width — and the new press is a touch of its own (here a tab switch).
    @Test func aSecondPressWhileTheEdgeDragIsHeldCancelsThePop() {
        let f = TabsFixture(width: 248, height: 395)
        let p = f.page("P")
        f.navA.pushViewController(p, animated: false)
        f.screen.press(at: CGPoint(x: 9, y: 60))
        f.screen.advance(by: 0.1)
        f.screen.move(to: CGPoint(x: 200, y: 60))
        let pop = f.navA.activeTransition
        #expect(pop?.isInteractive == true)
        f.screen.press(at: tabItemCentre(f, 1))
        #expect(pop?.isInteractive == false && pop?.isCancelled == true)
        f.screen.release(at: tabItemCentre(f, 1))
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.navA.viewControllers.map { ($0 as! LoggingPage).name } == ["A", "P"])
        #expect(pop?.isFinished == true && !f.navA.isTransitioning)
        f.tabs.selectedIndex = 0
        f.screen.advance(by: 1)
        #expect(pagesShown(in: f.navA) == ["P"] && p.view.frame == f.navA.view.bounds)
        f.expectIdle()
    }

    /// Other buttons (middle, secondary) pressed while the edge drag is held neither start
    /// a touch nor end the held one: the pop goes on and its release decides.
    @Test func anotherButtonWhileTheEdgeDragIsHeldIsIgnored() {
        let f = TabsFixture(width: 248, height: 395)
        let p = f.page("P")
        f.navA.pushViewController(p, animated: false)
        f.screen.press(at: CGPoint(x: 9, y: 60))
        f.screen.advance(by: 0.2)
        f.screen.move(to: CGPoint(x: 200, y: 60))
        let pop = f.navA.activeTransition
        for button in [2, 3] { f.window.click(at: tabItemCentre(f, 1), button: button, time: f.screen.now) }
        #expect(f.tabs.selectedIndex == 0)
        #expect(pop?.isInteractive == true && abs(pop!.percentComplete - 191.0 / 248) < 1e-9)
        f.screen.release(at: CGPoint(x: 200, y: 60))
        #expect(pop?.isInteractive == false && pop?.isCancelled == false)
        f.screen.advance(by: 1)
        #expect(f.navA.viewControllers.map { ($0 as! LoggingPage).name } == ["A"])
        f.expectIdle()
    }

    /// Seed 2 (step 381): an alert chosen with Return slides out; the app presents another
    /// one meanwhile. The presentation is queued behind the dismissal, but the dismissed
    /// presentation's machinery was released before its completion ran, and the queued call
    /// with it: the second alert never came (no diagnostic either).
    @Test func aPresentationAskedForDuringADismissalRunsAfterIt() {
        let f = TabsFixture()
        let first = AlertController(title: "First", message: nil, preferredStyle: .alert)
        first.addAction(AlertAction(title: "OK", style: .default))
        f.tabs.present(first, animated: true)
        f.screen.advance(by: 1)
        f.screen.key("Return")
        f.screen.advance(by: 0.05)
        #expect(f.tabs.presentedViewController === first)
        let second = f.page("S")
        var completions = 0
        f.tabs.present(second, animated: true) { completions += 1 }
        f.screen.advance(by: 1)
        #expect(f.tabs.presentedViewController === second && completions == 1)
        #expect(second.view.window === f.window && f.window.subviews.count == 3)
        f.expectIdle()
    }

    /// Seed 1 (step 116): a sheet presented in a small window kept its width and top margin
    /// when the window grew (autoresizing only moved its margins): 30 pt wide in a window
    /// of 526. It now takes the frame the new size gives it, also when the resize comes
    /// during the presentation or during a dismissal that is then cancelled.
    @Test func aSheetFollowsTheWindowSizeAfterAResize() {
        let f = TabsFixture(width: 120, height: 100)
        let sheet = f.page("S")
        f.tabs.present(sheet, animated: true)
        f.screen.advance(by: 1)
        #expect(sheet.view.superview?.frame == CGRect(x: 0, y: 25, width: 120, height: 85))
        f.screen.resize(to: CGSize(width: 526, height: 346))
        f.screen.advance(by: 0)
        #expect(sheet.view.superview?.presentation.frame == CGRect(x: 0, y: 40, width: 526, height: 316))
        // During the presentation: placed for the new size when it ends.
        let g = TabsFixture(width: 120, height: 100)
        let other = g.page("T")
        g.tabs.present(other, animated: true)
        g.screen.advance(by: 0.1)
        g.screen.resize(to: CGSize(width: 800, height: 400))
        g.screen.advance(by: 1)
        #expect(other.view.superview?.presentation.frame == CGRect(x: 40, y: 40, width: 720, height: 370))
        // During an interactive dismissal that is cancelled.
        g.screen.press(at: CGPoint(x: 400, y: 100))
        g.screen.advance(by: 0.1)
        g.screen.move(to: CGPoint(x: 400, y: 130))
        g.screen.advance(by: 0.1)
        g.screen.resize(to: CGSize(width: 300, height: 200))
        g.screen.advance(by: 0.3)
        g.screen.release(at: CGPoint(x: 400, y: 130))
        g.screen.advance(by: 1)
        #expect(g.tabs.presentedViewController === other)
        #expect(other.view.superview?.presentation.frame == CGRect(x: 0, y: 40, width: 300, height: 170))
        f.expectIdle()
        g.expectIdle()
    }

    /// Seed 1 (step 150): an alert asked for during a pop waits for the pop; a dismissal
    /// asked for right after it found nothing presented yet, reported misuse and was
    /// dropped, and the alert came up anyway. Calls run in call order: the dismissal waits
    /// too and takes the alert down once it is up.
    @Test func aDismissalDuringAPushWithAPresentationQueuedDismissesIt() {
        let f = TabsFixture()
        f.navA.pushViewController(f.page("P"), animated: true)
        let sheet = f.page("S")
        var order: [String] = []
        f.tabs.present(sheet, animated: true) { order.append("presented") }
        #expect(f.tabs.presentedViewController == nil)
        let lines = capturingDiagnostics { f.tabs.dismiss(animated: true) { order.append("dismissed") } }
        #expect(lines.isEmpty)
        f.screen.advance(by: 2)
        #expect(order == ["presented", "dismissed"])
        #expect(f.tabs.presentedViewController == nil && sheet.viewIfLoaded?.window == nil)
        #expect(f.window.subviews.count == 1)
        f.expectIdle()
    }

    /// A sheet slides out, a second one is asked for meanwhile, then a dismissal: the
    /// dismissal used to run on the first sheet (already gone) and leave the second one up.
    @Test func aDismissalAfterAPresentationQueuedBehindADismissalTakesTheNewOne() {
        let f = TabsFixture()
        let first = f.page("S"), second = f.page("T")
        f.tabs.present(first, animated: true)
        f.screen.advance(by: 1)
        f.tabs.dismiss(animated: true)
        f.screen.advance(by: 0.1)
        f.tabs.present(second, animated: true)
        let lines = capturingDiagnostics { f.tabs.dismiss(animated: true) }
        #expect(lines.isEmpty)
        f.screen.advance(by: 2)
        #expect(f.tabs.presentedViewController == nil && second.viewIfLoaded?.window == nil)
        f.expectIdle()
    }

    /// Soak seed 8699180386391847342 (steps 6783–6789): a press on an alert, Escape while it
    /// is held (the alert is dismissed and released), then the release: the touch kept the
    /// alert's view alive, and its tap read the dead controller through an unowned
    /// reference — a crash. The release now does nothing.
    @Test func releasingAPressAfterItsAlertWasDismissedAndReleasedDoesNothing() {
        let f = TabsFixture()
        weak var weakAlert: AlertController?
        do {
            let alert = AlertController(title: "Alert", message: nil, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            f.tabs.present(alert, animated: true)
            weakAlert = alert
        }
        f.screen.advance(by: 1)
        f.screen.press(at: CGPoint(x: 5, y: 5))
        f.screen.key("Escape")
        f.screen.advance(by: 1)
        #expect(weakAlert == nil && f.tabs.presentedViewController == nil)
        f.screen.release(at: CGPoint(x: 5, y: 5))
        f.screen.click(at: CGPoint(x: 5, y: 5))
        f.expectIdle()
    }

    /// Soak seed 16801253590557633357 (steps 4020–4034): a table dragged while a full-screen
    /// page slides up over it, the page dismissed meanwhile. As the page slides down the
    /// table still glides, scrolled by copying the pixels shown; rows the page covered in
    /// the previous frame were copied as if they showed the table (the page moved in the
    /// same frame, after the copy was recorded), leaving slivers of the page in the rows.
    @Test func aTableScrollingWhileAPageSlidesOffItRepaintsWhatThePageCovered() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 240))
        let window = screen.makeWindow()
        let root = ViewController()
        window.rootViewController = root
        let source = RowSource(count: 20)
        let table = TableView(frame: CGRect(x: 139, y: 52, width: 173, height: 150), style: .plain)
        table.rowHeight = 30
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        root.view.addSubview(table)
        screen.advance(by: 0)
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        let page = ViewController()
        page.modalPresentationStyle = .overFullScreen
        root.present(page, animated: true)
        screen.advance(by: 0.15)
        root.dismiss(animated: true)
        screen.drag(from: CGPoint(x: 303, y: 69), to: CGPoint(x: 307, y: 172), duration: 0.185)
        var differing: [Int] = []
        for frame in 0..<40 {
            screen.advance(by: 1.0 / 60)
            if screen.snapshot() != screen.fullRepaint() { differing.append(frame) }
        }
        #expect(differing.isEmpty)
        #expect(root.presentedViewController == nil)
    }

    /// Soak seed 6181686608484688403 (step 6159): a table scrolled under a translucent view
    /// covering its top across its width (a band repainted with each copy) in a frame that
    /// repainted the rest of the table anyway: the copy was skipped, and the band with it,
    /// which then showed the rows at the old offset through the translucent view.
    @Test func aScrollRepaintedAnywayStillRepaintsTheBandUnderATranslucentCover() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        let source = RowSource(count: 40)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.rowHeight = 30
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        let cover = View(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        cover.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
        window.addSubview(cover)
        // Behind the table, just under the cover: its change damages the uncovered rows only.
        let behind = View(frame: CGRect(x: 0, y: 80, width: 200, height: 120))
        behind.backgroundColor = .white
        window.insertSubview(behind, at: 0)
        screen.advance(by: 0)
        table.setContentOffset(CGPoint(x: 0, y: 45), animated: false)
        behind.backgroundColor = .black
        screen.advance(by: 0)
        let matches = screen.snapshot() == screen.fullRepaint()
        #expect(matches)
    }

    /// Soak seed 12989975411849958110 (release build, step 10000): a table scrolled in a
    /// drag whose release popped its page; the page and the table were released before the
    /// next frame, whose scroll copy read the table through an unowned reference — a crash.
    @Test func aScrollViewReleasedWithACopyPendingIsSkipped() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200))
        let window = screen.makeWindow()
        weak var weakScroll: ScrollView?
        do {
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scroll.backgroundColor = .white
            scroll.contentSize = CGSize(width: 200, height: 1000)
            window.addSubview(scroll)
            screen.advance(by: 0)
            scroll.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
            scroll.removeFromSuperview()
            weakScroll = scroll
        }
        #expect(weakScroll == nil)
        screen.advance(by: 0)
        let matches = screen.snapshot() == screen.fullRepaint()
        #expect(matches)
    }

    /// Seed 31337 (step 7954): a table scrolled to its end, squeezed to no height by a 1×1
    /// window and given its height back, then its row at the end deleted: it came to rest
    /// 60 pt past its last row (blank space below, an offset outside the documented range).
    /// The content at rest is brought inside the limits when they change.
    @Test func aTableAtItsEndStaysAtItsEndWhenItGrowsOrLosesRows() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 150))
        let window = screen.makeWindow()
        let source = RowSource(count: 50)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 150), style: .plain)
        table.rowHeight = 30
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        screen.advance(by: 0)
        table.frame = CGRect(x: 0, y: 0, width: 200, height: 0)
        screen.advance(by: 0)
        table.setContentOffset(CGPoint(x: 0, y: 1500), animated: false)
        table.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        screen.advance(by: 0)
        #expect(table.contentOffset.y == 1350)
        source.count = 49
        table.deleteRows(at: [IndexPath(row: 49, section: 0)], with: .fade)
        screen.advance(by: 1)
        #expect(table.contentOffset.y == 1320)
        #expect(table.indexPathsForVisibleRows.last?.row == 48)
        // A wheel glide that ends after the content shrank ends inside too.
        screen.scroll(dy: 300, at: CGPoint(x: 100, y: 75))
        table.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        screen.scroll(dy: 400, at: CGPoint(x: 100, y: 75))
        screen.advance(by: 0.05)
        source.count = 40
        table.reloadData()
        screen.advance(by: 1)
        #expect(table.contentOffset.y == 1050)
        // An offset the app sets outside the limits stays until they change.
        table.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
        screen.advance(by: 1)
        #expect(table.contentOffset.y == 2000)
    }
}

/// Rows "Row N" for a table.
@MainActor
private final class RowSource: TableViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
