import Foundation
import WidgetKitLite

/// A page of albums pushed from the Library: a search field over a compositional layout —
/// a row of album covers that scrolls sideways (the wheel sideways, Shift+wheel, or a drag),
/// then a list of every album — fed by a diffable data source. Typing filters both; the
/// covers and rows that stay slide to their new places.
final class AlbumsPage: ViewController, CollectionViewDelegate {
    enum Section: Hashable, Sendable { case covers, list }
    enum Item: Hashable, Sendable {
        case cover(Int)
        case row(Int)
    }

    static let albumCount = 60
    let searchField = TextField()
    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, Item>!

    static func name(of album: Int) -> String {
        let words = ["Blue", "Night", "River", "Glass", "Summer", "Echo", "Paper", "Signal", "Velvet", "Harbor"]
        return "\(words[album % words.count]) \(words[(album / words.count + 3) % words.count]) \(album + 1)"
    }

    static func colour(of album: Int) -> Color {
        let hues: [(Int, Int, Int)] = [(232, 93, 74), (242, 169, 59), (90, 178, 105), (64, 145, 220), (140, 99, 210), (220, 90, 160)]
        let h = hues[album % hues.count]
        return Color(rgb: h.0, h.1, h.2)
    }

    override init() {
        super.init()
        title = "Albums"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchField.placeholder = "Search albums"
        searchField.accessibilityIdentifier = "album search"
        searchField.addAction(Action { [weak self] _ in self?.showAlbums(animated: true) }, for: .editingChanged)
        view.addSubview(searchField)
        collectionView = CollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
        collectionView.accessibilityIdentifier = "albums"
        collectionView.delegate = self
        view.addSubview(collectionView)
        let coverRegistration = CollectionView.CellRegistration<CoverCell, Int> { cell, _, album in
            cell.titleLabel.text = Self.name(of: album)
            cell.contentView.backgroundColor = Self.colour(of: album)
        }
        let rowRegistration = CollectionView.CellRegistration<AlbumRowCell, Int> { cell, _, album in
            cell.titleLabel.text = Self.name(of: album)
            cell.swatch.backgroundColor = Self.colour(of: album)
        }
        dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .cover(let album): collectionView.dequeueConfiguredReusableCell(using: coverRegistration, for: indexPath, item: album)
            case .row(let album): collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: album)
            }
        }
        showAlbums(animated: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let inset = view.safeAreaInsets
        let width = view.bounds.width
        searchField.frame = CGRect(x: 16, y: inset.top + 8, width: max(0, width - 32), height: 34)
        let top = searchField.frame.maxY + 8
        collectionView.frame = CGRect(x: 0, y: top, width: width, height: max(0, view.bounds.height - top))
        collectionView.contentInset.bottom = inset.bottom
    }

    /// Covers 140 pt square side by side, sliding sideways; then rows 44 pt high.
    static func makeLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .absolute(140)), subitems: [item])
                let covers = NSCollectionLayoutSection(group: group)
                covers.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                covers.interGroupSpacing = 12
                covers.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
                return covers
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// The albums whose names contain the search text, as covers and as rows.
    func showAlbums(animated: Bool) {
        let filter = searchField.text ?? ""
        let albums = (0..<Self.albumCount).filter { filter.isEmpty || Self.name(of: $0).localizedCaseInsensitiveContains(filter) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.covers, .list])
        snapshot.appendItems(albums.map { .cover($0) }, toSection: .covers)
        snapshot.appendItems(albums.map { .row($0) }, toSection: .list)
        dataSource.apply(snapshot, animatingDifferences: animated)
        Trace.event("albums", ["shown": Double(albums.count)])
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        switch item {
        case .cover(let album), .row(let album): Trace.event("album", ["album": Double(album)])
        }
    }
}

/// An album cover: the album's colour with its name at the bottom.
final class CoverCell: CollectionViewCell {
    let titleLabel = Label()

    required init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textColor = .white
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.numberOfLines = 2
        contentView.addSubview(titleLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        titleLabel.frame = CGRect(x: 10, y: b.height - 50, width: max(0, b.width - 20), height: 44)
    }
}

/// An album row: a small swatch of its colour, its name, a hairline under it.
final class AlbumRowCell: CollectionViewCell {
    let swatch = View()
    let titleLabel = Label()
    private let hairline = View()

    required init(frame: CGRect) {
        super.init(frame: frame)
        hairline.backgroundColor = .separator
        for view in [swatch, titleLabel, hairline] { contentView.addSubview(view) }
        let selected = View()
        selected.backgroundColor = .systemFill
        selectedBackgroundView = selected
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        swatch.frame = CGRect(x: 16, y: (b.height - 28) / 2, width: 28, height: 28)
        titleLabel.frame = CGRect(x: 56, y: 0, width: max(0, b.width - 72), height: b.height)
        hairline.frame = CGRect(x: 56, y: b.height - 0.5, width: max(0, b.width - 56), height: 0.5)
    }
}
