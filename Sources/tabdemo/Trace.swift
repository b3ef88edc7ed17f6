@preconcurrency import Glibc
import Foundation
import WidgetKitLite

/// `WKL_TRACE=1`: one JSON object per line on stderr for each notable event of the demo.
enum Trace {
    static let isEnabled = Configuration.process.isTracing

    static func event(_ name: String, _ fields: [String: Double] = [:]) {
        guard isEnabled else { return }
        var parts = ["\"event\":\"\(name)\""]
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            parts.append("\"\(key)\":\(value == value.rounded() ? String(Int(value)) : String(value))")
        }
        fputs("{\(parts.joined(separator: ","))}\n", stderr)
    }
}
