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
}
