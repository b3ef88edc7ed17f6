import Foundation

/// Registering classes and dequeuing cells and supplementary views.
extension CollectionView {
    /// Registers the class cells of `identifier` are made from (nil unregisters).
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(cellClass, for: identifier)
    }

    /// Registers the class supplementary views of `elementKind` and `identifier` are made from
    /// (nil unregisters).
    public func register(_ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryPools[elementKind, default: ReusePool()].register(viewClass, for: identifier)
    }

    /// A cell for `indexPath`: a pooled one prepared for reuse, else a new one of the class
    /// registered for `identifier`. An unregistered identifier gets a `CollectionViewCell`
    /// and one diagnostic line. Return it from `cellForItemAt` for that same item.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            dequeuedViews.insert(ObjectIdentifier(cell))
            return cell
        }
        let view: CollectionReusableView
        if let pooled = cellPool.dequeue(identifier) {
            view = pooled
        } else {
            if cellPool.registered[identifier] == nil {
                Diagnostics.report("CollectionView: no cell class registered for \"\(identifier)\"; using a CollectionViewCell")
                cellPool.register(CollectionViewCell.self, for: identifier)
            }
            view = (cellPool.registered[identifier] ?? CollectionViewCell.self).init(frame: .zero)
            view.reuseIdentifier = identifier
        }
        // Only cell classes are registered for cells.
        let cell = view as? CollectionViewCell ?? CollectionViewCell(frame: .zero)
        dequeuedViews.insert(ObjectIdentifier(cell))
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`: a pooled one prepared for
    /// reuse, else a new one of the registered class. A kind or identifier never registered
    /// gets a blank `CollectionReusableView` and one diagnostic line.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionReusableView {
        var pool = supplementaryPools[elementKind] ?? ReusePool()
        defer { supplementaryPools[elementKind] = pool }
        let view: CollectionReusableView
        if let pooled = pool.dequeue(identifier) {
            view = pooled
        } else {
            if pool.registered[identifier] == nil {
                Diagnostics.report(
                    "CollectionView: no supplementary view class registered for kind \"\(elementKind)\" and \"\(identifier)\"; using a CollectionReusableView")
                pool.register(CollectionReusableView.self, for: identifier)
            }
            view = (pool.registered[identifier] ?? CollectionReusableView.self).init(frame: .zero)
            view.reuseIdentifier = identifier
        }
        dequeuedViews.insert(ObjectIdentifier(view))
        return view
    }

    // MARK: Making elements

    /// A configured cell for `indexPath` from the data source, checked: a cell it did not
    /// dequeue while making this item is replaced by a blank one.
    func makeCell(at indexPath: IndexPath) -> CollectionViewCell {
        guard let dataSource else { return CollectionViewCell(frame: .zero) }
        dequeuedViews.removeAll()
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        let dequeued = dequeuedViews.contains(ObjectIdentifier(cell))
        dequeuedViews.removeAll()
        guard dequeued else {
            let shown = cellsByIndexPath.values.contains { $0 === cell } || disappearingViews.contains { $0 === cell }
            let reason = shown ? "a cell shown for another item" : "a cell not dequeued from this collection view"
            Diagnostics.report(
                "CollectionView: cellForItemAt \(Self.describe(indexPath)) returned \(reason); using a blank cell (return cells from dequeueReusableCell)")
            return CollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// A configured supplementary view from the data source, checked as cells are.
    func makeSupplementaryView(kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        guard let dataSource else { return CollectionReusableView(frame: .zero) }
        dequeuedViews.removeAll()
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        let dequeued = dequeuedViews.contains(ObjectIdentifier(view))
        dequeuedViews.removeAll()
        guard dequeued || view.reuseIdentifier == nil && view.superview == nil else {
            Diagnostics.report(
                "CollectionView: viewForSupplementaryElementOfKind \"\(kind)\" at \(Self.describe(indexPath)) returned a view not dequeued for it; using a blank view")
            return CollectionReusableView(frame: .zero)
        }
        return view
    }

    /// Sends a cell that stops showing `indexPath` to the pool and tells the delegate.
    func endDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        cellPool.enqueue(cell)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func enqueueSupplementary(_ view: CollectionReusableView, kind: String) {
        if supplementaryPools[kind] == nil {
            view.removeFromSuperview()
            return
        }
        supplementaryPools[kind]?.enqueue(view)
    }
}
