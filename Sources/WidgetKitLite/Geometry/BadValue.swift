import Foundation

// Where UIKit would throw (Core Animation raises on a NaN position) or behave undefinedly,
// the toolkit uses a sanitised value and says so in one diagnostic line.

extension CGPoint {
    /// Whether a coordinate is NaN or infinite.
    var isNonFinite: Bool { !x.isFinite || !y.isFinite }
}

extension CGSize {
    /// Whether a side is NaN or infinite.
    var isNonFinite: Bool { !width.isFinite || !height.isFinite }
}

extension CGRect {
    /// Whether a field is NaN or infinite.
    var isNonFinite: Bool { origin.isNonFinite || size.isNonFinite }
}

/// One-line reports of non-finite values given to the API.
@MainActor
enum BadValue {
    /// Reports that `api` was given `value`, NaN or infinite somewhere, and uses `replacement`.
    static func report(_ api: String, _ value: Any, using replacement: Any) {
        Diagnostics.report("\(api): NaN or infinite value \(describe(value)); using \(describe(replacement))")
    }

    /// `value` if it is finite and not negative; else 0, with one line naming `api`.
    static func nonNegative(_ value: CGFloat, _ api: String) -> CGFloat {
        if !value.isFinite {
            report(api, value, using: 0)
            return 0
        }
        guard value < 0 else { return value }
        Diagnostics.report("\(api): negative value \(value); using 0")
        return 0
    }

    /// `value` clamped to 0…1, with one line naming `api` when it was NaN, infinite or
    /// outside (NaN and −inf become 0, +inf 1).
    static func unit(_ value: CGFloat, _ api: String) -> CGFloat {
        let clamped = value.clamped(to: 0...1)
        if !value.isFinite {
            report(api, value, using: clamped)
        } else if clamped != value {
            Diagnostics.report("\(api): \(value) is outside 0…1; using \(clamped)")
        }
        return clamped
    }

    private static func describe(_ value: Any) -> String {
        switch value {
        case let r as CGRect: return "(\(r.origin.x), \(r.origin.y), \(r.width), \(r.height))"
        case let p as CGPoint: return "(\(p.x), \(p.y))"
        case let s as CGSize: return "\(s.width)×\(s.height)"
        default: return "\(value)"
        }
    }
}

/// `sanitizedDuration(_:)` for a value from the API: a NaN or infinite one is reported
/// (`what` names it) and, like every duration ≤ 0, applied at once.
@MainActor
func checkedDuration(_ duration: TimeInterval, _ what: String) -> TimeInterval {
    if !duration.isFinite { BadValue.report(what, duration, using: "0 (at once)") }
    return sanitizedDuration(duration)
}
