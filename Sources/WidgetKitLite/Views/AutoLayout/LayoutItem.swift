import Foundation

/// What a constraint can relate: a view or a layout guide. Each has a rectangle in its
/// container's coordinates (a view's superview, a guide's owning view), which the engine
/// knows as four variables (`LayoutNode`).
@MainActor
protocol LayoutItem: AnyObject {
    /// The item's variables, made on first use.
    var layoutNode: LayoutNode { get }
    /// The item's node if it was made, without making it.
    var existingLayoutNode: LayoutNode? { get }
    /// The view whose coordinates the item's rectangle is in: the superview, the owning view.
    var layoutContainer: View? { get }
    /// The item's name in descriptions and reports: its type and identifier.
    var layoutItemName: String { get }
    /// `layoutItemName` as it reads now, formatted only when called (a node's variable
    /// names: made for every node, read only in messages).
    var layoutItemNameSnapshot: @Sendable () -> String { get }
    /// The constraints the engine adds for the item itself (autoresizing, content size, a
    /// system guide's definition), and the nodes they use besides the item's own.
    func internalConstraints(of node: LayoutNode) -> (constraints: [Solver.Constraint], uses: [LayoutNode])
    /// The insets of the item's layout margins (`leadingMargin` and the other margin attributes).
    var layoutMarginInsets: EdgeInsets { get }
    /// Where the first or last baseline lies: `heightFactor` × height + `constant` below the top.
    func baselineOffset(last: Bool) -> BaselineOffset
}

/// A baseline's distance below the top of its item: `heightFactor × height + constant`
/// (linear, so that the solver can keep it when the height is a variable).
struct BaselineOffset: Equatable {
    var heightFactor: CGFloat
    var constant: CGFloat

    /// The bottom edge: views without text have their baselines there.
    static let bottom = BaselineOffset(heightFactor: 1, constant: 0)
}

extension LayoutItem {
    /// Appends the solver terms of `attribute` (of the item's `node`) to `terms`, each
    /// coefficient times `scale`, and returns the expression's constant: in the coordinates
    /// of the item's container (`own` false) or of the item itself (`own` true: its left and
    /// top are 0). The constant is not scaled.
    ///
    /// The terms, their order and the constant's arithmetic are those of the expression
    /// `x + w`, `y + 0.5 * h`, `x + w - right margin` and so on, so that the solver is given the
    /// same rows, bit for bit.
    func appendTerms(
        of attribute: NSLayoutConstraint.Attribute, _ node: LayoutNode, own: Bool, scale: Double,
        to terms: inout [Solver.Term]
    ) -> Double {
        func add(_ variable: Solver.Variable, _ coefficient: Double = 1) {
            terms.append(Solver.Term(variable, scale == 1 ? coefficient : coefficient * scale))
        }
        // Every attribute is the origin on its axis (left in the item's own coordinates),
        // plus a share of the size, plus a constant (a margin or a baseline's offset).
        let horizontal = attribute.axis == .horizontal
        let origin = horizontal ? node.x : node.y
        let size = horizontal ? node.width : node.height
        let sizeShare: Double?
        var constant: Double = 0
        switch attribute {
        case .width, .height:
            add(size)
            return 0
        case .notAnAttribute:
            return 0
        case .left, .leading, .top:
            sizeShare = nil
        case .right, .trailing, .bottom:
            sizeShare = 1
        case .centerX, .centerY:
            sizeShare = 0.5
        case .firstBaseline, .lastBaseline:
            let b = baselineOffset(last: attribute == .lastBaseline)
            sizeShare = Double(b.heightFactor)
            constant = 0 + Double(b.constant)
        case .leftMargin, .leadingMargin, .topMargin:
            let m = layoutMarginInsets
            sizeShare = nil
            constant = 0 + Double(horizontal ? m.left : m.top)
        case .rightMargin, .trailingMargin, .bottomMargin:
            let m = layoutMarginInsets
            sizeShare = 1
            constant = 0 - Double(horizontal ? m.right : m.bottom)
        case .centerXWithinMargins, .centerYWithinMargins:
            let m = layoutMarginInsets
            sizeShare = 0.5
            constant = 0 + Double(horizontal ? (m.left - m.right) / 2 : (m.top - m.bottom) / 2)
        }
        if !own { add(origin) }
        if let sizeShare { add(size, sizeShare) }
        return constant
    }
}

/// The engine's four variables for one item, and its place in an island.
///
/// A node joins an island when the first active constraint uses it (as an item, as a
/// container on the way to the common ancestor, or as the ancestor whose size a constraint
/// reads), and leaves it when the last one is gone.
@MainActor
final class LayoutNode {
    /// The view's Auto Layout state (weakly: see `ViewAutoLayout`), for a view's node.
    private weak var viewState: ViewAutoLayout?
    /// The guide, for a guide's node.
    private weak var guide: LayoutGuide?
    /// The item, while it exists.
    var item: (any LayoutItem)? { viewState?.view ?? guide }
    /// The view, for a view's node that still exists.
    var view: View? { viewState?.view }
    let x: Solver.Variable
    let y: Solver.Variable
    let width: Solver.Variable
    let height: Solver.Variable
    /// The island the node is in; held by the constraints that use it.
    weak var island: LayoutIsland?
    /// How many active constraints (and other nodes' internal constraints) use the node.
    var useCount = 0
    /// The item's internal constraints now in the island's solver.
    var internals: [Solver.Constraint] = []
    /// The nodes the internal constraints use.
    var internalUses: [LayoutNode] = []
    /// The active app constraints that use the node (for removal from the hierarchy), held
    /// weakly: a constraint lives as long as the app or the view it is installed on keeps it.
    var users: [NSLayoutConstraint] { userReferences.compactMap(\.constraint) }
    private var userReferences: [WeakConstraint] = []

    func addUser(_ constraint: NSLayoutConstraint) { userReferences.append(WeakConstraint(constraint)) }

    func removeUser(_ constraint: NSLayoutConstraint) {
        userReferences.removeAll { $0.constraint === constraint || $0.constraint == nil }
    }

    convenience init(view state: ViewAutoLayout) {
        self.init(state.view)
        viewState = state
    }

    convenience init(guide: LayoutGuide) {
        self.init(guide as any LayoutItem)
        self.guide = guide
    }

    private init(_ item: any LayoutItem) {
        // `Item.minX` and so on, formatted only when a message names a variable.
        let name = item.layoutItemNameSnapshot
        x = Solver.Variable(".minX", after: name)
        y = Solver.Variable(".minY", after: name)
        width = Solver.Variable(".width", after: name)
        height = Solver.Variable(".height", after: name)
    }

    /// The solved rectangle in the container's coordinates (sizes at least 0), each value
    /// cleaned of the solver's rounding noise (`snapped`).
    var solvedFrame: CGRect {
        CGRect(
            x: Self.snapped(x.value), y: Self.snapped(y.value), width: max(0, Self.snapped(width.value)),
            height: max(0, Self.snapped(height.value)))
    }

    /// `value` moved onto the 1/1024-point grid when it lies within 1e-9 point of it: pivots and
    /// many incremental constant changes leave errors of a few units in the last place
    /// (269.99999999999994 for 270), which would make equal layouts compare unequal. Values
    /// off the grid (a sliding bar's edge, thirds) are kept as solved.
    static func snapped(_ value: Double) -> Double {
        let grid = (value * 1024).rounded() / 1024
        return abs(grid - value) <= 1e-9 ? grid : value
    }
}

/// A constraint held weakly (in a node's users and an island's list).
struct WeakConstraint {
    weak var constraint: NSLayoutConstraint?

    init(_ constraint: NSLayoutConstraint) { self.constraint = constraint }
}
