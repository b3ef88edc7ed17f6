import Foundation
import WidgetKitLite

/// The Library tab's root page: a demo page whose content is a long list of books that
/// scrolls under the navigation bar and over the bottom bar and tab bar. The page's button
/// column is the list's header, so it sits at the top left like on every page.
final class LibraryPage: DemoPage {
    static let bookCount = 300
    let scrollView = ScrollView(frame: .zero)
    let list = StackView(frame: .zero)

    init(title: String) {
        super.init(title: title, depth: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.accessibilityIdentifier = "library list"
        // Opaque, so scrolling moves the pixels already shown instead of repainting the list.
        scrollView.backgroundColor = .white
        // The last row clears the bottom bar as well as the tab bar (the safe area).
        scrollView.contentInset.bottom = bottomBar.height
        view.insertSubview(scrollView, at: 0)
        for button in buttons { scrollView.addSubview(button) }
        list.axis = .vertical
        // Rows draw inside their frames: clipping lets the compositor skip a row (and the
        // list) by its frame instead of walking its subviews for every damaged rectangle.
        list.clipsToBounds = true
        for index in 1...Self.bookCount { list.addArrangedSubview(BookRow(number: index)) }
        scrollView.addSubview(list)
    }

    /// The list's opaque background follows the appearance (rows restyle themselves).
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        scrollView.backgroundColor = view.theme.pageBackgroundColor
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // DemoPage placed the buttons below the safe-area top of the page; in the list they
        // scroll with the content, whose top already rests under the navigation bar.
        let top = view.safeAreaInsets.top
        for button in buttons { button.frame.origin.y -= top }
        let headerBottom = (buttons.map(\.frame.maxY).max() ?? 0) + Self.margin
        let width = view.bounds.width
        list.frame = CGRect(x: 0, y: headerBottom, width: width, height: list.intrinsicContentSize.height)
        scrollView.contentSize = CGSize(width: width, height: list.frame.maxY)
    }
}

/// One book in the library list: a title, a grey subtitle and a hairline separator.
final class BookRow: View {
    static let height: CGFloat = 60
    static let inset: CGFloat = 20
    private static let authors = ["Ada Lovelace", "Alan Kay", "Barbara Liskov", "Donald Knuth", "Edsger Dijkstra", "Grace Hopper", "Niklaus Wirth"]

    let title: Label
    let subtitle: Label
    let separator = View(frame: .zero)

    init(number: Int) {
        title = Label(text: "Book \(number)")
        let author = Self.authors[(number - 1) % Self.authors.count]
        subtitle = Label(text: "\(author) · \(1950 + number % 70)", font: .systemFont(ofSize: 13), color: Theme.current.secondaryLabelColor)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
        clipsToBounds = true
        separator.backgroundColor = Theme.current.barSeparatorColor
        addSubview(title)
        addSubview(subtitle)
        addSubview(separator)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.height) }

    /// The separator takes the appearance's colour (the labels follow by themselves).
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        separator.backgroundColor = theme.barSeparatorColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 2 * Self.inset
        let t = title.intrinsicContentSize, s = subtitle.intrinsicContentSize
        title.frame = CGRect(x: Self.inset, y: 10, width: min(width, t.width), height: t.height)
        subtitle.frame = CGRect(x: Self.inset, y: Self.height - 10 - s.height, width: min(width, s.width), height: s.height)
        separator.frame = CGRect(x: Self.inset, y: Self.height - 1, width: bounds.width - Self.inset, height: 1)
    }
}
