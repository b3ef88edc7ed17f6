import Foundation

/// Told ahead of time which rows are about to come into view — UIKit's
/// `UITableViewDataSourcePrefetching`: start loading their data (images, records) so their
/// cells are ready when the data source is asked for them.
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// The rows at `indexPaths` are about to come into view (just beyond the rows that exist
    /// as views, in the direction of scrolling).
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows at `indexPaths` were prefetched but are no longer about to come into view
    /// (the scrolling turned): cancel their loading. Default: nothing.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension TableView {
    /// After a layout showed the global rows `shown`: the rows just beyond them in the
    /// direction of scrolling (as many as are shown) are prefetched, and rows prefetched
    /// before that are no longer ahead nor shown are cancelled. Costs O(rows shown).
    func updatePrefetching(shown: Range<Int>) {
        guard let prefetchDataSource, let geometry, !shown.isEmpty else { return }
        let y = contentOffset.y
        let upwards = y < (lastPrefetchOffsetY ?? y)
        lastPrefetchOffsetY = y
        let count = shown.count
        let ahead = upwards ? max(0, shown.lowerBound - count)..<shown.lowerBound : shown.upperBound..<min(geometry.totalRows, shown.upperBound + count)
        let previous = prefetchedRows
        guard ahead != previous else { return }
        prefetchedRows = ahead
        let new = ahead.filter { !previous.contains($0) }
        let cancelled = previous.filter { !ahead.contains($0) && !shown.contains($0) && $0 < geometry.totalRows }
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled.map { geometry.indexPath(ofRow: $0) }) }
        if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: new.map { geometry.indexPath(ofRow: $0) }) }
    }
}
