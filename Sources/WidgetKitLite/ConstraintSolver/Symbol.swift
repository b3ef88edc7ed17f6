extension Solver {
    /// A column of the solver's tableau: an external variable or one of the symbols the solver
    /// adds for a constraint (a slack for an inequality, error symbols for a constraint that is
    /// not required, a dummy marker for a required equality).
    ///
    /// A symbol is one integer: the solver's serial number (1, 2, 3… in the order symbols are
    /// made) shifted left by three bits, with the kind in the low bits. Symbols order by that
    /// integer, so by serial number, and every map of the solver iterates in that order: the
    /// same operations in the same order give the same pivots and the same values, bit for bit.
    struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
        enum Kind: Int, Sendable {
            case invalid = 0
            case external = 1
            case slack = 2
            case error = 3
            case dummy = 4
        }

        let raw: Int

        /// No symbol (serial number 0).
        static let invalid = Symbol(raw: 0)

        init(raw: Int) {
            self.raw = raw
        }

        init(_ kind: Kind, serial: Int) {
            raw = serial << 3 | kind.rawValue
        }

        var kind: Kind { Kind(rawValue: raw & 7) ?? .invalid }
        var serial: Int { raw >> 3 }
        var isValid: Bool { raw != 0 }
        /// A slack or error symbol: restricted to non-negative values and able to enter the basis.
        var isPivotable: Bool {
            let k = raw & 7
            return k == Kind.slack.rawValue || k == Kind.error.rawValue
        }
        var isExternal: Bool { raw & 7 == Kind.external.rawValue }
        var isDummy: Bool { raw & 7 == Kind.dummy.rawValue }

        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }

        var description: String {
            let letter: String
            switch kind {
            case .invalid: letter = "i"
            case .external: letter = "v"
            case .slack: letter = "s"
            case .error: letter = "e"
            case .dummy: letter = "d"
            }
            return "\(letter)\(serial)"
        }
    }
}
