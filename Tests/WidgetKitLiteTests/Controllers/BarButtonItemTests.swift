import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct BarButtonItemTests {
    /// A navigation controller in a window `width` wide, its root titled `rootTitle`.
    private func makeStack(width: CGFloat = 400, rootTitle: String = "Root") -> (HeadlessScreen, NavigationController, ViewController) {
        let screen = HeadlessScreen(size: CGSize(width: width, height: 300))
        let window = screen.makeWindow()
        let root = ViewController()
        root.title = rootTitle
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        screen.advance(by: 0)
        return (screen, nav, root)
    }

    private func frame(of item: BarButtonItem, in nav: NavigationController) -> CGRect? {
        for stack in [nav.navigationBar.leftItemStack, nav.navigationBar.rightItemStack] {
            if let view = stack.itemViews.first(where: { $0.item === item }) { return view.convert(view.bounds, to: nil) }
        }
        return nil
    }

    @Test func systemItemsHaveTheirTitlesAndImages() {
        #expect(BarButtonItem(systemItem: .done).title == "Done" && BarButtonItem(systemItem: .done).style == .done)
        #expect(BarButtonItem(systemItem: .cancel).title == "Cancel" && BarButtonItem(systemItem: .cancel).style == .plain)
        #expect(BarButtonItem(systemItem: .edit).title == "Edit")
        #expect(BarButtonItem(systemItem: .add).image?.size == CGSize(width: 22, height: 22))
        #expect(BarButtonItem(systemItem: .close).image?.renderingMode == .alwaysTemplate)
    }

    @Test func rightItemsRunTheirActionsRightmostFirst() {
        let (screen, nav, root) = makeStack()
        var log: [String] = []
        let done = BarButtonItem(systemItem: .done, primaryAction: Action { _ in log.append("done") })
        let add = BarButtonItem(systemItem: .add, primaryAction: Action { _ in log.append("add") })
        root.navigationItem.rightBarButtonItems = [done, add]
        screen.advance(by: 0)
        let doneFrame = try! #require(frame(of: done, in: nav)), addFrame = try! #require(frame(of: add, in: nav))
        #expect(doneFrame.maxX == 392 && addFrame.maxX == doneFrame.minX, "done at the edge, add inside it")
        #expect(abs(addFrame.width - (22 + 16)) < 0.001)
        screen.click(at: CGPoint(x: doneFrame.midX, y: doneFrame.midY))
        screen.click(at: CGPoint(x: addFrame.midX, y: addFrame.midY))
        #expect(log == ["done", "add"])
        // The plus is drawn in the tint.
        #expect(screen.snapshot().pixel(x: Int(addFrame.midX), y: Int(addFrame.midY)) == Theme.light.tintColor)
        // Disabled: grey, and clicks do nothing.
        done.isEnabled = false
        screen.advance(by: 0)
        screen.click(at: CGPoint(x: doneFrame.midX, y: doneFrame.midY))
        #expect(log == ["done", "add"])
    }

    @Test func targetActionAndTitleChanges() {
        final class Page: ViewController {
            var shared = 0
            func share(_ sender: BarButtonItem) { shared += 1 }
        }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let page = Page()
        let nav = NavigationController(rootViewController: page)
        window.rootViewController = nav
        let item = BarButtonItem(title: "Share", style: .plain, target: page, action: Page.share)
        page.navigationItem.rightBarButtonItem = item
        screen.advance(by: 0)
        let before = try! #require(frame(of: item, in: nav))
        screen.click(at: CGPoint(x: before.midX, y: before.midY))
        #expect(page.shared == 1)
        item.title = "Share with everyone"
        screen.advance(by: 0)
        let after = try! #require(frame(of: item, in: nav))
        #expect(after.width > before.width && after.maxX == 392)
    }

    @Test func leftItemsReplaceOrSupplementTheBackButton() {
        let (screen, nav, _) = makeStack()
        let page = ViewController()
        page.title = "Detail"
        let cancel = BarButtonItem(systemItem: .cancel)
        page.navigationItem.leftBarButtonItems = [cancel]
        nav.pushViewController(page, animated: false)
        screen.advance(by: 0.1)
        #expect(nav.navigationBar.backButton.isHidden)
        #expect(frame(of: cancel, in: nav)?.minX == 8)
        page.navigationItem.leftItemsSupplementBackButton = true
        screen.advance(by: 0)
        #expect(!nav.navigationBar.backButton.isHidden)
        #expect(frame(of: cancel, in: nav)!.minX == nav.navigationBar.backButton.frame.maxX)
    }

    @Test func backButtonKeepsThePreviousTitleOrSaysBack() {
        let (screen, nav, root) = makeStack(rootTitle: "Photos")
        let page = ViewController()
        page.title = "Detail"
        nav.pushViewController(page, animated: false)
        screen.advance(by: 0.1)
        #expect(nav.navigationBar.backButton.title == "Photos")
        // A long previous title that does not fit beside the title: "Back".
        root.title = "All the photos of the summer holiday"
        screen.advance(by: 0)
        #expect(nav.navigationBar.backButton.title == "Back")
        // backButtonTitle wins when it fits.
        root.navigationItem.backButtonTitle = "Album"
        screen.advance(by: 0)
        #expect(nav.navigationBar.backButton.title == "Album")
        // A long title of this page and right items leave room only for the chevron.
        page.title = "A very long title of the page shown now"
        page.navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .done), BarButtonItem(systemItem: .add)]
        nav.navigationBar.frame.size.width = 260
        screen.advance(by: 0)
        let back = nav.navigationBar.backButton
        #expect(back.title == nil || back.title == "Back")
        #expect(!back.isHidden && back.frame.width >= BackButton.chevronWidth)
        #expect(nav.navigationBar.titleLabel.frame.minX >= back.frame.maxX, "the title never overlaps the back button")
    }
}
