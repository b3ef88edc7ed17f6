import Foundation

extension CollectionViewDiffableDataSource: OutlineDataSource {
    typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Shows `snapshot` as the section `section` (added after the others when it is not in
    /// the data): the section's items become the outline's ``NSDiffableDataSourceSectionSnapshot/visibleItems``,
    /// and the collection view animates the difference like any apply — only the items that
    /// came, went or moved; cells of the others are kept. List cells of the section are
    /// indented by their item's level and show its expansion. A visible item already in
    /// another section stays there and is not shown here (one line).
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = self.snapshot()
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.replaceItems(inSection: section, with: snapshot.visibleItems, api: "CollectionViewDiffableDataSource.apply(_:to:)")
        sectionSnapshots[section] = snapshot
        show(full, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutlineCells(inSections: [section])
    }

    /// The outline of `section`: the one last applied to it, or its items as root items when
    /// it is flat (empty for a section not in the data).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = SectionSnapshot()
        flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }

    // MARK: Cells

    /// Shows the item's expansion in `cell` and indents a list cell by the item's level. In a
    /// flat section the item shows collapsed and the cell keeps the level the app gave.
    func prepareOutline(_ cell: CollectionViewCell, item: ItemIdentifierType, at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section] else {
            cell.showsExpanded = false
            return
        }
        (cell as? CollectionViewListCell)?.indentationLevel = outline.level(of: item)
        cell.showsExpanded = outline.isExpanded(item)
    }

    /// Brings the cells shown in `sections` up to date with their outlines (or flat).
    func refreshOutlineCells(inSections sections: [SectionIdentifierType]) {
        guard let collectionView, !sections.isEmpty else { return }
        var outlined: [Int: Bool] = [:]
        for section in sections { if let index = index(for: section) { outlined[index] = sectionSnapshots[section] != nil } }
        for indexPath in collectionView.indexPathsForVisibleItems {
            guard let isOutline = outlined[indexPath.section], let cell = collectionView.cellForItem(at: indexPath),
                let item = itemIdentifier(for: indexPath)
            else { continue }
            if isOutline {
                prepareOutline(cell, item: item, at: indexPath)
            } else {
                (cell as? CollectionViewListCell)?.indentationLevel = 0
                cell.showsExpanded = false
            }
        }
    }

    // MARK: Expanding and collapsing

    func toggleExpansion(at indexPath: IndexPath) {
        guard let (item, section, outline) = outlineItem(at: indexPath) else { return }
        if outline.isExpanded(item) { collapse(item, in: section, outline) } else { expand(item, in: section, outline) }
    }

    func outlineStep(expanding: Bool, at indexPath: IndexPath) -> OutlineStep? {
        guard let (item, section, outline) = outlineItem(at: indexPath) else { return nil }
        let children = outline.children(of: item)
        if expanding {
            if outline.isExpanded(item) {
                return children.first.flatMap { self.indexPath(for: $0) }.map { .focus($0) } ?? .stayed
            }
            if !children.isEmpty || sectionSnapshotHandlers.snapshotForExpandingParent != nil { expand(item, in: section, outline) }
            return .stayed
        }
        if outline.isExpanded(item) && !children.isEmpty {
            collapse(item, in: section, outline)
            return .stayed
        }
        return outline.parent(of: item).flatMap { self.indexPath(for: $0) }.map { .focus($0) } ?? .stayed
    }

    private func outlineItem(at indexPath: IndexPath) -> (ItemIdentifierType, SectionIdentifierType, SectionSnapshot)? {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
            let outline = sectionSnapshots[section]
        else { return nil }
        return (item, section, outline)
    }

    private func expand(_ item: ItemIdentifierType, in section: SectionIdentifierType, _ outline: SectionSnapshot) {
        let handlers = sectionSnapshotHandlers
        guard handlers.shouldExpandItem?(item) ?? true else { return }
        var outline = outline
        if let children = handlers.snapshotForExpandingParent?(item, outline.snapshot(of: item)) {
            outline.replace(childrenOf: item, using: children)
        }
        handlers.willExpandItem?(item)
        outline.expand([item])
        apply(outline, to: section)
    }

    private func collapse(_ item: ItemIdentifierType, in section: SectionIdentifierType, _ outline: SectionSnapshot) {
        let handlers = sectionSnapshotHandlers
        guard handlers.shouldCollapseItem?(item) ?? true else { return }
        handlers.willCollapseItem?(item)
        var outline = outline
        outline.collapse([item])
        apply(outline, to: section)
    }
}
