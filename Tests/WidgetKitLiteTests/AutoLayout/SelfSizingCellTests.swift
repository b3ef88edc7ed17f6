import Foundation
import Testing
import WidgetKitLite

/// A cell whose multi-line label is pinned to its content view's edges, 8 points in.
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

/// Notes of growing length, one per row.
@MainActor
final class NotesSource: TableViewDataSource {
    let notes: [String]
    init(_ notes: [String]) { self.notes = notes }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        (cell as? NoteCell)?.body.text = notes[indexPath.row]
        return cell
    }
}

/// `TableView.automaticDimension` with `estimatedRowHeight` sizes each row by its content
/// view's constraints at the row's width, as UIKit's self-sizing cells.
@MainActor @Suite struct SelfSizingCellTests {
    @Test func rowsAreAsTallAsTheirWrappedLabelsPlusTheInsets() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 600))
        let window = screen.makeWindow()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 44
        let words = "the quick brown fox jumps over the lazy dog "
        let source = NotesSource([words, String(repeating: words, count: 3), String(repeating: words, count: 6)])
        table.dataSource = source
        window.addSubview(table)
        screen.advance(by: 0.05)
        var heights: [CGFloat] = []
        for row in 0..<3 {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            let probe = Label()
            probe.numberOfLines = 0
            probe.text = source.notes[row]
            let expected = probe.sizeThatFits(CGSize(width: 300 - 16, height: 0)).height + 16
            #expect(rect.height == expected, "row \(row)")
            heights.append(rect.height)
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? NoteCell
            #expect(cell?.body.frame == CGRect(x: 8, y: 8, width: 284, height: expected - 16), "row \(row)")
        }
        #expect(heights[0] < heights[1] && heights[1] < heights[2])
    }
}
