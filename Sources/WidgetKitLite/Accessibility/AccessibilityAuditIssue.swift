import Foundation

/// One problem found by ``HeadlessScreen/accessibilityAudit()``.
public struct AccessibilityAuditIssue: CustomStringConvertible, Sendable {
    /// What kind of problem.
    public enum Kind: String, Sendable {
        /// An interactive element (a button, an adjustable control) with no accessibility label.
        case missingLabel
        /// An interactive element smaller than 24 × 24 pt (WCAG 2.2 target size, minimum).
        case smallTarget
        /// Label text under 4.5:1 contrast against the background behind it (WCAG 1.4.3).
        case lowContrast
    }

    /// The smallest target side, in points.
    public static let minimumTargetSide: CGFloat = 24
    /// The smallest contrast ratio of text.
    public static let minimumContrastRatio: Double = 4.5

    /// What kind of problem.
    public let kind: Kind
    /// The view's description (its type, frame and identifier).
    public let view: String
    /// One line saying what is wrong.
    public let message: String

    /// "kind: message — view".
    public var description: String { "\(kind.rawValue): \(message) — \(view)" }

    @MainActor
    static func issues(of view: View) -> [AccessibilityAuditIssue] {
        var issues: [AccessibilityAuditIssue] = []
        let traits = view.accessibilityTraits
        let interactive =
            view is Control || traits.contains(.button) || traits.contains(.adjustable)
            || traits.contains(.link)
        if interactive, (view.accessibilityLabel ?? "").trimmingCharacters(in: .whitespaces).isEmpty,
            !(view is TextField) || (view.accessibilityValue ?? "").isEmpty
        {
            issues.append(
                .init(
                    kind: .missingLabel, view: view.description,
                    message: "interactive element has no accessibility label"))
        }
        let frame = view.accessibilityFrame
        if interactive, frame.width < minimumTargetSide || frame.height < minimumTargetSide {
            issues.append(
                .init(
                    kind: .smallTarget, view: view.description,
                    message: "target is \(AccessibilitySnapshot.Node.number(frame.width))x\(AccessibilitySnapshot.Node.number(frame.height)) pt, under 24x24"))
        }
        if let label = view as? Label, !(label.text ?? "").isEmpty {
            let text = label.textColor.resolvedColor(with: label.traitCollection)
            let background = ContrastMath.background(behind: label)
            let ratio = ContrastMath.ratio(ContrastMath.over(text, background), background)
            if ratio < minimumContrastRatio {
                issues.append(
                    .init(
                        kind: .lowContrast, view: view.description,
                        message: "text contrast \(String(format: "%.2f", ratio)):1 is under 4.5:1"))
            }
        }
        return issues
    }
}

/// WCAG 2 contrast arithmetic.
enum ContrastMath {
    /// The relative luminance of an opaque colour.
    static func luminance(_ c: Color) -> Double {
        func channel(_ v: CGFloat) -> Double {
            let v = Double(v)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    /// The contrast ratio of two opaque colours, 1…21.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` composited over the opaque `bottom`.
    static func over(_ top: Color, _ bottom: Color) -> Color {
        let a = top.alpha
        return Color(
            red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
            blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// The opaque colour behind `view`: its own and its ancestors' background colours
    /// composited down to the first opaque one (white when none is).
    @MainActor
    static func background(behind view: View) -> Color {
        var layers: [Color] = []
        var current: View? = view
        while let v = current {
            if let color = v.backgroundColor?.resolvedColor(with: v.traitCollection), color.alpha > 0 {
                layers.append(color)
                if color.alpha >= 1 { break }
            }
            current = v.superview
        }
        var result = Color(red: 1, green: 1, blue: 1)
        for color in layers.reversed() { result = over(color, result) }
        return result
    }
}

extension AccessibilityAuditIssue {
    /// The problems of every accessibility element of `window`, in reading order.
    @MainActor
    public static func audit(_ window: Window) -> [AccessibilityAuditIssue] {
        AccessibilityTreeReader(window: window).elementViews().flatMap(issues(of:))
    }
}
