import Foundation
import WidgetKitLite

/// The Library tab's root page: a table of 10,000 books on 100 shelves (sections) that
/// scrolls under the navigation bar and over the bottom bar and tab bar. Selecting a book
/// pushes its page. The page's buttons sit in the table's header: the demo's usual ones,
/// and buttons that present a sheet, an alert, and an action sheet that deletes a book.
final class LibraryPage: DemoPage, TableViewDataSource, TableViewDelegate {
    static let shelfCount = 100
    static let booksPerShelf = 100
    let tableView = TableView(frame: .zero, style: .plain)
    private let header = View()
    private var extraButtons: [Button] = []
    /// The book numbers on each shelf (deleting a book removes it here).
    private(set) var shelves: [[Int]] = (0..<LibraryPage.shelfCount).map { shelf in
        (1...LibraryPage.booksPerShelf).map { shelf * LibraryPage.booksPerShelf + $0 }
    }

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
        for button in buttons + extraButtons { header.addSubview(button) }
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.accessibilityIdentifier = "library list"
        // The last row clears the bottom bar as well as the tab bar (the safe area).
        tableView.contentInset.bottom = bottomBar.height
        tableView.rowHeight = BookCell.height
        tableView.register(BookCell.self, forCellReuseIdentifier: BookCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.insertSubview(tableView, at: 0)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Back from a book: its row fades out of the selection, as UIKit's table controllers do.
        if let selected = tableView.indexPathForSelectedRow { tableView.deselectRow(at: selected, animated: animated) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The buttons flow across the header, wrapping at the page's width.
        let width = view.bounds.width
        var x = Self.margin, y = Self.margin, rowHeight: CGFloat = 0
        for button in buttons + extraButtons {
            let size = button.sizeThatFits(.zero)
            if x > Self.margin, x + size.width > width - Self.margin {
                x = Self.margin
                y += rowHeight + Self.spacing
                rowHeight = 0
            }
            button.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            x += size.width + Self.spacing
            rowHeight = max(rowHeight, size.height)
        }
        let height = y + rowHeight + Self.margin
        if header.frame.size != CGSize(width: width, height: height) || tableView.tableHeaderView !== header {
            header.frame = CGRect(x: 0, y: 0, width: width, height: height)
            tableView.tableHeaderView = nil
            tableView.tableHeaderView = header
        }
    }

    /// A click on a row selects it; only clicks elsewhere toggle the bottom bar.
    override func contentTapped(_ gesture: TapGestureRecognizer) {
        if tableView.indexPathForRow(at: gesture.location(in: tableView)) != nil { return }
        super.contentTapped(gesture)
    }

    // MARK: Data source and delegate

    func numberOfSections(in tableView: TableView) -> Int { shelves.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shelves[section].count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Shelf \(section + 1)" }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BookCell.identifier, for: indexPath)
        let number = shelves[indexPath.section][indexPath.row]
        cell.textLabel?.text = "Book \(number)"
        cell.detailTextLabel?.text = BookCell.byline(number)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let number = shelves[indexPath.section][indexPath.row]
        Trace.event("select", ["section": Double(indexPath.section), "row": Double(indexPath.row), "book": Double(number)])
        let page = DemoPage(title: "Book \(number)", depth: 2)
        Trace.event("push", ["depth": 2, "fullScreen": 0, "tab": 1, "page": Double(page.serial), "book": Double(number)])
        navigationController?.pushViewController(page, animated: true)
        app?.updateTitle()
    }

    /// Pushes the albums page (a compositional layout fed by a diffable data source).
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
        let count = shelves.reduce(0) { $0 + $1.count }
        let alert = AlertController(title: "Library", message: "\(count) books on \(shelves.count) shelves.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    /// Asks, in an action sheet, before deleting the selected book (else the first one).
    func confirmDeletion() {
        guard let indexPath = tableView.indexPathForSelectedRow ?? firstBook else { return }
        let number = shelves[indexPath.section][indexPath.row]
        Trace.event("present", ["kind": 2])
        let sheet = AlertController(title: "Delete “Book \(number)”?", message: "It leaves the library for good.", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Delete Book \(number)", style: .destructive) { [weak self] _ in self?.deleteBook(at: indexPath) })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    private var firstBook: IndexPath? {
        shelves.firstIndex { !$0.isEmpty }.map { IndexPath(row: 0, section: $0) }
    }

    private func deleteBook(at indexPath: IndexPath) {
        guard shelves.indices.contains(indexPath.section), shelves[indexPath.section].indices.contains(indexPath.row) else { return }
        let number = shelves[indexPath.section].remove(at: indexPath.row)
        Trace.event("delete", ["book": Double(number)])
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}

/// A book's row: its title, a grey byline, a disclosure indicator.
final class BookCell: TableViewCell {
    static let identifier = "book"
    static let height: CGFloat = 60
    private static let authors = ["Ada Lovelace", "Alan Kay", "Barbara Liskov", "Donald Knuth", "Edsger Dijkstra", "Grace Hopper", "Niklaus Wirth"]

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    /// "Author · year" for book `number`.
    static func byline(_ number: Int) -> String {
        "\(authors[(number - 1) % authors.count]) · \(1950 + number % 70)"
    }
}
