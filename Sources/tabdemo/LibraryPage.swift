import Foundation
import WidgetKitLite

/// The Library tab's root page: a search field over a compositional layout fed by a diffable
/// data source — the page's buttons, a row of featured covers that scrolls sideways (the
/// wheel sideways, Shift+wheel, a drag), then a list of 10,000 books on 100 shelves with a
/// header per shelf. Typing filters covers and books: what stays slides to its new place.
/// Selecting a book pushes its page; a book swiped left (or right-clicked, or selected and
/// Delete pressed) can be deleted, and the deletion undone from the bottom bar or Ctrl+Z.
final class LibraryPage: DemoPage, CollectionViewDelegate {
    required init?(coder: NSCoder) { nil }

    enum Section: Hashable, Sendable {
        case controls, featured
        case shelf(Int)
    }

    enum Item: Hashable, Sendable {
        case controls
        case cover(Int)
        case book(Int)
    }

    static let coverSide: CGFloat = 100
    let searchField = TextField()
    private(set) var collectionView: CollectionView!
    private(set) var dataSource: CollectionViewDiffableDataSource<Section, Item>!
    private var extraButtons: [Button] = []
    private(set) var library = Library()
    /// The last deletion, until it is undone or the bottom bar is reset.
    private(set) var lastDeletion: Library.Deletion?
    /// The bottom bar's usual items while it offers an undo.
    private var plainBarItems: [View]?

    init(title: String) {
        super.init(title: title, depth: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        extraButtons = [
            Button(title: "Present sheet", style: .filled, primaryAction: Action { [weak self] _ in self?.presentSheet() }),
            Button(title: "Show alert", style: .filled, primaryAction: Action { [weak self] _ in self?.showAlert() }),
            Button(title: "Delete a book…", style: .filled, primaryAction: Action { [weak self] _ in self?.confirmDeletion() }),
            Button(title: "Browse albums", style: .filled, primaryAction: Action { [weak self] _ in self?.browseAlbums() }),
        ]
        searchField.placeholder = "Search books"
        searchField.accessibilityIdentifier = "book search"
        searchField.addAction(Action { [weak self] _ in self?.showBooks(animated: true) }, for: .editingChanged)
        view.insertSubview(searchField, at: 0)
        collectionView = CollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.accessibilityIdentifier = "library list"
        collectionView.delegate = self
        collectionView.dragDelegate = self
        view.insertSubview(collectionView, at: 0)
        makeDataSource()
        showBooks(animated: false)
        addKeyCommand(KeyCommand(input: "z", modifierFlags: .control) { [weak self] _ in self?.undoDeletion() })
        addKeyCommand(KeyCommand(input: KeyCommand.inputEscape) { [weak self] _ in self?.endSearch() })
    }

    /// Escape in the search field (which passes Escape on) clears it and ends editing, as a
    /// desktop search field does.
    func endSearch() {
        guard searchField.isFirstResponder || !(searchField.text ?? "").isEmpty else { return }
        searchField.text = ""
        _ = searchField.resignFirstResponder()
        showBooks(animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Back from a book: its row fades out of the selection, as UIKit's list controllers do.
        for indexPath in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: indexPath, animated: animated) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let inset = view.safeAreaInsets
        let width = view.bounds.width
        searchField.frame = CGRect(x: 16, y: inset.top + 8, width: max(0, width - 32), height: 34)
        let top = searchField.frame.maxY + 8
        collectionView.frame = CGRect(x: 0, y: top, width: width, height: max(0, view.bounds.height - top))
        // The last row clears the bottom bar as well as the tab bar (the safe area).
        collectionView.contentInset.bottom = bottomBar.height
    }

    /// The buttons live in the list's first item (`ControlsCell` places them).
    override func layoutButtons() {}

    /// A click on a book or cover selects it; only clicks elsewhere toggle the bottom bar.
    override func contentTapped(_ gesture: TapGestureRecognizer) {
        if let indexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)),
            dataSource.itemIdentifier(for: indexPath) != .controls
        {
            return
        }
        super.contentTapped(gesture)
    }

    // MARK: Layout and data

    /// The buttons as high as they need at the list's width; the covers 100 pt square in a
    /// row that scrolls sideways; the shelves as a plain list with pinned headers.
    private func makeLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout { [weak self] index, environment in
            guard let self, let section = self.dataSource?.sectionIdentifier(for: index) else { return nil }
            switch section {
            case .controls:
                let height = ControlsCell.flow(self.buttons + self.extraButtons, width: environment.container.effectiveContentSize.width).height
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(Self.coverSide), heightDimension: .absolute(Self.coverSide)), subitems: [item])
                let covers = NSCollectionLayoutSection(group: group)
                covers.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                covers.interGroupSpacing = 10
                covers.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
                return covers
            case .shelf:
                var list = CollectionLayoutListConfiguration(appearance: .plain)
                list.headerMode = .supplementary
                list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in self?.swipeActions(for: indexPath) }
                return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
        }
    }

    private func makeDataSource() {
        let controls = CollectionView.CellRegistration<ControlsCell, Void> { [weak self] cell, _, _ in
            guard let self else { return }
            cell.buttons = self.buttons + self.extraButtons
        }
        let cover = CollectionView.CellRegistration<CoverCell, Int> { cell, _, book in
            cell.titleLabel.text = Library.title(book)
            cell.contentView.backgroundColor = CoverCell.colour(of: book)
        }
        let row = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, book in
            var content = cell.defaultContentConfiguration()
            content.text = Library.title(book)
            content.secondaryText = Library.byline(book)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) {
            [weak self] header, _, indexPath in
            guard case .shelf(let shelf) = self?.dataSource.sectionIdentifier(for: indexPath.section) else { return }
            var content = ListContentConfiguration.plainHeader()
            content.text = "Shelf \(shelf + 1)"
            header.contentConfiguration = content
            header.backgroundConfiguration = .listPlainHeaderFooter()
        }
        dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .controls: collectionView.dequeueConfiguredReusableCell(using: controls, for: indexPath, item: ())
            case .cover(let book): collectionView.dequeueConfiguredReusableCell(using: cover, for: indexPath, item: book)
            case .book(let book): collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: book)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    /// Shows the covers and books that match the search text; with `animated`, what stays
    /// slides to its new place and the rest fades.
    func showBooks(animated: Bool) {
        let filter = (searchField.text ?? "").lowercased()
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.controls, .featured])
        snapshot.appendItems([.controls], toSection: .controls)
        let covers = Library.featured.filter { library.contains($0) && library.matches($0, lowercased: filter) }
        snapshot.appendItems(covers.map { .cover($0) }, toSection: .featured)
        var shown = 0
        for (shelf, books) in library.shelves.enumerated() {
            let matching = filter.isEmpty ? books : books.filter { library.matches($0, lowercased: filter) }
            guard !matching.isEmpty else { continue }
            snapshot.appendSections([.shelf(shelf)])
            snapshot.appendItems(matching.map { .book($0) }, toSection: .shelf(shelf))
            shown += matching.count
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
        Trace.event("books", ["shown": Double(shown), "covers": Double(covers.count)])
    }

    // MARK: Delegate

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        dataSource.itemIdentifier(for: indexPath) != .controls
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        dataSource.itemIdentifier(for: indexPath) != .controls
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        let book: Int
        switch dataSource.itemIdentifier(for: indexPath) {
        case .book(let number), .cover(let number): book = number
        case .controls, nil: return
        }
        Trace.event("select", ["section": Double(indexPath.section), "row": Double(indexPath.item), "book": Double(book)])
        let page = DemoPage(title: Library.title(book), depth: 2)
        Trace.event("push", ["depth": 2, "fullScreen": 0, "tab": 1, "page": Double(page.serial), "book": Double(book)])
        navigationController?.pushViewController(page, animated: true)
        app?.updateTitle()
    }

    /// A book's context menu (a right-click, the Menu key or Shift+F10): Open, Copy Title
    /// (to the clipboard), Delete.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard let indexPath = indexPaths.first, case .book(let book) = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return ContextMenuConfiguration(identifier: book as NSNumber, previewProvider: nil) { [weak self] _ in
            Menu(children: [
                Action(title: "Open", image: Image(systemName: "book")) { _ in
                    self?.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                    self?.collectionView(collectionView, didSelectItemAt: indexPath)
                },
                Action(title: "Copy Title", image: Image(systemName: "doc.on.doc")) { _ in
                    Pasteboard.general.string = Library.title(book)
                    Trace.event("copy", ["book": Double(book)])
                },
                Menu(
                    options: .displayInline,
                    children: [
                        Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) { _ in self?.delete(book) }
                    ]),
            ])
        }
    }

    /// Pushes the albums page (a grid in a flow layout).
    func browseAlbums() {
        Trace.event("push", ["depth": 2, "fullScreen": 0, "tab": 1, "albums": 1])
        navigationController?.pushViewController(AlbumsPage(), animated: true)
        app?.updateTitle()
    }

    // MARK: Presentation

    func presentSheet() {
        Trace.event("present", ["kind": 0])
        present(SheetPage(), animated: true)
    }

    func showAlert() {
        Trace.event("present", ["kind": 1])
        let shelves = library.shelves.filter { !$0.isEmpty }.count
        let alert = AlertController(title: "Library", message: "\(library.bookCount) books on \(shelves) shelves.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    /// The book selected, else the first one shown.
    private var bookToDelete: Int? {
        for indexPath in collectionView.indexPathsForSelectedItems {
            if case .book(let book) = dataSource.itemIdentifier(for: indexPath) { return book }
        }
        for item in dataSource.snapshot().itemIdentifiers {
            if case .book(let book) = item { return book }
        }
        return nil
    }

    /// Asks, in an action sheet, before deleting the selected book (else the first one).
    func confirmDeletion() {
        guard let book = bookToDelete else { return }
        Trace.event("present", ["kind": 2])
        let sheet = AlertController(title: "Delete “\(Library.title(book))”?", message: "It can be undone from the bottom bar.", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Delete \(Library.title(book))", style: .destructive) { [weak self] _ in self?.delete(book) })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    // MARK: Deleting and undoing

    /// A book's row swipes open over Delete (a right-click or the Delete key reach it too).
    private func swipeActions(for indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard case .book(let book) = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.delete(book)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// Deletes `book`: its row (and cover) fade out and the rows below slide up; the bottom
    /// bar offers to undo it.
    func delete(_ book: Int) {
        guard let deletion = library.delete(book) else { return }
        lastDeletion = deletion
        Trace.event("delete", ["book": Double(book)])
        showBooks(animated: true)
        showUndo(for: book)
    }

    /// Puts the last deleted book back where it was; its row fades in.
    func undoDeletion() {
        guard let deletion = lastDeletion else { return }
        lastDeletion = nil
        library.restore(deletion)
        Trace.event("undo", ["book": Double(deletion.book)])
        showBooks(animated: true)
        if let plainBarItems { bottomBar.items = plainBarItems }
        plainBarItems = nil
    }

    private func showUndo(for book: Int) {
        let undo = Button(title: "Undo", style: .filled, primaryAction: Action { [weak self] _ in self?.undoDeletion() })
        undo.accessibilityIdentifier = "undo"
        if plainBarItems == nil { plainBarItems = bottomBar.items }
        let label = Label(text: "Deleted “\(Library.title(book))”", font: bottomBar.theme.bodyFont, color: .white)
        bottomBar.items = [label, undo]
    }
}
