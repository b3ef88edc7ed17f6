import Foundation

/// A window's view tree as text, one view per line, indented two spaces per level:
/// `Label (20,40 120x22) text="Hello"`, then what is on screen where it differs from the
/// model — `alpha=0.42`, `presented=(x,y wxh)` while the frame animates, `hidden` — so that
/// a replay's `--tree` shows a moment of an animation and a generated test can assert it.
@MainActor
enum ViewTreeDescription {
    /// The lines of `window`'s tree.
    static func describe(_ window: Window) -> String {
        var lines: [String] = []
        describe(window, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func describe(_ view: View, depth: Int, private isPrivate: Bool = false, into lines: inout [String]) {
        // Text inside a view that keeps its input out of recordings is told by its length.
        let isPrivate = isPrivate || view.redactsRecordedInput || (view as? TextField)?.isSecureTextEntry == true
        func quoted(_ text: String) -> String { isPrivate ? "<\(text.count) characters>" : Self.quoted(text) }
        var line = String(repeating: "  ", count: depth) + String(describing: type(of: view))
        line += " " + rect(view.modelFrame)
        if view.isHidden { line += " hidden" }
        let alpha = view.presentationAlpha
        if alpha != 1 { line += " alpha=\(number(alpha))" }
        let presented = view.presentationFrame
        if presented != view.modelFrame { line += " presented=\(rect(presented))" }
        if let label = view as? Label, let text = label.text { line += " text=\(quoted(text))" }
        if let button = view as? Button, let title = button.title(for: .normal) { line += " title=\(quoted(title))" }
        if let field = view as? TextField { line += " text=\(quoted(field.text ?? ""))" }
        lines.append(line)
        for sub in view.subviews { describe(sub, depth: depth + 1, private: isPrivate, into: &lines) }
    }

    private static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)),\(number(r.minY)) \(number(r.width))x\(number(r.height)))"
    }

    private static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "?" }
        if value == value.rounded() { return String(Int(value)) }
        return String(format: "%.3g", Double(value))
    }

    private static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
