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
