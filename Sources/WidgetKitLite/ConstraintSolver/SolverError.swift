/// Why the solver refused an operation. Every refusal but `internalError` leaves the solver as
/// it was before the call (with, at most, new unused variables) and its solution valid.
enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Solver.Constraint)
    /// A required constraint that contradicts the required constraints already added.
    case unsatisfiableConstraint(Solver.Constraint)
    /// The constraint to remove is not in the solver.
    case unknownConstraint(Solver.Constraint)
    /// A coefficient or the constant of the constraint is NaN or infinite, or its strength is NaN.
    case nonFiniteConstraint(Solver.Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Solver.Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Solver.Variable)
    /// An edit variable cannot be required (nor have a NaN strength).
    case badEditStrength(Solver.Variable, Solver.Strength)
    /// A suggested value that is NaN or infinite.
    case nonFiniteSuggestion(Solver.Variable, Double)
    /// The simplex did not reach an optimum within its iteration limit (a cycle) or found the
    /// objective unbounded; the solution is valid but may not be optimal.
    case internalError(String)

    var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unsatisfiableConstraint(let c): "unsatisfiable required constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .nonFiniteConstraint(let c): "constraint with a NaN or infinite number: \(c)"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .badEditStrength(let v, let s): "edit variable \(v) cannot have the strength \(s)"
        case .nonFiniteSuggestion(let v, let value): "suggested value \(value) for \(v) is not finite"
        case .internalError(let message): "constraint solver: \(message)"
        }
    }
}
