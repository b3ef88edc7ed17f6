import Foundation
import Testing
@testable import WidgetKitLite

/// `NSDiffableDataSourceSectionSnapshot` keeps an outline as UIKit documents, and answers
/// misuse UIKit raises on with one line and a defined outcome.
@MainActor @Suite struct SectionSnapshotTests {
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    /// Fruit (apple, pear (conference, williams)), Veg (leek), Nuts — all collapsed.
    func pantry() -> Outline {
        var s = Outline()
        s.append(["Fruit", "Veg", "Nuts"])
        s.append(["apple", "pear"], to: "Fruit")
        s.append(["conference", "williams"], to: "pear")
        s.append(["leek"], to: "Veg")
        return s
    }

    @Test func itemsAreDepthFirstAndOnlyRootsShowUntilExpanded() {
        let s = pantry()
        #expect(s.rootItems == ["Fruit", "Veg", "Nuts"])
        #expect(s.items == ["Fruit", "apple", "pear", "conference", "williams", "Veg", "leek", "Nuts"])
        #expect(s.visibleItems == ["Fruit", "Veg", "Nuts"])
        #expect(!s.isExpanded("Fruit"))
        #expect(s.isVisible("Veg") && !s.isVisible("apple"))
    }

    @Test func expandingANestedItemShowsItOnlyWhenItsParentIsExpanded() {
        var s = pantry()
        s.expand(["pear"])
        #expect(s.visibleItems == ["Fruit", "Veg", "Nuts"])
        #expect(!s.isVisible("conference"))
        s.expand(["Fruit"])
        #expect(s.visibleItems == ["Fruit", "apple", "pear", "conference", "williams", "Veg", "Nuts"])
        s.collapse(["Fruit"])
        #expect(s.visibleItems == ["Fruit", "Veg", "Nuts"])
        #expect(s.isExpanded("pear"))
        s.expand(["Fruit"])
        s.collapse(["pear"])
        #expect(s.visibleItems == ["Fruit", "apple", "pear", "Veg", "Nuts"])
    }

    @Test func levelParentIndexAndContains() {
        let s = pantry()
        #expect(s.level(of: "Fruit") == 0)
        #expect(s.level(of: "pear") == 1)
        #expect(s.level(of: "williams") == 2)
        #expect(s.parent(of: "williams") == "pear")
        #expect(s.parent(of: "pear") == "Fruit")
        #expect(s.parent(of: "Fruit") == nil)
        #expect(s.index(of: "Veg") == 5)
        #expect(s.index(of: "plum") == nil)
        #expect(s.contains("leek") && !s.contains("plum"))
    }

    @Test func insertingBeforeAndAfterMakesSiblings() {
        var s = pantry()
        s.insert(["banana"], before: "pear")
        s.insert(["quince"], after: "pear")
        s.insert(["Dairy"], after: "Veg")
        #expect(s.items == ["Fruit", "apple", "banana", "pear", "conference", "williams", "quince", "Veg", "leek", "Dairy", "Nuts"])
        #expect(s.level(of: "quince") == 1 && s.parent(of: "quince") == "Fruit")
        #expect(s.level(of: "Dairy") == 0)
    }

    @Test func deleteRemovesDescendants() {
        var s = pantry()
        s.delete(["pear", "leek"])
        #expect(s.items == ["Fruit", "apple", "Veg", "Nuts"])
        #expect(!s.contains("conference") && !s.contains("williams"))
        s.append(["williams"], to: "Veg")
        #expect(s.parent(of: "williams") == "Veg")
        s.deleteAll()
        #expect(s.items.isEmpty && s.rootItems.isEmpty)
    }

    @Test func aSnapshotOfAParentKeepsItsSubtreeAndExpansion() {
        var s = pantry()
        s.expand(["pear"])
        let children = s.snapshot(of: "Fruit")
        #expect(children.rootItems == ["apple", "pear"])
        #expect(children.items == ["apple", "pear", "conference", "williams"])
        #expect(children.level(of: "conference") == 1)
        #expect(children.visibleItems == ["apple", "pear", "conference", "williams"])
        let whole = s.snapshot(of: "Fruit", includingParent: true)
        #expect(whole.rootItems == ["Fruit"])
        #expect(whole.level(of: "williams") == 2)
        #expect(whole.visibleItems == ["Fruit"])
    }

    @Test func replacingChildrenSwapsTheSubtree() {
        var s = pantry()
        s.expand(["Fruit"])
        var fresh = Outline()
        fresh.append(["fig", "plum"])
        fresh.append(["mirabelle"], to: "plum")
        fresh.expand(["plum"])
        s.replace(childrenOf: "Fruit", using: fresh)
        #expect(s.visibleItems == ["Fruit", "fig", "plum", "mirabelle", "Veg", "Nuts"])
        #expect(!s.contains("pear") && !s.contains("conference"))
        #expect(s.level(of: "mirabelle") == 2)
        #expect(s.isExpanded("Fruit"))
    }

    @Test func appendingASnapshotUnderAParent() {
        var s = pantry()
        var more = Outline()
        more.append(["almond"])
        more.append(["sweet"], to: "almond")
        s.append(more, to: "Nuts")
        #expect(s.items.suffix(3) == ["Nuts", "almond", "sweet"])
        #expect(s.level(of: "sweet") == 2)
    }

    @Test func visualDescriptionMarksExpansionAndVisibility() {
        var s = Outline()
        s.append(["A", "B"])
        s.append(["a"], to: "A")
        s.append(["b"], to: "B")
        s.expand(["A"])
        #expect(s.visualDescription() == "+* A\n  -* a\n-* B\n  - b")
    }

    @Test func misuseIsOneLineEachWithADefinedOutcome() {
        var s = pantry()
        let lines = capturingDiagnostics {
            s.append(["apple", "kiwi", "kiwi"], to: "Veg")
            s.expand(["plum"])
            s.append(["x"], to: "plum")
            s.insert(["y"], before: "plum")
            s.delete(["plum"])
        }
        #expect(lines.count == 6)
        #expect(lines[0].contains("apple") && lines[0].contains("already"))
        #expect(lines[2].contains("plum") && lines[2].contains("not in the snapshot"))
        #expect(s.parent(of: "apple") == "Fruit")
        #expect(s.parent(of: "kiwi") == "Veg")
        #expect(s.items.count == 9)
        #expect(!s.contains("x") && !s.contains("y"))
        // A grafted duplicate is left out with its children.
        var other = Outline()
        other.append(["Veg", "fig"])
        other.append(["beet"], to: "Veg")
        let more = capturingDiagnostics { s.append(other, to: "Nuts") }
        #expect(more.count == 1)
        #expect(s.children(of: "Nuts") == ["fig"])
        #expect(!s.contains("beet"))
        // Questions about unknown items answer plainly, with no line.
        let quiet = capturingDiagnostics {
            _ = s.level(of: "plum")
            _ = s.isExpanded("plum")
            _ = s.isVisible("plum")
            _ = s.parent(of: "plum")
        }
        #expect(quiet.isEmpty)
    }

    @Test func tenThousandItemsBuildAndDeleteInLinearTime() {
        var s = NSDiffableDataSourceSectionSnapshot<Int>()
        let parents = Array(0..<100)
        s.append(parents)
        for parent in parents { s.append((0..<99).map { 1000 + parent * 100 + $0 }, to: parent) }
        s.expand(parents)
        #expect(s.visibleItems.count == 10_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            s.delete((0..<10_000).map { 1000 + $0 }.filter { $0 % 2 == 0 })
        }
        #expect(s.items.count == 100 + 100 * 49)
        #expect(elapsed < .seconds(1))
    }
}
