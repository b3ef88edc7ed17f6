import CFreeType
import Foundation

extension Font {
    /// The stroke weight of a font — UIKit's `UIFont.Weight`, with the same raw values
    /// (−0.8 for `ultraLight` to 0.62 for `black`).
    ///
    /// A weight picks the installed face nearest to it on Fontconfig's scale (the nine
    /// named weights are Fontconfig's thin … black, CSS's 100 … 900); a variable font with a `wght` axis is set to the weight
    /// itself. Weights no installed face has render with the nearest one (DejaVu Sans: its
    /// ExtraLight face for the light weights, Book for regular and medium, Bold from
    /// semibold up).
    public struct Weight: Hashable, Sendable, RawRepresentable, Comparable {
        /// The weight on UIKit's scale: 0 is regular, 0.4 bold, negative values lighter.
        public let rawValue: CGFloat

        /// Creates a weight; NaN and infinities become `.regular`'s value, others are
        /// clamped to −1…1.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue.finite(or: 0).clamped(to: -1...1)
        }

        /// The lightest weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thinner than light.
        public static let thin = Weight(rawValue: -0.6)
        /// Lighter than regular.
        public static let light = Weight(rawValue: -0.4)
        /// The weight of body text.
        public static let regular = Weight(rawValue: 0)
        /// Slightly heavier than regular.
        public static let medium = Weight(rawValue: 0.23)
        /// The weight of navigation titles and headlines.
        public static let semibold = Weight(rawValue: 0.3)
        /// The weight of `boldSystemFont(ofSize:)`.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavier than bold.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight.
        public static let black = Weight(rawValue: 0.62)

        /// The nine named weights, lightest first, with their Fontconfig weights
        /// (`FC_WEIGHT_THIN` … `FC_WEIGHT_BLACK`, which are CSS's 100 … 900).
        static let named: [(weight: Weight, fontconfig: Int32)] = [
            (.ultraLight, Int32(FC_WEIGHT_THIN)), (.thin, Int32(FC_WEIGHT_EXTRALIGHT)),
            (.light, Int32(FC_WEIGHT_LIGHT)), (.regular, Int32(FC_WEIGHT_REGULAR)),
            (.medium, Int32(FC_WEIGHT_MEDIUM)), (.semibold, Int32(FC_WEIGHT_DEMIBOLD)),
            (.bold, Int32(FC_WEIGHT_BOLD)), (.heavy, Int32(FC_WEIGHT_EXTRABOLD)),
            (.black, Int32(FC_WEIGHT_BLACK)),
        ]

        /// The Fontconfig weight (`FC_WEIGHT`) of the named weight nearest to this one.
        var fontconfigWeight: Int32 {
            var best = Self.named[0]
            for entry in Self.named where abs(entry.weight.rawValue - rawValue) < abs(best.weight.rawValue - rawValue) {
                best = entry
            }
            return best.fontconfig
        }

        /// The CSS / OpenType weight (100…900, 400 regular): what a variable font's `wght`
        /// axis is set to.
        var openTypeWeight: Int {
            Int(FcWeightToOpenType(Int32(fontconfigWeight)))
        }

        /// The named weight nearest to a Fontconfig weight (what a face reports).
        init(fontconfigWeight: Int32) {
            var best = Self.named[0]
            for entry in Self.named where abs(entry.fontconfig - fontconfigWeight) < abs(best.fontconfig - fontconfigWeight) {
                best = entry
            }
            self = best.weight
        }

        /// Lighter weights sort first.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }
}
