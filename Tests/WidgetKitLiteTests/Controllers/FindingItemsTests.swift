import Foundation
import Testing
import WidgetKitLite

/// `HeadlessScreen.frame(of:)` and `click(_:)` find what the toolkit draws for a bar button
/// item or an alert action, as an app's test does (plain import, no tree walking).
@MainActor @Suite struct FindingItemsTests {
    private func navigation(on screen: HeadlessScreen) -> (NavigationController, ViewController) {
        let window = screen.makeWindow()
        let root = ViewController()
        root.title = "Notes"
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        screen.advance(by: 0)
        return (nav, root)
    }

    @Test func aBarButtonItemIsFoundAndClicked() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let (_, root) = navigation(on: screen)
        var adds = 0, edits = 0
        let add = BarButtonItem(systemItem: .add, primaryAction: Action { _ in adds += 1 })
        let edit = BarButtonItem(title: "Edit", style: .plain, primaryAction: Action { _ in edits += 1 })
        root.navigationItem.rightBarButtonItems = [add, edit]
        screen.advance(by: 0.1)

        let addFrame = try #require(screen.frame(of: add))
        let editFrame = try #require(screen.frame(of: edit))
        // UIKit lists right items from the edge inwards: the first is right-most.
        #expect(addFrame.minX > editFrame.maxX - 0.5)
        #expect(addFrame.maxX <= 400 && addFrame.minY >= 0 && addFrame.maxY <= 44)
        #expect(screen.click(add))
        #expect(adds == 1 && edits == 0)
        #expect(screen.click(edit))
        #expect(adds == 1 && edits == 1)
    }

    @Test func anItemNotShownHasNoFrameAndIsNotClicked() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let (nav, root) = navigation(on: screen)
        var taps = 0
        let item = BarButtonItem(title: "Share", style: .plain, primaryAction: Action { _ in taps += 1 })
        #expect(screen.frame(of: item) == nil)
        root.navigationItem.rightBarButtonItem = item
        screen.advance(by: 0.1)
        #expect(screen.frame(of: item) != nil)

        nav.pushViewController(ViewController(), animated: true)
        screen.advance(by: 0.5)
        #expect(screen.frame(of: item) == nil)
        #expect(!screen.click(item))
        #expect(taps == 0)
    }

    @Test func duringAPushTheIncomingItemIsFoundOnceItShows() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let (nav, _) = navigation(on: screen)
        let page = ViewController()
        let done = BarButtonItem(title: "Done", style: .done)
        page.navigationItem.rightBarButtonItem = done
        nav.pushViewController(page, animated: true)
        screen.advance(by: 0.35)
        let frame = try #require(screen.frame(of: done))
        #expect(frame.maxX <= 400 && frame.minX > 200)
    }

    @Test func anAlertsButtonsAreFoundAndClicked() throws {
        for style in [AlertController.Style.alert, .actionSheet] {
            let screen = HeadlessScreen(size: CGSize(width: 600, height: 400))
            let (_, root) = navigation(on: screen)
            var chosen: [String] = []
            let alert = AlertController(title: "Delete note?", message: nil, preferredStyle: style)
            let delete = AlertAction(title: "Delete", style: .destructive) { _ in chosen.append("delete") }
            let cancel = AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") }
            alert.addAction(delete)
            alert.addAction(cancel)
            #expect(screen.frame(of: delete) == nil)
            root.present(alert, animated: true)
            screen.advance(by: 1)

            let deleteFrame = try #require(screen.frame(of: delete))
            let cancelFrame = try #require(screen.frame(of: cancel))
            #expect(deleteFrame.intersection(cancelFrame).isEmpty)
            #expect(CGRect(x: 0, y: 0, width: 600, height: 400).contains(deleteFrame))
            #expect(screen.click(delete))
            screen.advance(by: 1)
            #expect(chosen == ["delete"], "\(style)")
            #expect(root.presentedViewController == nil)
            #expect(screen.frame(of: cancel) == nil)
        }
    }
}
