extension Solver {
    /// A linear relation the solver keeps: `expression relation 0`, with a strength.
    ///
    /// A constraint is identified by the object: the same constraint cannot be added twice, and
    /// two constraints with equal terms are two constraints. Immutable but for the constant the
    /// solver changes; Sendable so that a
    /// ``SolverError`` can name it (its variables belong to the solver's thread).
    final class Constraint: CustomStringConvertible, @unchecked Sendable {
        enum Relation: Sendable, CustomStringConvertible {
            case lessThanOrEqual
            case equal
            case greaterThanOrEqual

            var description: String {
                switch self {
                case .lessThanOrEqual: "<="
                case .equal: "=="
                case .greaterThanOrEqual: ">="
                }
            }
        }

        /// The left side minus the right side. Only `Solver.changeConstant(of:to:)` changes it
        /// (its constant) once the constraint is in a solver.
        var expression: Expression
        let relation: Relation
        let strength: Strength
        /// Names the constraint in errors and messages.
        let name: String

        /// `expression relation 0`.
        init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, name: String = "") {
            self.expression = expression
            self.relation = relation
            self.strength = strength
            self.name = name
        }

        /// `lhs relation rhs`.
        convenience init(
            _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required, name: String = ""
        ) {
            self.init(lhs - rhs, relation, strength: strength, name: name)
        }

        var description: String {
            let body = "\(expression) \(relation) 0 (\(strength))"
            return name.isEmpty ? body : "\(name): \(body)"
        }
    }
}
