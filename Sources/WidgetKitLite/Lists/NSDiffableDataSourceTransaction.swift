import Foundation

/// What a change the user made to a diffable data source's data did — UIKit's
/// `NSDiffableDataSourceTransaction`, handed to the data source's reordering handlers
/// after the user reordered an item. Bring the app's model in line with it: apply each
/// section's ``NSDiffableDataSourceSectionTransaction/difference`` to that section's items,
/// or take its ``NSDiffableDataSourceSectionTransaction/finalSnapshot``'s items.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The data before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after it (what the view shows now).
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change to all the items, section after section, moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction for each section whose items changed, in section order.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction taking `initial` to `final`.
    init(
        from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        var sections: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in final.sectionIdentifiers {
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { continue }
            sections.append(NSDiffableDataSourceSectionTransaction(section: section, from: before, to: after))
        }
        sectionTransactions = sections
    }
}

/// What a change did to one section — UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before the change.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change to its items, moves inferred: `oldItems.applying(difference)` gives the
    /// new order.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(section: SectionIdentifierType, from before: [ItemIdentifierType], to after: [ItemIdentifierType]) {
        sectionIdentifier = section
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(before)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(after)
        initialSnapshot = initial
        finalSnapshot = final
        difference = after.difference(from: before).inferringMoves()
    }
}
