import Foundation
import Testing
@testable import WidgetKitLite

/// A field 200 × 34 pt at (20, 20) in a 320 × 240 window.
@MainActor
private struct FieldFixture {
    let f = Fixture()
    let field = TextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    var screen: HeadlessScreen { f.screen }

    init(text: String? = nil, focused: Bool = true) {
        f.root.addSubview(field)
        if let text { field.text = text }
        if focused { field.becomeFirstResponder() }
        screen.runFrame()
    }

    var selection: Range<Int> { field.model.selection }
    var caret: Int { field.model.head }

    /// A point inside the field's text at `x` points from the text's left edge.
    func point(x: CGFloat) -> CGPoint { CGPoint(x: 20 + TextField.horizontalPadding + x, y: 37) }

    /// The x (field text coordinates) where the caret stands before UTF-8 offset `offset`.
    func x(at offset: Int) -> CGFloat { field.caretX(at: offset) }
}

@MainActor @Suite struct TextFieldEditingTests {
    @Test func typingInsertsAtTheCaretAndSendsEditingChanged() {
        let t = FieldFixture()
        var changes = 0
        t.field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
        t.screen.type("héllo wörld")
        #expect(t.field.text == "héllo wörld")
        #expect(changes == 11)
        t.screen.key("Left")
        t.screen.type("!")
        #expect(t.field.text == "héllo wörl!d")
        t.screen.key("Home")
        t.screen.type("¡")
        #expect(t.field.text == "¡héllo wörl!d")
        t.screen.key("End")
        t.screen.type(".")
        #expect(t.field.text == "¡héllo wörl!d.")
    }

    @Test func keysAreIgnoredUntilTheFieldHasTheFocus() {
        let t = FieldFixture(focused: false)
        t.screen.type("abc")
        #expect(t.field.text == "" && !t.field.isEditing)
        #expect(t.field.becomeFirstResponder() && t.field.isFirstResponder && t.field.isEditing)
        t.screen.type("abc")
        #expect(t.field.text == "abc")
        #expect(t.field.resignFirstResponder() && !t.field.isFirstResponder && !t.field.isEditing)
        t.screen.type("d")
        #expect(t.field.text == "abc")
    }

    @Test func backspaceAndDeleteRemoveWholeGraphemeClusters() {
        // A base with a combining accent, a flag (two regional indicators), a Devanagari conjunct.
        let text = "ae\u{301}🇫🇷क्षि"
        let t = FieldFixture(text: text)
        #expect(t.caret == text.utf8.count)
        t.screen.key("BackSpace")
        #expect(t.field.text == "ae\u{301}🇫🇷")
        t.screen.key("BackSpace")
        #expect(t.field.text == "ae\u{301}")
        t.screen.key("BackSpace")
        #expect(t.field.text == "a")
        t.field.text = text
        t.screen.key("Home")
        t.screen.key("Right")
        t.screen.key("Delete")
        #expect(t.field.text == "a🇫🇷क्षि")
        t.screen.key("Delete")
        #expect(t.field.text == "aक्षि")
        t.screen.key("Right")
        #expect(t.caret == "aक्षि".utf8.count, "one arrow step crosses the whole conjunct")
    }

    @Test func shiftArrowsHomeAndEndSelect() {
        let t = FieldFixture(text: "hello world")
        t.screen.key("Left", modifiers: .shift)
        t.screen.key("Left", modifiers: .shift)
        #expect(t.field.selectedText == "ld")
        t.screen.key("Home", modifiers: .shift)
        #expect(t.field.selectedText == "hello world")
        t.screen.key("Right")
        #expect(t.selection == 11..<11, "an arrow collapses the selection to its side")
        t.screen.key("Home")
        t.screen.key("End", modifiers: .shift)
        t.screen.type("x")
        #expect(t.field.text == "x")
    }

    @Test func controlArrowsAndBackspaceWorkByWord() {
        let t = FieldFixture(text: "one two, three")
        t.screen.key("Left", modifiers: .control)
        #expect(t.caret == 9)
        t.screen.key("Left", modifiers: .control)
        #expect(t.caret == 4)
        t.screen.key("Right", modifiers: .control)
        #expect(t.caret == 7)
        t.screen.key("Right", modifiers: [.control, .shift])
        #expect(t.field.selectedText == ", three")
        t.screen.key("End")
        t.screen.key("BackSpace", modifiers: .control)
        #expect(t.field.text == "one two, ")
        t.screen.key("Home")
        t.screen.key("Delete", modifiers: .control)
        #expect(t.field.text == " two, ")
    }

    @Test func controlASelectsAllAndCopyCutPasteUseTheClipboard() {
        let t = FieldFixture(text: "copy me")
        t.screen.key("a", modifiers: .control)
        #expect(t.field.selectedText == "copy me")
        #expect(t.screen.primaryPasteboard.string == "copy me", "a selection is offered as PRIMARY")
        t.screen.key("c", modifiers: .control)
        #expect(t.screen.pasteboard.string == "copy me")
        t.screen.key("End")
        t.screen.key("v", modifiers: .control)
        #expect(t.field.text == "copy mecopy me")
        t.screen.key("Left", modifiers: [.control, .shift])
        t.screen.key("x", modifiers: .control)
        #expect(t.field.text == "copy mecopy ")
        #expect(t.screen.pasteboard.string == "me")
        t.screen.pasteboard.string = "line one\nline two"
        t.screen.key("v", modifiers: .control)
        #expect(t.field.text == "copy mecopy line one line two", "newlines paste as spaces")
        t.screen.pasteboard.string = nil
        t.screen.key("v", modifiers: .control)
        #expect(t.field.text == "copy mecopy line one line two")
    }

    @Test func undoTakesBackATypedRunAndRedoRestoresIt() {
        let t = FieldFixture()
        t.screen.type("hello")
        t.screen.type(" world")
        t.screen.key("BackSpace")
        #expect(t.field.text == "hello worl")
        t.screen.key("z", modifiers: .control)
        #expect(t.field.text == "hello world")
        t.screen.key("z", modifiers: .control)
        #expect(t.field.text == "", "one typed run is one step")
        t.screen.key("Z", modifiers: [.control, .shift])
        #expect(t.field.text == "hello world")
        t.screen.key("y", modifiers: .control)
        #expect(t.field.text == "hello worl")
        t.screen.key("y", modifiers: .control)
        #expect(t.field.text == "hello worl", "nothing left to redo")
        t.screen.key("Left")
        t.screen.type("X")
        t.screen.key("z", modifiers: .control)
        #expect(t.field.text == "hello worl" && t.caret == 9, "undo restores the caret")
    }

    @Test func secureEntryShowsBulletsAndRefusesToCopy() {
        let t = FieldFixture()
        t.field.isSecureTextEntry = true
        t.screen.type("pässwörd")
        #expect(t.field.text == "pässwörd")
        #expect(t.field.displayText == String(repeating: "\u{2022}", count: 8))
        t.screen.pasteboard.string = "before"
        t.screen.key("a", modifiers: .control)
        t.screen.key("c", modifiers: .control)
        t.screen.key("x", modifiers: .control)
        #expect(t.screen.pasteboard.string == "before")
        #expect(t.screen.primaryPasteboard.string == nil)
        #expect(t.field.text == "pässwörd")
        t.screen.key("BackSpace")
        #expect(t.field.text == "")
        t.screen.type("ab")
        t.screen.key("Left")
        t.screen.key("BackSpace")
        #expect(t.field.text == "b")
    }

    @Test func returnEndsEditingThroughTheDelegateAndEvents() {
        final class Delegate: TextFieldDelegate {
            var log: [String] = []
            var allowReturn = true
            func textFieldDidBeginEditing(_ textField: TextField) { log.append("begin") }
            func textFieldDidEndEditing(_ textField: TextField) { log.append("end") }
            func textFieldShouldReturn(_ textField: TextField) -> Bool {
                log.append("return")
                return allowReturn
            }
            func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                log.append("change \(range.location),\(range.length) \(string)")
                return string != "!"
            }
        }
        let t = FieldFixture(focused: false)
        let delegate = Delegate()
        t.field.delegate = delegate
        var events: [String] = []
        t.field.addAction(Action { _ in events.append("didBegin") }, for: .editingDidBegin)
        t.field.addAction(Action { _ in events.append("didEnd") }, for: .editingDidEnd)
        t.field.addAction(Action { _ in events.append("onExit") }, for: .editingDidEndOnExit)
        t.field.becomeFirstResponder()
        t.screen.type("é!a")
        #expect(t.field.text == "éa", "the delegate refused the \"!\"")
        t.screen.key("Home")
        t.screen.key("Delete")
        delegate.allowReturn = false
        t.screen.key("Return")
        #expect(t.field.isEditing)
        delegate.allowReturn = true
        t.screen.key("Return")
        #expect(!t.field.isEditing)
        #expect(delegate.log == ["begin", "change 0,0 é", "change 1,0 !", "change 1,0 a", "change 0,1 ", "return", "return", "end"])
        #expect(events == ["didBegin", "onExit", "didEnd"])
    }

    @Test func tabLeavesTheFieldAndClearButtonEmptiesIt() {
        let t = FieldFixture(text: "some text")
        let button = Button(title: "OK")
        button.frame = CGRect(x: 20, y: 100, width: 80, height: 30)
        t.f.root.addSubview(button)
        t.field.clearButtonMode = .whileEditing
        t.screen.runFrame()
        #expect(!t.field.clearButton.isHidden)
        t.screen.key("Tab")
        #expect(t.f.window.focusedView === button && !t.field.isEditing)
        t.screen.runFrame()
        #expect(t.field.clearButton.isHidden, "whileEditing hides it when not editing")
        t.field.becomeFirstResponder()
        t.screen.runFrame()
        let center = t.field.clearButton.convert(CGPoint(x: 9, y: 9), to: nil)
        t.screen.click(at: center)
        #expect(t.field.text == "" && t.field.isEditing)
    }

    @Test func newlinesAndControlCharactersNeverEnterTheText() {
        let t = FieldFixture()
        t.field.text = "a\nb\tc\u{7}d"
        #expect(t.field.text == "a b cd")
        t.screen.key("Escape")
        #expect(t.field.text == "a b cd" && t.field.isEditing)
    }
}

@MainActor @Suite struct TextFieldPointerTests {
    @Test func aClickFocusesTheFieldAndPlacesTheCaretAtTheNearestBoundary() {
        let t = FieldFixture(text: "hello world", focused: false)
        let between = (t.x(at: 4) + t.x(at: 5)) / 2
        t.screen.click(at: t.point(x: between - 1))
        #expect(t.field.isEditing && t.f.window.focusedView === t.field)
        #expect(t.caret == 4)
        t.screen.advance(by: 1)
        t.screen.click(at: t.point(x: between + 1))
        #expect(t.caret == 5)
        t.screen.advance(by: 1)
        t.screen.click(at: t.point(x: 190))
        #expect(t.caret == 11, "past the end: the end")
    }

    @Test func doubleClickSelectsAWordAndTripleClickEverything() {
        let t = FieldFixture(text: "one two three")
        let inTwo = t.point(x: (t.x(at: 5) + t.x(at: 6)) / 2)
        t.screen.click(at: inTwo)
        t.screen.click(at: inTwo)
        #expect(t.field.selectedText == "two")
        #expect(t.screen.primaryPasteboard.string == "two")
        t.screen.click(at: inTwo)
        #expect(t.field.selectedText == "one two three")
    }

    @Test func draggingSelectsFromWhereThePressBegan() {
        let t = FieldFixture(text: "drag to select")
        t.screen.drag(from: t.point(x: t.x(at: 5)), to: t.point(x: t.x(at: 14) + 3), duration: 0.2)
        #expect(t.field.selectedText == "to select")
        #expect(t.screen.primaryPasteboard.string == "to select")
        t.screen.advance(by: 1)
        t.screen.drag(from: t.point(x: t.x(at: 7)), to: t.point(x: -10), duration: 0.2)
        #expect(t.field.selectedText == "drag to")
    }

    @Test func longTextScrollsToKeepTheCaretVisible() {
        let t = FieldFixture()
        t.screen.type(String(repeating: "long text ", count: 10))
        t.screen.runFrame()
        let content = t.field.contentView.bounds
        #expect(t.field.scrollOffset > 0)
        #expect(t.field.caretView.frame.maxX <= content.maxX + 0.01 && t.field.caretView.frame.minX >= content.minX - 1)
        t.screen.key("Home")
        #expect(t.field.scrollOffset == 0)
        // A click after scrolling maps to the scrolled text.
        t.screen.key("End")
        let end = t.field.scrollOffset
        t.screen.click(at: t.point(x: 190))
        #expect(t.caret == t.field.model.length && t.field.scrollOffset == end)
    }
}

@MainActor @Suite struct TextFieldCaretTests {
    @Test func caretBlinksForTenSecondsThenStaysOnAndTheWindowGoesIdle() {
        let t = FieldFixture()
        t.screen.type("a")
        t.screen.runFrame()
        #expect(!t.field.caretView.isHidden)
        t.screen.advance(by: 0.6)
        #expect(t.field.caretView.isHidden, "off in the second half-second")
        t.screen.advance(by: 0.5)
        #expect(!t.field.caretView.isHidden)
        t.screen.type("b")
        t.screen.advance(by: 9.9)
        #expect(t.field.blinker?.isBlinking == true && t.screen.hasPendingWakeups, "still blinking 9.9 s after the last key")
        t.screen.advance(by: 0.2)
        #expect(!t.field.caretView.isHidden, "on for good")
        t.f.expectIdle()
        let wakeups = t.screen.wakeupCount
        t.screen.advance(by: 5)
        #expect(t.screen.wakeupCount == wakeups, "no wakeups once the caret stays on")
        #expect(!t.field.caretView.isHidden)
    }

    /// Blinking wakes the process at the edges only (twice a second), not for a frame every
    /// 1/60 s, and what the screen shows still flips at each edge.
    @Test func blinkingWakesOnlyAtItsEdgesAndTheCaretPixelsFlipThere() {
        let t = FieldFixture()
        t.screen.type("a")
        t.screen.runFrame()
        let caret = t.field.caretView.convert(t.field.caretView.bounds, to: nil)
        let probe = (x: Int(caret.midX), y: Int(caret.midY))
        func caretShows() -> Bool {
            let pixel = t.screen.snapshot().pixel(x: probe.x, y: probe.y)
            return pixel.blue > 0.9 && pixel.red < 0.2
        }
        #expect(caretShows())
        #expect(!t.screen.isFrameTimerActive, "no frames run while the caret waits")
        let start = t.screen.wakeupCount
        var shown: [Bool] = []
        for _ in 0..<4 {
            t.screen.advance(by: 0.3)
            shown.append(caretShows())
            #expect(!t.screen.isFrameTimerActive)
        }
        #expect(shown == [true, false, false, true], "off from 0.5 s, on again from 1 s")
        #expect(t.screen.wakeupCount - start == 2, "one wakeup at each of the edges at 0.5 s and 1 s")
        t.screen.advance(by: 1)
        #expect(t.screen.wakeupCount - start == 4)
    }

    @Test func caretHidesWhileASelectionShowsAndWhenEditingEnds() {
        let t = FieldFixture(text: "abc")
        t.screen.key("a", modifiers: .control)
        #expect(t.field.caretView.isHidden)
        t.screen.key("End")
        #expect(!t.field.caretView.isHidden)
        t.field.resignFirstResponder()
        #expect(t.field.caretView.isHidden)
        t.f.expectIdle()
    }

    @Test func placeholderShowsOnlyWhileEmpty() {
        let t = FieldFixture(focused: false)
        let region = (x: 30, y: 28, width: 150, height: 18)
        func inkedPixels() -> Int {
            let image = t.screen.snapshot()
            var count = 0
            for y in region.y..<(region.y + region.height) {
                for x in region.x..<(region.x + region.width) where image.pixel(x: x, y: y).red < 0.95 { count += 1 }
            }
            return count
        }
        #expect(inkedPixels() == 0)
        t.field.placeholder = "Name"
        #expect(inkedPixels() > 20)
        t.field.text = "Ada"
        t.field.placeholder = nil
        #expect(inkedPixels() > 20)
    }
}

@MainActor @Suite struct TextFieldKeyPriorityTests {
    @Test func anEditingFieldTakesTheKeysItUsesBeforeKeyCommands() {
        let f = Fixture()
        let controller = ViewController()
        f.window.rootViewController = controller
        var commands: [String] = []
        controller.addKeyCommand(KeyCommand(input: "p") { _ in commands.append("p") })
        controller.addKeyCommand(KeyCommand(input: KeyCommand.inputEscape) { _ in commands.append("escape") })
        controller.addKeyCommand(KeyCommand(input: "q", modifierFlags: .control) { _ in commands.append("quit") })
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        controller.view.addSubview(field)
        f.screen.key("p")
        #expect(commands == ["p"], "not editing: the command runs")
        field.becomeFirstResponder()
        f.screen.type("pp")
        f.screen.key("BackSpace")
        f.screen.key("Escape")
        f.screen.key("q", modifiers: .control)
        #expect(field.text == "p")
        #expect(commands == ["p", "escape", "quit"], "keys the field does not use still reach commands")
    }
}

@MainActor @Suite struct TextFieldLimitTests {
    @Test func aTenMegabytePasteIsCutToTheFieldsLimitWithOneLine() {
        let t = FieldFixture()
        let line = "The quick brown fox jumps over the lazy dog. "
        let tenMegabytes = String(repeating: line, count: 10 << 20 / line.utf8.count)
        t.screen.pasteboard.string = tenMegabytes
        #expect(t.screen.pasteboard.string?.utf8.count == tenMegabytes.utf8.count)
        let lines = capturingDiagnostics { t.screen.key("v", modifiers: .control) }
        #expect(t.field.model.length <= TextField.maximumLength && t.field.model.length > TextField.maximumLength - 4)
        #expect(lines.count == 1 && lines[0].contains("cut to"))
        // Typing at the limit inserts nothing more; deleting makes room again.
        t.screen.type("x")
        #expect(t.field.model.length <= TextField.maximumLength)
        t.screen.key("BackSpace")
        t.screen.type("!")
        #expect(t.field.text?.hasSuffix("!") == true)
    }

    @Test func pasteboardsRefuseMoreThanSixteenMebibytes() {
        let screen = HeadlessScreen()
        let tooLong = String(repeating: "a", count: Pasteboard.maximumLength + 1)
        let lines = capturingDiagnostics { screen.pasteboard.string = tooLong }
        #expect(screen.pasteboard.string == nil && !screen.pasteboard.hasStrings)
        #expect(lines.count == 1)
        screen.pasteboard.string = "ok"
        #expect(screen.pasteboard.hasStrings && screen.primaryPasteboard.string == nil, "two independent pasteboards")
    }
}

@MainActor @Suite struct KeyCommandMatchingTests {
    @Test func commandsMatchKeyNamesExactlyAndTypedCharactersWhateverShift() {
        let question = KeyPress(name: "question", text: "?", modifiers: .shift)
        #expect(question.matches("?", modifiers: []))
        #expect(question.matches("?", modifiers: .shift))
        #expect(question.matches("question", modifiers: .shift))
        #expect(!question.matches("question", modifiers: []))
        let shiftA = KeyPress(name: "a", text: "A", modifiers: .shift)
        #expect(shiftA.matches("A", modifiers: []))
        #expect(!shiftA.matches("a", modifiers: []))
        #expect(shiftA.matches("a", modifiers: .shift))
        let controlP = KeyPress(name: "p", text: nil, modifiers: .control)
        #expect(controlP.matches("P", modifiers: .control) && !controlP.matches("p", modifiers: []))
        let composed = KeyPress(name: "é", text: "é", modifiers: [])
        #expect(composed.matches("é", modifiers: []))
    }
}

@MainActor @Suite struct TextFieldPrimarySelectionTests {
    @Test func aMiddleClickPastesThePrimarySelectionUnderThePointer() {
        let t = FieldFixture(text: "one two", focused: false)
        t.screen.primaryPasteboard.string = "three "
        let beforeTwo = t.point(x: t.x(at: 4) + 1)
        t.screen.middleClick(at: beforeTwo)
        #expect(t.field.isEditing)
        #expect(t.field.text == "one three two")
        // Elsewhere the middle button does nothing.
        t.screen.middleClick(at: CGPoint(x: 300, y: 200))
        #expect(t.field.text == "one three two" && t.f.window.focusedView === t.field)
    }
}
