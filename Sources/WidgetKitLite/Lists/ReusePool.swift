import Foundation

/// A view a list keeps for reuse: table view cells, collection view cells and supplementary
/// views. The pool calls `prepareForReuse()` before it hands one out again.
@MainActor
protocol ReusableView: View {
    /// The identifier the view is pooled under; nil: never pooled.
    var reuseIdentifier: String? { get }
    /// Resets the view before it is handed out again.
    func prepareForReuse()
}

extension TableViewCell: ReusableView {}

/// The views a list keeps for reuse, by identifier, and the classes registered to make new
/// ones — shared by `TableView` and `CollectionView`. Views leave the view tree when they
/// enter the pool; after a layout pass the pool keeps at most `limit` views per identifier
/// and lets the rest go.
@MainActor
struct ReusePool<Element: ReusableView> {
    /// View classes by reuse identifier.
    private(set) var registered: [String: Element.Type] = [:]
    private var queues: [String: [Element]] = [:]
    /// Views kept per identifier after a layout pass.
    let limit: Int

    /// Creates an empty pool keeping `limit` views per identifier after a layout pass.
    init(limit: Int = 4) { self.limit = limit }

    /// Registers `viewClass` for `identifier` (nil unregisters).
    mutating func register(_ viewClass: Element.Type?, for identifier: String) {
        registered[identifier] = viewClass
    }

    /// A pooled view for `identifier`, prepared for reuse, or nil.
    mutating func dequeue(_ identifier: String) -> Element? {
        guard let view = queues[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    /// Takes `view` back (views without an identifier are let go); a view already pooled
    /// stays there once, so it is never handed out twice.
    mutating func enqueue(_ view: Element) {
        view.removeFromSuperview()
        guard let id = view.reuseIdentifier, !contains(view) else { return }
        queues[id, default: []].append(view)
    }

    /// Lets go of views beyond `limit` per identifier.
    mutating func trim() {
        for (id, views) in queues where views.count > limit { queues[id] = Array(views.prefix(limit)) }
    }

    /// Lets go of every pooled view.
    mutating func removeAll() { queues.removeAll() }

    /// Whether `view` is in the pool.
    func contains(_ view: Element) -> Bool {
        guard let id = view.reuseIdentifier else { return false }
        return queues[id]?.contains { $0 === view } == true
    }

    /// The number of pooled views.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}
