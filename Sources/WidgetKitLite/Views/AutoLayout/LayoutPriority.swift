import Foundation

/// How much a layout constraint, content hugging or compression resistance matters — UIKit's
/// `UILayoutPriority`: a number from 1 to 1000. Required (1000) constraints hold exactly;
/// lower ones are preferences, and a higher priority always wins over a lower one.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority's number.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue` (`LayoutPriority(999)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A priority written as a literal (`constraint.priority = 999`).
    public init(floatLiteral value: Float) { rawValue = value }

    /// A priority written as a literal (`constraint.priority = 999`).
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the priority of a button's compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 510: a window resize dragged by the user, in UIKit.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500: a window's size holding still, in UIKit.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 250: the priority of content hugging by default.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses to hold a target size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether `lhs` is lower than `rhs`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `rhs` (`.defaultHigh + 1`).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by `rhs` (`.required - 1`).
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The number, as UIKit prints it.
    public var description: String { rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)" }

    /// The valid range, 1…1000.
    static let validRange: ClosedRange<Float> = 1...1000

    /// The priority clamped into 1…1000 (NaN becomes `required`), with one diagnostic line
    /// naming `context` when it was out of range.
    @MainActor
    func validated(_ context: String) -> LayoutPriority {
        if rawValue.isNaN {
            Diagnostics.report("\(context): priority nan is not a number; using 1000 (required)")
            return .required
        }
        guard !LayoutPriority.validRange.contains(rawValue) else { return self }
        let clamped = LayoutPriority(min(max(rawValue, 1), 1000))
        Diagnostics.report("\(context): priority \(self) is outside 1...1000; using \(clamped)")
        return clamped
    }

    /// The solver's strength for this priority.
    var strength: Solver.Strength { Solver.Strength(priority: rawValue) }
}
