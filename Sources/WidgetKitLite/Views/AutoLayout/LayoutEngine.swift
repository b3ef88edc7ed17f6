import Foundation

/// Activation, deactivation and the solver form of app constraints: where a constraint's
/// attributes are expressed (the items' closest common ancestor), which nodes it uses, and
/// which island it joins.
@MainActor
enum LayoutEngine {
    /// The number of active constraints in the process: when 0, removing a view from its
    /// superview has no constraint to look for.
    private(set) static var activeCount = 0

    static func activate(_ constraint: NSLayoutConstraint) {
        guard !constraint.storedIsActive else { return }
        guard constraint.isValid, let first = constraint.first else {
            Diagnostics.report("\(constraint): cannot be activated (its items are gone or its attributes do not pair); ignored")
            return
        }
        guard let ancestor = commonAncestor(first, constraint.second) else {
            Diagnostics.report(
                "\(constraint): the items have no common ancestor (add both to one view hierarchy first); not activated")
            return
        }
        constraint.storedIsActive = true
        activeCount += 1
        let installOn = (ancestor as? View) ?? (ancestor as? LayoutGuide)?.owningView
        if let installOn {
            installOn.autoLayout.installed.append(constraint)
            constraint.installedView = installOn
        }
        let nodes = usedNodes(constraint, ancestor: ancestor)
        // Join the largest island among the nodes' (the others are absorbed into it).
        var target: LayoutIsland?
        for node in nodes {
            guard let island = node.island else { continue }
            if target == nil || island.nodes.count > target!.nodes.count { target = island }
        }
        let island = target ?? LayoutIsland()
        for node in nodes { island.retain(node) }
        for node in unique(nodes) { node.addUser(constraint) }
        let state = ConstraintEngineState(
            solverConstraint: solverForm(of: constraint, ancestor: ancestor), nodes: nodes, ancestor: ancestor)
        state.island = island
        constraint.engineState = state
        island.add(constraint, state)
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard constraint.storedIsActive else { return }
        constraint.storedIsActive = false
        activeCount -= 1
        if let view = constraint.installedView {
            view.autoLayout.installed.removeAll { $0 === constraint }
            constraint.installedView = nil
        }
        guard let state = constraint.engineState else { return }
        constraint.engineState = nil
        guard let island = state.island else { return }
        island.remove(constraint, state)
        for node in unique(state.nodes) { node.removeUser(constraint) }
        for node in state.nodes { island.release(node) }
    }

    /// The closest item that is, or contains, both items (the first item when there is no
    /// second); nil when they are in different hierarchies.
    static func commonAncestor(_ first: any LayoutItem, _ second: (any LayoutItem)?) -> (any LayoutItem)? {
        guard let second else { return first }
        let firstChain = first.layoutChain
        for candidate in second.layoutChain where firstChain.contains(where: { $0 === candidate }) {
            return candidate
        }
        return nil
    }

    /// The nodes a constraint's solver form uses: each item's, and those of the containers
    /// between each item and the common ancestor.
    static func usedNodes(_ constraint: NSLayoutConstraint, ancestor: any LayoutItem) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for item in [constraint.first, constraint.second].compactMap({ $0 }) {
            nodes.append(item.layoutNode)
            guard item !== ancestor else { continue }
            var container = item.layoutContainer
            while let v = container, v !== ancestor {
                nodes.append(v.layoutNode)
                container = v.superview
            }
        }
        return nodes
    }

    /// `first.attr1 - (multiplier × second.attr2 + constant)`, both sides in the ancestor's
    /// coordinates, with the constraint's strength.
    static func solverForm(of constraint: NSLayoutConstraint, ancestor: any LayoutItem) -> Solver.Constraint {
        let lhs = expression(constraint.first, constraint.firstAttribute, in: ancestor)
        var rhs = Solver.Expression(constant: Double(constraint.storedConstant))
        if constraint.second != nil {
            rhs = Double(constraint.multiplier) * expression(constraint.second, constraint.secondAttribute, in: ancestor) + rhs
        }
        return Solver.Constraint(
            lhs, constraint.relation.solverRelation, rhs, strength: constraint.storedPriority.strength,
            name: constraint.identifier ?? "")
    }

    /// `attribute` of `item` in the coordinates of `ancestor` (which contains the item).
    private static func expression(
        _ item: (any LayoutItem)?, _ attribute: NSLayoutConstraint.Attribute, in ancestor: any LayoutItem
    ) -> Solver.Expression {
        guard let item else { return Solver.Expression() }
        if item === ancestor { return item.expression(of: attribute, own: true) }
        var e = item.expression(of: attribute, own: false)
        guard !attribute.isSize else { return e }
        var container = item.layoutContainer
        while let v = container, v !== ancestor {
            e = e + (attribute.axis == .horizontal ? v.layoutNode.x : v.layoutNode.y)
            container = v.superview
        }
        return e
    }

    private static func unique(_ nodes: [LayoutNode]) -> [LayoutNode] {
        var seen: [LayoutNode] = []
        for node in nodes where !seen.contains(where: { $0 === node }) { seen.append(node) }
        return seen
    }

    /// Deactivates the constraints that tie `view`'s subtree to items outside it: `view` is
    /// leaving its superview, and UIKit removes such constraints then.
    ///
    /// Such a constraint's closest common ancestor is above `view`, so only the constraints
    /// installed on `view`'s ancestors are looked at (not its whole subtree).
    static func viewWillLeaveSuperview(_ view: View) {
        guard activeCount > 0 else { return }
        var crossing: [NSLayoutConstraint] = []
        var ancestor = view.superview
        while let current = ancestor {
            for c in current.autoLayoutStorage?.installed ?? [] {
                let reachesInside = c.engineState?.nodes.contains { n in
                    let anchorView = n.view ?? (n.item as? LayoutGuide)?.owningView
                    return anchorView?.isDescendant(of: view) ?? false
                }
                if reachesInside == true { crossing.append(c) }
            }
            ancestor = current.superview
        }
        for c in crossing { deactivate(c) }
    }
}
