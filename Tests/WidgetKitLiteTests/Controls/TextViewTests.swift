import Foundation
import Testing
@testable import WidgetKitLite

/// A text view 300 × 200 pt at (10, 10) in a 320 × 240 window.
@MainActor
private struct ViewFixture {
    let f = Fixture()
    let view = TextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
    var screen: HeadlessScreen { f.screen }

    init(text: String? = nil, focused: Bool = true) {
        f.root.addSubview(view)
        if let text { view.text = text }
        if focused { view.becomeFirstResponder() }
        screen.runFrame()
    }

    var selection: Range<Int> { view.model.selection }
    var caret: Int { view.model.head }
    var lineHeight: CGFloat { CGFloat(view.paragraphs.lineHeight) }

    /// A window point in the text at (`x`, `y`) points from the text's top left (the view
    /// scrolled to its top).
    func point(x: CGFloat, line: Int) -> CGPoint {
        CGPoint(x: 10 + 5 + x, y: 10 + 8 + (CGFloat(line) + 0.5) * lineHeight - view.contentOffset.y)
    }
}

@MainActor @Suite struct TextViewEditingTests {
    @Test func typingAndReturnMakeParagraphsAndTheSelectionIsUTF16() {
        let t = ViewFixture()
        t.screen.type("héllo")
        t.screen.key("Return")
        t.screen.type("👋 wörld")
        #expect(t.view.text == "héllo\n👋 wörld")
        #expect(t.view.paragraphs.count == 2)
        #expect(t.view.selectedRange == NSRange(location: 14, length: 0), "UTF-16: the wave is two units")
        t.view.selectedRange = NSRange(location: 6, length: 2)
        #expect(t.view.model.selectedText == "👋")
        t.screen.key("BackSpace")
        #expect(t.view.text == "héllo\n wörld")
        t.screen.key("BackSpace")
        #expect(t.view.text == "héllo wörld" && t.view.paragraphs.count == 1)
    }

    @Test func upAndDownKeepTheCaretsXAcrossShorterLines() {
        let t = ViewFixture(text: "abcdefghij\nab\nabcdefghij")
        t.screen.key("Home", modifiers: .control)
        for _ in 0..<8 { t.screen.key("Right") }
        #expect(t.caret == 8)
        t.screen.key("Down")
        #expect(t.caret == 13, "the end of the short line")
        t.screen.key("Down")
        #expect(t.caret == 22, "back at the x the run started from")
        t.screen.key("Up")
        t.screen.key("Up")
        #expect(t.caret == 8)
        t.screen.key("Up")
        #expect(t.caret == 0, "Up on the first line goes to the start")
        t.screen.key("End", modifiers: .control)
        t.screen.key("Down")
        #expect(t.caret == 24)
    }

    @Test func shiftExtendsLineWordAndDocumentMovesAcrossParagraphs() {
        let t = ViewFixture(text: "one two\nthree four\nfive")
        t.screen.key("Home", modifiers: .control)
        t.screen.key("Right", modifiers: [.control, .shift])
        #expect(t.selection == 0..<3)
        let x = t.view.caretRect(at: 3).midX
        t.screen.key("Down", modifiers: .shift)
        #expect(t.selection.lowerBound == 0 && t.view.paragraphs.paragraph(containing: t.caret) == 1)
        #expect(abs(t.view.caretRect(at: t.caret).midX - x) < 6, "below the x it left: \(t.view.model.selectedText)")
        t.screen.key("End", modifiers: .shift)
        #expect(t.view.model.selectedText == "one two\nthree four")
        t.screen.key("End", modifiers: [.control, .shift])
        #expect(t.selection == 0..<t.view.model.length)
        t.screen.key("Left")
        #expect(t.caret == 0, "Left collapses to the selection's start")
        t.screen.key("Down")
        t.screen.key("End")
        #expect(t.caret == 18)
        t.screen.key("Home")
        #expect(t.caret == 8)
        t.screen.key("Left", modifiers: .control)
        #expect(t.caret == 4, "a word move crosses the line break")
    }

    @Test func homeAndEndWorkOnTheWrappedLine() {
        let t = ViewFixture(text: String(repeating: "word ", count: 40))
        let document = t.view.paragraphs
        let layout = document.layout(of: 0)
        #expect(layout.lineCount > 2)
        let second = layout.range(ofLine: 1)
        t.view.selectedRange = NSRange(location: second.lowerBound + 2, length: 0)
        t.screen.key("Home")
        #expect(t.caret == second.lowerBound)
        t.screen.key("End")
        #expect(t.caret == second.upperBound && t.view.caretAtLineEnd)
        let caret = t.view.caretView.frame
        #expect(caret.minY == 8 + t.lineHeight, "the caret stays at the end of the second line")
        t.screen.key("Home")
        #expect(t.caret == second.lowerBound)
    }

    @Test func undoAndRedoCoalesceTypingAndRestoreParagraphs() {
        let t = ViewFixture()
        t.screen.type("abc")
        t.screen.key("Return")
        t.screen.type("def")
        #expect(t.view.text == "abc\ndef")
        t.screen.key("z", modifiers: .control)
        #expect(t.view.text == "abc\n")
        t.screen.key("z", modifiers: .control)
        #expect(t.view.text == "abc")
        t.screen.key("z", modifiers: .control)
        #expect(t.view.text == "" && t.view.paragraphs.count == 1)
        t.screen.key("z", modifiers: [.control, .shift])
        t.screen.key("z", modifiers: [.control, .shift])
        t.screen.key("y", modifiers: .control)
        #expect(t.view.text == "abc\ndef" && t.view.paragraphs.count == 2)
        #expect(t.view.paragraphs.text(of: 1) == "def")
    }

    @Test func clipboardAndPrimarySelectionCopyCutAndPaste() {
        let t = ViewFixture(text: "first\nsecond")
        t.screen.key("a", modifiers: .control)
        t.screen.key("c", modifiers: .control)
        #expect(t.screen.pasteboard.string == "first\nsecond")
        #expect(t.screen.primaryPasteboard.string == "first\nsecond")
        t.screen.key("End", modifiers: .control)
        t.screen.key("v", modifiers: .control)
        #expect(t.view.text == "first\nsecondfirst\nsecond" && t.view.paragraphs.count == 3)
        t.screen.key("Home", modifiers: .control)
        t.screen.key("End", modifiers: .shift)
        t.screen.key("x", modifiers: .control)
        #expect(t.screen.pasteboard.string == "first" && t.view.text == "\nsecondfirst\nsecond")
    }

    @Test func aViewThatIsNotEditableSelectsAndCopiesButDoesNotEdit() {
        let t = ViewFixture(text: "read only", focused: false)
        t.view.isEditable = false
        #expect(t.view.becomeFirstResponder() && !t.view.isEditing)
        t.screen.type("x")
        t.screen.key("BackSpace")
        #expect(t.view.text == "read only")
        t.screen.key("a", modifiers: .control)
        t.screen.key("c", modifiers: .control)
        #expect(t.screen.pasteboard.string == "read only")
        #expect(t.view.caretView.isHidden)
    }
}

@MainActor @Suite struct TextViewPointerTests {
    @Test func clickPlacesTheCaretAndDragSelectsAcrossLines() {
        let t = ViewFixture(text: "alpha beta\ngamma delta\nepsilon", focused: false)
        t.screen.click(at: t.point(x: 0, line: 1))
        #expect(t.view.isEditing && t.caret == 11)
        t.screen.advance(by: 1)
        t.screen.drag(from: t.point(x: 1, line: 0), to: t.point(x: 1, line: 2), duration: 0.1)
        #expect(t.selection == 0..<23)
        #expect(t.screen.primaryPasteboard.string == "alpha beta\ngamma delta\n")
        #expect(t.view.caretView.isHidden, "no caret over a selection")
    }

    @Test func doubleClickSelectsAWordAndTripleClickAParagraph() {
        let t = ViewFixture(text: "alpha beta\ngamma delta\nepsilon")
        let word = t.point(x: 75, line: 1)
        t.screen.click(at: word)
        t.screen.click(at: word)
        #expect(t.view.model.selectedText == "delta")
        t.screen.click(at: word)
        #expect(t.view.model.selectedText == "gamma delta")
    }

    @Test func draggingPastTheBottomScrollsToTheSelectionsEnd() {
        let text = (1...60).map { "line \($0)" }.joined(separator: "\n")
        let t = ViewFixture(text: text)
        t.screen.key("Home", modifiers: .control)
        #expect(t.view.contentOffset.y == 0)
        t.screen.drag(from: t.point(x: 2, line: 0), to: CGPoint(x: 50, y: 235), duration: 0.2)
        #expect(t.view.contentOffset.y > 0)
        #expect(t.view.caretRect(at: t.caret).maxY <= t.view.contentOffset.y + 200)
    }
}

@MainActor @Suite struct TextViewScrollingTests {
    @Test func pageDownAndUpMoveTheCaretAPageAndScroll() {
        let text = (0..<100).map { "line \($0)" }.joined(separator: "\n")
        let t = ViewFixture(text: text)
        t.screen.key("Home", modifiers: .control)
        let linesPerPage = Int((184 / t.lineHeight).rounded(.down))
        t.screen.key("Next")
        let paragraph = t.view.paragraphs.paragraph(containing: t.caret)
        #expect(paragraph >= linesPerPage - 1 && paragraph <= linesPerPage + 1)
        #expect(t.view.contentOffset.y == CGFloat(paragraph) * t.lineHeight, "scrolled as far as the caret moved")
        t.screen.key("Prior")
        #expect(t.caret == 0)
        #expect(t.view.contentOffset.y == 0)
        t.screen.key("Next", modifiers: .shift)
        #expect(t.selection.lowerBound == 0 && !t.selection.isEmpty)
    }

    @Test func scrollRangeToVisibleShowsTheRangeAndTypingKeepsTheCaretInView() {
        let text = (0..<200).map { "line \($0)" }.joined(separator: "\n")
        let t = ViewFixture(text: text)
        #expect(t.view.contentOffset.y > 0, "setting the text left the caret at the end, in view")
        let target = (text as NSString).range(of: "line 120")
        t.view.scrollRangeToVisible(target)
        let rect = t.view.caretRect(at: t.view.utf8Range(target).lowerBound)
        #expect(rect.minY >= t.view.contentOffset.y && rect.maxY <= t.view.contentOffset.y + 200)
        t.view.scrollRangeToVisible(NSRange(location: 0, length: 0))
        #expect(t.view.contentOffset.y == 0)
        t.view.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        t.screen.type("x")
        let caret = t.view.caretView.frame
        #expect(caret.maxY <= t.view.contentOffset.y + 200 && caret.minY >= t.view.contentOffset.y)
    }

    @Test func textSetBeforeTheViewHasASizeShowsFromTheTop() {
        let f = Fixture()
        let view = TextView()
        view.text = "Groceries\nMilk, bread, eggs\nand a crème fraîche"
        #expect(view.contentOffset == .zero, "no area: no scrolling to the caret")
        f.root.addSubview(view)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        f.screen.runFrame()
        #expect(view.contentOffset == .zero)
        #expect(view.contentSize.height == 8 + 3 * CGFloat(view.paragraphs.lineHeight) + 8)
        view.becomeFirstResponder()
        f.screen.type("!")
        #expect(view.text.hasSuffix("fraîche!"), "the caret is still at the end")
    }

    @Test func theContentIsAsTallAsTheTextPlusTheInsets() {
        let t = ViewFixture(text: "one\ntwo\nthree")
        #expect(t.view.contentSize.height == 8 + 3 * t.lineHeight + 8)
        #expect(t.view.caretRect(at: 0).minY == 8)
        #expect(t.view.caretRect(at: 0).midX == 5)
        t.view.textContainerInset = EdgeInsets(top: 20, left: 10, bottom: 0, right: 10)
        #expect(t.view.contentSize.height == 20 + 3 * t.lineHeight)
        #expect(t.view.caretRect(at: 0).midX == 15)
    }
}

@MainActor @Suite struct TextViewDelegateTests {
    @MainActor final class Recorder: TextViewDelegate {
        var calls: [String] = []
        var refuse = false
        func textViewShouldBeginEditing(_ textView: TextView) -> Bool { calls.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: TextView) { calls.append("didBegin") }
        func textViewShouldEndEditing(_ textView: TextView) -> Bool { calls.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: TextView) { calls.append("didEnd") }
        func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("shouldChange \(range.location),\(range.length) \(text)")
            return !refuse
        }
        func textViewDidChange(_ textView: TextView) { calls.append("didChange") }
        func textViewDidChangeSelection(_ textView: TextView) { calls.append("didChangeSelection") }
    }

    @Test func theDelegateHearsInUIKitsOrder() {
        let t = ViewFixture(text: "ab", focused: false)
        let recorder = Recorder()
        t.view.textViewDelegate = recorder
        t.view.becomeFirstResponder()
        t.screen.type("c")
        t.screen.key("Left")
        t.view.resignFirstResponder()
        #expect(
            recorder.calls == [
                "shouldBegin", "didBegin", "shouldChange 2,0 c", "didChangeSelection", "didChange", "didChangeSelection",
                "shouldEnd", "didEnd",
            ])
        recorder.calls = []
        t.view.text = "set by the app"
        t.view.selectedRange = NSRange(location: 0, length: 3)
        #expect(recorder.calls.isEmpty, "the app's own changes call nothing")
    }

    @Test func aRefusedChangeLeavesTheTextAlone() {
        let t = ViewFixture(text: "keep")
        let recorder = Recorder()
        recorder.refuse = true
        t.view.textViewDelegate = recorder
        t.screen.type("x")
        t.screen.key("Return")
        #expect(t.view.text == "keep")
        #expect(recorder.calls == ["shouldChange 4,0 x", "shouldChange 4,0 \n"])
    }
}

@MainActor @Suite struct TextViewCaretTests {
    @Test func caretBlinksForTenSecondsThenStaysOnAndTheWindowGoesIdle() {
        let t = ViewFixture()
        t.screen.type("a")
        t.screen.runFrame()
        #expect(!t.view.caretView.isHidden)
        t.screen.advance(by: 0.6)
        #expect(t.view.caretView.isHidden, "off in the second half-second")
        t.screen.advance(by: 0.5)
        #expect(!t.view.caretView.isHidden)
        t.screen.type("b")
        t.screen.advance(by: 9.9)
        #expect(t.view.blinker?.isBlinking == true && t.screen.hasPendingWakeups)
        t.screen.advance(by: 0.2)
        #expect(!t.view.caretView.isHidden, "on for good")
        t.f.expectIdle()
        let wakeups = t.screen.wakeupCount
        t.screen.advance(by: 5)
        #expect(t.screen.wakeupCount == wakeups, "no wakeups once the caret stays on")
    }

    @Test func theTextAndTheCaretShowOnScreen() {
        let t = ViewFixture(text: "Hello\nWorld")
        t.screen.runFrame()
        let image = t.screen.snapshot()
        var inked = 0
        for y in 18..<(18 + 2 * Int(t.lineHeight)) {
            for x in 15..<80 where image.pixel(x: x, y: y).red < 0.5 { inked += 1 }
        }
        #expect(inked > 40, "glyphs of both lines drawn")
        let caret = t.view.caretView.convert(t.view.caretView.bounds, to: nil)
        let pixel = image.pixel(x: Int(caret.midX), y: Int(caret.midY))
        #expect(pixel.blue > 0.9 && pixel.red < 0.2)
    }
}

@MainActor @Suite struct TextViewDrawingTests {
    /// A view scrolled down by ten lines shows what a view whose text starts ten lines later
    /// shows unscrolled: only the lines in view are drawn, and at the right places.
    @Test func aScrolledViewDrawsTheLinesInView() {
        let lines = (0..<100).map { "Line \($0) of the text" }
        let scrolled = ViewFixture(text: lines.joined(separator: "\n"), focused: false)
        scrolled.view.setContentOffset(CGPoint(x: 0, y: 10 * scrolled.lineHeight), animated: false)
        scrolled.screen.runFrame()
        let reference = ViewFixture(text: lines[10...].joined(separator: "\n"), focused: false)
        reference.view.setContentOffset(.zero, animated: false)
        reference.screen.runFrame()
        let a = scrolled.screen.snapshot(), b = reference.screen.snapshot()
        var differing = 0, inked = 0
        var box = (minX: 999, minY: 999, maxX: 0, maxY: 0)
        // From the top of the first whole line (the line above it peeks into the inset).
        for y in 18..<210 {
            for x in 10..<310 {
                if a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                    differing += 1
                    box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                }
                if a.pixel(x: x, y: y).red < 0.5 { inked += 1 }
            }
        }
        #expect(inked > 500 && differing == 0, "\(differing) pixels differ in \(box)")
        #expect(scrolled.view.paragraphs.layoutCount < 25, "lines above and below the view are not laid out")
    }
}

@MainActor @Suite struct TextViewLayoutTests {
    @Test func typingIntoALongDocumentLaysOutOnlyTheEditedParagraph() {
        let text = (0..<10_000).map { "Paragraph number \($0) of a long document." }.joined(separator: "\n")
        let t = ViewFixture(text: text)
        let document = t.view.paragraphs
        #expect(document.count == 10_000)
        #expect(document.layoutCount < 20, "only the paragraphs in view are laid out")
        t.view.selectedRange = NSRange(location: (text as NSString).range(of: "number 5000 ").upperBound, length: 0)
        t.screen.runFrame()
        var before = document.layoutCount
        t.screen.type("x")
        t.screen.runFrame()
        #expect(document.layoutCount - before == 1)
        before = document.layoutCount
        t.screen.key("BackSpace")
        t.screen.runFrame()
        #expect(document.layoutCount - before == 1)
        before = document.layoutCount
        t.screen.key("Return")
        t.screen.runFrame()
        #expect(document.layoutCount - before == 2, "the split paragraph's two halves")
        #expect(document.count == 10_001)
        #expect(t.view.paragraphs === document, "the document is updated, not made again")
    }

    @Test func theParagraphAtAnOffsetAndAtAYAreFoundBySums() {
        var sums = CumulativeSums([3, 1, 4, 1, 5])
        #expect(sums.total == 14 && sums.prefixSum(2) == 4)
        #expect(sums.index(containing: 0) == 0 && sums.index(containing: 3) == 1 && sums.index(containing: 13) == 4)
        #expect(sums.index(containing: 99) == 4)
        sums.set(10, at: 1)
        #expect(sums.prefixSum(2) == 13 && sums.index(containing: 12) == 1)
        sums.replaceSubrange(1..<3, with: [2, 2, 2])
        #expect(sums.values == [3, 2, 2, 2, 1, 5] && sums.total == 15 && sums.index(containing: 7) == 3)
    }
}

@MainActor @Suite struct TextViewBadInputTests {
    @Test func aSelectedRangeOutsideTheTextIsClampedWithOneLine() {
        let t = ViewFixture(text: "short")
        let lines = capturingDiagnostics { t.view.selectedRange = NSRange(location: 3, length: 100) }
        #expect(lines.count == 1 && lines[0].contains("outside the text"))
        #expect(t.view.selectedRange == NSRange(location: 3, length: 2))
        let more = capturingDiagnostics { t.view.selectedRange = NSRange(location: NSNotFound, length: 0) }
        #expect(more.count == 1 && t.view.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test func pastedNulsAreDroppedAndLoneSurrogatesBecomeReplacementCharacters() {
        let t = ViewFixture()
        t.screen.pasteboard.string = "a\u{0}b\r\nc\rd"
        t.screen.key("v", modifiers: .control)
        #expect(t.view.text == "ab\nc\nd", "NUL dropped as a text field drops it; CR LF and CR become LF")
        let lone = String(decoding: [0xD800, 0x65] as [UInt16], as: UTF16.self)
        t.screen.pasteboard.string = lone
        t.screen.key("v", modifiers: .control)
        #expect(t.view.text == "ab\nc\nd\u{FFFD}e")
    }
}
