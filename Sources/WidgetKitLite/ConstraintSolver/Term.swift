extension Solver {
    /// A variable times a coefficient, one part of an ``Expression``.
    struct Term: CustomStringConvertible {
        let variable: Variable
        let coefficient: Double

        init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }

        var description: String { coefficient == 1 ? "\(variable)" : "\(coefficient) * \(variable)" }
    }
}
