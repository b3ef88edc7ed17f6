import Foundation

/// The changes of one batch of table updates, as UIKit defines them: deletions, reloads and
/// the sources of moves in the numbering before the batch; insertions and the destinations
/// of moves in the numbering after it — whatever the order of the calls inside the batch.
///
/// `mapping(old:newCounts:)` turns a batch into where every old row goes and where every new
/// row comes from, in O(rows), or says what does not add up.
struct TableViewBatch {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    /// Section moves, old → new.
    var movedSections: [(from: Int, to: Int)] = []
    /// Sections whose rows are reloaded (old numbering).
    var reloadedSections: Set<Int> = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    /// Row moves, old → new.
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// Rows asked for again (old numbering).
    var reloadedRows: [IndexPath] = []
    /// Rows asked for again, in the new numbering (a diffable data source's reloads).
    var reloadedNewRows: [IndexPath] = []
    /// Rows whose shown cells are configured again in place (new numbering).
    var reconfiguredRows: [IndexPath] = []
    /// The animation of the rows that come and go (the last one given wins).
    var animation: TableView.RowAnimation = .automatic
    /// Whether anything animates: false applies every change at once.
    var animated = true

    /// Whether the batch changes nothing.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && movedRows.isEmpty && reloadedRows.isEmpty && reloadedNewRows.isEmpty
            && reconfiguredRows.isEmpty
    }

    /// Where rows go: `oldToNew[g]` is the new global row of old global row `g` (-1: deleted),
    /// `newToOld[g]` the old global row of new global row `g` (-1: inserted); `reloaded` holds
    /// the new global rows whose cells are asked for again.
    struct Mapping {
        var oldToNew: [Int]
        var newToOld: [Int]
        var reloaded: Set<Int>
    }

    /// The mapping from the rows of `old` to a table of `newCounts` rows per section, or why
    /// the batch and the counts do not agree.
    func mapping(old: TableViewGeometry, newCounts: [Int]) -> Result<Mapping, BatchProblem> {
        let oldSectionCount = old.sections.count, newSectionCount = newCounts.count
        // Sections: check the indices, then fill the new places not inserted or moved to with
        // the old sections not deleted or moved from, in order.
        for s in deletedSections.union(reloadedSections) where s < 0 || s >= oldSectionCount {
            return .failure(.init("section \(s) is out of range"))
        }
        for s in insertedSections where s < 0 || s >= newSectionCount { return .failure(.init("inserted section \(s) is out of range")) }
        var sectionSource = [Int](repeating: -2, count: newSectionCount)  // -1 inserted, -2 to fill
        for s in insertedSections { sectionSource[s] = -1 }
        var movedFrom = Set<Int>()
        for move in movedSections {
            guard move.from >= 0, move.from < oldSectionCount, move.to >= 0, move.to < newSectionCount, sectionSource[move.to] == -2,
                !deletedSections.contains(move.from), movedFrom.insert(move.from).inserted
            else { return .failure(.init("the move of section \(move.from) to \(move.to) is invalid")) }
            sectionSource[move.to] = move.from
        }
        var remaining = (0..<oldSectionCount).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for n in 0..<newSectionCount where sectionSource[n] == -2 {
            guard let o = remaining.next() else {
                return .failure(.init("the data source has \(newSectionCount) sections, \(oldSectionCount - deletedSections.count + insertedSections.count) expected after the update"))
            }
            sectionSource[n] = o
        }
        if remaining.next() != nil {
            return .failure(.init("the data source has \(newSectionCount) sections, \(oldSectionCount - deletedSections.count + insertedSections.count) expected after the update"))
        }

        // Rows: old rows leaving their place (deleted or moved), by old section.
        var leaving = [Set<Int>](repeating: [], count: oldSectionCount)
        for path in deletedRows {
            guard old.globalRow(path) != nil else { return .failure(.init("index path \(TableView.describe(path)) is out of range")) }
            leaving[path.section].insert(path.row)
        }
        var arriving = [[Int: Int]](repeating: [:], count: newSectionCount)  // new row → old global row (-1 inserted)
        for path in insertedRows {
            guard path.count == 2, path.section >= 0, path.section < newSectionCount, path.row >= 0, path.row < newCounts[path.section] else {
                return .failure(.init("index path \(TableView.describe(path)) is out of range"))
            }
            arriving[path.section][path.row] = -1
        }
        for move in movedRows {
            guard let from = old.globalRow(move.from), move.to.count == 2, move.to.section >= 0, move.to.section < newSectionCount, move.to.row >= 0,
                move.to.row < newCounts[move.to.section], arriving[move.to.section][move.to.row] == nil, leaving[move.from.section].insert(move.from.row).inserted
            else { return .failure(.init("the move of row \(TableView.describe(move.from)) to \(TableView.describe(move.to)) is invalid")) }
            arriving[move.to.section][move.to.row] = from
        }
        // Counts: each new section holds the rows arriving in it and its old section's rows
        // that stay.
        for n in 0..<newSectionCount {
            let source = sectionSource[n]
            let staying = source >= 0 ? old.sections[source].rowCount - leaving[source].count : 0
            let expected = staying + arriving[n].count
            // The rows of an inserted section are new, however many there are.
            if source >= 0, newCounts[n] != expected {
                return .failure(.init("the data source has \(newCounts[n]) rows in section \(n), \(expected) expected after the update"))
            }
        }
        var oldToNew = [Int](repeating: -1, count: old.totalRows)
        var newToOld: [Int] = []
        newToOld.reserveCapacity(newCounts.reduce(0, +))
        for n in 0..<newSectionCount {
            let source = sectionSource[n]
            var next = source >= 0 ? old.sections[source].firstRow : 0
            let stays = source >= 0 ? leaving[source] : []
            let first = next
            for row in 0..<newCounts[n] {
                if let from = arriving[n][row] {
                    newToOld.append(from)
                    continue
                }
                if source < 0 {
                    newToOld.append(-1)
                    continue
                }
                // Counts agree, so an old row is left for every place not arrived at.
                while stays.contains(next - first) { next += 1 }
                newToOld.append(next)
                next += 1
            }
        }
        for (g, o) in newToOld.enumerated() where o >= 0 {
            oldToNew[o] = g
        }
        var reloaded = Set<Int>()
        for path in reloadedRows {
            guard let g = old.globalRow(path) else { return .failure(.init("index path \(TableView.describe(path)) is out of range")) }
            if oldToNew[g] >= 0 { reloaded.insert(oldToNew[g]) }
        }
        for s in reloadedSections {
            let section = old.sections[s]
            for g in section.firstRow..<(section.firstRow + section.rowCount) where oldToNew[g] >= 0 { reloaded.insert(oldToNew[g]) }
        }
        var firstRowOfNewSection = [Int](repeating: 0, count: newSectionCount)
        for n in 1..<max(1, newSectionCount) { firstRowOfNewSection[n] = firstRowOfNewSection[n - 1] + newCounts[n - 1] }
        for path in reloadedNewRows {
            guard path.count == 2, path.section >= 0, path.section < newSectionCount, path.row >= 0, path.row < newCounts[path.section] else {
                return .failure(.init("index path \(TableView.describe(path)) is out of range"))
            }
            reloaded.insert(firstRowOfNewSection[path.section] + path.row)
        }
        return .success(Mapping(oldToNew: oldToNew, newToOld: newToOld, reloaded: reloaded))
    }
}

/// Why a batch of table updates does not agree with the data source.
struct BatchProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
