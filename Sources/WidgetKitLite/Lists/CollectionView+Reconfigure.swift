import Foundation

extension CollectionView {
    /// Configures the cells shown for `indexPaths` again without replacing them — UIKit's
    /// `reconfigureItems(at:)`: the data source's `cellForItemAt` runs and
    /// `dequeueReusableCell(withReuseIdentifier:for:)` hands back the cell already shown for
    /// the item (not prepared for reuse). Items not in view are configured when they come
    /// into view, as always. A data source that returns another cell gets the item reloaded.
    /// Index paths out of range are ignored, with a diagnostic.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        let counts = loadedCounts
        for indexPath in indexPaths {
            guard indexPath.count == 2, counts.indices.contains(indexPath.section), indexPath.item >= 0, indexPath.item < counts[indexPath.section] else {
                Diagnostics.report("CollectionView.reconfigureItems(at:): index path \(Self.describe(indexPath)) is out of range; ignored")
                continue
            }
            guard let cell = cellsByIndexPath[indexPath] else { continue }
            reconfiguringCell = cell
            dequeuedViews.removeAll()
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCell = nil
            dequeuedViews.removeAll()
            guard returned !== cell else { continue }
            // Another cell: it goes back to the pool and the item is reloaded in place.
            if returned.superview == nil { cellPool.enqueue(returned) }
            View.performWithoutAnimation { reloadItems(at: [indexPath]) }
        }
    }

    /// A blank cell counted as dequeued for the item being made (a data source's answer
    /// to a provider that gave none, reported once by the data source).
    func blankCell() -> CollectionViewCell {
        let cell = CollectionViewCell(frame: .zero)
        dequeuedViews.insert(ObjectIdentifier(cell))
        return cell
    }
}
