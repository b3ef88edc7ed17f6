// The code of the "Controls, images and the dark appearance" article, compiled and run by
// `swift test`. Written as an app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// An album's settings: its cover, a shuffle switch, a volume slider, a sort order.
final class AlbumSettingsViewController: ViewController {
    required init?(coder: NSCoder) { nil }

    let cover: ImageView
    let shuffle = Switch()
    let volume = Slider()
    let sortOrder = SegmentedControl(items: ["Title", "Artist", "Year"])
    private(set) var isShuffled = false
    private(set) var volumeChanges = 0

    init(coverPath: String) {
        cover = ImageView(image: Image(contentsOfFile: coverPath))
        super.init()
        title = "Album"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cover.contentMode = .scaleAspectFill
        cover.frame = CGRect(x: 20, y: 64, width: 120, height: 120)
        shuffle.frame.origin = CGPoint(x: 160, y: 64)
        shuffle.addTarget(self, action: AlbumSettingsViewController.shuffleChanged, for: .valueChanged)
        volume.frame = CGRect(x: 160, y: 110, width: 200, height: 31)
        volume.value = 0.8
        volume.isContinuous = false
        volume.addAction(Action { [weak self] _ in self?.volumeChanges += 1 }, for: .valueChanged)
        sortOrder.frame = CGRect(x: 160, y: 152, width: 240, height: 32)
        sortOrder.selectedSegmentIndex = 0
        for control in [cover, shuffle, volume, sortOrder] { view.addSubview(control) }
        let done = Action { [weak self] _ in self?.navigationController?.popViewController(animated: true) }
        navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .done, primaryAction: done)]
    }

    func shuffleChanged(_ sender: Switch) {
        isShuffled = sender.isOn
    }
}

/// A tab with PNG icons: the outline normally, the filled one while selected.
@MainActor
func makeAlbumTab(iconsIn bundle: Bundle) -> NavigationController {
    let albums = NavigationController(rootViewController: ViewController())
    albums.tabBarItem = TabBarItem(
        title: "Albums",
        image: Image(named: "albums", in: bundle),
        selectedImage: Image(named: "albums-filled", in: bundle))
    return albums
}

/// A card that takes the grouped background of the current appearance.
final class CardView: View {
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        backgroundColor = theme.secondaryGroupedBackgroundColor
    }
}

@MainActor
func goDark(_ window: Window) {
    window.overrideUserInterfaceStyle = .dark
}

final class DetailsSheet: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = view.theme.presentation.sheetBackgroundColor
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        view.backgroundColor = view.theme.presentation.sheetBackgroundColor
    }
}

// MARK: The article's promises, checked

extension Examples {
    @MainActor @Suite struct ControlsAndAppearance {
        @Test func theSettingsPageWorksWithMouseAndKeys() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("album-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            // A cover written by the toolkit itself: a snapshot of a teal screen.
            let painter = HeadlessScreen(size: CGSize(width: 40, height: 40))
            painter.makeWindow().backgroundColor = .systemTeal
            painter.advance(by: 0)
            let coverPath = directory.appendingPathComponent("cover.png").path
            try painter.snapshot().writePNG(to: URL(fileURLWithPath: coverPath))

            let screen = HeadlessScreen(size: CGSize(width: 420, height: 300))
            let window = screen.makeWindow()
            let root = ViewController()
            let nav = NavigationController(rootViewController: root)
            window.rootViewController = nav
            let page = AlbumSettingsViewController(coverPath: coverPath)
            nav.pushViewController(page, animated: false)
            screen.advance(by: 0.1)
            #expect(page.shuffle.frame.size == CGSize(width: 51, height: 31))
            #expect(screen.snapshot().pixel(x: 80, y: 120) == Color.systemTeal.resolvedColor(with: page.view.traitCollection), "the cover fills its frame")

            screen.click(at: CGPoint(x: 185, y: 79))
            #expect(page.isShuffled)
            screen.drag(from: CGPoint(x: 160 + 14 + 0.8 * 172, y: 125), to: CGPoint(x: 180, y: 125), duration: 0.2)
            #expect(page.volumeChanges == 1 && page.volume.value < 0.2, "one event at the end of the drag")
            for _ in 0..<6 where window.focusedView !== page.sortOrder { screen.key("Tab") }
            screen.key("Right")
            #expect(page.sortOrder.selectedSegmentIndex == 1, "arrow keys move the focused segmented control")

            goDark(window)
            screen.advance(by: 0.5)
            #expect(page.view.traitCollection.userInterfaceStyle == .dark)
            #expect(screen.snapshot().pixel(x: 410, y: 290) == .black, "the page turned dark")
            let card = CardView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
            page.view.addSubview(card)
            #expect(card.backgroundColor?.resolvedColor(with: card.traitCollection) == Theme.dark.secondaryGroupedBackgroundColor)

            screen.click(at: CGPoint(x: 390, y: 22))
            screen.advance(by: 0.5)
            #expect(nav.viewControllers.count == 1, "Done pops")
        }

        @Test func aSheetTakesTheElevatedBackgroundOfItsAppearance() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let root = ViewController()
            window.rootViewController = root
            goDark(window)
            screen.advance(by: 0)
            let sheet = DetailsSheet()
            root.present(sheet, animated: false)
            screen.advance(by: 0.5)
            #expect(sheet.view.backgroundColor?.resolvedColor(with: sheet.view.traitCollection) == Theme.dark.presentation.sheetBackgroundColor)
            #expect(screen.snapshot().pixel(x: 200, y: 150) == Color(rgb: 28, 28, 30), "elevated, not black")
            #expect(screen.snapshot().pixel(x: 0, y: 40) != Color(rgb: 28, 28, 30), "the top corners are round")
            window.overrideUserInterfaceStyle = .light
            screen.advance(by: 0)
            #expect(sheet.view.backgroundColor?.resolvedColor(with: sheet.view.traitCollection) == .white)
        }

        /// The focus ring: after Tab, not after a click; programmatic focus keeps the last say.
        @Test func theFocusRingShowsAfterTabNotAfterAClick() {
            let screen = HeadlessScreen(size: CGSize(width: 300, height: 200))
            let window = screen.makeWindow()
            let button = Button(title: "OK", style: .filled)
            button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
            let other = Button(title: "Other", style: .filled)
            other.frame = CGRect(x: 20, y: 100, width: 120, height: 40)
            window.addSubview(button)
            window.addSubview(other)
            screen.advance(by: 0)
            let plain = screen.snapshot().pixel(x: 24, y: 40)
            #expect(window.focus(button))
            screen.advance(by: 0)
            #expect(screen.snapshot().pixel(x: 24, y: 40) != plain, "no click yet: the ring shows")
            screen.click(at: CGPoint(x: 80, y: 40))
            screen.movePointerOut()
            screen.advance(by: 0)
            #expect(window.focusedView === button && screen.snapshot().pixel(x: 24, y: 40) == plain, "a click: no ring")
            #expect(window.focus(other))
            screen.advance(by: 0)
            #expect(screen.snapshot().pixel(x: 24, y: 120) == plain, "focus in code after a click: still none")
            screen.key("Tab")
            screen.advance(by: 0)
            #expect(window.focusedView === button && screen.snapshot().pixel(x: 24, y: 40) != plain, "Tab: the ring")
        }

        @Test func missingIconsAreEmptyNotFatal() {
            var lines: [String] = []
            let previous = Diagnostics.handler
            Diagnostics.handler = { lines.append($0) }
            defer { Diagnostics.handler = previous }
            // An empty folder of its own (the shared temporary folder may hold any file).
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-icons-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: empty) }
            let tab = makeAlbumTab(iconsIn: Bundle(path: empty.path)!)
            #expect(tab.tabBarItem.image?.isEmpty == true && lines.count == 2)
        }
    }
}
