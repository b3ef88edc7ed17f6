import Foundation

/// What changes from one snapshot to another, in the terms a list animates: sections and
/// items deleted (at their old positions), inserted (at their new ones), moved, and marked
/// for reload or reconfiguration (at their new positions).
///
/// Computed in O(n log n) for n items: the items that stay in their section keep their
/// relative order except the fewest that must move (those outside a longest increasing run
/// of their old positions), so a single item moved is one move, not a shift of everything
/// between; an item that changes section is a move.
/// Deterministic: every list is in the order of the snapshots, never of a hash table.
struct SnapshotDifference<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []
    /// Sections marked for reload that are in both snapshots, at their new positions.
    var reloadedSections: [Int] = []

    /// Whether nothing changes.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
            && reloadedSections.isEmpty
    }

    init(from old: Snapshot, to new: Snapshot) {
        // Sections.
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var oldSectionIndex: [SectionIdentifierType: Int] = [:]
        for (i, s) in oldSections.enumerated() { oldSectionIndex[s] = i }
        var survivingSections: [(old: Int, new: Int)] = []
        for (i, s) in newSections.enumerated() {
            if let o = oldSectionIndex[s] { survivingSections.append((o, i)) } else { insertedSections.append(i) }
        }
        for (i, s) in oldSections.enumerated() where new.indexOfSection(s) == nil { deletedSections.append(i) }
        let keptSections = Self.longestIncreasingRun(survivingSections.map(\.old))
        for (k, pair) in survivingSections.enumerated() where !keptSections.contains(k) {
            movedSections.append((pair.old, pair.new))
        }

        // Items: their old index paths, then the new ones in order. An item that stays in its
        // section (by identifier) moves only when it leaves a longest run of that section's
        // items in their old order; an item that changes section always moves.
        var oldPath: [ItemIdentifierType: IndexPath] = [:]
        for (s, section) in oldSections.enumerated() {
            for (i, item) in old.itemIdentifiers(inSection: section).enumerated() {
                oldPath[item] = IndexPath(item: i, section: s)
            }
        }
        var newPath: [ItemIdentifierType: IndexPath] = [:]
        for (s, section) in newSections.enumerated() {
            let oldSection = oldSectionIndex[section]
            var staying: [(old: IndexPath, new: IndexPath)] = []
            for (i, item) in new.itemIdentifiers(inSection: section).enumerated() {
                let path = IndexPath(item: i, section: s)
                newPath[item] = path
                if let was = oldPath[item] {
                    if was.section == oldSection {
                        staying.append((was, path))
                    } else {
                        movedItems.append((was, path))
                    }
                } else {
                    insertedItems.append(path)
                }
            }
            let kept = Self.longestIncreasingRun(staying.map(\.old.item))
            for (k, item) in staying.enumerated() where !kept.contains(k) { movedItems.append((item.old, item.new)) }
        }
        for (s, section) in oldSections.enumerated() {
            for (i, item) in old.itemIdentifiers(inSection: section).enumerated() where newPath[item] == nil {
                deletedItems.append(IndexPath(item: i, section: s))
            }
        }
        reloadedItems = new.reloadedItemIdentifiers.compactMap { newPath[$0] }
        reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { newPath[$0] }
        reloadedSections = new.reloadedSectionIdentifiers.compactMap { s in oldSectionIndex[s] == nil ? nil : new.indexOfSection(s) }
    }

    /// The positions (into `values`) of one longest strictly increasing subsequence
    /// (patience sorting, O(n log n)); the earliest such on ties.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // positions into values: the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var run = Set<Int>()
        var k = tails.last ?? -1
        while k >= 0 {
            run.insert(k)
            k = previous[k]
        }
        return run
    }
}
