import Foundation

extension Solver {
    /// How much the solver cares about a constraint: `required` ones hold exactly (or the solver
    /// refuses them); the others are preferences, and the solver minimises the sum of each one's
    /// error times its weight.
    ///
    /// The tiers are kiwi's: `weak` 1, `medium` 1,000, `strong` 1,000,000, `required`
    /// 1,001,001,000. UIKit's priorities map onto the same scale with ``init(priority:)``:
    /// 1000 is required, and a priority p below 1000 weighs 1000^(p/500), so priority 0 is
    /// `weak`, 500 is `medium` and 1000 would be `strong`; each priority outweighs every lower
    /// one (by about 1.4% a step), and 250 (`defaultLow`) against 750 (`defaultHigh`) is 1 to 1,000.
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
