import Foundation

/// One attribute of a view or layout guide, from which constraints are made — UIKit's
/// `NSLayoutAnchor`. Its subclasses keep the axes apart: an `NSLayoutXAxisAnchor` relates only
/// to another x-axis anchor, a `NSLayoutDimension` only to another dimension, so mixing axes
/// does not compile. The constraints it makes are inactive: activate them
/// (`NSLayoutConstraint.activate(_:)` or `isActive = true`).
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    /// The item's node (the anchor keeps neither the item nor a weak reference to it).
    let node: LayoutNode
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        node = item.layoutNode
        self.attribute = attribute
    }

    /// The item, while it exists.
    var item: (any LayoutItem)? { node.item }

    /// A constraint making this anchor equal to `anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0, "constraint(equalTo:)")
    }

    /// A constraint making this anchor equal to `anchor` plus `c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, "constraint(equalTo:constant:)")
    }

    /// A constraint making this anchor at least `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, "constraint(greaterThanOrEqualTo:)")
    }

    /// A constraint making this anchor at least `anchor` plus `c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c, "constraint(greaterThanOrEqualTo:constant:)")
    }

    /// A constraint making this anchor at most `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0, "constraint(lessThanOrEqualTo:)")
    }

    /// A constraint making this anchor at most `anchor` plus `c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c, "constraint(lessThanOrEqualTo:constant:)")
    }

    /// `View"name".leading`.
    public var description: String { "\(NSLayoutConstraint.name(of: item)).\(attribute)" }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant c: CGFloat, _ context: String
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: item, attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: c, context: "\(self).\(context)")
    }
}

/// An anchor on the horizontal axis: a leading, trailing, left, right or centre-x edge.
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint placing this anchor the standard spacing (8 points) × `multiplier` after
    /// `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: SystemSpacing.points * multiplier, "constraint(equalToSystemSpacingAfter:multiplier:)")
    }

    /// A constraint placing this anchor at least the standard spacing × `multiplier` after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: SystemSpacing.points * multiplier, "constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)")
    }

    /// A constraint placing this anchor at most the standard spacing × `multiplier` after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: SystemSpacing.points * multiplier, "constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)")
    }
}

/// An anchor on the vertical axis: a top, bottom, centre-y or baseline edge.
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint placing this anchor the standard spacing (8 points) × `multiplier` below
    /// `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: SystemSpacing.points * multiplier, "constraint(equalToSystemSpacingBelow:multiplier:)")
    }

    /// A constraint placing this anchor at least the standard spacing × `multiplier` below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: SystemSpacing.points * multiplier, "constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)")
    }

    /// A constraint placing this anchor at most the standard spacing × `multiplier` below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: SystemSpacing.points * multiplier, "constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)")
    }
}

/// A width or a height, which can also equal a constant or a multiple of another dimension.
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint making this dimension `c` points.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, constant: c, "constraint(equalToConstant:)")
    }

    /// A constraint making this dimension at least `c` points.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c, "constraint(greaterThanOrEqualToConstant:)")
    }

    /// A constraint making this dimension at most `c` points.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c, "constraint(lessThanOrEqualToConstant:)")
    }

    /// A constraint making this dimension `m` × `anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0, "constraint(equalTo:multiplier:)")
    }

    /// A constraint making this dimension `m` × `anchor` + `c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c, "constraint(equalTo:multiplier:constant:)")
    }

    /// A constraint making this dimension at least `m` × `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0, "constraint(greaterThanOrEqualTo:multiplier:)")
    }

    /// A constraint making this dimension at least `m` × `anchor` + `c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, "constraint(greaterThanOrEqualTo:multiplier:constant:)")
    }

    /// A constraint making this dimension at most `m` × `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0, "constraint(lessThanOrEqualTo:multiplier:)")
    }

    /// A constraint making this dimension at most `m` × `anchor` + `c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, "constraint(lessThanOrEqualTo:multiplier:constant:)")
    }
}

/// The standard spacing between sibling views (`equalToSystemSpacingAfter`).
enum SystemSpacing {
    static let points: CGFloat = 8
}
