import Foundation
import WidgetKitLite

/// The shelves in a split view (V, from any tab): a sidebar of the library's 100 shelves
/// beside the chosen shelf's books, presented over the window. Choosing a shelf shows it as
/// the detail (`showDetailViewController`); the divider drags; in a window narrower than the
/// compact width the split view collapses to the list, where a chosen shelf is pushed.
/// Done (or Escape) closes it.
@MainActor
enum ShelvesSplit {
    static func make(onDone: @escaping () -> Void) -> SplitViewController {
        let split = SplitViewController(style: .doubleColumn)
        split.primaryBackgroundStyle = .sidebar
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredPrimaryColumnWidth = 220
        // The sidebar, and the list a collapsed (narrow) split view shows instead: choosing a
        // shelf there pushes it, and Back returns to the list.
        for column in [SplitViewController.Column.primary, .compact] {
            let shelves = ShelfListController()
            shelves.navigationItem.leftBarButtonItem = BarButtonItem(title: "Done", style: .done, primaryAction: Action { _ in onDone() })
            split.setViewController(shelves, for: column)
        }
        split.setViewController(ShelfController(shelf: 0), for: .secondary)
        split.modalPresentationStyle = .fullScreen
        split.addKeyCommand(KeyCommand(input: KeyCommand.inputEscape) { _ in onDone() })
        return split
    }
}

/// The sidebar: one row per shelf.
final class ShelfListController: TableViewController {
    required init?(coder: NSCoder) { nil }

    override init(style: TableView.Style) {
        super.init(style: style)
        title = "Shelves"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "shelf")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Library.shelfCount }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "shelf", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Shelf \(indexPath.row + 1)"
        content.secondaryText = "Books \(indexPath.row * Library.booksPerShelf + 1)–\((indexPath.row + 1) * Library.booksPerShelf)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        Trace.event("shelf", ["index": Double(indexPath.row)])
        showDetailViewController(ShelfController(shelf: indexPath.row), sender: self)
    }
}

/// One shelf's books, as the split view's detail.
final class ShelfController: ViewController {
    required init?(coder: NSCoder) { nil }

    let shelf: Int
    let books = Label()

    init(shelf: Int) {
        self.shelf = shelf
        super.init()
        title = "Shelf \(shelf + 1)"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let first = shelf * Library.booksPerShelf + 1
        books.numberOfLines = 0
        books.text = (first..<first + 12).map { "\(Library.title($0)) — \(Library.byline($0))" }.joined(separator: "\n") + "\n…"
        books.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(books)
        NSLayoutConstraint.activate([
            books.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            books.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            books.trailingAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
        ])
    }
}

extension DemoApp {
    /// Presents the shelves in a split view over the window (V).
    func presentShelves() {
        guard tabs.presentedViewController == nil else { return }
        Trace.event("present", ["kind": 4])
        let split = ShelvesSplit.make { [weak self] in self?.tabs.dismiss(animated: true) }
        tabs.present(split, animated: true)
    }
}
