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
        let second = constraint.second
        guard let ancestor = commonAncestor(first, second) else {
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
        var nodes: [LayoutNode] = []
        let solverConstraint = solverForm(of: constraint, first, second, ancestor: ancestor, nodes: &nodes, collect: true)
        // Join the largest island among the nodes' (the others are absorbed into it).
        var target: LayoutIsland?
        for node in nodes {
            guard let island = node.island else { continue }
            if target == nil || island.nodes.count > target!.nodes.count { target = island }
        }
        let island = target ?? LayoutIsland()
        for node in nodes { island.retain(node) }
        forEachDistinct(nodes) { $0.addUser(constraint) }
        let ancestorNode =
            ancestor === first ? constraint.firstNode! : ancestor === second ? constraint.secondNode! : ancestor.layoutNode
        let state = ConstraintEngineState(solverConstraint: solverConstraint, nodes: nodes, ancestorNode: ancestorNode)
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
        forEachDistinct(state.nodes) { $0.removeUser(constraint) }
        for node in state.nodes { island.release(node) }
    }

    /// The closest item that is, or contains, both items (the first item when there is no
    /// second); nil when they are in different hierarchies. Walks up the tree without
    /// allocating: the usual pairs (one item, the same item twice, a view and its superview,
    /// siblings) are answered at once, others by a walk from equal depths.
    static func commonAncestor(_ first: any LayoutItem, _ second: (any LayoutItem)?) -> (any LayoutItem)? {
        guard let second, second !== first else { return first }
        let firstContainer = first.layoutContainer
        if let firstContainer, firstContainer === second { return second }
        let secondContainer = second.layoutContainer
        if let secondContainer, secondContainer === first { return first }
        if let firstContainer, firstContainer === secondContainer { return firstContainer }
        var a: any LayoutItem = first
        var b: any LayoutItem = second
        var depthA = depth(first), depthB = depth(second)
        while depthA > depthB, let up = a.layoutContainer {
            a = up
            depthA -= 1
        }
        while depthB > depthA, let up = b.layoutContainer {
            b = up
            depthB -= 1
        }
        while a !== b {
            guard let upA = a.layoutContainer, let upB = b.layoutContainer else { return nil }
            a = upA
            b = upB
        }
        return a
    }

    /// How many containers are above `item`.
    private static func depth(_ item: any LayoutItem) -> Int {
        var count = 0
        var next = item.layoutContainer
        while let v = next {
            count += 1
            next = v.superview
        }
        return count
    }

    /// `first.attr1 - (multiplier × second.attr2 + constant)`, both sides in the ancestor's
    /// coordinates, with the constraint's strength (the items as they are now).
    static func solverForm(of constraint: NSLayoutConstraint, ancestor: any LayoutItem) -> Solver.Constraint {
        var unused: [LayoutNode] = []
        return solverForm(of: constraint, constraint.first, constraint.second, ancestor: ancestor, nodes: &unused, collect: false)
    }

    /// The solver form of `constraint` (as above) and, when `collect`, the nodes it uses,
    /// appended to `nodes`: each item's, and those of the containers between each item and
    /// the common ancestor, found in the same walk up from each item.
    private static func solverForm(
        of constraint: NSLayoutConstraint, _ first: (any LayoutItem)?, _ second: (any LayoutItem)?,
        ancestor: any LayoutItem, nodes: inout [LayoutNode], collect: Bool
    ) -> Solver.Constraint {
        var terms: [Solver.Term] = []
        terms.reserveCapacity(8)
        if collect { nodes.reserveCapacity(4) }
        let lhsConstant = append(
            first, constraint.firstNode, constraint.firstAttribute, in: ancestor, scale: 1, to: &terms, nodes: &nodes,
            collect: collect)
        var rhsConstant = Double(constraint.storedConstant)
        if second != nil {
            // `m × second + constant` is subtracted: its terms enter times -m.
            let m = Double(constraint.multiplier)
            let secondConstant = append(
                second, constraint.secondNode, constraint.secondAttribute, in: ancestor, scale: -m, to: &terms,
                nodes: &nodes, collect: collect)
            rhsConstant = secondConstant * m + rhsConstant
        }
        return Solver.Constraint(
            Solver.Expression(terms, constant: lhsConstant + -rhsConstant), constraint.relation.solverRelation,
            strength: constraint.storedPriority.strength, name: constraint.identifier ?? "")
    }

    /// Appends the terms of `attribute` of `item` (whose node is `node`) in the coordinates of
    /// `ancestor` (which contains the item), each times `scale`, and returns the constant;
    /// when `collect`, appends the item's node and those of the containers up to the
    /// ancestor to `nodes`.
    private static func append(
        _ item: (any LayoutItem)?, _ node: LayoutNode?, _ attribute: NSLayoutConstraint.Attribute,
        in ancestor: any LayoutItem, scale: Double, to terms: inout [Solver.Term], nodes: inout [LayoutNode], collect: Bool
    ) -> Double {
        guard let item, let node else { return 0 }
        if collect { nodes.append(node) }
        if item === ancestor { return item.appendTerms(of: attribute, node, own: true, scale: scale, to: &terms) }
        let constant = item.appendTerms(of: attribute, node, own: false, scale: scale, to: &terms)
        // A position adds the offsets of the containers on the way to the ancestor; a size
        // is the same in every container's coordinates.
        let addsOffsets = !attribute.isSize
        guard addsOffsets || collect else { return constant }
        let horizontal = attribute.axis == .horizontal
        var container = item.layoutContainer
        while let v = container, v !== ancestor {
            let node = v.layoutNode
            if collect { nodes.append(node) }
            if addsOffsets { terms.append(Solver.Term(horizontal ? node.x : node.y, scale)) }
            container = v.superview
        }
        return constant
    }

    /// Calls `body` once for each node of `nodes` (a node listed twice, for a constraint
    /// between an item and itself, once), in order.
    private static func forEachDistinct(_ nodes: [LayoutNode], _ body: (LayoutNode) -> Void) {
        for i in nodes.indices {
            var seen = false
            for j in 0..<i where nodes[j] === nodes[i] {
                seen = true
                break
            }
            if !seen { body(nodes[i]) }
        }
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
