@preconcurrency import Glibc
import Foundation
import WidgetKitLite

/// `WKL_TRACE=1`: one JSON object per line on stderr for each notable event of the demo.
enum Trace {
    /// True with `WKL_TRACE`, until a line cannot be written (stderr is a closed pipe, as
    /// with `| head -c1`): tracing stops there, the demo goes on.
    @MainActor static var isEnabled = Configuration.process.isTracing

    @MainActor static func event(_ name: String, _ fields: [String: Double] = [:]) {
        guard isEnabled else { return }
        var parts = ["\"event\":\"\(name)\""]
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            parts.append("\"\(key)\":\(value == value.rounded() ? String(Int(value)) : String(value))")
        }
        if fputs("{\(parts.joined(separator: ","))}\n", stderr) < 0 { isEnabled = false }
    }

    /// An event with one text field, `text` (JSON-escaped).
    @MainActor static func text(_ name: String, _ text: String) {
        guard isEnabled, let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]) else {
            return
        }
        let quoted = String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        if fputs("{\"event\":\"\(name)\",\"text\":\(quoted)}\n", stderr) < 0 { isEnabled = false }
    }
}

/// A page the trace tells apart from the others by a number (1, 2, … in order of creation).
@MainActor
protocol TracedPage: AnyObject {
    var serial: Int { get }
}
