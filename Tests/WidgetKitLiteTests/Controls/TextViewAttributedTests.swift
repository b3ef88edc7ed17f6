import Foundation
import Testing
@testable import WidgetKitLite

/// A text view 300 × 200 pt at (10, 10) in a 320 × 240 window, showing attributed text.
@MainActor
private struct RichFixture {
    let f = Fixture()
    let view = TextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
    var screen: HeadlessScreen { f.screen }

    static let body = Font.systemFont(ofSize: 17)
    static let bold = Font.boldSystemFont(ofSize: 17)

    init(_ text: NSAttributedString? = nil, focused: Bool = true, allowsStyles: Bool = true) {
        f.root.addSubview(view)
        view.font = Self.body
        view.allowsEditingTextAttributes = allowsStyles
        if let text { view.attributedText = text }
        if focused { view.becomeFirstResponder() }
        screen.runFrame()
    }

    /// The attributes of the character at UTF-16 offset `location`.
    func attributes(at location: Int) -> [NSAttributedString.Key: Any] {
        view.attributedText.attributes(at: location, effectiveRange: nil)
    }

    func font(at location: Int) -> Font? { attributes(at: location)[.font] as? Font }

    func isBold(at location: Int) -> Bool { font(at: location)?.fontDescriptor.symbolicTraits.contains(.traitBold) ?? false }
}

/// "Plain " then "bold" in bold then " tail".
@MainActor private func mixed() -> NSAttributedString {
    let text = NSMutableAttributedString(string: "Plain ", attributes: [.font: RichFixture.body])
    text.append(NSAttributedString(string: "bold", attributes: [.font: RichFixture.bold]))
    text.append(NSAttributedString(string: " tail", attributes: [.font: RichFixture.body]))
    return text
}

@MainActor @Suite struct TextViewAttributedTests {
    @Test func attributedTextReadsBackWithItsRunsAndPlainTextTakesTheViewsStyle() {
        let t = RichFixture(mixed())
        #expect(t.view.text == "Plain bold tail")
        #expect(!t.isBold(at: 2) && t.isBold(at: 7) && !t.isBold(at: 12))
        var range = NSRange()
        _ = t.view.attributedText.attribute(.font, at: 7, effectiveRange: &range)
        #expect(range == NSRange(location: 6, length: 4))
        t.view.text = "Just text"
        #expect(t.font(at: 0) == RichFixture.body && t.font(at: 8) == RichFixture.body)
        t.view.textColor = .systemRed
        #expect(t.attributes(at: 3)[.foregroundColor] as? Color == .systemRed, "textColor colours the whole text")
    }

    @Test func typedTextTakesTheTypingAttributesWhichFollowTheCaret() {
        let t = RichFixture(mixed())
        // The caret is at the end, after plain text.
        #expect(t.view.typingAttributes[.font] as? Font == RichFixture.body)
        t.view.selectedRange = NSRange(location: 8, length: 0)
        #expect(t.view.typingAttributes[.font] as? Font == RichFixture.bold, "inside the bold word")
        t.screen.type("XY")
        #expect(t.view.text == "Plain boXYld tail" && t.isBold(at: 8) && t.isBold(at: 9))
        t.screen.key("End", modifiers: .control)
        t.view.typingAttributes = [.font: RichFixture.body, .foregroundColor: Color.systemGreen]
        t.screen.type("!")
        #expect(t.attributes(at: 17)[.foregroundColor] as? Color == .systemGreen)
        #expect(t.attributes(at: 16)[.foregroundColor] as? Color != .systemGreen, "the text before keeps its colour")
    }

    @Test func plainTextPastedIntoAttributedTextTakesTheStyleAtTheCaret() {
        let t = RichFixture(mixed())
        t.view.selectedRange = NSRange(location: 7, length: 0)
        t.screen.pasteboard.string = "pasted"
        t.screen.key("v", modifiers: .control)
        t.screen.runFrame()
        #expect(t.view.text == "Plain bpastedold tail")
        #expect((7..<13).allSatisfy { t.isBold(at: $0) }, "the paste is bold like the word it went into")
        #expect(!t.isBold(at: 3))
    }

    @Test func controlBItalicAndUnderlineToggleTheSelectionAndUndoAsOneStep() {
        let t = RichFixture(mixed())
        t.view.selectedRange = NSRange(location: 0, length: 5)
        t.screen.key("b", modifiers: .control)
        #expect((0..<5).allSatisfy { t.isBold(at: $0) } && t.view.text == "Plain bold tail")
        #expect(t.view.selectedRange == NSRange(location: 0, length: 5), "the selection stays")
        t.screen.key("u", modifiers: .control)
        #expect((t.attributes(at: 2)[.underlineStyle] as? Int) == NSUnderlineStyle.single.rawValue)
        // A selection that is partly bold becomes all bold; all bold becomes plain.
        t.view.selectedRange = NSRange(location: 0, length: 10)
        t.screen.key("b", modifiers: .control)
        #expect((0..<10).allSatisfy { t.isBold(at: $0) })
        t.screen.key("b", modifiers: .control)
        #expect((0..<10).allSatisfy { !t.isBold(at: $0) })
        t.screen.key("z", modifiers: .control)
        #expect((0..<10).allSatisfy { t.isBold(at: $0) })
        t.screen.key("z", modifiers: .control)
        #expect(!t.isBold(at: 5) && t.isBold(at: 7), "back to bold \"Plain\" and bold \"bold\"")
        t.screen.key("z", modifiers: .control)
        #expect(t.attributes(at: 2)[.underlineStyle] == nil)
        t.screen.key("z", modifiers: .control)
        #expect(!t.isBold(at: 0) && t.isBold(at: 7), "as it was set")
        t.screen.key("z", modifiers: [.control, .shift])
        #expect(t.isBold(at: 0))
    }

    @Test func controlIWithNoSelectionStylesWhatIsTypedNext() {
        let t = RichFixture(NSAttributedString(string: "Hello ", attributes: [.font: RichFixture.body]))
        t.screen.key("i", modifiers: .control)
        t.screen.type("there")
        let italic = (6..<11).allSatisfy { t.font(at: $0)?.fontDescriptor.symbolicTraits.contains(.traitItalic) ?? false }
        #expect(italic)
        #expect(!(t.font(at: 0)?.fontDescriptor.symbolicTraits.contains(.traitItalic) ?? true))
    }

    @Test func withoutAllowsEditingTextAttributesTheStyleKeysGoUpTheChain() {
        let t = RichFixture(mixed(), allowsStyles: false)
        final class Catcher: View {
            var presses: [String] = []
            override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
                self.presses += presses.map(\.name)
            }
        }
        let catcher = Catcher(frame: t.f.root.bounds)
        t.f.root.addSubview(catcher)
        catcher.addSubview(t.view)
        t.view.becomeFirstResponder()
        t.view.selectedRange = NSRange(location: 0, length: 5)
        t.screen.key("b", modifiers: .control)
        #expect(!t.isBold(at: 0))
        #expect(catcher.presses == ["b"])
    }

    @Test func undoingADeletionPutsBackTheDeletedStyles() {
        let t = RichFixture(mixed())
        t.view.selectedRange = NSRange(location: 4, length: 5)
        t.screen.key("BackSpace")
        #expect(t.view.text == "Plaid tail")
        t.screen.key("z", modifiers: .control)
        #expect(t.view.text == "Plain bold tail")
        #expect(t.isBold(at: 6) && t.isBold(at: 8) && !t.isBold(at: 4))
        t.screen.key("z", modifiers: [.control, .shift])
        #expect(t.view.text == "Plaid tail" && t.isBold(at: 4) && !t.isBold(at: 5))
    }

    @Test func linesAreAsTallAsTheirTallestRunAndTheCaretFollows() {
        let text = NSMutableAttributedString(string: "small\n", attributes: [.font: Font.systemFont(ofSize: 12)])
        text.append(NSAttributedString(string: "Big", attributes: [.font: Font.systemFont(ofSize: 40)]))
        text.append(NSAttributedString(string: "\nsmall", attributes: [.font: Font.systemFont(ofSize: 12)]))
        let t = RichFixture(text)
        let small = t.view.caretRect(at: 2), big = t.view.caretRect(at: 8)
        #expect(big.height > 2 * small.height, "\(big.height) vs \(small.height)")
        #expect(abs(t.view.caretRect(at: 14).minY - big.maxY) < 1, "the last line starts below the big one")
        t.view.selectedRange = NSRange(location: 2, length: 0)
        t.screen.key("Down")
        #expect(t.view.paragraphs.paragraph(containing: t.view.model.head) == 1)
        t.screen.key("Down")
        #expect(t.view.paragraphs.paragraph(containing: t.view.model.head) == 2)
        t.screen.key("Up")
        t.screen.key("Up")
        #expect(t.view.paragraphs.paragraph(containing: t.view.model.head) == 0)
        // A click on the big line puts the caret in it.
        let point = t.view.convert(CGPoint(x: big.midX + 40, y: big.midY), to: nil)
        t.screen.click(at: point)
        #expect(t.view.paragraphs.paragraph(containing: t.view.model.head) == 1)
    }

    @Test func aClickedLinkAsksTheDelegateAndOpensOnlyInAViewThatIsNotEditable() {
        final class Delegate: TextViewDelegate {
            var asked: [(URL, NSRange)] = []
            var allow = true
            func textView(
                _ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: TextItemInteraction
            ) -> Bool {
                asked.append((URL, characterRange))
                return allow
            }
        }
        let text = NSMutableAttributedString(string: "Read the ", attributes: [.font: RichFixture.body])
        text.append(NSAttributedString(string: "manual", attributes: [.font: RichFixture.body, .link: URL(string: "https://example.com/m")!]))
        text.append(NSAttributedString(string: " now.", attributes: [.font: RichFixture.body]))
        let t = RichFixture(text, focused: false)
        let delegate = Delegate()
        t.view.textViewDelegate = delegate
        let start = t.view.caretRect(at: 9), end = t.view.caretRect(at: 15)
        let onLink = t.view.convert(CGPoint(x: (start.midX + end.midX) / 2, y: start.midY), to: nil)
        // Editable: the click places the caret.
        t.screen.click(at: onLink)
        #expect(delegate.asked.isEmpty && t.screen.openedURLs.isEmpty)
        t.view.isEditable = false
        t.screen.advance(by: 1)
        t.screen.click(at: onLink)
        #expect(delegate.asked.count == 1 && delegate.asked.first?.1 == NSRange(location: 9, length: 6))
        #expect(t.screen.openedURLs == [URL(string: "https://example.com/m")!])
        delegate.allow = false
        t.screen.advance(by: 1)
        t.screen.click(at: onLink)
        #expect(delegate.asked.count == 2 && t.screen.openedURLs.count == 1, "refused: nothing opens")
        // Off the link, a click selects as usual.
        let offLink = t.view.convert(CGPoint(x: t.view.caretRect(at: 2).midX, y: start.midY), to: nil)
        t.screen.advance(by: 1)
        t.screen.click(at: offLink)
        #expect(delegate.asked.count == 2)
    }

    @Test func typingAttributesOfTheWrongTypeAreDroppedWithOneLine() {
        let t = RichFixture(mixed())
        let lines = capturingDiagnostics {
            t.view.typingAttributes = [.font: Color.systemRed, .foregroundColor: Color.systemPink]
        }
        #expect(lines == ["WidgetKitLite: the .font attribute must be a Font, not Color; ignored"])
        #expect(t.view.typingAttributes[.foregroundColor] as? Color == .systemPink)
        #expect(t.view.typingAttributes[.font] as? Font == RichFixture.body, "the view's font stands in")
    }

    @Test func aStyleChangeTellsTheDelegateTheTextChanged() {
        final class Delegate: TextViewDelegate {
            var calls: [String] = []
            func textViewDidChange(_ textView: TextView) { calls.append("change") }
            func textViewDidChangeSelection(_ textView: TextView) { calls.append("selection") }
        }
        let t = RichFixture(mixed())
        let delegate = Delegate()
        t.view.textViewDelegate = delegate
        t.view.selectedRange = NSRange(location: 0, length: 5)
        t.screen.key("b", modifiers: .control)
        #expect(delegate.calls == ["change"])
    }

    @Test func editingAttributedTextLaysOutOnlyTheEditedParagraph() {
        let text = NSMutableAttributedString(string: "")
        for index in 0..<2_000 {
            let font = index % 2 == 0 ? RichFixture.body : RichFixture.bold
            text.append(NSAttributedString(string: "Paragraph \(index) in its own style.\n", attributes: [.font: font]))
        }
        let t = RichFixture(text)
        t.view.selectedRange = NSRange(location: 0, length: 0)
        t.screen.runFrame()
        let document = t.view.paragraphs
        let before = document.layoutCount
        t.screen.type("x")
        t.screen.runFrame()
        #expect(document.layoutCount - before == 1, "one paragraph laid out again")
        #expect(t.isBold(at: 0) == false && t.view.text.hasPrefix("xParagraph 0"))
    }
}

/// A rich note in a text view: bold, italic, a link, a coloured word, an underline and a
/// paragraph in a larger font, drawn with a caret, at 1× and 2×.
@MainActor @Suite struct TextViewAttributedGoldenTests {
    private func image(scale: CGFloat) -> Image {
        let screen = HeadlessScreen(size: CGSize(width: 260, height: 150), scale: scale)
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 260, height: 150))
        view.backgroundColor = .white
        view.textColor = .black
        view.font = .systemFont(ofSize: 15)
        let note = NSMutableAttributedString(string: "Shopping\n", attributes: [.font: Font.boldSystemFont(ofSize: 22)])
        note.append(NSAttributedString(string: "Buy ", attributes: [.font: Font.systemFont(ofSize: 15)]))
        note.append(NSAttributedString(string: "fresh", attributes: [.font: Font.italicSystemFont(ofSize: 15)]))
        note.append(NSAttributedString(string: " bread and ", attributes: [.font: Font.systemFont(ofSize: 15)]))
        note.append(
            NSAttributedString(string: "red", attributes: [.font: Font.systemFont(ofSize: 15), .foregroundColor: Color.systemRed]))
        note.append(NSAttributedString(string: " apples, see ", attributes: [.font: Font.systemFont(ofSize: 15)]))
        note.append(
            NSAttributedString(
                string: "the list", attributes: [.font: Font.systemFont(ofSize: 15), .link: URL(string: "https://example.com")!]))
        note.append(NSAttributedString(string: ".\n", attributes: [.font: Font.systemFont(ofSize: 15)]))
        note.append(
            NSAttributedString(
                string: "Do not forget!",
                attributes: [.font: Font.systemFont(ofSize: 15), .underlineStyle: NSUnderlineStyle.single.rawValue]))
        view.attributedText = note
        window.addSubview(view)
        view.becomeFirstResponder()
        screen.advance(by: 0)
        return screen.snapshot()
    }

    @Test func aRichNoteAtScaleOne() {
        expectMatchesGolden(image(scale: 1), named: "textview-rich")
    }

    @Test func aRichNoteAtScaleTwo() {
        expectMatchesGolden(image(scale: 2), named: "textview-rich@2x")
    }
}
