import Foundation

extension TableViewCell {
    /// What editing mode shows at a row's leading edge — UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// Nothing.
        case none
        /// A red minus that reveals a Delete button; `commit .delete` when it is clicked.
        case delete
        /// A green plus; `commit .insert` when it is clicked.
        case insert
    }
}

/// A row being moved by its reorder control: the cell follows the pointer while the rows
/// it passes slide out of its way.
@MainActor
final class TableViewReorder {
    let cell: TableViewCell
    /// The global row it came from and the one it would land on now.
    let source: Int
    var target: Int
    let section: Int
    /// The pointer's y (content coordinates) and the cell's top when the drag began.
    let startY: CGFloat
    let startTop: CGFloat
    let height: CGFloat

    init(cell: TableViewCell, source: Int, section: Int, startY: CGFloat, startTop: CGFloat, height: CGFloat) {
        self.cell = cell
        self.source = source
        target = source
        self.section = section
        self.startY = startY
        self.startTop = startTop
        self.height = height
    }

    /// How far row `g` is moved to make room: up or down by the moving row's height.
    func shift(ofRow g: Int) -> CGFloat {
        if source < g && g <= target { return -height }
        if target <= g && g < source { return height }
        return 0
    }
}

/// Editing mode: delete controls at the leading edge of rows that can be edited (a click
/// reveals the Delete button, which commits the deletion through the data source), reorder
/// controls at the trailing edge of rows that can move (dragging one moves the row live,
/// then `tableView(_:moveRowAt:to:)`). Rows move within their section.
extension TableView {
    /// Enters or leaves editing mode (`setEditing(_:animated:)`).
    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        closeSwipe(animated: animated)
        editingState = editing
        let update = {
            for (g, cell) in self.visibleCellsByRow { self.updateEditingControls(of: cell, row: g) }
        }
        if animated, window != nil {
            View.animate(withDuration: theme.lists.swipeAnimationDuration, animations: update)
        } else {
            update()
        }
    }

    /// Whether the data source lets the row at `indexPath` be edited.
    func canEditRow(at indexPath: IndexPath) -> Bool { dataSource?.tableView(self, canEditRowAt: indexPath) ?? false }

    /// The delegate's editing style for the row (`.delete` by default), `.none` for a row
    /// that cannot be edited.
    func editingStyle(at indexPath: IndexPath) -> TableViewCell.EditingStyle {
        guard canEditRow(at: indexPath) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Shows, hides and places the editing controls of `cell` (global row `g`).
    func updateEditingControls(of cell: TableViewCell, row g: Int) {
        let indexPath = loadedGeometry.indexPath(ofRow: g)
        let theme = self.theme.lists
        let style = isEditing ? editingStyle(at: indexPath) : .none
        let movable = isEditing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        let control = cell.subviews.lazy.compactMap { $0 as? TableViewEditingControl }.first
        let handle = cell.subviews.lazy.compactMap { $0 as? TableViewReorderControl }.first
        let b = cell.bounds
        let size = theme.editingControlWidth
        if style != .none {
            let view = control ?? makeEditingControl(in: cell)
            view.editingStyle = style
            view.frame = CGRect(x: 0, y: 0, width: size, height: b.height)
            view.alpha = 1
        } else if let control {
            control.frame = CGRect(x: -size, y: 0, width: size, height: b.height)
            control.alpha = 0
        }
        if movable {
            let view = handle ?? makeReorderControl(in: cell)
            view.frame = CGRect(x: b.width - size, y: 0, width: size, height: b.height)
            view.alpha = 1
        } else if let handle {
            handle.frame = CGRect(x: b.width, y: 0, width: size, height: b.height)
            handle.alpha = 0
        }
        cell.editingInsets = (style == .none ? 0 : size, movable ? size : 0)
        cell.layoutIfNeeded()
    }

    private func makeEditingControl(in cell: TableViewCell) -> TableViewEditingControl {
        let control = TableViewEditingControl()
        let size = theme.lists.editingControlWidth
        View.performWithoutAnimation {
            control.frame = CGRect(x: -size, y: 0, width: size, height: cell.bounds.height)
            control.alpha = 0
        }
        control.addTarget(self, action: TableView.editingControlTapped, for: .primaryActionTriggered)
        cell.addSubview(control)
        return control
    }

    private func makeReorderControl(in cell: TableViewCell) -> TableViewReorderControl {
        let handle = TableViewReorderControl()
        let size = theme.lists.editingControlWidth
        View.performWithoutAnimation {
            handle.frame = CGRect(x: cell.bounds.width, y: 0, width: size, height: cell.bounds.height)
            handle.alpha = 0
        }
        let recognizer = ListReorderGestureRecognizer(target: self, action: TableView.reorderChanged)
        handle.addGestureRecognizer(recognizer)
        cell.addSubview(handle)
        return handle
    }

    /// The red minus: reveals the row's Delete button (`.delete`), or commits an insertion
    /// (`.insert`).
    private func editingControlTapped(_ control: TableViewEditingControl) {
        guard let cell = control.superview as? TableViewCell, let indexPath = indexPath(for: cell) else { return }
        if control.editingStyle == .insert {
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
            return
        }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self, let path = self.indexPath(for: cell) else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
            done(true)
        }
        let configuration = SwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        guard beginSwipe(at: indexPath, trailing: true, configuration: configuration), let swipe else { return }
        animateSwipe(to: -swipe.openWidth)
    }

    // MARK: Reordering

    private func reorderChanged(_ recognizer: ListReorderGestureRecognizer) {
        let y = recognizer.location(in: self).y
        switch recognizer.state {
        case .began:
            guard let cell = recognizer.view?.superview as? TableViewCell, let source = visibleCellsByRow.first(where: { $0.value === cell })?.key else { return }
            closeSwipe(animated: false)
            let section = loadedGeometry.section(ofRow: source)
            reorder = TableViewReorder(cell: cell, source: source, section: section, startY: y, startTop: cell.frame.minY, height: cell.frame.height)
            bringSubviewToFront(cell)
        case .changed:
            moveReorderedRow(to: y)
        case .ended, .cancelled:
            finishReorder()
        case .possible, .failed:
            break
        }
    }

    /// The moving row follows the pointer; the row it would land on is the one whose slot
    /// its middle is in, within its section.
    private func moveReorderedRow(to y: CGFloat) {
        guard let reorder, let geometry else { return }
        let top = reorder.startTop + (y - reorder.startY)
        reorder.cell.frame.origin.y = top
        let section = geometry.sections[reorder.section]
        let middle = top + reorder.height / 2
        var target = reorder.source
        let first = section.firstRow, last = section.firstRow + section.rowCount - 1
        resolveHeights(through: last)
        while target < last, rowFrame(target + 1).midY < middle { target += 1 }
        while target > first, rowFrame(target - 1).midY > middle { target -= 1 }
        guard target != reorder.target else { return }
        reorder.target = target
        View.animate(withDuration: theme.lists.rowAnimationDuration, animations: { self.layoutReorderedRows() })
    }

    /// Places the visible rows around the moving one.
    func layoutReorderedRows() {
        guard let reorder else { return }
        for (g, cell) in visibleCellsByRow where cell !== reorder.cell {
            var frame = rowFrame(g)
            frame.origin.y += reorder.shift(ofRow: g)
            if cell.frame != frame { cell.frame = frame }
        }
    }

    /// The moving row lands in its slot; the data source moves it, then the rows take their
    /// new numbers.
    private func finishReorder() {
        guard let reorder else { return }
        let source = reorder.source, target = reorder.target
        let geometry = loadedGeometry
        var landing = rowFrame(source)
        if target != source {
            // The slot is where the target row's edge was, shifted by the moving row.
            landing.origin.y = target > source ? rowFrame(target).maxY - reorder.height : rowFrame(target).minY
        }
        self.reorder = nil
        let cell = reorder.cell
        View.animate(withDuration: theme.lists.rowAnimationDuration, animations: { cell.frame = landing })
        guard target != source else { return }
        let from = geometry.indexPath(ofRow: source), to = geometry.indexPath(ofRow: target)
        dataSource?.tableView(self, moveRowAt: from, to: to)
        // Renumber the cells shown: the rows between slide by one.
        var moved: [Int: TableViewCell] = [:]
        for (g, shown) in visibleCellsByRow {
            if g == source {
                moved[target] = shown
            } else if source < g && g <= target {
                moved[g - 1] = shown
            } else if target <= g && g < source {
                moved[g + 1] = shown
            } else {
                moved[g] = shown
            }
        }
        visibleCellsByRow = moved
        if let selected = indexPathForSelectedRow, let g = geometry.globalRow(selected) {
            let n = g == source ? target : (source < g && g <= target ? g - 1 : (target <= g && g < source ? g + 1 : g))
            indexPathForSelectedRow = geometry.indexPath(ofRow: n)
        }
        recycleMeasuredCells()
        self.geometry?.unresolve(from: min(source, target))
        setNeedsLayout()
    }
}

/// The red minus (or green plus) at the leading edge of a row in editing mode.
@MainActor
final class TableViewEditingControl: Control {
    var editingStyle: TableViewCell.EditingStyle = .delete {
        didSet { if editingStyle != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let d: CGFloat = 22
        let circle = CGRect(x: ((bounds.width - d) / 2).rounded(), y: ((bounds.height - d) / 2).rounded(), width: d, height: d)
        context.fill(circle, color: editingStyle == .insert ? .systemGreen : .systemRed, cornerRadius: d / 2)
        let bar = CGRect(x: circle.minX + 5, y: circle.midY - 1, width: d - 10, height: 2)
        context.fill(bar, color: .white)
        if editingStyle == .insert { context.fill(CGRect(x: circle.midX - 1, y: circle.minY + 5, width: 2, height: d - 10), color: .white) }
    }
}

/// The grab handle (three grey bars) at the trailing edge of a row that can move.
@MainActor
final class TableViewReorderControl: View {
    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let width: CGFloat = 18
        let x = ((bounds.width - width) / 2).rounded()
        let midY = (bounds.height / 2).rounded()
        for dy: CGFloat in [-5, 0, 5] {
            context.fill(CGRect(x: x, y: midY + dy - 1, width: width, height: 1.5), color: Color(rgb: 142, 142, 147))
        }
    }
}
