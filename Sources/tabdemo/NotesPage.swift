import Foundation
import WidgetKitLite

/// A note to edit, pushed by the Home page's Notes item: a text view that fills the page
/// within the safe area (between the navigation bar and the tab bar), in the body text style
/// at the text size chosen in Settings. A click in it starts editing; the keys, the input
/// method, the clipboard and undo are the text view's.
final class NotesPage: ViewController, TracedPage, TextViewDelegate {
    /// The note the page opens with; `showInitialNote()` is the one place that puts it in the view.
    static let initialNote = """
        Groceries
        Milk, bread, eggs and a crème fraîche.
        Click to edit. Dead keys type, Ctrl+V pastes, Ctrl+Z undoes.
        """

    /// Space between the safe area and the text: the lines start where the other pages'
    /// buttons do (`DemoPage.margin` from the edge, with the text view's 5-pt line padding).
    static let textInset = EdgeInsets(
        top: 12, left: DemoPage.margin - TextView.lineFragmentPadding, bottom: 12, right: DemoPage.margin - TextView.lineFragmentPadding)

    let textView = TextView()
    let serial = DemoPage.nextSerial()

    override init() {
        super.init()
        title = "Notes"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.textContainerInset = Self.textInset
        textView.accessibilityIdentifier = "note"
        textView.textViewDelegate = self
        showInitialNote()
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: safe.topAnchor),
            textView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
    }

    /// Fills the text view with `initialNote`.
    private func showInitialNote() {
        textView.text = Self.initialNote
    }

    func textViewDidChange(_ textView: TextView) {
        guard Trace.isEnabled else { return }
        let text = textView.text ?? ""
        Trace.event("noteEdit", ["lines": Double(text.split(separator: "\n", omittingEmptySubsequences: false).count), "characters": Double(text.count)])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        traceLayout()
    }

    /// The page's place at rest, after the push that moved it.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        traceLayout()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traceLayout()
    }

    /// Tells end-to-end tests where the text view and its first line are (window coordinates)
    /// and how tall a line is.
    private func traceLayout() {
        guard isViewLoaded, view.window != nil, Trace.isEnabled else { return }
        let frame = textView.convert(textView.bounds, to: nil)
        let inset = textView.textContainerInset
        Trace.event(
            "notesLayout",
            [
                "minX": Double(frame.minX), "minY": Double(frame.minY), "width": Double(frame.width), "height": Double(frame.height),
                "textX": Double(frame.minX + inset.left + TextView.lineFragmentPadding),
                "textY": Double(frame.minY + inset.top - textView.contentOffset.y),
                "lineHeight": Double(textView.font?.lineHeight ?? 0), "page": Double(serial),
            ])
    }
}
