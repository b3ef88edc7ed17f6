/// What `wkl-bench --autolayout` checks its scenes against (the islands the engine made and
/// the constraints their solvers hold): not part of the toolkit's API.
@_spi(Benchmarks)
@MainActor
public enum AutoLayoutProbe {
    /// How many distinct islands hold the views (views that no constraint uses count for none).
    public static func islandCount(of views: [View]) -> Int {
        var seen = Set<ObjectIdentifier>()
        for view in views {
            guard let island = view.autoLayoutStorage?.node?.island else { continue }
            seen.insert(ObjectIdentifier(island))
        }
        return seen.count
    }

    /// The constraints in the solver of `view`'s island, the app's and the engine's own
    /// (autoresizing, content size, guides); 0 when no constraint uses the view.
    public static func solverConstraintCount(of view: View) -> Int {
        view.autoLayoutStorage?.node?.island?.solver.constraintCount ?? 0
    }
}
