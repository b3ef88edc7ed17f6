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
    /// The same sections at their old positions.
    var reloadedSectionsBefore: [Int] = []
    /// Items marked for reload that are in both snapshots, at their old positions.
    var reloadedItemsBefore: [IndexPath] = []

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
        for (k, pair) in survivingSections.enumerated() where !keptSections[k] {
            movedSections.append((pair.old, pair.new))
        }

        // Items: each old item's global position (one hash table, O(n)), then the new items
        // in order. An item that stays in its section (by identifier) moves only when it
        // leaves a longest run of that section's items in their old order; an item that
        // changes section always moves. Index paths are made only for what changes.
        let oldItems = old.itemsBySection
        var oldPosition: [ItemIdentifierType: Int] = [:]
        oldPosition.reserveCapacity(old.numberOfItems)
        var oldSectionOf: [Int] = []
        var oldSectionStart: [Int] = []
        oldSectionOf.reserveCapacity(old.numberOfItems)
        for (s, items) in oldItems.enumerated() {
            oldSectionStart.append(oldSectionOf.count)
            for item in items {
                oldPosition[item] = oldSectionOf.count
                oldSectionOf.append(s)
            }
        }
        var found = [Bool](repeating: false, count: oldSectionOf.count)
        var staying: [(old: Int, new: Int)] = []
        for (s, items) in new.itemsBySection.enumerated() {
            let oldSection = oldSectionIndex[newSections[s]] ?? -1
            staying.removeAll(keepingCapacity: true)
            for (i, item) in items.enumerated() {
                guard let g = oldPosition[item] else {
                    insertedItems.append(IndexPath(item: i, section: s))
                    continue
                }
                found[g] = true
                let os = oldSectionOf[g]
                if os == oldSection {
                    staying.append((g - oldSectionStart[os], i))
                } else {
                    movedItems.append((IndexPath(item: g - oldSectionStart[os], section: os), IndexPath(item: i, section: s)))
                }
            }
            let kept = Self.longestIncreasingRun(staying.map(\.old))
            for (k, item) in staying.enumerated() where !kept[k] {
                movedItems.append((IndexPath(item: item.old, section: oldSection), IndexPath(item: item.new, section: s)))
            }
        }
        for (g, wasFound) in found.enumerated() where !wasFound {
            let os = oldSectionOf[g]
            deletedItems.append(IndexPath(item: g - oldSectionStart[os], section: os))
        }
        // Marked items: their new positions, found in one pass only when there are marks.
        var newPath: [ItemIdentifierType: IndexPath] = [:]
        let marked = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)
        if !marked.isEmpty {
            for (s, items) in new.itemsBySection.enumerated() {
                for (i, item) in items.enumerated() where marked.contains(item) { newPath[item] = IndexPath(item: i, section: s) }
            }
        }
        reloadedItems = new.reloadedItemIdentifiers.compactMap { newPath[$0] }
        reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { newPath[$0] }
        reloadedSectionsBefore = new.reloadedSectionIdentifiers.compactMap { s in new.indexOfSection(s) == nil ? nil : oldSectionIndex[s] }
        reloadedItemsBefore = new.reloadedItemIdentifiers.compactMap { item in
            guard newPath[item] != nil, let g = oldPosition[item] else { return nil }
            let os = oldSectionOf[g]
            return IndexPath(item: g - oldSectionStart[os], section: os)
        }
        reloadedSections = new.reloadedSectionIdentifiers.compactMap { s in oldSectionIndex[s] == nil ? nil : new.indexOfSection(s) }
    }

    /// Which positions (into `values`) belong to one longest strictly increasing subsequence
    /// (patience sorting, O(n log n)); the earliest such on ties.
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
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
        var run = [Bool](repeating: false, count: values.count)
        var k = tails.last ?? -1
        while k >= 0 {
            run[k] = true
            k = previous[k]
        }
        return run
    }
}
