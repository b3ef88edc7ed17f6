import Foundation

/// Checks the numbers an app put in a configuration: each bad one is reported in one line
/// and replaced, so the view showing the configuration gets only usable values.
@MainActor
struct ConfigurationCheck {
    /// The configuration's type, which starts each report.
    let owner: String

    /// `value` when it is finite and not negative; otherwise 0, reported.
    func length(_ value: CGFloat, _ name: String) -> CGFloat {
        guard !(value.isFinite && value >= 0) else { return value }
        Diagnostics.report("\(owner): \(name) \(value) is not a finite length ≥ 0; using 0")
        return 0
    }

    /// `value` when it is finite; otherwise 0, reported. Negative values are kept.
    func spacing(_ value: CGFloat, _ name: String) -> CGFloat {
        guard !value.isFinite else { return value }
        Diagnostics.report("\(owner): \(name) \(value) is not finite; using 0")
        return 0
    }

    /// `value` when both sides are finite and not negative; otherwise the bad sides 0, reported once.
    func size(_ value: CGSize, _ name: String) -> CGSize {
        let good = { (x: CGFloat) in x.isFinite && x >= 0 }
        guard !(good(value.width) && good(value.height)) else { return value }
        Diagnostics.report("\(owner): \(name) \(value) has a side that is not a finite length ≥ 0; using 0 for it")
        return CGSize(width: good(value.width) ? value.width : 0, height: good(value.height) ? value.height : 0)
    }

    /// `value` when every edge is finite; otherwise the bad edges 0, reported once.
    func insets(_ value: NSDirectionalEdgeInsets, _ name: String) -> NSDirectionalEdgeInsets {
        let edges = [value.top, value.leading, value.bottom, value.trailing]
        guard edges.contains(where: { !$0.isFinite }) else { return value }
        Diagnostics.report("\(owner): \(name) \(value) has an edge that is not finite; using 0 for it")
        return NSDirectionalEdgeInsets(
            top: value.top.finite(), leading: value.leading.finite(), bottom: value.bottom.finite(),
            trailing: value.trailing.finite())
    }
}
