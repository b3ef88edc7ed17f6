import Foundation
import Testing

@testable import WidgetKitLite

@MainActor @Suite struct ContextMenuTests {
    @MainActor final class Provider: ContextMenuInteractionDelegate {
        var locations: [CGPoint] = []
        var events: [String] = []
        var chosen: [String] = []
        var returnsNil = false

        func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
            locations.append(location)
            guard !returnsNil else { return nil }
            return ContextMenuConfiguration(identifier: "item" as NSString, previewProvider: nil) { [unowned self] suggested in
                Menu(children: [
                    Action(title: "Rename") { _ in self.chosen.append("Rename") },
                    Action(title: "Delete", attributes: .destructive) { _ in self.chosen.append("Delete") },
                ])
            }
        }

        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?
        ) {
            events.append("display")
            animator?.addCompletion { [unowned self] in self.events.append("shown") }
        }

        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?
        ) {
            events.append("end")
        }
    }

    @Test func aRightClickOpensTheMenuAtThePointerAndTheActionRunsAfterItEnds() {
        let f = Fixture(width: 400, height: 300)
        let target = View(frame: CGRect(x: 50, y: 50, width: 100, height: 80))
        f.root.addSubview(target)
        let provider = Provider()
        let interaction = ContextMenuInteraction(delegate: provider)
        target.addInteraction(interaction)
        #expect(target.interactions.count == 1 && interaction.view === target)
        f.screen.secondaryClick(at: CGPoint(x: 70, y: 60))
        #expect(provider.locations == [CGPoint(x: 20, y: 10)], "in the view's coordinates")
        let session = try! #require(f.window.menuSession)
        #expect(session.levels[0].frame.origin == CGPoint(x: 70, y: 60), "down-right of the pointer")
        #expect(provider.events == ["display", "shown"])
        f.screen.key("Down")
        f.screen.key("Down")
        f.screen.key("Return")
        #expect(provider.events == ["display", "shown", "end"])
        #expect(provider.chosen == ["Delete"])
        #expect(f.window.menuSession == nil)
    }

    @Test func noConfigurationOpensNothingAndRemovingTheInteractionStopsIt() {
        let f = Fixture(width: 400, height: 300)
        let provider = Provider()
        provider.returnsNil = true
        let interaction = ContextMenuInteraction(delegate: provider)
        f.root.addInteraction(interaction)
        f.screen.secondaryClick(at: CGPoint(x: 30, y: 30))
        #expect(provider.locations.count == 1 && f.window.menuSession == nil)
        f.root.removeInteraction(interaction)
        #expect(f.root.interactions.isEmpty && interaction.view == nil)
        f.screen.secondaryClick(at: CGPoint(x: 30, y: 30))
        #expect(provider.locations.count == 1)
    }

    @Test func theMenuKeyAndShiftF10OpenTheFocusedViewsMenuAtItsCentre() {
        let f = Fixture(width: 400, height: 300)
        let button = Button(title: "Item")
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
        f.root.addSubview(button)
        let provider = Provider()
        button.addInteraction(ContextMenuInteraction(delegate: provider))
        #expect(f.window.focus(button))
        f.screen.key("Menu")
        #expect(provider.locations == [CGPoint(x: 40, y: 20)])
        #expect(f.window.menuSession?.levels.first?.frame.origin == CGPoint(x: 140, y: 120))
        f.screen.key("Escape")
        #expect(f.window.menuSession == nil && provider.events.last == "end")
        f.screen.key("F10", modifiers: .shift)
        #expect(provider.locations.count == 2 && f.window.menuSession != nil)
        f.screen.click(at: CGPoint(x: 5, y: 5))
        #expect(f.window.menuSession == nil && provider.chosen.isEmpty)
        #expect(f.window.focusedView === button, "the click that closed the menu left the focus alone")
    }

    @MainActor final class RowMenus: TableViewDataSource, TableViewDelegate {
        var asked: [IndexPath] = []
        var chosen: [String] = []
        var withMenu = true
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? {
            asked.append(indexPath)
            guard withMenu else { return nil }
            return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
                Menu(children: [Action(title: "Open row \(indexPath.row)") { self.chosen.append($0.title) }])
            }
        }
        func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
            SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
    }

    @Test func aRightClickOnATableRowOpensItsMenuElseItsSwipeActions() {
        let f = Fixture(width: 400, height: 300)
        let table = TableView(frame: f.root.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let model = RowMenus()
        table.dataSource = model
        table.delegate = model
        f.root.addSubview(table)
        f.screen.advance(by: 0)
        let row2 = table.rectForRow(at: IndexPath(row: 2, section: 0))
        f.screen.secondaryClick(at: CGPoint(x: 100, y: row2.midY))
        #expect(model.asked == [IndexPath(row: 2, section: 0)])
        let session = try! #require(f.window.menuSession)
        f.screen.click(at: session.levels[0].convert(CGPoint(x: 40, y: session.levels[0].rowFrame(at: 0).midY), to: nil))
        #expect(model.chosen == ["Open row 2"])
        model.withMenu = false
        f.screen.secondaryClick(at: CGPoint(x: 100, y: row2.midY))
        #expect(f.window.menuSession == nil)
        #expect(table.swipe != nil, "without a menu the row's swipe actions open, as before")
    }

    @MainActor final class ItemMenus: CollectionViewDataSource, CollectionViewDelegate {
        var asked: [[IndexPath]] = []
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint)
            -> ContextMenuConfiguration?
        {
            asked.append(indexPaths)
            return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in Menu(children: [Action(title: "Share") { _ in }]) }
        }
    }

    @Test func aRightClickOnACollectionItemOpensItsMenu() {
        let f = Fixture(width: 400, height: 300)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let collection = CollectionView(frame: f.root.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let model = ItemMenus()
        collection.dataSource = model
        collection.delegate = model
        f.root.addSubview(collection)
        f.screen.advance(by: 0)
        let frame = try! #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        f.screen.secondaryClick(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(model.asked == [[IndexPath(item: 1, section: 0)]])
        #expect(f.window.menuSession != nil)
    }
}
