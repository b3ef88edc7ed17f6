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

    // MARK: Debugging

    /// Whether the constraints leave the view's frame free to move or resize without any
    /// constraint minding (an ambiguous layout). False for a view no constraint uses.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskStorage, let node = autoLayoutStorage?.node, let island = node.island else {
            return false
        }
        island.ensureSolved()
        return [node.x, node.y, node.width, node.height].contains { island.isFree(node, $0) }
    }

    /// Moves an ambiguously laid-out view to another frame its constraints allow, to show
    /// which way it is free (until the next layout of its island).
    public func exerciseAmbiguityInLayout() {
        guard hasAmbiguousLayout, let node = autoLayoutStorage?.node, let island = node.island else { return }
        for variable in [node.x, node.y, node.width, node.height] {
            // Either way: a size already at its upper bound can only shrink.
            if let moved = island.freeValue(of: variable, by: 20) ?? island.freeValue(of: variable, by: -20) {
                var f = frame
                if variable === node.x { f.origin.x = CGFloat(moved) }
                if variable === node.y { f.origin.y = CGFloat(moved) }
                if variable === node.width { f.size.width = max(0, CGFloat(moved)) }
                if variable === node.height { f.size.height = max(0, CGFloat(moved)) }
                frame = f
                return
            }
        }
    }

    /// The active constraints that decide the view's position or size on `axis`: those whose
    /// constant, changed, would move or resize it — directly or through the views it is
    /// placed against (`b.leading == a.trailing + 8` makes `a`'s constraints affect `b`).
    /// Constraints that are broken, slack inequalities and optional constraints that lose
    /// to higher priorities are left out. For debugging; the order is activation order.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let node = autoLayoutStorage?.node, let island = node.island else { return [] }
        island.ensureSolved()
        let watched = axis == .horizontal ? [node.x, node.width] : [node.y, node.height]
        return island.constraints.filter { c in
            guard c.firstAttribute.axis == axis, let state = c.engineState, !state.isBroken else { return false }
            return island.moves(watched, whenChanging: state.solverConstraint)
                ?? state.nodes.contains { $0 === node }
        }
    }
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

    /// Whether changing `constraint`'s constant by a point either way moves any of
    /// `variables`; nil when the change cannot hold (the constraint is rigidly held).
    func moves(_ variables: [Solver.Variable], whenChanging constraint: Solver.Constraint) -> Bool? {
        var unsatisfiable = false
        // The solver changes the constant in the constraint itself, which the island's solver
        // shares with the trial copy: it is put back after each trial.
        let original = constraint.expression.constant
        defer { constraint.expression.constant = original }
        for delta in [1.0, -1.0] {
            var trial = solver
            defer { constraint.expression.constant = original }
            do {
                try trial.changeConstant(of: constraint, to: original + delta)
            } catch {
                unsatisfiable = true
                continue
            }
            if variables.contains(where: { abs(trial.value(of: $0) - solver.value(of: $0)) > 1e-9 }) { return true }
        }
        return unsatisfiable ? nil : false
    }

    /// Whether `variable` can move (either way) at no cost to any constraint.
    func isFree(_ node: LayoutNode, _ variable: Solver.Variable) -> Bool {
        freeValue(of: variable, by: 1) != nil || freeValue(of: variable, by: -1) != nil
    }

    /// The value `variable` takes when nudged by `delta` with a weight below every priority,
    /// when it moves at all (an ambiguous variable); nil when it stays.
    func freeValue(of variable: Solver.Variable, by delta: Double) -> Double? {
        var trial = solver
        let current = solver.value(of: variable)
        let nudge = Solver.Constraint(
            Solver.Expression(variable) - (current + delta), .equal, strength: Solver.Strength(weight: 1e-6), name: "nudge")
        guard (try? trial.addConstraint(nudge)) != nil else { return nil }
        let moved = trial.value(of: variable)
        return abs(moved - current) > 1e-7 ? moved : nil
    }
}
