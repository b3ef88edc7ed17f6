// The swipe actions code of the "Collection views and diffable data sources" article,
// compiled and run by `swift test`. Written as an app writes it: a plain
// `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A list of messages whose rows swipe open over Delete and Flag.
final class MessageListViewController: ViewController {
    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Int, String>!
    var flagged: Set<String> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.trailingActions(for: indexPath)
        }
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, message in
            var content = cell.defaultContentConfiguration()
            content.text = message
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Lunch on Friday?", "Your order has shipped", "Minutes of the meeting"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Delete removes the message from the list; Flag marks it and the row closes.
    func trailingActions(for indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard let message = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([message])
            dataSource.apply(snapshot)
            completion(true)
        }
        let flag = ContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            self?.flagged.insert(message)
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return SwipeActionsConfiguration(actions: [delete, flag])
    }
}

// MARK: Running it

extension Examples {
    @MainActor @Suite struct CollectionViewSwipe {
        @Test func rowsSwipeOpenAndDeleteThroughTheSnapshot() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let messages = MessageListViewController()
            window.rootViewController = messages
            screen.advance(by: 0)
            let collectionView = messages.collectionView!
            func row(_ item: Int) -> CGRect { collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero }
            // A drag to the left opens the first row over Delete and Flag; Flag closes it.
            let first = row(0)
            screen.drag(from: CGPoint(x: first.maxX - 20, y: first.midY), to: CGPoint(x: first.maxX - 200, y: first.midY), duration: 0.3)
            screen.advance(by: 0.5)
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.maxX == first.maxX - 155)
            screen.click(at: CGPoint(x: first.maxX - 155 + 30, y: first.midY))
            screen.advance(by: 0.5)
            #expect(messages.flagged == ["Lunch on Friday?"])
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == first)
            // A right-click opens the second row; its Delete button deletes the message.
            let second = row(1)
            screen.secondaryClick(at: CGPoint(x: second.midX, y: second.midY))
            screen.advance(by: 0.5)
            screen.click(at: CGPoint(x: second.maxX - 20, y: second.midY))
            screen.advance(by: 1)
            #expect(messages.dataSource.snapshot().itemIdentifiers == ["Lunch on Friday?", "Minutes of the meeting"])
            // The Delete key deletes the selected message.
            screen.click(at: CGPoint(x: first.midX, y: first.midY))
            screen.key("Delete")
            screen.advance(by: 1)
            #expect(messages.dataSource.snapshot().itemIdentifiers == ["Minutes of the meeting"])
        }
    }
}
