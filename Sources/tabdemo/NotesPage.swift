import Foundation
import WidgetKitLite

/// A rich note to edit, pushed by the Home page's Notes item: a text view that fills the
/// page within the safe area (between the navigation bar and the tab bar), in text styles at
/// the text size chosen in Settings. A click in it starts editing; the keys, the input
/// method, the clipboard and undo are the text view's, and Ctrl+B, Ctrl+I and Ctrl+U style
/// the selection. The bar's Read button stops editing, which makes the link clickable (as in
/// UIKit, links react only in text that is not editable); Edit brings editing back.
final class NotesPage: ViewController, TracedPage, TextViewDelegate {
    required init?(coder: NSCoder) { nil }

    /// The note's text, line by line: a title, a list, and a line with a link.
    static let initialLines = [
        "Groceries",
        "Milk, bread, eggs and a crème fraîche.",
        "Click to edit: dead keys type, Ctrl+B bolds, Ctrl+Z undoes. Recipe: the pancake page.",
    ]

    /// Where the note's link goes.
    static let recipeURL = URL(string: "https://example.com/pancakes")!

    /// The note the page opens with; `showInitialNote()` is the one place that puts it in the
    /// view. The title is in the headline style, "crème fraîche" in italics and "the pancake
    /// page" a link; every run is a Dynamic Type font, so the note follows the text size.
    static func initialNote() -> NSAttributedString {
        let body = Font.preferredFont(forTextStyle: .body)
        let note = NSMutableAttributedString(
            string: initialLines[0] + "\n", attributes: [.font: Font.preferredFont(forTextStyle: .headline)])
        let list = initialLines[1]
        let italic = (list as NSString).range(of: "crème fraîche")
        let listText = NSMutableAttributedString(string: list + "\n", attributes: [.font: body])
        if let descriptor = body.fontDescriptor.withSymbolicTraits(.traitItalic) {
            listText.addAttribute(.font, value: Font(descriptor: descriptor, size: 0), range: italic)
        }
        note.append(listText)
        let help = initialLines[2]
        let helpText = NSMutableAttributedString(string: help, attributes: [.font: body, .foregroundColor: Color.secondaryLabel])
        let link = (help as NSString).range(of: "the pancake page")
        // A link without a colour of its own draws in the link colour.
        helpText.removeAttribute(.foregroundColor, range: link)
        helpText.addAttribute(.link, value: recipeURL, range: link)
        note.append(helpText)
        return note
    }

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
        textView.allowsEditingTextAttributes = true
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Read", style: .plain, target: self, action: NotesPage.toggleReading)
        showInitialNote()
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        view.addInteraction(DropInteraction(delegate: self))
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: safe.topAnchor),
            textView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
    }

    /// Fills the text view with `initialNote()`; what is typed after the end is body text.
    private func showInitialNote() {
        textView.attributedText = Self.initialNote()
        textView.typingAttributes = [.font: Font.preferredFont(forTextStyle: .body), .foregroundColor: Color.label]
    }

    /// Read stops editing (the link becomes clickable); Edit starts it again.
    private func toggleReading(_ sender: BarButtonItem) {
        textView.isEditable.toggle()
        sender.title = textView.isEditable ? "Read" : "Edit"
        Trace.event("noteMode", ["editable": textView.isEditable ? 1 : 0])
    }

    func textView(
        _ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: TextItemInteraction
    ) -> Bool {
        Trace.event("noteLink", ["location": Double(characterRange.location), "length": Double(characterRange.length)])
        return true
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
