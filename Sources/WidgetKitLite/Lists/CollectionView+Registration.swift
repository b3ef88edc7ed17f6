import Foundation

extension CollectionView {
    /// How to make and configure the cells of one kind of item — UIKit's
    /// `UICollectionView.CellRegistration`. Make it once (not inside `cellForItemAt`) and
    /// pass it to `dequeueConfiguredReusableCell(using:for:item:)`: the collection view
    /// registers `Cell` on first use and runs `handler` on each dequeued cell.
    @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures `cell` for `item` at `indexPath`.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let reuseIdentifier: String
        let handler: Handler

        /// A registration making cells of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = "CellRegistration.\(Cell.self).\(RegistrationSerial.next())"
        }
    }

    /// How to make and configure supplementary views of one kind — UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures `view` of `elementKind` at `indexPath`.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration making views of `Supplementary` for `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = "SupplementaryRegistration.\(Supplementary.self).\(RegistrationSerial.next())"
        }
    }

    /// A cell of `registration`'s class for `indexPath`, configured for `item` by its handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item) -> Cell {
        if cellPool.registered[registration.reuseIdentifier] == nil { register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // The identifier is the registration's own, so the class is `Cell`.
        let cell = dequeued as? Cell ?? Cell(frame: .zero)
        if cell !== dequeued { dequeuedViews.insert(ObjectIdentifier(cell)) }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of `registration`'s class and kind for `indexPath`, configured by
    /// its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let kind = registration.elementKind, identifier = registration.reuseIdentifier
        if supplementaryPools[kind]?.registered[identifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(frame: .zero)
        if view !== dequeued { dequeuedViews.insert(ObjectIdentifier(view)) }
        registration.handler(view, kind, indexPath)
        return view
    }
}

/// Unique numbers for registrations' reuse identifiers.
@MainActor
enum RegistrationSerial {
    private static var last = 0
    static func next() -> Int {
        last += 1
        return last
    }
}
