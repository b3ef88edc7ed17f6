import Foundation

extension Solver {
    /// How much the solver cares about a constraint: `required` ones hold exactly (or the solver
    /// refuses them); the others are preferences, ordered strictly: the solver minimises the
    /// errors of the strongest preferences first, then, among the solutions that leaves, those
    /// of the next strength, and so on (a lexicographic objective, one level per strength;
    /// within a level, the sum of the errors). So a stronger preference wins over any number
    /// of weaker ones, whatever their errors, as UIKit documents for its priorities.
    ///
    /// The weight only orders strengths and names kiwi's tiers: `weak` 1, `medium` 1,000,
    /// `strong` 1,000,000, `required` 1,001,001,000. UIKit's priorities map onto the same scale
    /// with ``init(priority:)``: 1000 is required, and a priority p below 1000 has the weight
    /// 1000^(p/500), so priority 0 is `weak`, 500 is `medium`, and each priority is a level above
    /// every lower one.
    struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The weight in the objective; at most `required.weight`.
        let weight: Double

        static let required = Strength(uncheckedWeight: 1_001_001_000)
        static let strong = Strength(uncheckedWeight: 1_000_000)
        static let medium = Strength(uncheckedWeight: 1_000)
        static let weak = Strength(uncheckedWeight: 1)

        private init(uncheckedWeight: Double) {
            weight = uncheckedWeight
        }

        /// A strength of the given weight, clipped to 0…`required` (NaN stays NaN, and the solver
        /// refuses a constraint of that strength).
        init(weight: Double) {
            self.weight = weight.isNaN ? weight : min(max(weight, 0), Strength.required.weight)
        }

        /// The strength of a UIKit layout priority (1…1000): 1000 and above is required; p below
        /// weighs 1000^(p/500). NaN gives a NaN strength, which the solver refuses.
        init(priority: Float) {
            if priority.isNaN {
                self.init(weight: .nan)
            } else if priority >= 1000 {
                self = .required
            } else {
                self.init(weight: pow(1000, Double(max(priority, 0)) / 500))
            }
        }

        var isRequired: Bool { weight >= Strength.required.weight }

        static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

        var description: String {
            switch self {
            case .required: "required"
            case .strong: "strong"
            case .medium: "medium"
            case .weak: "weak"
            default: "strength \(weight)"
            }
        }
    }
}
