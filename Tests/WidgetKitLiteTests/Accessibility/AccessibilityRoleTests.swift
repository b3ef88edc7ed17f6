import Foundation
import Testing
@testable import WidgetKitLite

/// The roles the controllers' views take in the accessibility tree: tab bars and tabs,
/// navigation titles, alerts, sheets and table rows.
@MainActor @Suite struct AccessibilityRoleTests {
    /// The first node with `role` in the front window's tree.
    private func node(_ role: String, in screen: HeadlessScreen) -> AccessibilitySnapshot.Node? {
        screen.accessibilitySnapshot().allNodes.first { $0.role == role }
    }

    @Test func theTabBarIsAPageTabListOfPageTabsNamedByTheirTitles() throws {
        let f = TabsFixture()
        f.navA.tabBarItem.title = "Home"
        f.navB.tabBarItem.title = "Library"
        f.screen.advance(by: 0)
        let list = try #require(node("page tab list", in: f.screen))
        #expect(list.children.map(\.role) == ["page tab", "page tab"])
        #expect(list.children.map(\.name) == ["Home", "Library"])
        #expect(list.children[0].states.contains("selected"))
        #expect(!list.children[1].states.contains("selected"))
        #expect(list.frame == f.tabs.tabBar.accessibilityFrame)
    }

    @Test func activatingAPageTabSelectsItsTab() throws {
        let f = TabsFixture()
        let reader = AccessibilityTreeReader(window: f.window)
        let tabs = try #require(f.tabs.tabBar.accessibilityElements as? [View])
        #expect(tabs.count == 2)
        #expect(AccessibleItem.view(tabs[1]).activate())
        f.screen.advance(by: 1)
        #expect(f.tabs.selectedIndex == 1)
        #expect(reader.states(of: .view(tabs[1])).contains("selected"))
        #expect(!reader.states(of: .view(tabs[0])).contains("selected"))
    }

    @Test func theNavigationTitleIsAHeading() throws {
        let f = TabsFixture()
        let heading = try #require(node("heading", in: f.screen))
        #expect(heading.name == "A")
        f.navA.pushViewController(f.page("Details"), animated: true)
        f.screen.advance(by: 1)
        #expect(node("heading", in: f.screen)?.name == "Details")
        // The back button is a button named by the previous page's title.
        let back = f.screen.accessibilitySnapshot().allNodes.first { $0.role == "push button" && $0.name == "A" }
        #expect(back != nil)
    }

    @Test func anAlertIsAnAlertContainerNamedByItsTitle() throws {
        let f = TabsFixture()
        let alert = AlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        f.rootA.present(alert, animated: false)
        f.screen.advance(by: 1)
        let container = try #require(node("alert", in: f.screen))
        #expect(container.name == "Delete?")
        #expect(container.children.map(\.role) == ["label", "label", "push button", "push button"])
        #expect(Set(container.children.compactMap(\.name)) == ["Delete?", "It cannot be undone.", "Cancel", "Delete"])
        #expect(node("dialog", in: f.screen) == nil)
    }

    @Test func aSheetIsADialogNamedByItsPage() throws {
        let f = TabsFixture()
        let page = ViewController()
        page.title = "Compose"
        let send = Button(title: "Send")
        send.frame = CGRect(x: 20, y: 20, width: 80, height: 36)
        page.view.addSubview(send)
        f.rootA.present(page, animated: false)
        f.screen.advance(by: 1)
        let dialog = try #require(node("dialog", in: f.screen))
        #expect(dialog.name == "Compose")
        #expect(dialog.children.map(\.name) == ["Send"])
        #expect(f.screen.accessibilitySnapshot().root.children.map(\.role) == ["dialog"])
    }

    @Test func tableCellsAreListItemsNamedByTheirLabels() throws {
        let model = TableModel(sections: [["Inbox", "Sent"]])
        let f = TableFixture(model: model)
        // Rows are read top to bottom, inside a "list", whatever the cells' subview order.
        let list = try #require(f.screen.accessibilitySnapshot().allNodes.first { $0.role == "list" })
        #expect(list.children.map(\.role) == ["list item", "list item"])
        #expect(list.children.map(\.name) == ["Inbox", "Sent"])
        #expect(list.children[0].frame.minY < list.children[1].frame.minY)
        let cell = try #require(f.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.accessibilityActivate())
        #expect(model.selected == [IndexPath(row: 1, section: 0)])
        #expect(cell.accessibilityTraits.contains(.selected))
        #expect(
            f.screen.accessibilitySnapshot().allNodes.first { $0.name == "Sent" }?.states.contains("selected") == true)
    }

    @Test func aCellCombinesItsLabelsAndOneWithAControlStaysAContainer() {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Wi-Fi, Home")
        let toggle = Switch()
        toggle.accessibilityLabel = "Wi-Fi"
        cell.accessoryView = toggle
        #expect(!cell.isAccessibilityElement)
        let empty = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(!empty.isAccessibilityElement)
        #expect(empty.accessibilityLabel == nil)
    }

    @Test func collectionViewCellsAreListItemsReadRowByRowAndOnlyWhenShown() throws {
        let model = GridModel(items: 100)
        let f = GridFixture(model: model, width: 400, height: 300) { _, layout in
            layout.itemSize = CGSize(width: 90, height: 90)
        }
        // Scrolling reuses cells: subview order no longer follows the items.
        f.collection.contentOffset = CGPoint(x: 0, y: 500)
        f.collection.layoutIfNeeded()
        f.collection.contentOffset = CGPoint(x: 0, y: 0)
        f.collection.layoutIfNeeded()
        let list = try #require(f.screen.accessibilitySnapshot().allNodes.first { $0.role == "list" })
        #expect(list.children.allSatisfy { $0.role == "list item" })
        let frames = list.children.map(\.frame)
        #expect(frames.allSatisfy { $0.intersects(f.collection.bounds) })
        #expect(zip(frames, frames.dropFirst()).allSatisfy { a, b in a.minY < b.minY || (a.minY == b.minY && a.minX < b.minX) })
        #expect(list.children.first?.name == "0")
        let cell = try #require(f.collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.accessibilityActivate())
        #expect(model.selected == [IndexPath(item: 2, section: 0)])
        #expect(cell.accessibilityTraits == .selected)
    }

    @Test func systemButtonsAreNamedAndLargeEnoughToPassTheAudit() {
        let f = Fixture()
        let info = Button(type: .infoLight)
        let add = Button(type: .contactAdd)
        let close = Button(type: .close)
        info.frame.origin = CGPoint(x: 20, y: 20)
        add.frame.origin = CGPoint(x: 60, y: 20)
        close.frame.origin = CGPoint(x: 100, y: 20)
        for button in [info, add, close] { f.root.addSubview(button) }
        #expect([info, add, close].map(\.accessibilityLabel) == ["More Info", "Add", "Close"])
        #expect(info.frame.width >= 24 && info.frame.height >= 24)
        #expect(f.screen.accessibilityAudit().map(\.description) == [])
        info.accessibilityLabel = "About"
        #expect(info.accessibilityLabel == "About")
    }

    @Test func theAlertsFrameIsItsBox() throws {
        let f = TabsFixture()
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        f.rootA.present(alert, animated: false)
        f.screen.advance(by: 1)
        let container = try #require(node("alert", in: f.screen))
        let ok = try #require(container.children.first { $0.name == "OK" })
        #expect(container.frame.width < f.width && container.frame.height < f.height)
        #expect(container.frame.contains(ok.frame))
    }

    @Test func secondaryTextAndBottomBarTextHaveEnoughContrast() {
        for theme in [Theme.light, Theme.dark] {
            let page = theme.pageBackgroundColor
            #expect(ContrastMath.ratio(theme.secondaryLabelColor, page) >= 4.5)
            #expect(ContrastMath.ratio(theme.secondaryLabelColor, theme.groupedBackgroundColor) >= 4.5)
        }
        let f = Fixture()
        let page = View(frame: f.root.bounds)
        f.root.addSubview(page)
        let bar = BottomBar(text: "Undo")
        page.addSubview(bar)
        f.screen.advance(by: 0)
        #expect(f.screen.accessibilityAudit().map(\.description) == [])
    }
}
