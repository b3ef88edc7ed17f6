import Foundation

extension View {
    /// The smallest size the constraints allow: the target of `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it when it tries to be `targetSize` (each
    /// dimension held at `fittingSizeLevel`, 50): the compressed size fits the content
    /// snugly. A view whose subtree has no constraints answers its intrinsic size where it
    /// has one, else `targetSize`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when it tries to be `targetSize`, holding
    /// the width at `horizontalFittingPriority` and the height at `verticalFittingPriority`
    /// (`.required` fixes a dimension: a cell fitted to a table's width). The view's frame
    /// is not changed.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        let target = CGSize(width: targetSize.width.finite(), height: targetSize.height.finite())
        updateConstraintsIfNeeded()
        guard let node = autoLayoutStorage?.node, let island = node.island else {
            let intrinsic = intrinsicContentSize
            return CGSize(
                width: intrinsic.width == View.noIntrinsicMetric ? target.width : intrinsic.width,
                height: intrinsic.height == View.noIntrinsicMetric ? target.height : intrinsic.height)
        }
        island.ensureSolved()
        // Solve on a copy: the view's own size is freed from its frame and held at the target.
        var trial = island.solver
        if translatesAutoresizingMaskStorage {
            for c in node.internals
            where c.expression.terms.count == 1
                && (c.expression.terms[0].variable === node.width || c.expression.terms[0].variable === node.height)
            {
                try? trial.removeConstraint(c)
            }
        }
        let hp = horizontalFittingPriority.validated("systemLayoutSizeFitting"), vp = verticalFittingPriority.validated("systemLayoutSizeFitting")
        let fitting = [
            Solver.Constraint(node.width - Double(target.width), .equal, strength: hp.strength, name: "fitting width"),
            Solver.Constraint(node.height - Double(target.height), .equal, strength: vp.strength, name: "fitting height"),
        ]
        for c in fitting {
            do {
                try trial.addConstraint(c)
            } catch {
                Diagnostics.report("systemLayoutSizeFitting: the \(c.name) \(target) cannot hold (\(error)); ignored")
            }
        }
        island.measureWidthDependentViews(in: &trial)
        let width = trial.value(of: node.width), height = trial.value(of: node.height)
        return CGSize(width: max(0, LayoutNode.snapped(width)), height: max(0, LayoutNode.snapped(height)))
    }

    /// Whether active constraints use the view's size or edges (it is in an island): a cell's
    /// content view pinned to its labels sizes its row by them.
    var usesConstraintsForItsContent: Bool { autoLayoutStorage?.node?.island != nil }
}

extension LayoutIsland {
    /// Measures the views whose height depends on their width (multi-line labels) at the
    /// widths `trial` gives them, and re-solves `trial` with those sizes, a few times at most.
    /// The island's own constraints are not changed (new ones replace them in `trial`).
    func measureWidthDependentViews(in trial: inout Solver) {
        var current: [ObjectIdentifier: [Solver.Constraint]] = [:]
        for _ in 0..<LayoutIsland.maximumWidthPasses {
            var changed = false
            for node in nodes {
                guard let view = node.item as? View, !view.translatesAutoresizingMaskIntoConstraints,
                    let size = view.intrinsicContentSize(forLayoutWidth: CGFloat(trial.value(of: node.width)))
                else { continue }
                let old = current[ObjectIdentifier(node)] ?? node.internals
                let made = view.contentSizeConstraints(of: node, size: size)
                guard made.map(\.expression.constant) != old.map(\.expression.constant) else { continue }
                for c in old { try? trial.removeConstraint(c) }
                for c in made { try? trial.addConstraint(c) }
                current[ObjectIdentifier(node)] = made
                changed = true
            }
            if !changed { return }
        }
    }
}
