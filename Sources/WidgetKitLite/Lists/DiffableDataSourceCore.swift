import Foundation

/// What the table and collection diffable data sources share: the snapshot shown, answers
/// by position in O(1), and positions by identifier through an index built on first use.
@MainActor
struct DiffableDataSourceCore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot the view shows (no reload marks).
    private(set) var snapshot = Snapshot()
    /// Each item's index path; nil until asked for after a change.
    private var paths: [ItemIdentifierType: IndexPath]?

    /// Makes `new` the snapshot shown and returns what changed from the one before.
    mutating func replace(with new: Snapshot) -> SnapshotDifference<SectionIdentifierType, ItemIdentifierType> {
        let difference = SnapshotDifference(from: snapshot, to: new)
        snapshot = new.clearingMarks()
        paths = nil
        return difference
    }

    var numberOfSections: Int { snapshot.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int { snapshot.numberOfItems(inSectionAt: section) }

    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return snapshot.item(at: indexPath.item, inSectionAt: indexPath.section)
    }

    func sectionIdentifier(for index: Int) -> SectionIdentifierType? { snapshot.section(at: index) }

    func index(for sectionIdentifier: SectionIdentifierType) -> Int? { snapshot.indexOfSection(sectionIdentifier) }

    /// The index path of `identifier`, nil when absent; O(1) after an O(n) index on first use.
    mutating func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        if paths == nil {
            var built: [ItemIdentifierType: IndexPath] = [:]
            built.reserveCapacity(snapshot.numberOfItems)
            for s in 0..<snapshot.numberOfSections {
                for i in 0..<snapshot.numberOfItems(inSectionAt: s) {
                    if let item = snapshot.item(at: i, inSectionAt: s) { built[item] = IndexPath(item: i, section: s) }
                }
            }
            paths = built
        }
        return paths?[identifier]
    }
}
