import Foundation

/// The block printed when required constraints cannot all hold, UIKit's "Unable to
/// simultaneously satisfy constraints": the constraints in conflict and the one broken (left
/// out of the layout, while `isActive` stays true).
@MainActor
enum ConflictReport {
    /// At most this many constraints are tried one by one to find those in conflict.
    static let maximumCandidates = 64

    /// An app constraint could not be added (or its constant changed) without breaking a
    /// required one: it is the one broken.
    ///
    /// `keptOldConstant` is the constraint's solver form at its new constant when a constant
    /// change was refused (the solver keeps the previous one).
    static func unsatisfiable(
        _ constraint: NSLayoutConstraint, island: LayoutIsland, error: SolverError,
        keptOldConstant: Solver.Constraint? = nil
    ) {
        guard case .unsatisfiableConstraint = error else {
            Diagnostics.report("\(constraint): \(error); left out of the layout")
            return
        }
        let conflicting = conflictingConstraints(with: constraint, in: island, wanted: keptOldConstant)
        var lines = ["Unable to simultaneously satisfy constraints."]
        lines.append("    Probably at least one of the constraints in the following list is one you don't want.")
        for item in conflicting { lines.append("    \(item)") }
        lines.append("    \(constraint)")
        if keptOldConstant != nil {
            lines.append("Will attempt to recover by keeping the previous constant of")
        } else {
            lines.append("Will attempt to recover by breaking constraint")
        }
        lines.append("    \(constraint)")
        Diagnostics.report(lines.joined(separator: "\n"))
    }

    /// An internal constraint (autoresizing, content size, a guide) was refused: one line.
    static func internalRefused(_ constraint: Solver.Constraint, error: SolverError) {
        Diagnostics.report("layout: \(describe(constraint)) cannot hold (\(error)); left out")
    }

    /// An internal constraint as UIKit prints its own kinds:
    /// `<NSAutoresizingMaskLayoutConstraint View"box".width == 50.0>`,
    /// `<NSContentSizeLayoutConstraint Label.width >= 42.0 (priority 750)>`, a guide's
    /// `<NSLayoutConstraint 'safe area guide' …>`.
    static func describe(_ c: Solver.Constraint) -> String {
        let kind: String
        switch c.name {
        case "autoresizing": kind = "NSAutoresizingMaskLayoutConstraint"
        case "content size": kind = "NSContentSizeLayoutConstraint"
        default: kind = "NSLayoutConstraint '\(c.name)'"
        }
        let relation: String
        switch c.relation {
        case .equal: relation = "=="
        case .lessThanOrEqual: relation = "<="
        case .greaterThanOrEqual: relation = ">="
        }
        let body: String
        let terms = c.expression.terms
        if terms.count == 1, terms[0].coefficient == 1 {
            // `x - k == 0` reads `x == k`.
            body = "\(terms[0].variable) \(relation) \(0 - c.expression.constant)"
        } else {
            body = "\(c.expression) \(relation) 0"
        }
        let priority = c.strength.isRequired ? "" : " (\(c.strength))"
        return "<\(kind) \(body)\(priority)>"
    }

    /// The constraints of the island whose removal alone would let `constraint` hold: the
    /// required app constraints and internal ones of the items it touches, tried on a copy of
    /// the solver.
    private static func conflictingConstraints(
        with constraint: NSLayoutConstraint, in island: LayoutIsland, wanted: Solver.Constraint?
    ) -> [String] {
        guard let state = constraint.engineState else { return [] }
        // Candidates nearest the constraint first: the required app constraints and internal
        // ones of the nodes it uses, then of the nodes those constraints use, and so on (the
        // root view's autoresizing width takes part in a conflict about its subview's width).
        var candidates: [(text: String, solver: Solver.Constraint)] = []
        var seenNodes: [LayoutNode] = []
        var seenConstraints: [NSLayoutConstraint] = [constraint]
        var frontier = state.nodes
        while !frontier.isEmpty, candidates.count < maximumCandidates {
            var next: [LayoutNode] = []
            for node in frontier where !seenNodes.contains(where: { $0 === node }) {
                seenNodes.append(node)
                for c in node.internals where c.strength.isRequired { candidates.append((describe(c), c)) }
                next += node.internalUses
                for other in node.users where !seenConstraints.contains(where: { $0 === other }) {
                    guard let s = other.engineState, s.island === island, !s.isBroken else { continue }
                    seenConstraints.append(other)
                    next += s.nodes
                    if s.solverConstraint.strength.isRequired { candidates.append((other.description, s.solverConstraint)) }
                }
            }
            frontier = next
        }
        var found: [String] = []
        let form = wanted ?? state.solverConstraint
        let target = Solver.Constraint(form.expression, form.relation, strength: .required, name: form.name)
        // A refused constant change: the solver still holds the constraint at its old constant.
        var base = island.solver
        if wanted != nil { try? base.removeConstraint(state.solverConstraint) }
        for candidate in candidates.prefix(maximumCandidates) {
            var trial = base
            guard (try? trial.removeConstraint(candidate.solver)) != nil else { continue }
            if (try? trial.addConstraint(target)) != nil { found.append(candidate.text) }
        }
        return found
    }
}
