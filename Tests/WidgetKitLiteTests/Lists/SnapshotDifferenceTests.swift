import Foundation
import Testing
@testable import WidgetKitLite

/// The difference between two snapshots: the fewest moves, deletes at old positions,
/// inserts at new ones.
@MainActor @Suite struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var s = Snapshot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    @Test func oneItemMovedIsOneMove() {
        let old = snapshot([("a", [1, 2, 3, 4, 5])])
        let new = snapshot([("a", [2, 3, 4, 5, 1])])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.movedItems.count == 1)
        #expect(d.movedItems.first?.from == IndexPath(item: 0, section: 0))
        #expect(d.movedItems.first?.to == IndexPath(item: 4, section: 0))
        #expect(d.insertedItems.isEmpty && d.deletedItems.isEmpty)
    }

    @Test func insertsDeletesAndCrossSectionMoves() {
        let old = snapshot([("a", [1, 2, 3]), ("b", [4, 5])])
        var new = snapshot([("a", [1, 3, 6]), ("b", [4, 5])])
        new.moveItem(5, beforeItem: 1)
        new.reloadItems([3])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(d.insertedItems == [IndexPath(item: 3, section: 0)])
        #expect(d.movedItems.count == 1 && d.movedItems[0].from == IndexPath(item: 1, section: 1))
        #expect(d.movedItems[0].to == IndexPath(item: 0, section: 0))
        #expect(d.reloadedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func sectionsInsertedDeletedAndMoved() {
        let old = snapshot([("a", []), ("b", []), ("c", [])])
        let new = snapshot([("c", []), ("a", []), ("d", [])])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.deletedSections == [1])
        #expect(d.insertedSections == [2])
        #expect(d.movedSections.count == 1 && d.movedSections[0].from == 2 && d.movedSections[0].to == 0)
    }

    @Test func equalSnapshotsDifferInNothing() {
        let s = snapshot([("a", Array(0..<100)), ("b", Array(100..<200))])
        #expect(SnapshotDifference(from: s, to: s).isEmpty)
    }

    @Test func tenThousandItemsWithAHundredChanges() {
        var old = Snapshot()
        old.appendSections(["all"])
        old.appendItems(Array(0..<10_000))
        var new = old
        var generator = SplitMix64(seed: 7)
        var deleted: Set<Int> = []
        for _ in 0..<50 { deleted.insert(Int(generator.next() % 10_000)) }
        new.deleteItems(Array(deleted).sorted())
        new.appendItems(Array(20_000..<20_050))
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.deletedItems.count == deleted.count)
        #expect(d.insertedItems.count == 50)
        #expect(d.movedItems.isEmpty)
    }
}
