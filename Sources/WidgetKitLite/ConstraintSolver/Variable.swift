extension Solver {
    /// An unknown of a constraint system, such as the left edge or the width of a view.
    ///
    /// A variable is identified by the object, not by its name (the name is for messages).
    /// `value` is what the last `Solver.updateVariables()` found; 0 before that. Sendable only so
    /// that a ``SolverError`` can name it: a variable and its solver belong to one thread.
    final class Variable: CustomStringConvertible, @unchecked Sendable {
        let name: String
        var value: Double = 0

        init(_ name: String = "") {
            self.name = name
        }

        var description: String { name.isEmpty ? "variable" : name }
    }
}
