import Foundation

/// The changes recorded by one `performBatchUpdates` block, as UIKit numbers them:
/// deletions and reloads in the old numbering, insertions in the new one, moves from old to
/// new.
struct CollectionViewBatch {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    /// Old section → new section.
    var movedSections: [Int: Int] = [:]
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    /// Old index path → new index path.
    var movedItems: [IndexPath: IndexPath] = [:]
}

/// One batch update in flight: how old index paths map to new ones, where elements coming
/// into view start, and the changes the layout pass animates together
/// (`Theme.lists.rowAnimationDuration`, ease-in-out).
///
/// Mapping follows UIKit: in each surviving section the items not deleted or moved away
/// keep their order and fill, in order, the new positions not taken by insertions and
/// moves in; sections do the same among sections. A reloaded item or section keeps its
/// place but gets a new cell (the old one fades out). Each lookup costs O(changes in the
/// section), never O(items).
@MainActor
final class CollectionViewUpdate {
    let oldCounts: [Int]
    let newCounts: [Int]
    let batch: CollectionViewBatch
    /// New section of each old section (nil: deleted or reloaded).
    private(set) var newSectionOfOld: [Int?] = []
    /// Old section of each new section (nil: inserted or reloaded).
    private(set) var oldSectionOfNew: [Int?] = []
    /// Per old section, the items leaving it (deleted or moved out), ascending.
    private var removedItems: [Int: [Int]] = [:]
    /// Per new section, the items arriving (inserted or moved in), ascending.
    private var arrivingItems: [Int: [Int]] = [:]
    private var movedBack: [IndexPath: IndexPath] = [:]
    /// Attributes of the elements around the old visible area, before the update.
    var oldAttributes: [IndexPath: CollectionViewLayoutAttributes] = [:]
    var oldSupplementaryAttributes: [CollectionView.SupplementaryKey: CollectionViewLayoutAttributes] = [:]
    /// Changes to animate together once the layout pass is done.
    var changes: [() -> Void] = []
    /// Whether the update animates (a collection view in a window).
    let animates: Bool

    init(oldCounts: [Int], newCounts: [Int], batch: CollectionViewBatch, animates: Bool) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        self.batch = batch
        self.animates = animates
        mapSections()
        for (path, _) in batch.movedItems { removedItems[path.section, default: []].append(path.item) }
        for path in batch.deletedItems { removedItems[path.section, default: []].append(path.item) }
        for (_, path) in batch.movedItems { arrivingItems[path.section, default: []].append(path.item) }
        for path in batch.insertedItems { arrivingItems[path.section, default: []].append(path.item) }
        removedItems = removedItems.mapValues { Array(Set($0)).sorted() }
        arrivingItems = arrivingItems.mapValues { Array(Set($0)).sorted() }
        for (old, new) in batch.movedItems { movedBack[new] = old }
    }

    private func mapSections() {
        newSectionOfOld = Array(repeating: nil, count: oldCounts.count)
        oldSectionOfNew = Array(repeating: nil, count: newCounts.count)
        let taken = batch.insertedSections.union(batch.movedSections.values)
        var free = (0..<newCounts.count).filter { !taken.contains($0) }.makeIterator()
        for s in oldCounts.indices where !batch.deletedSections.contains(s) && batch.movedSections[s] == nil {
            guard let n = free.next() else { break }
            if !batch.reloadedSections.contains(s) {
                newSectionOfOld[s] = n
                oldSectionOfNew[n] = s
            }
        }
        for (old, new) in batch.movedSections where oldCounts.indices.contains(old) && newCounts.indices.contains(new) {
            newSectionOfOld[old] = new
            oldSectionOfNew[new] = old
        }
    }

    /// What is wrong with the batch for the data source's new counts, if anything.
    func problem() -> String? {
        let b = batch
        if let s = b.deletedSections.union(b.reloadedSections).union(b.movedSections.keys).first(where: { !oldCounts.indices.contains($0) }) {
            return "section \(s) is out of range"
        }
        if let s = b.insertedSections.union(b.movedSections.values).first(where: { !newCounts.indices.contains($0) }) {
            return "section \(s) is out of range"
        }
        let expectedSections = oldCounts.count - b.deletedSections.count + b.insertedSections.count
        if expectedSections != newCounts.count {
            return "the data source has \(newCounts.count) sections, \(expectedSections) expected after the update"
        }
        func inRange(_ path: IndexPath, _ counts: [Int]) -> Bool {
            path.count == 2 && counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
        }
        if let bad = b.deletedItems.union(b.reloadedItems).union(b.movedItems.keys).first(where: { !inRange($0, oldCounts) }) {
            return "index path \(CollectionView.describe(bad)) is out of range"
        }
        if let bad = b.insertedItems.union(b.movedItems.values).first(where: { !inRange($0, newCounts) }) {
            return "index path \(CollectionView.describe(bad)) is out of range"
        }
        for (n, count) in newCounts.enumerated() {
            guard let s = oldSectionOfNew[n] else { continue }
            let expected = oldCounts[s] - (removedItems[s]?.count ?? 0) + (arrivingItems[n]?.count ?? 0)
            if count != expected { return "the data source has \(count) items in section \(n), \(expected) expected after the update" }
        }
        return nil
    }

    /// The new index path of the old item at `old`; nil when it was deleted (or its section).
    /// A reloaded item maps to its new place (its cell is replaced all the same).
    func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        if let moved = batch.movedItems[old] { return moved }
        guard oldCounts.indices.contains(old.section), let n = newSectionOfOld[old.section] else { return nil }
        let removed = removedItems[old.section] ?? []
        if removed.contains(old.item) { return nil }
        var item = old.item - removed.prefix { $0 < old.item }.count
        for p in arrivingItems[n] ?? [] where p <= item { item += 1 }
        return IndexPath(item: item, section: n)
    }

    /// The old index path of the new item at `new`; nil when it was inserted (or its section).
    func oldIndexPath(forNew new: IndexPath) -> IndexPath? {
        if let moved = movedBack[new] { return moved }
        guard newCounts.indices.contains(new.section), let s = oldSectionOfNew[new.section] else { return nil }
        let arriving = arrivingItems[new.section] ?? []
        if arriving.contains(new.item) { return nil }
        var item = new.item - arriving.prefix { $0 < new.item }.count
        for p in removedItems[s] ?? [] where p <= item { item += 1 }
        return IndexPath(item: item, section: s)
    }

    /// Whether the old item at `old` gets a new cell (it, or its section, was reloaded).
    func isReloaded(old: IndexPath) -> Bool {
        batch.reloadedItems.contains(old) || batch.reloadedSections.contains(old.section)
    }

    /// Where a cell coming into view for the new item at `new` starts: where the item was
    /// (so it slides with the others), the layout's `initialLayoutAttributesForAppearingItem`
    /// for a new item, else its final place.
    func startAttributes(forNew new: IndexPath, final: CollectionViewLayoutAttributes, layout: CollectionViewLayout) -> CollectionViewLayoutAttributes {
        guard animates else { return final }
        if let old = oldIndexPath(forNew: new), !isReloaded(old: old) {
            guard let was = oldAttributes[old] else { return final }
            let start = final.copy()
            start.frame = was.frame
            return start
        }
        guard let initial = layout.initialLayoutAttributesForAppearingItem(at: new) else { return final }
        let start = initial.copy()
        start.indexPath = new
        return start
    }

    /// Where a supplementary view coming into view starts: where it was, else its final
    /// place fading in.
    func startAttributes(forNewSupplementary key: CollectionView.SupplementaryKey, final: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard animates else { return final }
        let start = final.copy()
        if let s = oldSectionOfNew.indices.contains(key.indexPath.section) ? oldSectionOfNew[key.indexPath.section] : nil,
            let was = oldSupplementaryAttributes[CollectionView.SupplementaryKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: s))]
        {
            start.frame = was.frame
        } else {
            start.alpha = 0
        }
        return start
    }

    /// The new key of an old supplementary view; nil when its section went away.
    func newKey(forOld key: CollectionView.SupplementaryKey) -> CollectionView.SupplementaryKey? {
        let s = key.indexPath.section
        guard newSectionOfOld.indices.contains(s), let n = newSectionOfOld[s] else { return nil }
        return CollectionView.SupplementaryKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: n))
    }
}
