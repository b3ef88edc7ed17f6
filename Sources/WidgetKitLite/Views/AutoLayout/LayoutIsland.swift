import Foundation

/// One independent system of constraints: the items that active constraints connect, with
/// their solver. Islands are solved separately, so a change costs only its own island, and
/// a view whose constraints touch nothing else (a self-sizing cell) is an island of its own.
///
/// The solver edits incrementally as constraints come and go; `ensureSolved()` reads the
/// values out, at the layout phase (or when a frame or guide is asked for), once per change.
/// Deterministic: nodes and constraints are kept in the order they joined, and the solver
/// orders everything by creation, so the same calls give the same frames, bit for bit.
@MainActor
final class LayoutIsland {
    var solver = Solver()
    /// The nodes in the order they joined.
    private(set) var nodes: [LayoutNode] = []
    /// The app's (and stack views') active constraints that still exist, in the order they
    /// joined. Held weakly: a constraint lives as long as the app or the view it is
    /// installed on keeps it (one that went with its views leaves its solver form, which only
    /// ties variables of views that went too).
    var constraints: [NSLayoutConstraint] { constraintReferences.compactMap(\.constraint) }
    private var constraintReferences: [WeakConstraint] = []
    /// Whether the solver changed since the values were last read out.
    private(set) var needsUpdate = false
    /// While reading values out (multi-line labels' second pass), changes mark nothing.
    private var isSolving = false

    // MARK: Nodes

    /// Adds a use of `node`, which joins the island (with its internal constraints and the
    /// nodes they use) on its first use.
    func retain(_ node: LayoutNode) {
        if let other = node.island, other !== self { absorb(other) }
        node.useCount += 1
        guard node.island !== self else { return }
        node.island = self
        nodes.append(node)
        installInternals(of: node)
    }

    /// Drops a use of `node`; on the last one it leaves the island.
    func release(_ node: LayoutNode) {
        node.useCount -= 1
        guard node.useCount <= 0, node.island === self else { return }
        node.useCount = 0
        for c in node.internals { try? solver.removeConstraint(c) }
        node.internals = []
        let uses = node.internalUses
        node.internalUses = []
        node.island = nil
        if let index = nodes.firstIndex(where: { $0 === node }) { nodes.remove(at: index) }
        for used in uses { release(used) }
        invalidate()
    }

    private func installInternals(of node: LayoutNode) {
        guard let item = node.item else { return }
        let (made, uses) = item.internalConstraints(of: node)
        for used in uses { retain(used) }
        node.internalUses = uses
        node.internals = []
        for c in made { addInternal(c, of: node) }
        invalidate()
    }

    private func addInternal(_ c: Solver.Constraint, of node: LayoutNode) {
        do {
            try solver.addConstraint(c)
            node.internals.append(c)
        } catch {
            ConflictReport.internalRefused(c, error: error)
        }
    }

    /// Brings `node`'s internal constraints up to date with its item (a frame, an intrinsic
    /// size, insets or margins changed): constants move in place when only they changed,
    /// otherwise the constraints are replaced. Returns whether anything changed.
    @discardableResult
    func refreshInternals(of node: LayoutNode) -> Bool {
        guard node.island === self, let item = node.item else { return false }
        let (made, uses) = item.internalConstraints(of: node)
        let sameUses = uses.count == node.internalUses.count && zip(uses, node.internalUses).allSatisfy { $0 === $1 }
        if sameUses, made.count == node.internals.count,
            zip(made, node.internals).allSatisfy({ Self.sameShape($0, $1) })
        {
            var changed = false
            for (new, old) in zip(made, node.internals) where new.expression.constant != old.expression.constant {
                do {
                    try solver.changeConstant(of: old, to: new.expression.constant)
                    changed = true
                } catch {
                    ConflictReport.internalRefused(new, error: error)
                }
            }
            if changed { invalidate() }
            return changed
        }
        for c in node.internals { try? solver.removeConstraint(c) }
        node.internals = []
        for used in uses { retain(used) }
        let oldUses = node.internalUses
        node.internalUses = uses
        for c in made { addInternal(c, of: node) }
        for used in oldUses { release(used) }
        invalidate()
        return true
    }

    /// Whether two constraints differ at most in their constants.
    private static func sameShape(_ a: Solver.Constraint, _ b: Solver.Constraint) -> Bool {
        guard a.relation == b.relation, a.strength == b.strength, a.expression.terms.count == b.expression.terms.count
        else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }

    // MARK: Constraints

    /// Adds an app constraint whose nodes are already retained; a required one that
    /// conflicts is left out (broken) and reported.
    func add(_ constraint: NSLayoutConstraint, _ state: ConstraintEngineState) {
        constraintReferences.append(WeakConstraint(constraint))
        insert(state, for: constraint)
        invalidate()
    }

    private func insert(_ state: ConstraintEngineState, for constraint: NSLayoutConstraint) {
        do {
            try solver.addConstraint(state.solverConstraint)
            state.isBroken = false
        } catch {
            state.isBroken = true
            mayHoldBackConstraints = true
            ConflictReport.unsatisfiable(constraint, island: self, error: error)
        }
    }

    /// Whether some constraint may be broken or held at an older constant: the next solve
    /// tries them again.
    private var mayHoldBackConstraints = false

    /// Tries again, in activation order, the constraints a conflict left out (broken) or held
    /// at their previous constant: once the conflict is gone (a constraint of it was removed
    /// or changed, a view stopped translating its autoresizing mask), they hold as the app
    /// set them. Silent: each conflict was reported when it arose.
    private func retryHeldBackConstraints() {
        guard mayHoldBackConstraints else { return }
        var stillHeld = false
        for constraint in constraints {
            guard let state = constraint.engineState else { continue }
            if state.isBroken {
                let rebuilt = state.rebuild(constraint)
                if (try? solver.addConstraint(rebuilt)) != nil {
                    state.solverConstraint = rebuilt
                    state.isBroken = false
                } else {
                    stillHeld = true
                }
            } else if state.holdsOldConstant {
                if (try? solver.changeConstant(of: state.solverConstraint, to: state.rebuild(constraint).expression.constant))
                    != nil
                {
                    state.holdsOldConstant = false
                } else {
                    stillHeld = true
                }
            }
        }
        mayHoldBackConstraints = stillHeld
    }

    /// Changes `constraint`'s constant to `constant` with the constraints held at an older
    /// constant taken out first and put back at their own new constants: two changes that
    /// only hold together (`width = 150` refused, then the room made for it). Returns whether
    /// the change held; otherwise the solver is as before.
    private func changeConstantReleasingHeld(_ target: ConstraintEngineState, to constant: Double) -> Bool {
        let held = constraints.compactMap(\.engineState).filter { $0 !== target && $0.holdsOldConstant && !$0.isBroken }
        guard !held.isEmpty else { return false }
        for state in held { try? solver.removeConstraint(state.solverConstraint) }
        guard (try? solver.changeConstant(of: target.solverConstraint, to: constant)) != nil else {
            for state in held { try? solver.addConstraint(state.solverConstraint) }
            return false
        }
        for state in held {
            guard let constraint = constraints.first(where: { $0.engineState === state }) else { continue }
            let rebuilt = state.rebuild(constraint)
            if (try? solver.addConstraint(rebuilt)) != nil {
                state.solverConstraint = rebuilt
                state.holdsOldConstant = false
            } else if (try? solver.addConstraint(state.solverConstraint)) == nil {
                state.isBroken = true
            }
        }
        return true
    }

    /// Removes an app constraint (its nodes are released by the caller).
    func remove(_ constraint: NSLayoutConstraint, _ state: ConstraintEngineState) {
        if !state.isBroken { try? solver.removeConstraint(state.solverConstraint) }
        constraintReferences.removeAll { $0.constraint === constraint || $0.constraint == nil }
        invalidate()
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let state = constraint.engineState else { return }
        let rebuilt = state.rebuild(constraint)
        if state.isBroken {
            state.solverConstraint = rebuilt
            insert(state, for: constraint)
        } else {
            do {
                try solver.changeConstant(of: state.solverConstraint, to: rebuilt.expression.constant)
                state.holdsOldConstant = false
            } catch {
                if !changeConstantReleasingHeld(state, to: rebuilt.expression.constant) {
                    state.holdsOldConstant = true
                    mayHoldBackConstraints = true
                    ConflictReport.unsatisfiable(constraint, island: self, error: error, keptOldConstant: rebuilt)
                }
            }
        }
        invalidate()
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let state = constraint.engineState else { return }
        if !state.isBroken { try? solver.removeConstraint(state.solverConstraint) }
        state.solverConstraint = state.rebuild(constraint)
        state.holdsOldConstant = false
        insert(state, for: constraint)
        invalidate()
    }

    /// Rebuilds the constraints that read an item's margins or baselines (they changed).
    func itemMetricsDidChange(_ node: LayoutNode) {
        for constraint in node.users {
            guard let state = constraint.engineState, state.island === self else { continue }
            let reads =
                constraint.firstAttribute.usesMargins || constraint.firstAttribute.isBaseline
                || constraint.secondAttribute.usesMargins || constraint.secondAttribute.isBaseline
            guard reads else { continue }
            let rebuilt = state.rebuild(constraint)
            guard !Self.sameShape(rebuilt, state.solverConstraint) || rebuilt.expression.constant != state.solverConstraint.expression.constant else { continue }
            if !state.isBroken { try? solver.removeConstraint(state.solverConstraint) }
            state.solverConstraint = rebuilt
            state.holdsOldConstant = false
            insert(state, for: constraint)
        }
        invalidate()
    }

    // MARK: Merging

    /// Moves everything of `other` into this island: its nodes (with their internal
    /// constraints), then its constraints, each in the order they joined `other`.
    func absorb(_ other: LayoutIsland) {
        guard other !== self else { return }
        for node in other.nodes {
            node.island = self
            nodes.append(node)
            let internals = node.internals
            node.internals = []
            for c in internals { addInternal(c, of: node) }
        }
        for constraint in other.constraints {
            guard let state = constraint.engineState else { continue }
            state.island = self
            constraintReferences.append(WeakConstraint(constraint))
            if state.isBroken || state.holdsOldConstant { mayHoldBackConstraints = true }
            if !state.isBroken { insert(state, for: constraint) }
        }
        other.nodes = []
        other.constraintReferences = []
        invalidate()
    }

    // MARK: Solving

    /// Marks the values stale and the superviews of the constraint-laid-out views as needing
    /// layout (once per change).
    func invalidate() {
        guard !isSolving, !needsUpdate else { return }
        needsUpdate = true
        for node in nodes {
            // A superview already waiting for layout was marked with its ancestors: views of
            // one container cost one walk up the tree, not one each.
            guard let view = node.view, !view.translatesAutoresizingMaskStorage, let parent = view.superview,
                !parent.needsLayout
            else { continue }
            parent.setNeedsLayout()
        }
    }

    /// Reads the solution out into the variables, when it changed: multi-line labels whose
    /// height depends on the width they get are measured again at that width and the
    /// island re-solved, a few times at most (UIKit's two-pass layout).
    func ensureSolved() {
        guard needsUpdate else { return }
        retryHeldBackConstraints()
        isSolving = true
        defer {
            isSolving = false
            needsUpdate = false
        }
        solver.updateVariables()
        for _ in 0..<Self.maximumWidthPasses {
            var changed = false
            for node in nodes {
                guard let view = node.item as? View, !view.translatesAutoresizingMaskIntoConstraints,
                    view.intrinsicContentSize(forLayoutWidth: CGFloat(node.width.value)) != nil
                else { continue }
                if refreshInternals(of: node) { changed = true }
            }
            guard changed else { break }
            solver.updateVariables()
        }
    }

    static let maximumWidthPasses = 3
}

/// What the engine keeps for an active app constraint: its solver form, the nodes it uses
/// (retained in its island), and whether a conflict left it out.
@MainActor
final class ConstraintEngineState {
    var island: LayoutIsland?
    var solverConstraint: Solver.Constraint
    let nodes: [LayoutNode]
    /// The node of the common ancestor the constraint's attributes are expressed in (the
    /// node, not the item: the state must not keep the view that installs it alive).
    let ancestorNode: LayoutNode
    var isBroken = false
    /// Whether a conflict kept the solver at the constraint's previous constant (the app's
    /// `constant` is newer).
    var holdsOldConstant = false

    init(solverConstraint: Solver.Constraint, nodes: [LayoutNode], ancestorNode: LayoutNode) {
        self.solverConstraint = solverConstraint
        self.nodes = nodes
        self.ancestorNode = ancestorNode
    }

    /// The solver form of `constraint` as it reads now (its constant, priority, the items'
    /// margins and baselines).
    func rebuild(_ constraint: NSLayoutConstraint) -> Solver.Constraint {
        guard let ancestor = ancestorNode.item else { return solverConstraint }
        return LayoutEngine.solverForm(of: constraint, ancestor: ancestor)
    }
}
