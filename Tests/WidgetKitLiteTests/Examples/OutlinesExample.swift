// The code of the "Outlines" part of the "Collection views and diffable data sources"
// article, compiled and run by `swift test`. Written as an app writes it: a plain
// `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A sidebar of folders that open, with a click on their chevron, to show what they hold.
final class SidebarViewController: ViewController {
    enum Section { case library }

    /// The folders and the files in each.
    let folders = ["Documents": ["Letters", "Taxes"], "Music": ["Bach", "Coltrane"], "Photos": ["Holidays"]]
    /// The folders the user opened, in order.
    private(set) var opened: [String] = []
    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .sidebar))
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { [folders] cell, _, name in
            var content = ListContentConfiguration.sidebarCell()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = folders[name] != nil ? [.outlineDisclosure()] : []
        }
        dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] folder in self?.opened.append(folder) }
        dataSource.apply(makeOutline(), to: .library, animatingDifferences: false)
    }

    /// Every folder at the root with its files under it, all closed.
    func makeOutline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        for folder in folders.keys.sorted() {
            outline.append([folder])
            outline.append(folders[folder] ?? [], to: folder)
        }
        return outline
    }
}

// MARK: Running it

extension Examples {
    @MainActor @Suite struct Outlines {
        @Test func aClickOnAFolderChevronShowsItsFilesIndented() {
            let screen = HeadlessScreen(size: CGSize(width: 300, height: 400))
            let window = screen.makeWindow()
            let sidebar = SidebarViewController()
            window.rootViewController = sidebar
            screen.advance(by: 0)
            let collectionView = sidebar.collectionView!
            #expect(sidebar.dataSource.snapshot().itemIdentifiers == ["Documents", "Music", "Photos"])
            let music = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CollectionViewListCell
            #expect(music?.configurationState.isExpanded == false)
            // The chevron stands at the trailing edge of the row.
            guard let music, let chevron = music.subviews.last?.frame else {
                Issue.record("no Music row")
                return
            }
            screen.click(at: music.convert(CGPoint(x: chevron.midX, y: chevron.midY), to: window))
            screen.advance(by: 1)
            #expect(sidebar.opened == ["Music"])
            #expect(sidebar.dataSource.snapshot().itemIdentifiers == ["Documents", "Music", "Bach", "Coltrane", "Photos"])
            #expect(music.configurationState.isExpanded)
            let bach = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CollectionViewListCell
            #expect(bach?.indentationLevel == 1)
            #expect(sidebar.dataSource.snapshot(for: .library).level(of: "Coltrane") == 1)
        }
    }
}
