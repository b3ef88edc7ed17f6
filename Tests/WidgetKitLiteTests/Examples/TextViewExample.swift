// The code of the "Text views" article, compiled and run by `swift test`. Written as an app
// writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A note that fills its page and counts its words as the user types.
final class NoteViewController: ViewController, TextViewDelegate {
    let textView = TextView()
    private(set) var wordCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.textContainerInset = EdgeInsets(top: 16, left: 12, bottom: 16, right: 12)
        textView.text = "Shopping\nMilk, bread, eggs"
        textView.textViewDelegate = self
        view.addSubview(textView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        textView.frame = view.bounds
    }

    func textViewDidChange(_ textView: TextView) {
        wordCount = textView.text.split(whereSeparator: \.isWhitespace).count
    }
}

/// Selects the first `word` in the text and scrolls it into view.
@MainActor
func highlight(_ word: String, in textView: TextView) {
    let range = (textView.text as NSString).range(of: word)
    guard range.location != NSNotFound else { return }
    textView.selectedRange = range
    textView.scrollRangeToVisible(range)
}

/// Text the user can select and copy but not change.
@MainActor
func makeLicenseView(showing license: String) -> TextView {
    let licenseView = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    licenseView.isEditable = false
    licenseView.text = license
    return licenseView
}

/// A recipe note with a title, a link and bold, italic and underline keys.
final class RecipeViewController: ViewController, TextViewDelegate {
    let textView = TextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let body = Font.preferredFont(forTextStyle: .body)
        let note = NSMutableAttributedString(
            string: "Pancakes\n", attributes: [.font: Font.preferredFont(forTextStyle: .title2)])
        note.append(NSAttributedString(string: "From ", attributes: [.font: body]))
        note.append(
            NSAttributedString(
                string: "the family cookbook", attributes: [.font: body, .link: URL(string: "https://example.com/cookbook")!]))
        textView.attributedText = note
        textView.typingAttributes = [.font: body, .foregroundColor: Color.label]
        textView.allowsEditingTextAttributes = true
        textView.textViewDelegate = self
        view.addSubview(textView)
    }

    func textView(
        _ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: TextItemInteraction
    ) -> Bool {
        URL.scheme == "https"
    }
}

// MARK: The article's promises, checked

extension Examples {
    @MainActor @Suite struct TextViews {
        @Test func theNoteCountsWordsAsTheUserTypes() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let note = NoteViewController()
            window.rootViewController = note
            screen.advance(by: 0)
            #expect(note.textView.frame.size == CGSize(width: 400, height: 300))
            #expect(note.textView.becomeFirstResponder())
            screen.key("Return")
            screen.type("Tea")
            #expect(note.textView.text == "Shopping\nMilk, bread, eggs\nTea")
            #expect(note.wordCount == 5)
        }

        @Test func highlightingSelectsAndScrollsToTheWord() {
            let screen = HeadlessScreen(size: CGSize(width: 320, height: 240))
            let window = screen.makeWindow()
            let textView = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
            window.addSubview(textView)
            textView.text = (1...100).map { "Line \($0)" }.joined(separator: "\n")
            highlight("Line 5", in: textView)
            #expect(textView.selectedRange == NSRange(location: 28, length: 6))
            #expect(textView.contentOffset.y == 80, "scrolled up from the end until line 5 shows at the top (4 lines of 20 pt above it)")
        }

        @Test func theRecipeTypesInBodyBoldsOnControlBAndOpensItsLinkWhenReadOnly() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let recipe = RecipeViewController()
            window.rootViewController = recipe
            recipe.textView.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            screen.advance(by: 0)
            let textView = recipe.textView
            #expect(textView.becomeFirstResponder())
            screen.key("b", modifiers: .control)
            screen.type("!")
            #expect(textView.text == "Pancakes\nFrom the family cookbook!")
            let font = textView.attributedText.attribute(.font, at: 33, effectiveRange: nil) as? Font
            #expect(textView.attributedText.attribute(.link, at: 33, effectiveRange: nil) == nil, "typed in the typing attributes")
            #expect(font?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
            #expect(font?.pointSize == Font.preferredFont(forTextStyle: .body).pointSize)
            textView.isEditable = false
            screen.advance(by: 1)
            // The link is on the second line, after "From ".
            let title = Font.preferredFont(forTextStyle: .title2).lineHeight
            screen.click(at: CGPoint(x: 100, y: 8 + title + 10))
            #expect(screen.openedURLs == [URL(string: "https://example.com/cookbook")!])
        }

        @Test func theLicenseCanBeSelectedButNotChanged() {
            let screen = HeadlessScreen(size: CGSize(width: 320, height: 240))
            let window = screen.makeWindow()
            let licenseView = makeLicenseView(showing: "Permission is hereby granted")
            window.addSubview(licenseView)
            #expect(licenseView.becomeFirstResponder() && !licenseView.isEditing)
            screen.type("x")
            screen.key("a", modifiers: .control)
            screen.key("c", modifiers: .control)
            #expect(licenseView.text == "Permission is hereby granted")
            #expect(screen.pasteboard.string == "Permission is hereby granted")
        }
    }
}
