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
    static func unsatisfiable(
        _ constraint: NSLayoutConstraint, island: LayoutIsland, error: SolverError, keptOldConstant: Bool = false
    ) {
        guard case .unsatisfiableConstraint = error else {
            Diagnostics.report("\(constraint): \(error); left out of the layout")
            return
        }
        let conflicting = conflictingConstraints(with: constraint, in: island)
        var lines = ["Unable to simultaneously satisfy constraints."]
        lines.append("    Probably at least one of the constraints in the following list is one you don't want.")
        for item in conflicting { lines.append("    \(item)") }
        lines.append("    \(constraint)")
        if keptOldConstant {
            lines.append("Will attempt to recover by keeping the previous constant of")
        } else {
            lines.append("Will attempt to recover by breaking constraint")
        }
        lines.append("    \(constraint)")
        Diagnostics.report(lines.joined(separator: "\n"))
    }

    /// An internal constraint (autoresizing, content size, a guide) was refused: one line.
    static func internalRefused(_ constraint: Solver.Constraint, island: LayoutIsland, error: SolverError) {
        Diagnostics.report("layout: the \(constraint.name) constraint \(constraint) cannot hold (\(error)); left out")
    }

    /// The constraints of the island whose removal alone would let `constraint` hold: the
    /// required app constraints and internal ones of the items it touches, tried on a copy of
    /// the solver.
    private static func conflictingConstraints(with constraint: NSLayoutConstraint, in island: LayoutIsland) -> [String] {
        guard let state = constraint.engineState else { return [] }
        let touched = state.nodes
        var candidates: [(text: String, solver: Solver.Constraint)] = []
        for other in island.constraints where other !== constraint {
            guard let s = other.engineState, !s.isBroken, s.solverConstraint.strength.isRequired,
                s.nodes.contains(where: { n in touched.contains { $0 === n } })
            else { continue }
            candidates.append((other.description, s.solverConstraint))
        }
        for node in touched {
            for c in node.internals where c.strength.isRequired {
                candidates.append(("<\(c.name): \(c.expression) \(c.relation) 0>", c))
            }
        }
        var found: [String] = []
        let target = Solver.Constraint(
            state.solverConstraint.expression, state.solverConstraint.relation, strength: .required,
            name: state.solverConstraint.name)
        for candidate in candidates.prefix(maximumCandidates) {
            var trial = island.solver
            guard (try? trial.removeConstraint(candidate.solver)) != nil else { continue }
            if (try? trial.addConstraint(target)) != nil { found.append(candidate.text) }
        }
        return found
    }
}
