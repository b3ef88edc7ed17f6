import Foundation

extension View {
    /// Whether the constraints leave the view's frame free to move or resize without any
    /// constraint minding (an ambiguous layout). False for a view no constraint uses.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskStorage, let node = autoLayoutStorage?.node, let island = node.island else {
            return false
        }
        island.ensureSolved()
        return [node.x, node.y, node.width, node.height].contains { island.isFree($0) }
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
    func isFree(_ variable: Solver.Variable) -> Bool {
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
