// The code of the "Collection views and diffable data sources" article, compiled and run by
// `swift test`. Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A tile: a title centred on a rounded coloured square.
final class TileCell: CollectionViewCell {
    required init?(coder: NSCoder) { nil }

    let titleLabel = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBlue
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
}

/// A grid of fruit that filters as the user types.
final class FruitGridViewController: ViewController {
    enum Section { case main }

    let allFruit = ["Apple", "Apricot", "Banana", "Cherry", "Grape", "Kiwi", "Lemon", "Mango", "Orange", "Peach", "Pear", "Plum"]
    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, String>!

    /// Four tiles to a row, each as high as it is wide, 8 pt apart.
    func makeLayout() -> CollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        return CollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = CollectionView.CellRegistration<TileCell, String> { cell, _, fruit in
            cell.titleLabel.text = fruit
        }
        dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        show(matching: "", animated: false)
    }

    /// Shows the fruit whose names contain `filter`; the tiles that stay slide to their new
    /// places, the others fade.
    func show(matching filter: String, animated: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(allFruit.filter { filter.isEmpty || $0.localizedCaseInsensitiveContains(filter) })
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}

// MARK: Running it

extension Examples {
    @MainActor @Suite struct CollectionViews {
        @Test func theGridFiltersAndKeepsTheTilesThatStay() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 500))
            let window = screen.makeWindow()
            let grid = FruitGridViewController()
            window.rootViewController = grid
            screen.advance(by: 0)
            let collectionView = grid.collectionView!
            #expect(collectionView.numberOfItems(inSection: 0) == 12)
            // Four to a row: the fifth tile starts the second row.
            let fifth = collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
            #expect(fifth == CGRect(x: 8, y: 106, width: 90, height: 90))
            let pear = collectionView.cellForItem(at: IndexPath(item: 10, section: 0))
            grid.show(matching: "pe")
            screen.advance(by: 1)
            #expect(grid.dataSource.snapshot().itemIdentifiers == ["Grape", "Peach", "Pear"])
            #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === pear)
        }
    }
}
