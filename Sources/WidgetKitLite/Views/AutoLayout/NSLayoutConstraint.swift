import Foundation

/// A relation between two layout attributes that the layout keeps — UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier ×
/// secondItem.secondAttribute + constant`, held exactly when `priority` is `.required`,
/// else as closely as the higher-priority constraints allow.
///
/// A constraint does nothing until it is active (`isActive`, `activate(_:)`, or an anchor
/// made and activated). Active constraints are solved in the layout phase (or by
/// `layoutIfNeeded()`), and the frames they give are model values: changed inside
/// `View.animate`, they animate. Main actor only.
///
/// Bad input never crashes: NaN or infinite constants and multipliers become 0 and 1; a
/// priority outside 1…1000 is clamped; a constraint between items with no common ancestor,
/// or a required one that conflicts with the others, is left out of the layout (one
/// diagnostic line, or one block for a conflict, names it) while `isActive` stays true, as
/// UIKit does.
@MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// The part of an item's alignment rectangle a constraint relates.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (the left edge: the toolkit lays out left to right).
        case leading = 5
        /// The trailing edge (the right edge).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text (the bottom edge for views without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom edge for views without text).
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin = 13
        /// The right edge inset by the right layout margin.
        case rightMargin = 14
        /// The top edge inset by the top layout margin.
        case topMargin = 15
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin = 16
        /// The leading edge inset by the leading layout margin.
        case leadingMargin = 17
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin = 18
        /// The horizontal centre of the area inside the layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the area inside the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// The two directions of layout (also a stack view's `axis`).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The first item: a view or a layout guide.
    public var firstItem: AnyObject? { first }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The relation of the two sides.
    public let relation: Relation
    /// The second item, nil for a constant size (`width == 100`).
    public var secondItem: AnyObject? { second }
    /// The attribute of the second item (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat

    /// The amount added to the second side. Changing it on an active constraint re-solves
    /// only its island, at the next layout phase; inside `View.animate { view.layoutIfNeeded() }`
    /// the frames it moves animate. NaN and infinities become 0 (one diagnostic line).
    public var constant: CGFloat {
        get { storedConstant }
        set {
            let value = newValue.isFinite ? newValue : 0
            if !newValue.isFinite { Diagnostics.report("\(self): constant \(newValue) is not finite; using 0") }
            guard value != storedConstant else { return }
            storedConstant = value
            engineState?.island?.constantDidChange(self)
        }
    }

    /// How much the constraint matters, 1…1000 (`.required` by default); values outside are
    /// clamped, with one diagnostic line.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            let value = newValue.validated("NSLayoutConstraint.priority")
            guard value != storedPriority else { return }
            storedPriority = value
            engineState?.island?.priorityDidChange(self)
        }
    }

    /// A name shown in the constraint's description and in conflict reports.
    open var identifier: String?

    /// Whether the constraint takes part in layout. Setting it is `activate([self])` or
    /// `deactivate([self])`.
    public var isActive: Bool {
        get { storedIsActive }
        set {
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// Activates each constraint, in order (the same as setting `isActive` on each).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, in order.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`; `view1` and `view2`
    /// are views or layout guides. Without a second item, `attr2` must be
    /// `.notAnAttribute` and `attr1` a size (`width` or `height`).
    ///
    /// An invalid pair (a horizontal attribute with a vertical one, a position against a
    /// size, a position with no second item, an item that is not a view or a guide) gives
    /// one diagnostic line and a constraint that refuses to activate.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as? any LayoutItem, attr1, relation, second: view2 as? any LayoutItem, attr2,
            multiplier: multiplier, constant: c, context: "NSLayoutConstraint(item:attribute:…)")
        if !(view1 is any LayoutItem) || (view2 != nil && !(view2 is any LayoutItem)) {
            Diagnostics.report("\(self): items must be views or layout guides; it will not activate")
            isValid = false
        }
    }

    // MARK: Internals

    /// The items' nodes: the constraint keeps neither item alive (nor refers to it weakly;
    /// see `ViewAutoLayout`).
    let firstNode: LayoutNode?
    let secondNode: LayoutNode?
    /// The first item, while it exists.
    var first: (any LayoutItem)? { firstNode?.item }
    /// The second item, while it exists.
    var second: (any LayoutItem)? { secondNode?.item }
    var storedConstant: CGFloat
    var storedPriority: LayoutPriority = .required
    var storedIsActive = false
    /// False for a constraint that can never take part in layout (mismatched attributes).
    var isValid = true
    /// What the engine holds for the constraint while it is active and laid out.
    var engineState: ConstraintEngineState?
    /// The view whose `constraints` list holds it (the items' closest common ancestor).
    var installedView: View? {
        get { installedState?.view }
        set { installedState = newValue?.autoLayout }
    }
    private weak var installedState: ViewAutoLayout?

    init(
        first: (any LayoutItem)?, _ attr1: Attribute, _ relation: Relation, second: (any LayoutItem)?,
        _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat, context: @autoclosure () -> String
    ) {
        firstNode = first?.layoutNode
        secondNode = second?.layoutNode
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        let m = multiplier.isFinite ? multiplier : 1
        self.multiplier = m
        storedConstant = constant.isFinite ? constant : 0
        // `context` (what made the constraint) is formatted only for a diagnostic.
        if !multiplier.isFinite { Diagnostics.report("\(context()): multiplier \(multiplier) is not finite; using 1") }
        if !constant.isFinite { Diagnostics.report("\(context()): constant \(constant) is not finite; using 0") }
        if let problem = Self.problem(attr1, second: second, attr2) {
            Diagnostics.report("\(self): \(problem); it will not activate")
            isValid = false
        }
    }

    /// Why the attribute pair cannot make a constraint, if it cannot.
    private static func problem(_ attr1: Attribute, second: (any LayoutItem)?, _ attr2: Attribute) -> String? {
        if attr1 == .notAnAttribute { return "the first attribute cannot be notAnAttribute" }
        guard second != nil else {
            return attr1.isSize ? nil : "a \(attr1) attribute needs a second item (only a width or a height can equal a constant)"
        }
        if attr2 == .notAnAttribute { return "a second item needs an attribute" }
        if attr1.isSize && attr2.isSize { return nil }
        if attr1.axis != attr2.axis { return "\(attr1) and \(attr2) lie on different axes" }
        if attr1.isSize != attr2.isSize { return "a size (\(attr1.isSize ? attr1 : attr2)) cannot relate to a position" }
        return nil
    }

    /// `<NSLayoutConstraint 'id' Label"title".leading == View.leading + 20.0 (priority 750)>`.
    public var description: String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.name(of: first)).\(firstAttribute) \(relation.symbol) "
        var rhs: [String] = []
        if let second {
            rhs.append((multiplier == 1 ? "" : "\(multiplier)*") + "\(Self.name(of: second)).\(secondAttribute)")
        }
        if storedConstant != 0 || rhs.isEmpty {
            rhs.append(rhs.isEmpty ? "\(storedConstant)" : (storedConstant < 0 ? "- \(-storedConstant)" : "+ \(storedConstant)"))
        }
        text += rhs.joined(separator: " ")
        if storedPriority != .required { text += " (priority \(storedPriority))" }
        if !storedIsActive { text += " (inactive)" }
        return text + ">"
    }

    static func name(of item: (any LayoutItem)?) -> String { item?.layoutItemName ?? "nil" }
}

extension NSLayoutConstraint.Attribute: CustomStringConvertible {
    /// UIKit's name of the attribute (`leading`, `width`, `centerXWithinMargins`).
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The axis the attribute lies on.
    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .notAnAttribute:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        }
    }

    /// Whether the attribute is a size (width or height) rather than a position.
    var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is measured from the layout margins.
    var usesMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    /// Whether the attribute is a text baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

extension NSLayoutConstraint.Relation {
    /// `<=`, `==` or `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The solver's relation.
    var solverRelation: Solver.Constraint.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
