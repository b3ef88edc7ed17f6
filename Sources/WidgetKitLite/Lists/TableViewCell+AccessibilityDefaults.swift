import Foundation

/// A table view cell is one accessibility element combining its labels, as UIKit's cells
/// are: named by the texts of its visible labels in reading order, joined by ", ";
/// `.selected` while selected; activating it selects its row as a click does. A cell with
/// no text, or one holding an enabled control (a switch accessory, say), is a container
/// instead, so that its control stays reachable.
extension TableViewCell: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool {
        !accessibilityTexts.isEmpty && !Self.holdsEnabledControl(self)
    }
    var defaultAccessibilityLabel: String? {
        let texts = accessibilityTexts
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
    var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? .selected : .none }
    func defaultAccessibilityActivate() -> Bool {
        var ancestor = superview
        while let view = ancestor, !(view is TableView) { ancestor = view.superview }
        guard let table = ancestor as? TableView, table.allowsSelection, let indexPath = table.indexPath(for: self) else { return false }
        table.activateRow(at: indexPath, select: true)
        return true
    }

    /// The texts of the visible labels inside the cell, in subview order.
    private var accessibilityTexts: [String] {
        var texts: [String] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let label = view as? Label, let text = label.text, !text.isEmpty { texts.append(text) }
            view.subviews.forEach(visit)
        }
        subviews.forEach(visit)
        return texts
    }

    private static func holdsEnabledControl(_ view: View) -> Bool {
        view.subviews.contains { sub in
            guard !sub.isHidden, sub.alpha > 0 else { return false }
            if let control = sub as? Control, control.isEnabled { return true }
            return holdsEnabledControl(sub)
        }
    }
}
