/// What `wkl-bench` times of diffable data sources apart from a view: not part of the
/// toolkit's API.
@_spi(Benchmarks)
@MainActor
public enum DiffableProbe {
    /// Works out the difference between two snapshots; returns how many changes it found.
    public static func differenceSize<S: Hashable & Sendable, I: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
    ) -> Int {
        let d = SnapshotDifference(from: old, to: new)
        return d.deletedItems.count + d.insertedItems.count + d.movedItems.count
    }
}
