import Foundation
import WidgetKitLite

extension Benchmarks {
    /// Types 1,000 characters into a focused text field, one key and one frame each, and
    /// compares the cost of the first and the last 100 keys: equal when a key costs O(1).
    static func typing(keys: Int = 1000) -> [String: Any] {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 200))
        let window = screen.makeWindow()
        let field = TextField(frame: CGRect(x: 20, y: 20, width: 400, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        screen.runFrame()
        let words = Array("The quick brown fox jumps over the lazy dog ".map(String.init))
        var costs: [Double] = []
        costs.reserveCapacity(keys)
        for i in 0..<keys {
            let t = now()
            screen.type(words[i % words.count])
            screen.runFrame()
            costs.append(now() - t)
        }
        let window100 = min(100, keys / 2)
        func median(_ values: ArraySlice<Double>) -> Double { values.sorted()[values.count / 2] }
        let first = median(costs[0..<window100]) * 1000
        let last = median(costs[(keys - window100)..<keys]) * 1000
        return [
            "keys": keys, "length": field.text?.count ?? 0, "firstKeysMsP50": first, "lastKeysMsP50": last,
            "lastOverFirst": first > 0 ? last / first : 0,
        ]
    }
}

extension Benchmarks {
    /// Per-keystroke cost (one key and one frame, CPU ms, median of `keys`) at the start,
    /// middle and end of one-line texts of 1 KB, 16 KB and 64 KB: Latin with spaces, Latin
    /// without, Arabic and Hebrew; then the frame of a key typed (and one deleted) beside one
    /// grapheme cluster of 32,000 combining marks.
    static func typingLines(keys: Int = 15) -> [String: Any] {
        let kinds: [(name: String, unit: String, key: String)] = [
            ("latin", "The quick brown fox jumps over the lazy dog ", "x"),
            ("latinNoSpaces", "abcdefghijklmnopqrstuvwxyz", "x"),
            ("arabic", "السلام عليكم ورحمة الله وبركاته ", "ب"),
            ("hebrew", "שלום עולם מה שלומך היום ", "ש"),
        ]
        let lengths: [(name: String, bytes: Int)] = [("1KB", 1024), ("16KB", 16 << 10), ("64KB", 64_000)]
        var results: [String: Any] = [:]
        for kind in kinds {
            var perLength: [String: Any] = [:]
            for length in lengths {
                let text = repeated(kind.unit, bytes: length.bytes)
                var perPosition: [String: Double] = [:]
                for position in ["start", "middle", "end"] {
                    perPosition[position] = keystrokeCost(text: text, position: position, key: kind.key, keys: keys)
                }
                perLength[length.name] = perPosition
            }
            results[kind.name] = perLength
        }
        results["hugeGrapheme"] = hugeGraphemeFrames(keys: keys)
        return results
    }

    /// `unit` repeated and cut (at a character) to at most `bytes` UTF-8 bytes.
    private static func repeated(_ unit: String, bytes: Int) -> String {
        var text = String(repeating: unit, count: bytes / unit.utf8.count + 1)
        while text.utf8.count > bytes { text.removeLast() }
        return text
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] * 1000 }

    /// A focused field in a fresh screen holding `text`, the caret at `position`.
    private static func field(text: String, position: String) -> (HeadlessScreen, TextField) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 200))
        let window = screen.makeWindow()
        let field = TextField(frame: CGRect(x: 20, y: 20, width: 400, height: 34))
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        switch position {
        case "start":
            field.text = text
            screen.key("Home")
        case "middle":
            // The second half set, the caret at its start, then the first half pasted there.
            let half = text.index(text.startIndex, offsetBy: text.count / 2)
            field.text = String(text[half...])
            screen.key("Home")
            screen.pasteboard.string = String(text[..<half])
            screen.key("v", modifiers: .control)
        default:
            field.text = text
        }
        screen.runFrame()
        return (screen, field)
    }

    private static func keystrokeCost(text: String, position: String, key: String, keys: Int) -> Double {
        let (screen, _) = field(text: text, position: position)
        var costs: [Double] = []
        for _ in 0..<keys {
            let t = now()
            screen.type(key)
            screen.runFrame()
            costs.append(now() - t)
        }
        return median(costs)
    }

    /// Frames (CPU ms) of typing a key just after a 32,000-mark grapheme and deleting it, and
    /// of a label first showing that text (as tabdemo's Home title shows the name field's).
    private static func hugeGraphemeFrames(keys: Int) -> [String: Any] {
        let grapheme = "a" + String(repeating: "\u{301}", count: 32_000)
        let (screen, field) = field(text: "x" + grapheme + "y tail", position: "start")
        screen.key("Right")
        screen.key("Right")
        var typed: [Double] = []
        var deleted: [Double] = []
        for _ in 0..<keys {
            var t = now()
            screen.type("z")
            screen.runFrame()
            typed.append(now() - t)
            t = now()
            screen.key("BackSpace")
            screen.runFrame()
            deleted.append(now() - t)
        }
        let window = field.window
        let label = Label(text: "Home · " + (field.text ?? ""), font: .systemFont(ofSize: 17), color: .black)
        label.frame = CGRect(x: 20, y: 80, width: 400, height: 30)
        let t = now()
        window?.addSubview(label)
        screen.runFrame()
        let labelMs = (now() - t) * 1000
        return ["typeFrameMsP50": median(typed), "deleteFrameMsP50": median(deleted), "labelFirstFrameMs": labelMs]
    }
}
