import Foundation

/// What a list cell says by default: as UIKit's cells, one accessibility element combining
/// its labels — named by the texts of its visible labels in subview order, joined by ", ";
/// `.selected` while selected; activating it selects its row or item as a click does. A
/// cell with no text, or one holding an enabled control (a switch accessory, say), is a
/// container instead, so that the control stays reachable.
@MainActor
enum CellAccessibility {
    /// The texts of the visible labels inside `cell`, in subview order.
    static func texts(in cell: View) -> [String] {
        var texts: [String] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let label = view as? Label, let text = label.text, !text.isEmpty { texts.append(text) }
            view.subviews.forEach(visit)
        }
        cell.subviews.forEach(visit)
        return texts
    }

    /// Whether a visible, enabled control is inside `view`.
    static func holdsEnabledControl(_ view: View) -> Bool {
        view.subviews.contains { sub in
            guard !sub.isHidden, sub.alpha > 0 else { return false }
            if let control = sub as? Control, control.isEnabled { return true }
            return holdsEnabledControl(sub)
        }
    }

    static func isElement(_ cell: View) -> Bool { !texts(in: cell).isEmpty && !holdsEnabledControl(cell) }

    static func label(of cell: View) -> String? {
        let texts = texts(in: cell)
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// The nearest ancestor of `view` of type `T`.
    static func ancestor<T: View>(of view: View, as type: T.Type) -> T? {
        var ancestor = view.superview
        while let candidate = ancestor, !(candidate is T) { ancestor = candidate.superview }
        return ancestor as? T
    }

    /// `views` top to bottom, then left to right (subview order on ties), keeping those that
    /// show inside `bounds`: reused cells' subview order is not their rows' order, and cells
    /// kept just outside the visible area are not shown.
    static func readingOrder(of views: [View], visibleIn bounds: CGRect) -> [View] {
        views.enumerated().filter { $0.element.frame.intersects(bounds) }.sorted { a, b in
            (a.element.frame.minY, a.element.frame.minX, a.offset) < (b.element.frame.minY, b.element.frame.minX, b.offset)
        }.map(\.element)
    }
}

extension TableViewCell: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { CellAccessibility.isElement(self) }
    var defaultAccessibilityLabel: String? { CellAccessibility.label(of: self) }
    var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? .selected : .none }
    func defaultAccessibilityActivate() -> Bool {
        guard let table = CellAccessibility.ancestor(of: self, as: TableView.self), table.allowsSelection,
            let indexPath = table.indexPath(for: self)
        else { return false }
        table.activateRow(at: indexPath, select: true)
        return true
    }
}

extension CollectionViewCell: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { CellAccessibility.isElement(self) }
    var defaultAccessibilityLabel: String? { CellAccessibility.label(of: self) }
    var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? .selected : .none }
    func defaultAccessibilityActivate() -> Bool {
        guard let collection = CellAccessibility.ancestor(of: self, as: CollectionView.self), collection.allowsSelection,
            let indexPath = collection.indexPath(for: self)
        else { return false }
        collection.userSelect(indexPath, toggles: true)
        return true
    }
}
