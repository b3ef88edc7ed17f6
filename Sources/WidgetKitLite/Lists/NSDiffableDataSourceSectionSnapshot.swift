import Foundation

/// The items of one section as an outline: root items, each with children of its own, each
/// parent expanded or collapsed — UIKit's `NSDiffableDataSourceSectionSnapshot`.
///
/// A value type: build one (`append(_:to:)`, `expand(_:)`, …) or take a section's from
/// ``CollectionViewDiffableDataSource/snapshot(for:)``, change it and apply it to the
/// section; the section then shows ``visibleItems``: every root item, and the children of
/// each expanded item whose own parents are expanded. Items start collapsed.
///
/// Identifiers must be unique in the snapshot. Where UIKit raises, the snapshot prints one
/// diagnostic line and leaves itself as it was for that identifier: an item already in the
/// snapshot is not added again (nor, when it comes from another snapshot, its children), and
/// an unknown item given as a parent, a position, or to delete, expand or collapse is ignored.
/// Questions about an unknown item get a plain answer and no line: nil, false or level 0.
///
/// Every item's parent, children, level and expansion are kept in a hash table: ``contains(_:)``,
/// ``level(of:)``, ``parent(of:)`` and ``isExpanded(_:)`` take constant time, ``isVisible(_:)``
/// time in the item's depth; ``items``, ``visibleItems`` and ``index(of:)`` walk the outline
/// once. Inserting next to an item searches its siblings; deleting walks the items deleted.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// One item's place in the outline.
    private struct Node: Sendable {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var level: Int
        var isExpanded = false
    }

    private var nodes: [ItemIdentifierType: Node] = [:]
    /// The items at level 0, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, each parent followed by its children (depth first), expanded or not.
    public var items: [ItemIdentifierType] { walk(visibleOnly: false) }

    /// The items the section shows: each root item, followed by its children when it is
    /// expanded, and so on down.
    public var visibleItems: [ItemIdentifierType] { walk(visibleOnly: true) }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// The position of `item` in ``items``; nil when it is not in the snapshot.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard nodes[item] != nil else { return nil }
        return items.firstIndex(of: item)
    }

    /// How deep `item` stands: 0 for a root item, its parent's level + 1 for a child (0 when
    /// it is not in the snapshot).
    public func level(of item: ItemIdentifierType) -> Int { nodes[item]?.level ?? 0 }

    /// The parent of `item`; nil for a root item or an item not in the snapshot.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { nodes[item]?.parent }

    /// Whether `item` is expanded (false when it is not in the snapshot).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether `item` is in ``visibleItems``: every parent above it is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard let above = nodes[parent], above.isExpanded else { return false }
            node = above
        }
        return true
    }

    /// The children of `item`, in order (empty for an unknown item).
    func children(of item: ItemIdentifierType) -> [ItemIdentifierType] { nodes[item]?.children ?? [] }

    /// A snapshot of the items under `parent`, their levels counted from it: with
    /// `includingParent`, `parent` is its one root item; otherwise its children are the roots.
    /// Expansion is kept. Empty, with one line, when `parent` is not in the snapshot.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard let node = known(parent, "snapshot(of:includingParent:)") else { return result }
        if includingParent {
            result.graft([parent], from: self, under: nil, at: 0, "snapshot(of:includingParent:)")
        } else {
            result.graft(node.children, from: self, under: nil, at: 0, "snapshot(of:includingParent:)")
        }
        return result
    }

    /// Every item, one a line, indented two spaces a level, each marked `+` when expanded or
    /// `-` when collapsed, then `*` when visible — UIKit's `visualDescription()`.
    public func visualDescription() -> String {
        items.map { item -> String in
            let indent = String(repeating: "  ", count: level(of: item))
            let mark = (isExpanded(item) ? "+" : "-") + (isVisible(item) ? "*" : "")
            return "\(indent)\(mark) \(item)"
        }.joined(separator: "\n")
    }

    // MARK: Adding

    /// Adds `items` after the children of `parent`, or after the root items when nil.
    /// Nothing is added, with one line, when `parent` is not in the snapshot.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent {
            guard let node = known(parent, "append(_:to:)") else { return }
            add(items, under: parent, level: node.level + 1, at: node.children.count, "append(_:to:)")
        } else {
            add(items, under: nil, level: 0, at: rootItems.count, "append(_:to:)")
        }
    }

    /// Adds `items` just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard let (parent, level, index) = sibling(item, "insert(_:before:)") else { return }
        add(items, under: parent, level: level, at: index, "insert(_:before:)")
    }

    /// Adds `items` just after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard let (parent, level, index) = sibling(item, "insert(_:after:)") else { return }
        add(items, under: parent, level: level, at: index + 1, "insert(_:after:)")
    }

    /// Adds the items of `snapshot`, with their children and expansion, after the children
    /// of `parent` (after the root items when nil).
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        if let parent {
            guard let node = known(parent, "append(_:to:)") else { return }
            graft(snapshot.rootItems, from: snapshot, under: parent, at: node.children.count, "append(_:to:)")
        } else {
            graft(snapshot.rootItems, from: snapshot, under: nil, at: rootItems.count, "append(_:to:)")
        }
    }

    /// Adds the items of `snapshot`, with their children and expansion, just before `item`.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        guard let (parent, _, index) = sibling(item, "insert(_:before:)") else { return }
        graft(snapshot.rootItems, from: snapshot, under: parent, at: index, "insert(_:before:)")
    }

    /// Adds the items of `snapshot`, with their children and expansion, just after `item`.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        guard let (parent, _, index) = sibling(item, "insert(_:after:)") else { return }
        graft(snapshot.rootItems, from: snapshot, under: parent, at: index + 1, "insert(_:after:)")
    }

    /// Makes the items of `snapshot` (with their children and expansion) the children of
    /// `parent`, in place of the ones it had. `parent` keeps its own expansion.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard let node = known(parent, "replace(childrenOf:using:)") else { return }
        for child in node.children { removeSubtree(child) }
        nodes[parent]?.children = []
        graft(snapshot.rootItems, from: snapshot, under: parent, at: 0, "replace(childrenOf:using:)")
    }

    // MARK: Removing

    /// Removes `items` and all their children.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var doomed = Set<ItemIdentifierType>()
        for item in items where known(item, "delete(_:)") != nil { doomed.insert(item) }
        guard !doomed.isEmpty else { return }
        // Each sibling list is filtered once, however many of its items go.
        var parents = Set<ItemIdentifierType>(), fromRoot = false
        for item in doomed {
            if let parent = nodes[item]?.parent { parents.insert(parent) } else { fromRoot = true }
        }
        if fromRoot { rootItems.removeAll { doomed.contains($0) } }
        for parent in parents { nodes[parent]?.children.removeAll { doomed.contains($0) } }
        for item in doomed where nodes[item] != nil { removeSubtree(item) }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = Self() }

    // MARK: Expanding

    /// Marks `items` expanded: their children become visible where the items themselves are.
    public mutating func expand(_ items: [ItemIdentifierType]) { setExpanded(items, true, "expand(_:)") }

    /// Marks `items` collapsed: their children (and theirs) are no longer visible.
    public mutating func collapse(_ items: [ItemIdentifierType]) { setExpanded(items, false, "collapse(_:)") }

    // MARK: Internals

    private mutating func setExpanded(_ items: [ItemIdentifierType], _ expanded: Bool, _ call: String) {
        for item in items where known(item, call) != nil { nodes[item]?.isExpanded = expanded }
    }

    /// Depth first, parents before children; into collapsed items only when not `visibleOnly`.
    private func walk(visibleOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(nodes.count)
        var stack: [ItemIdentifierType] = rootItems.reversed()
        while let item = stack.popLast() {
            result.append(item)
            guard let node = nodes[item], !visibleOnly || node.isExpanded else { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// Adds fresh items (no children, collapsed) at `index` among the children of `parent`.
    private mutating func add(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, level: Int, at index: Int, _ call: String) {
        var fresh: [ItemIdentifierType] = []
        for item in items {
            guard nodes[item] == nil else {
                SnapshotDiagnostics.report("NSDiffableDataSourceSectionSnapshot.\(call): item \(item) is already in the snapshot; not added again")
                continue
            }
            nodes[item] = Node(parent: parent, level: level)
            fresh.append(item)
        }
        insertSiblings(fresh, under: parent, at: index)
    }

    /// Copies `roots` of `source` with everything under them (expansion kept) to `index` among
    /// the children of `parent`. An item already here is left out with all it holds (one line).
    private mutating func graft(_ roots: [ItemIdentifierType], from source: Self, under parent: ItemIdentifierType?, at index: Int, _ call: String) {
        let base = parent.flatMap { nodes[$0].map { $0.level + 1 } } ?? 0
        var fresh: [ItemIdentifierType] = []
        for root in roots where copySubtree(root, from: source, parent: parent, level: base, call) { fresh.append(root) }
        insertSiblings(fresh, under: parent, at: index)
    }

    /// Copies `item` and its descendants from `source`; false when `item` is already here.
    private mutating func copySubtree(_ item: ItemIdentifierType, from source: Self, parent: ItemIdentifierType?, level: Int, _ call: String) -> Bool {
        guard nodes[item] == nil else {
            SnapshotDiagnostics.report(
                "NSDiffableDataSourceSectionSnapshot.\(call): item \(item) is already in the snapshot; not added again, nor its children")
            return false
        }
        let original = source.nodes[item]
        nodes[item] = Node(parent: parent, level: level, isExpanded: original?.isExpanded ?? false)
        var kept: [ItemIdentifierType] = []
        for child in original?.children ?? [] where copySubtree(child, from: source, parent: item, level: level + 1, call) {
            kept.append(child)
        }
        nodes[item]?.children = kept
        return true
    }

    private mutating func insertSiblings(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int) {
        guard !items.isEmpty else { return }
        if let parent {
            nodes[parent]?.children.insert(contentsOf: items, at: index)
        } else {
            rootItems.insert(contentsOf: items, at: index)
        }
    }

    /// Forgets `item` and everything under it (its parent's list of children is the caller's).
    private mutating func removeSubtree(_ item: ItemIdentifierType) {
        var stack = [item]
        while let next = stack.popLast() {
            guard let node = nodes.removeValue(forKey: next) else { continue }
            stack.append(contentsOf: node.children)
        }
    }

    /// `item`'s parent, level and position among its siblings; nil, with one line, when unknown.
    private func sibling(_ item: ItemIdentifierType, _ call: String) -> (ItemIdentifierType?, Int, Int)? {
        guard let node = known(item, call) else { return nil }
        let siblings = node.parent.flatMap { nodes[$0]?.children } ?? rootItems
        guard let index = siblings.firstIndex(of: item) else { return nil }
        return (node.parent, node.level, index)
    }

    private func known(_ item: ItemIdentifierType, _ call: String) -> Node? {
        guard let node = nodes[item] else {
            SnapshotDiagnostics.report("NSDiffableDataSourceSectionSnapshot.\(call): item \(item) is not in the snapshot; ignored")
            return nil
        }
        return node
    }
}
