// The code of the "Building a list" article, compiled and run by `swift test`.
// Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// An album of the list.
struct Album {
    let title: String
    let artist: String
    let year: Int
}

/// 200 albums, grouped by decade.
func makeAlbums() -> [[Album]] {
    let artists = ["Nina Simone", "Miles Davis", "Joni Mitchell", "Fela Kuti", "Björk"]
    let albums = (0..<200).map { i in
        Album(title: "Album \(i + 1)", artist: artists[i % artists.count], year: 1960 + i % 60)
    }
    let decades = Dictionary(grouping: albums) { $0.year / 10 * 10 }
    return decades.keys.sorted().map { decade in decades[decade] ?? [] }
}

/// A row: the album's title, its artist and year under it, a disclosure chevron.
final class AlbumCell: TableViewCell {
    required init?(coder: NSCoder) { nil }

    static let identifier = "album"

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    func show(_ album: Album) {
        textLabel?.text = album.title
        detailTextLabel?.text = "\(album.artist) · \(album.year)"
    }
}

/// The list: one section per decade; selecting an album shows its page.
final class AlbumListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    var sections = makeAlbums()
    let tableView = TableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 60
        tableView.register(AlbumCell.self, forCellReuseIdentifier: AlbumCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    func numberOfSections(in tableView: TableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "\(sections[section][0].year / 10 * 10)s"
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: AlbumCell.identifier, for: indexPath)
        (cell as? AlbumCell)?.show(sections[indexPath.section][indexPath.row])
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let album = sections[indexPath.section][indexPath.row]
        let page = ViewController()
        page.title = album.title
        navigationController?.pushViewController(page, animated: true)
    }

    /// Asks before deleting, in an action sheet.
    func confirmDeletion(at indexPath: IndexPath) {
        let album = sections[indexPath.section][indexPath.row]
        let sheet = AlertController(title: "Delete “\(album.title)”?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(
            AlertAction(title: "Delete", style: .destructive) { _ in
                self.sections[indexPath.section].remove(at: indexPath.row)
                self.tableView.deleteRows(at: [indexPath], with: .fade)
            })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}

/// Snaps a released drag to whole rows.
final class RowSnapping: ScrollViewDelegate {
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 60).rounded() * 60
    }
}

// MARK: Running it

extension Examples {
    @MainActor @Suite struct BuildingAList {
        /// The list in a navigation controller on an 800 × 600 screen.
        @MainActor struct Scene {
            let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
            let albums = AlbumListViewController()
            let navigation: NavigationController

            init() {
                navigation = NavigationController(rootViewController: albums)
                let window = screen.makeWindow()
                window.rootViewController = navigation
                screen.advance(by: 0)
            }
        }

        @Test func onlyTheRowsInViewExist() {
            let scene = Scene()
            let table = scene.albums.tableView
            #expect(table.numberOfSections == 6)
            #expect(table.visibleCells.count < 12)
            #expect(table.visibleCells.first?.textLabel?.text == "Album 1")
            table.scrollToRow(at: IndexPath(row: 0, section: 5), at: .top, animated: false)
            scene.screen.advance(by: 0)
            #expect(table.visibleCells.count < 12)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 5))?.textLabel?.text == "Album 51")
        }

        @Test func selectingARowPushesItsPageAndTheSelectionFadesOnReturn() {
            let scene = Scene()
            let table = scene.albums.tableView
            let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
            let point = table.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
            scene.screen.click(at: point)
            #expect(scene.navigation.topViewController?.title == "Album 2")
            scene.screen.advance(by: 0.5)
            scene.navigation.popViewController(animated: true)
            scene.screen.advance(by: 0.8)
            #expect(table.indexPathForSelectedRow == nil)
        }

        @Test func aDeletionIsConfirmedFirst() {
            let scene = Scene()
            let table = scene.albums.tableView
            scene.albums.confirmDeletion(at: IndexPath(row: 0, section: 0))
            scene.screen.advance(by: 0.5)
            scene.screen.key("Escape")  // Cancel: nothing is deleted
            scene.screen.advance(by: 0.5)
            #expect(table.numberOfRows(inSection: 0) == 40)

            scene.albums.confirmDeletion(at: IndexPath(row: 0, section: 0))
            scene.screen.advance(by: 0.5)
            guard let delete = button(titled: "Delete", in: scene.navigation.view.window) else {
                Issue.record("no Delete button")
                return
            }
            scene.screen.click(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
            scene.screen.advance(by: 1)
            #expect(table.numberOfRows(inSection: 0) == 39)
            #expect(table.visibleCells.first?.textLabel?.text == "Album 2")
        }

        /// The first button titled `title` in `view`'s tree.
        func button(titled title: String, in view: View?) -> Button? {
            guard let view else { return nil }
            if let button = view as? Button, button.title == title { return button }
            for sub in view.subviews {
                if let found = button(titled: title, in: sub) { return found }
            }
            return nil
        }

        @Test func releasedDragsRestOnWholeRows() {
            let scene = Scene()
            let snapping = RowSnapping()
            let table = scene.albums.tableView
            table.delegate = nil
            table.delegate = snapping
            scene.screen.drag(from: CGPoint(x: 400, y: 500), to: CGPoint(x: 400, y: 380), duration: 0.1)
            scene.screen.advance(by: 3)
            #expect(table.contentOffset.y > 0)
            #expect(table.contentOffset.y.truncatingRemainder(dividingBy: 60) == 0)
            withExtendedLifetime(snapping) {}
        }
    }
}
