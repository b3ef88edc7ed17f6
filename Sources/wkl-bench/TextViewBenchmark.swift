import Foundation
@_spi(Benchmarks) import WidgetKitLite

extension Benchmarks {
    /// A 10,000-line document in an 800 × 600 text view: the CPU cost of one typed key in its
    /// middle — `keyLayoutMsP50`: the edit of the text and its paragraphs and the layout it
    /// asks for (the edited paragraph is shaped and wrapped again while the caret is placed),
    /// and `frameMsP50`: the frame that draws it (medians over `keys`) — then a 1 MB paste:
    /// the paste, its first frame, and the worst frame of the keys typed after it. `rich`:
    /// the same typing into the same document as attributed text, every line in three styles
    /// (a bold label, body text, an underlined link).
    static func textView(keys: Int = 200) -> [String: Any] {
        var result = plainTextView(keys: keys)
        result["rich"] = richTextView(keys: keys)
        return result
    }

    /// Typing into a 10,000-line attributed document: `keyLayoutMsP50` and `frameMsP50` as
    /// for plain text.
    private static func richTextView(keys: Int) -> [String: Any] {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
        let window = screen.makeWindow()
        let textView = TextView(frame: window.bounds)
        window.addSubview(textView)
        let body = Font.systemFont(ofSize: 17), bold = Font.boldSystemFont(ofSize: 17)
        let document = NSMutableAttributedString(string: "")
        for line in 0..<10_000 {
            document.append(NSAttributedString(string: "Line \(line): ", attributes: [.font: bold]))
            document.append(NSAttributedString(string: "the quick brown fox jumps over ", attributes: [.font: body]))
            document.append(
                NSAttributedString(
                    string: "the lazy dog", attributes: [.font: body, .link: "https://example.com/\(line)"]))
            document.append(NSAttributedString(string: line == 9_999 ? "." : ".\n", attributes: [.font: body]))
        }
        textView.attributedText = document
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: (textView.text as NSString).range(of: "Line 5000: the").upperBound, length: 0)
        screen.runFrame()
        let (layout, frame, laidOut) = typingCost(keys: keys, into: textView, on: screen)
        return ["lines": 10_000, "keys": keys, "keyLayoutMsP50": layout, "frameMsP50": frame, "paragraphsLaidOutPerKeyMax": laidOut]
    }

    /// Types `keys` characters at the caret: the median milliseconds of each key's edit and
    /// layout and of the frame after it, and the most paragraphs one key laid out.
    private static func typingCost(keys: Int, into textView: TextView, on screen: HeadlessScreen) -> (Double, Double, Int) {
        var layout: [Double] = [], frame: [Double] = [], laidOut: [Int] = []
        let words = Array("The quick brown fox jumps over the lazy dog ".map(String.init))
        for i in 0..<keys {
            let before = TextViewProbe.paragraphsLaidOut(by: textView)
            let t0 = now()
            screen.type(words[i % words.count])
            TextViewProbe.layOutText(of: textView)
            let t1 = now()
            screen.runFrame()
            let t2 = now()
            layout.append(t1 - t0)
            frame.append(t2 - t1)
            laidOut.append(TextViewProbe.paragraphsLaidOut(by: textView) - before)
        }
        func medianMs(_ values: [Double]) -> Double { values.sorted()[values.count / 2] * 1000 }
        return (medianMs(layout), medianMs(frame), laidOut.max() ?? 0)
    }

    private static func plainTextView(keys: Int) -> [String: Any] {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600))
        let window = screen.makeWindow()
        let textView = TextView(frame: window.bounds)
        window.addSubview(textView)
        let lines = (0..<10_000).map { "Line \($0): the quick brown fox jumps over the lazy dog." }
        textView.text = lines.joined(separator: "\n")
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: (textView.text as NSString).range(of: "Line 5000:").upperBound, length: 0)
        screen.runFrame()
        let (layout, frame, laidOut) = typingCost(keys: keys, into: textView, on: screen)
        var result: [String: Any] = [
            "lines": 10_000, "keys": keys, "keyLayoutMsP50": layout, "frameMsP50": frame, "paragraphsLaidOutPerKeyMax": laidOut,
        ]
        // A 1 MB paste (about 17,000 lines) at the caret.
        let pasted = String(repeating: "Pasted text, line after line, to make a megabyte of it.\n", count: (1 << 20) / 57)
        screen.pasteboard.string = pasted
        let p0 = now()
        screen.key("v", modifiers: .control)
        let p1 = now()
        screen.runFrame()
        let p2 = now()
        var worst = 0.0
        let words = Array("The quick brown fox jumps over the lazy dog ".map(String.init))
        for i in 0..<50 {
            let t = now()
            screen.type(words[i % words.count])
            screen.runFrame()
            worst = max(worst, now() - t)
        }
        result["paste1MB"] = [
            "bytes": pasted.utf8.count, "pasteMs": (p1 - p0) * 1000, "firstFrameMs": (p2 - p1) * 1000,
            "worstKeyFrameAfterMs": worst * 1000,
        ]
        return result
    }
}
