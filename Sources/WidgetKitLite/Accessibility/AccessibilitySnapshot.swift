import Foundation

/// What assistive technologies would see of a window: a tree of accessibility nodes, read
/// in-process by ``HeadlessScreen/accessibilitySnapshot()``.
///
/// Its ``description`` is a stable text form for golden tests: one line per node, indented
/// two spaces per level, as `push button "Save" = "value" [enabled focusable] (20,116 120x36)`.
public struct AccessibilitySnapshot: CustomStringConvertible, Sendable {
    /// One element (or container) of the tree.
    public struct Node: CustomStringConvertible, Sendable {
        /// The role, in the desktop accessibility service's words: "window", "panel", "push
        /// button", "toggle button", "label", "heading", "link", "image", "slider", "spin
        /// button", "text", "page tab list", "progress bar".
        public var role: String
        /// The accessibility label; nil when there is none.
        public var name: String?
        /// The accessibility value; nil when there is none.
        public var value: String?
        /// The states, in this order: enabled, focusable, focused, selected, checked, editable.
        public var states: [String]
        /// The frame in the window's coordinates, in points.
        public var frame: CGRect
        /// The elements inside, in reading order.
        public var children: [Node]

        /// The node's own line: role, "name", = "value", [states], (x,y wxh).
        public var description: String {
            var line = role
            if let name { line += " \"\(name)\"" }
            if let value { line += " = \"\(value)\"" }
            if !states.isEmpty { line += " [\(states.joined(separator: " "))]" }
            let f = frame
            line += " (\(Self.number(f.minX)),\(Self.number(f.minY)) \(Self.number(f.width))x\(Self.number(f.height)))"
            return line
        }

        static func number(_ value: CGFloat) -> String {
            guard value.isFinite else { return "?" }
            if value == value.rounded() { return String(Int(value)) }
            return String(format: "%g", Double(value))
        }

        func lines(depth: Int, into text: inout [String]) {
            text.append(String(repeating: "  ", count: depth) + description)
            for child in children { child.lines(depth: depth + 1, into: &text) }
        }

        /// This node and every node below it, depth first.
        public var allNodes: [Node] { [self] + children.flatMap(\.allNodes) }
    }

    /// The window node; its children are the window's elements.
    public var root: Node

    /// Every node, depth first, the window first.
    public var allNodes: [Node] { root.allNodes }

    /// One line per node, indented two spaces per level, ending in a newline.
    public var description: String {
        var text: [String] = []
        root.lines(depth: 0, into: &text)
        return text.joined(separator: "\n") + "\n"
    }
}
