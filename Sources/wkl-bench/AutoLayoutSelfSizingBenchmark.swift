import Foundation
import WidgetKitLite

/// Case (e) of `wkl-bench --autolayout`: a table of self-sizing rows
/// (`rowHeight = TableView.automaticDimension`, `estimatedRowHeight = 44`), each a cell whose
/// multi-line label is pinned with anchors to its content view's edges, 8 points in (the cell
/// of `SelfSizingCellTests`). No kiwi counterpart: the work is the table's and the label's
/// as much as the solver's.
///
/// Timed, per round: `reloadData()`, the first `layoutIfNeeded()` (the rows on screen made
/// and measured) and `rectForRow(at:)` of the last row, which measures every row above it
/// (a cell configured, its four constraints activated and solved at the row's width, the
/// label's text wrapped); then the same again on that table (`reloadData()` with cells
/// from the reuse pool: the rows measured again).
@MainActor
enum AutoLayoutSelfSizingBenchmark {
    /// The cell: a multi-line label pinned to the content view's edges, 8 points in.
    @MainActor
    final class NoteCell: TableViewCell {
        required init?(coder: NSCoder) { nil }

        let body = Label()

        required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            ])
        }
    }

    /// One note per row.
    @MainActor
    final class Notes: TableViewDataSource {
        let notes: [String]
        init(_ notes: [String]) { self.notes = notes }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            (cell as? NoteCell)?.body.text = notes[indexPath.row]
            return cell
        }
    }

    static let rows = 200

    /// Texts of one to about six lines at the table's width, the same in every run.
    static let notes: [String] = {
        let words = "the quick brown fox jumps over the lazy dog while seven wizards quietly judge boxing"
            .split(separator: " ")
        return (0..<rows).map { row in
            let count = 3 + (row * 37) % 53
            return (0..<count).map { words[(row + $0 * 5) % words.count] }.joined(separator: " ")
        }
    }()

    struct Timing {
        /// `reloadData()` on a new table through the last row's rect.
        var cold: AutoLayoutBenchmark.Clock
        /// Of which `reloadData()` and the first `layoutIfNeeded()`.
        var coldFirstLayout: AutoLayoutBenchmark.Clock
        /// `reloadData()` again on that table through the last row's rect.
        var warm: AutoLayoutBenchmark.Clock
        /// The content height (the rows' measured heights, summed): text metrics depend on
        /// the fonts, so it is not part of the checksum.
        var contentHeight: CGFloat
        /// Rows whose height differs from the estimate (all should).
        var measuredRows: Int
    }

    static func measure() -> Timing {
        let screen = HeadlessScreen(size: CGSize(width: 480, height: 800))
        let window = screen.makeWindow()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 44
        let source = Notes(notes)
        table.dataSource = source
        window.addSubview(table)
        let last = IndexPath(row: rows - 1, section: 0)

        let start = AutoLayoutBenchmark.Clock.now()
        table.reloadData()
        table.layoutIfNeeded()
        let firstLayout = AutoLayoutBenchmark.Clock.now()
        let lastRect = table.rectForRow(at: last)
        let end = AutoLayoutBenchmark.Clock.now()
        var measured = 0
        for row in 0..<rows where table.rectForRow(at: IndexPath(row: row, section: 0)).height != 44 { measured += 1 }
        screen.runFrame()

        let warmStart = AutoLayoutBenchmark.Clock.now()
        table.reloadData()
        table.layoutIfNeeded()
        _ = table.rectForRow(at: last)
        let warmEnd = AutoLayoutBenchmark.Clock.now()

        table.removeFromSuperview()
        screen.runFrame()
        return Timing(
            cold: end.since(start), coldFirstLayout: firstLayout.since(start), warm: warmEnd.since(warmStart),
            contentHeight: lastRect.maxY, measuredRows: measured)
    }
}
