import Foundation

/// The cells a table view keeps for reuse, by identifier, and the classes registered to
/// make new ones. Cells leave the view tree when they enter the pool; after a layout pass
/// the pool keeps at most `limit` cells per identifier and lets the rest go.
@MainActor
struct TableViewReusePool {
    /// Cell classes by reuse identifier.
    private(set) var registered: [String: TableViewCell.Type] = [:]
    private var queues: [String: [TableViewCell]] = [:]
    /// Cells kept per identifier after a layout pass.
    static let limit = 4

    /// Registers `cellClass` for `identifier` (nil unregisters).
    mutating func register(_ cellClass: TableViewCell.Type?, for identifier: String) {
        registered[identifier] = cellClass
    }

    /// A pooled cell for `identifier`, prepared for reuse, or nil.
    mutating func dequeue(_ identifier: String) -> TableViewCell? {
        guard let cell = queues[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// Takes `cell` back (cells without an identifier are let go); a cell already pooled
    /// stays there once, so it is never handed out twice.
    mutating func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        guard let id = cell.reuseIdentifier, !contains(cell) else { return }
        queues[id, default: []].append(cell)
    }

    /// Lets go of cells beyond `limit` per identifier.
    mutating func trim() {
        for (id, cells) in queues where cells.count > Self.limit { queues[id] = Array(cells.prefix(Self.limit)) }
    }

    /// Lets go of every pooled cell.
    mutating func removeAll() { queues.removeAll() }

    /// Whether `cell` is in the pool.
    func contains(_ cell: TableViewCell) -> Bool {
        guard let id = cell.reuseIdentifier else { return false }
        return queues[id]?.contains { $0 === cell } == true
    }

    /// The number of pooled cells.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}
