import Foundation
import WidgetKitLite

/// A grid of albums pushed from the Library: a flow layout of 120-pt covers in sections by
/// decade, each with a header, fed by a diffable data source. Clicks (and arrows with
/// Return) select several covers; the title counts them, and so does a bar of thin
/// material along the bottom that the covers scroll under, blurred. B turns the blur off (an
/// opaque bar) and on again.
final class AlbumsPage: ViewController, CollectionViewDelegate {
    required init?(coder: NSCoder) { nil }

    static let albumCount = 60
    static let decades = [1970, 1980, 1990, 2000]
    private(set) var collectionView: CollectionView!
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    /// The blurred bar along the bottom, and its count of albums.
    let selectionBar = VisualEffectView(effect: BlurEffect(style: .systemThinMaterial))
    let selectionLabel = Label()
    static let barHeight: CGFloat = 40

    static func name(of album: Int) -> String {
        let words = ["Blue", "Night", "River", "Glass", "Summer", "Echo", "Paper", "Signal", "Velvet", "Harbor"]
        return "\(words[album % words.count]) \(words[(album / words.count + 3) % words.count]) \(album + 1)"
    }

    /// The decade album `album` came out in.
    static func decade(of album: Int) -> Int { decades[album * decades.count / albumCount] }

    override init() {
        super.init()
        title = "Albums"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 12
        layout.minimumLineSpacing = 12
        layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 20, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "albums"
        collectionView.allowsMultipleSelection = true
        collectionView.delegate = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        view.addSubview(collectionView)
        selectionLabel.text = "\(Self.albumCount) albums"
        selectionLabel.font = .preferredFont(forTextStyle: .footnote)
        selectionLabel.textColor = .secondaryLabel
        selectionLabel.textAlignment = .center
        selectionBar.contentView.addSubview(selectionLabel)
        selectionBar.accessibilityIdentifier = "album selection bar"
        view.addSubview(selectionBar)
        addKeyCommand(KeyCommand(input: "b", title: "Blur the bar") { [weak self] _ in self?.toggleBlur() })
        let cover = CollectionView.CellRegistration<CoverCell, Int> { cell, _, album in
            cell.titleLabel.text = Self.name(of: album)
            cell.contentView.backgroundColor = CoverCell.colour(of: album)
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) {
            [weak self] header, _, indexPath in
            var content = ListContentConfiguration.plainHeader()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section).map { "The \($0)s" }
            header.contentConfiguration = content
            header.backgroundConfiguration = .clear()
        }
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, album in
            collectionView.dequeueConfiguredReusableCell(using: cover, for: indexPath, item: album)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Self.decades)
        for album in 0..<Self.albumCount { snapshot.appendItems([album], toSection: Self.decade(of: album)) }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bottom = view.bounds.height - view.safeAreaInsets.bottom
        selectionBar.frame = CGRect(x: 0, y: bottom - Self.barHeight, width: view.bounds.width, height: Self.barHeight)
        selectionLabel.frame = selectionBar.contentView.bounds
        // The last covers scroll clear of the bar.
        collectionView.contentInset.bottom = Self.barHeight
    }

    /// Blurred bar ↔ opaque bar.
    func toggleBlur() {
        let blurs = selectionBar.effect == nil
        selectionBar.effect = blurs ? BlurEffect(style: .systemThinMaterial) : nil
        selectionBar.backgroundColor = blurs ? nil : .secondarySystemBackground
        Trace.event("albumBar", ["blurred": blurs ? 1 : 0])
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selectionChanged(indexPath, selected: true)
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        selectionChanged(indexPath, selected: false)
    }

    private func selectionChanged(_ indexPath: IndexPath, selected: Bool) {
        guard let album = dataSource.itemIdentifier(for: indexPath) else { return }
        let count = collectionView.indexPathsForSelectedItems.count
        title = count == 0 ? "Albums" : "Albums (\(count) selected)"
        selectionLabel.text = count == 0 ? "\(Self.albumCount) albums" : "\(count) of \(Self.albumCount) albums selected"
        Trace.event("album", ["album": Double(album), "selected": selected ? 1 : 0, "count": Double(count)])
    }
}
