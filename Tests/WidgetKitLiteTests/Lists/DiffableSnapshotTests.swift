import Foundation
import Testing
import WidgetKitLite

/// `NSDiffableDataSourceSnapshot` keeps sections and items as UIKit documents, and answers
/// misuse UIKit raises on with one line and no change.
@MainActor @Suite struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func capture(_ body: () -> Void) -> [String] {
        var lines: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { lines.append($0) }
        defer { Diagnostics.handler = saved }
        body()
        return lines
    }

    @Test func buildingAndReading() {
        var s = Snapshot()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4, 5])
        s.insertItems([9], beforeItem: 2)
        s.insertItems([10], afterItem: 5)
        s.insertSections(["z"], beforeSection: "a")
        #expect(s.sectionIdentifiers == ["z", "a", "b"])
        #expect(s.itemIdentifiers == [1, 9, 2, 3, 4, 5, 10])
        #expect(s.numberOfItems == 7 && s.numberOfSections == 3)
        #expect(s.numberOfItems(inSection: "b") == 3)
        #expect(s.sectionIdentifier(containingItem: 10) == "b")
        #expect(s.indexOfItem(4) == 4)
        #expect(s.indexOfSection("b") == 2)
    }

    @Test func deletingAndMoving() {
        var s = Snapshot()
        s.appendSections(["a", "b", "c"])
        s.appendItems([1, 2], toSection: "a")
        s.appendItems([3, 4], toSection: "b")
        s.appendItems([5], toSection: "c")
        s.moveItem(1, afterItem: 4)
        s.moveSection("c", beforeSection: "a")
        s.deleteItems([3])
        s.deleteSections(["a"])
        #expect(s.sectionIdentifiers == ["c", "b"])
        #expect(s.itemIdentifiers == [5, 4, 1])
        #expect(s.sectionIdentifier(containingItem: 2) == nil)
        #expect(s.indexOfSection("a") == nil)
        s.reloadItems([4])
        s.reconfigureItems([1])
        #expect(s.reloadedItemIdentifiers == [4] && s.reconfiguredItemIdentifiers == [1])
        s.deleteAllItems()
        #expect(s.numberOfItems == 0 && s.numberOfSections == 0)
    }

    @Test func misuseIsOneLineAndChangesNothing() {
        var s = Snapshot()
        let noSection = capture { s.appendItems([1]) }
        #expect(noSection.count == 1 && noSection[0].contains("no section"))
        s.appendSections(["a"])
        s.appendItems([1, 2], toSection: "a")
        let duplicates = capture {
            s.appendItems([2, 3])
            s.appendSections(["a"])
        }
        #expect(duplicates.count == 2 && duplicates[0].contains("item 2 is already"))
        #expect(s.itemIdentifiers == [1, 2, 3] && s.sectionIdentifiers == ["a"])
        let unknown = capture {
            s.deleteItems([42])
            s.moveItem(1, beforeItem: 42)
            s.insertSections(["b"], afterSection: "nope")
        }
        #expect(unknown.count == 3 && unknown.allSatisfy { $0.contains("is not in the snapshot") })
        #expect(s.itemIdentifiers == [1, 2, 3] && s.sectionIdentifiers == ["a"])
    }
}
