extension Solver {
    /// A linear expression: the sum of its terms plus a constant. Terms keep their order; a
    /// variable may appear in several terms (the solver adds them up).
    struct Expression: CustomStringConvertible {
        var terms: [Term]
        var constant: Double

        init(_ terms: [Term] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }

        init(_ variable: Variable) {
            self.init([Term(variable)])
        }

        init(constant: Double) {
            self.init([], constant: constant)
        }

        /// Whether every coefficient and the constant are finite numbers.
        var hasOnlyFiniteNumbers: Bool {
            constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
        }

        var description: String {
            var parts = terms.map(\.description)
            if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
            return parts.joined(separator: " + ")
        }

        static func + (lhs: Expression, rhs: Expression) -> Expression {
            Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
        }

        static func - (lhs: Expression, rhs: Expression) -> Expression {
            lhs + -1 * rhs
        }

        static func + (lhs: Expression, rhs: Double) -> Expression {
            Expression(lhs.terms, constant: lhs.constant + rhs)
        }

        static func - (lhs: Expression, rhs: Double) -> Expression {
            Expression(lhs.terms, constant: lhs.constant - rhs)
        }

        static func * (lhs: Double, rhs: Expression) -> Expression {
            Expression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
        }
    }
}

// Operators on variables build expressions: `2 * x`, `x + y`, `x - y`, `x + 10`.
extension Solver.Variable {

    static func * (lhs: Double, rhs: Solver.Variable) -> Solver.Expression {
        Solver.Expression([Solver.Term(rhs, lhs)])
    }

    static func + (lhs: Solver.Variable, rhs: Solver.Variable) -> Solver.Expression {
        Solver.Expression([Solver.Term(lhs), Solver.Term(rhs)])
    }

    static func - (lhs: Solver.Variable, rhs: Solver.Variable) -> Solver.Expression {
        Solver.Expression([Solver.Term(lhs), Solver.Term(rhs, -1)])
    }

    static func + (lhs: Solver.Variable, rhs: Double) -> Solver.Expression {
        Solver.Expression([Solver.Term(lhs)], constant: rhs)
    }

    static func - (lhs: Solver.Variable, rhs: Double) -> Solver.Expression {
        Solver.Expression([Solver.Term(lhs)], constant: -rhs)
    }

    static func + (lhs: Solver.Variable, rhs: Solver.Expression) -> Solver.Expression { Solver.Expression(lhs) + rhs }

    static func - (lhs: Solver.Variable, rhs: Solver.Expression) -> Solver.Expression { Solver.Expression(lhs) - rhs }

    static func + (lhs: Solver.Expression, rhs: Solver.Variable) -> Solver.Expression { lhs + Solver.Expression(rhs) }

    static func - (lhs: Solver.Expression, rhs: Solver.Variable) -> Solver.Expression { lhs - Solver.Expression(rhs) }
}
