import Foundation

/// The state of a list's data at one moment: its sections and the items in each, identified
/// by `Hashable` values — UIKit's `NSDiffableDataSourceSnapshot`.
///
/// A value type: build one (`appendSections`, `appendItems`, …), or take the current one
/// from a diffable data source and change it, then apply it. Identifiers must be unique
/// across the whole snapshot (sections among sections, items among items). Where UIKit
/// raises, the snapshot prints one diagnostic line and leaves itself as it was for that
/// identifier: a duplicate is not added a second time, an unknown item or section given as
/// a position or to delete, move, reload or reconfigure is ignored, and items appended
/// with no section to append to are dropped.
///
/// Lookups (`indexOfItem`, `sectionIdentifier(containingItem:)`) use hash tables; nothing
/// depends on their iteration order.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    private var sections: [SectionIdentifierType] = []
    /// The items of each section, in order.
    private(set) var itemsBySection: [[ItemIdentifierType]] = []
    /// The section (by its identifier) of every item.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The position of every section.
    private var sectionIndex: [SectionIdentifierType: Int] = [:]

    /// The items marked to be reloaded (their cells made again) when the snapshot is applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked to be reconfigured (their cells updated in place).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked to be reloaded.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The number of items in `identifier` (0 for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { itemsBySection[$0].count } ?? 0
    }

    /// The items of `identifier`, in order (empty for an unknown section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { itemsBySection[$0] } ?? []
    }

    /// The section holding `identifier`, nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `identifier` among all items (section after section), nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sectionIndex[section],
            let within = itemsBySection[s].firstIndex(of: identifier)
        else { return nil }
        return itemsBySection[..<s].reduce(0) { $0 + $1.count } + within
    }

    /// The position of the section `identifier`, nil when absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// The section at position `index`, nil out of range.
    func section(at index: Int) -> SectionIdentifierType? { sections.indices.contains(index) ? sections[index] : nil }

    /// The number of items in the section at position `index` (0 out of range).
    func numberOfItems(inSectionAt index: Int) -> Int { itemsBySection.indices.contains(index) ? itemsBySection[index].count : 0 }

    /// The item at `item` in the section at `section`, nil out of range. O(1).
    func item(at item: Int, inSectionAt section: Int) -> ItemIdentifierType? {
        guard itemsBySection.indices.contains(section), itemsBySection[section].indices.contains(item) else { return nil }
        return itemsBySection[section][item]
    }

    /// The same sections and items with no reload or reconfigure marks.
    func clearingMarks() -> Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Sections

    /// Adds sections at the end; one already in the snapshot is not added again (one line).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count, "appendSections")
    }

    /// Inserts sections before `toIdentifier` (ignored, with one line, when it is unknown).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = position(ofSection: toIdentifier, "insertSections(_:beforeSection:)") else { return }
        insertSections(identifiers, at: index, "insertSections(_:beforeSection:)")
    }

    /// Inserts sections after `toIdentifier` (ignored, with one line, when it is unknown).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = position(ofSection: toIdentifier, "insertSections(_:afterSection:)") else { return }
        insertSections(identifiers, at: index + 1, "insertSections(_:afterSection:)")
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = position(ofSection: identifier, "deleteSections") else { continue }
            for item in itemsBySection[index] { sectionOfItem[item] = nil }
            sectionIndex[identifier] = nil
            sections.remove(at: index)
            itemsBySection.remove(at: index)
            reindexSections(from: index)
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where position(ofSection: identifier, "reloadSections") != nil {
            if !reloadedSectionIdentifiers.contains(identifier) { reloadedSectionIdentifiers.append(identifier) }
        }
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`, or of the last section when nil. An item
    /// already in the snapshot is not added again (one line); with no section, nothing is added.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let target: Int
        if let sectionIdentifier {
            guard let index = position(ofSection: sectionIdentifier, "appendItems(_:toSection:)") else { return }
            target = index
        } else {
            guard !sections.isEmpty else {
                SnapshotDiagnostics.report("NSDiffableDataSourceSnapshot.appendItems: there is no section to append to; \(identifiers.count) item(s) dropped")
                return
            }
            target = sections.count - 1
        }
        insertItems(identifiers, section: target, at: itemsBySection[target].count, "appendItems")
    }

    /// Inserts items before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let (section, index) = location(of: beforeIdentifier, "insertItems(_:beforeItem:)") else { return }
        insertItems(identifiers, section: section, at: index, "insertItems(_:beforeItem:)")
    }

    /// Inserts items after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let (section, index) = location(of: afterIdentifier, "insertItems(_:afterItem:)") else { return }
        insertItems(identifiers, section: section, at: index + 1, "insertItems(_:afterItem:)")
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard let (section, index) = location(of: identifier, "deleteItems") else { continue }
            itemsBySection[section].remove(at: index)
            sectionOfItem[identifier] = nil
        }
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item before another (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item after another (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks items to be reloaded (their cells made again) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where location(of: identifier, "reloadItems") != nil {
            if !reloadedItemIdentifiers.contains(identifier) { reloadedItemIdentifiers.append(identifier) }
        }
    }

    /// Marks items to be reconfigured (their existing cells updated) when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where location(of: identifier, "reconfigureItems") != nil {
            if !reconfiguredItemIdentifiers.contains(identifier) { reconfiguredItemIdentifiers.append(identifier) }
        }
    }

    /// Makes `identifiers` the items of the section `identifier` (which must be in the
    /// snapshot), in place of the ones it had, in time linear in both. An item in another
    /// section (or given twice) stays where it is, with one line naming `api`.
    mutating func replaceItems(inSection identifier: SectionIdentifierType, with identifiers: [ItemIdentifierType], api: String) {
        guard let index = sectionIndex[identifier] else { return }
        for item in itemsBySection[index] { sectionOfItem[item] = nil }
        var kept: [ItemIdentifierType] = []
        kept.reserveCapacity(identifiers.count)
        for item in identifiers {
            if let other = sectionOfItem[item] {
                SnapshotDiagnostics.report("\(api): item \(item) is already shown in section \(other); not shown again")
                continue
            }
            sectionOfItem[item] = identifier
            kept.append(item)
        }
        itemsBySection[index] = kept
    }

    // MARK: Internals

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int, _ call: String) {
        var fresh: [SectionIdentifierType] = []
        for identifier in identifiers {
            if sectionIndex[identifier] != nil || fresh.contains(identifier) {
                SnapshotDiagnostics.report("NSDiffableDataSourceSnapshot.\(call): section \(identifier) is already in the snapshot; not added again")
            } else {
                fresh.append(identifier)
            }
        }
        sections.insert(contentsOf: fresh, at: index)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: fresh.count), at: index)
        reindexSections(from: index)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], section: Int, at index: Int, _ call: String) {
        var fresh: [ItemIdentifierType] = []
        let sectionIdentifier = sections[section]
        for identifier in identifiers {
            if sectionOfItem[identifier] != nil {
                SnapshotDiagnostics.report("NSDiffableDataSourceSnapshot.\(call): item \(identifier) is already in the snapshot; not added again")
                continue
            }
            sectionOfItem[identifier] = sectionIdentifier
            fresh.append(identifier)
        }
        itemsBySection[section].insert(contentsOf: fresh, at: index)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool) {
        let call = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        guard identifier != target, let from = position(ofSection: identifier, call), position(ofSection: target, call) != nil
        else { return }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        reindexSections(from: 0)
        let to = sectionIndex[target]! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        reindexSections(from: 0)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool) {
        let call = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        guard identifier != target, let (fromSection, fromIndex) = location(of: identifier, call), location(of: target, call) != nil
        else { return }
        itemsBySection[fromSection].remove(at: fromIndex)
        sectionOfItem[identifier] = nil
        guard let (toSection, toIndex) = location(of: target, call) else { return }
        sectionOfItem[identifier] = sections[toSection]
        itemsBySection[toSection].insert(identifier, at: toIndex + (after ? 1 : 0))
    }

    private func position(ofSection identifier: SectionIdentifierType, _ call: String) -> Int? {
        guard let index = sectionIndex[identifier] else {
            SnapshotDiagnostics.report("NSDiffableDataSourceSnapshot.\(call): section \(identifier) is not in the snapshot; ignored")
            return nil
        }
        return index
    }

    private func location(of identifier: ItemIdentifierType, _ call: String) -> (section: Int, index: Int)? {
        guard let section = sectionOfItem[identifier], let s = sectionIndex[section],
            let index = itemsBySection[s].firstIndex(of: identifier)
        else {
            SnapshotDiagnostics.report("NSDiffableDataSourceSnapshot.\(call): item \(identifier) is not in the snapshot; ignored")
            return nil
        }
        return (s, index)
    }

    private mutating func reindexSections(from start: Int) {
        if start == 0 { sectionIndex.removeAll(keepingCapacity: true) }
        for index in start..<sections.count { sectionIndex[sections[index]] = index }
    }
}

/// A snapshot's diagnostics: through the toolkit's channel when on the main queue (the main
/// actor's), straight to stderr from elsewhere (snapshots may be built on any thread).
enum SnapshotDiagnostics {
    static func report(_ message: String) {
        Diagnostics.reportFromAnyThread(message)
    }
}
