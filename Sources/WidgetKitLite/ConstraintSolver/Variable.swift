extension Solver {
    /// An unknown of a constraint system, such as the left edge or the width of a view.
    ///
    /// A variable is identified by the object, not by its name (the name is for messages).
    /// `value` is what the last `Solver.updateVariables()` found; 0 before that. Sendable only so
    /// that a ``SolverError`` can name it: a variable and its solver belong to one thread.
    final class Variable: CustomStringConvertible, @unchecked Sendable {
        var value: Double = 0
        /// The name, or its end when a stem is given.
        private let nameSuffix: String
        /// Makes the start of the name when a message asks for it (a view's four variables
        /// share one): a variable made in bulk formats no text.
        private let nameStem: (@Sendable () -> String)?

        init(_ name: String = "") {
            nameSuffix = name
            nameStem = nil
        }

        /// A variable named `stem() + suffix`, the stem called only when the name is asked for.
        init(_ suffix: String, after stem: @escaping @Sendable () -> String) {
            nameSuffix = suffix
            nameStem = stem
        }

        /// The name, for messages.
        var name: String {
            guard let nameStem else { return nameSuffix }
            return nameStem() + nameSuffix
        }

        var description: String {
            let name = name
            return name.isEmpty ? "variable" : name
        }
    }
}
