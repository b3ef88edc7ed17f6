import Foundation

/// A rectangle that takes part in Auto Layout without being a view — UIKit's
/// `UILayoutGuide`: spacing between views, or an area to centre things in. Add it to a view
/// with `View.addLayoutGuide(_:)`; its `layoutFrame` is in that view's coordinates.
///
/// Views also own system guides: `safeAreaLayoutGuide` (the bounds inset by the safe area),
/// `layoutMarginsGuide` (inset by the layout margins) and `readableContentGuide` (the margins
/// narrowed to a readable line length, centred).
@MainActor
open class LayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
    /// A name for debugging, shown in descriptions and constraint reports.
    open var identifier: String = ""

    /// The view the guide belongs to (nil until it is added to one).
    public internal(set) var owningView: View? {
        get { owningState?.view }
        set { owningState = newValue?.autoLayout }
    }
    /// The owner's Auto Layout state (weakly: see `ViewAutoLayout`).
    private weak var owningState: ViewAutoLayout?

    /// What defines a guide's rectangle.
    enum Kind {
        /// The app's constraints.
        case custom
        /// The owning view's bounds inset by its safe area.
        case safeArea
        /// The owning view's bounds inset by its layout margins.
        case margins
        /// The layout margins narrowed to a readable width.
        case readable
    }

    let kind: Kind
    private var node: LayoutNode?

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() { kind = .custom }

    init(kind: Kind, owningView: View, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
    }

    /// The guide's rectangle in the owning view's coordinates, as the layout solves it now
    /// (a custom guide's is zero until constraints place it).
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let bounds = CGRect(origin: .zero, size: owner.bounds.size)
        switch kind {
        case .safeArea: return bounds.inset(by: owner.safeAreaInsets)
        case .margins: return bounds.inset(by: owner.layoutMarginInsets)
        case .readable:
            let margins = bounds.inset(by: owner.layoutMarginInsets)
            let width = max(0, min(margins.width, ReadableWidth.points))
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .custom:
            guard let node, let island = node.island else { return .zero }
            island.ensureSolved()
            return node.solvedFrame
        }
    }

    // MARK: Anchors

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// `<LayoutGuide 'name' layoutFrame=(x, y, w, h)>`.
    public var description: String {
        let f = layoutFrame
        return "<LayoutGuide '\(identifier)' layoutFrame=(\(f.minX), \(f.minY), \(f.width), \(f.height))>"
    }

    // MARK: LayoutItem

    var layoutNode: LayoutNode {
        if let node { return node }
        let made = LayoutNode(guide: self)
        node = made
        return made
    }

    var existingLayoutNode: LayoutNode? { node }

    var layoutContainer: View? { owningView }

    var layoutItemName: String {
        let owner = owningView.map { NSLayoutConstraint.name(of: $0) } ?? "nil"
        return identifier.isEmpty ? "LayoutGuide(\(owner))" : "'\(identifier)'"
    }

    var layoutItemNameSnapshot: @Sendable () -> String {
        if !identifier.isEmpty {
            let identifier = identifier
            return { "'\(identifier)'" }
        }
        let owner = owningView?.layoutItemNameSnapshot
        return { "LayoutGuide(\(owner?() ?? "nil"))" }
    }

    var layoutMarginInsets: EdgeInsets { .zero }

    func baselineOffset(last: Bool) -> BaselineOffset { .bottom }

    func internalConstraints(of node: LayoutNode) -> (constraints: [Solver.Constraint], uses: [LayoutNode]) {
        guard let owner = owningView, kind != .custom else { return ([], []) }
        let ownerNode = owner.layoutNode
        switch kind {
        case .safeArea, .margins:
            let i = kind == .safeArea ? owner.safeAreaInsets : owner.layoutMarginInsets
            let name = kind == .safeArea ? "safe area guide" : "layout margins guide"
            return (
                [
                    Solver.Constraint(Solver.Expression(node.x) - Double(i.left), .equal, name: name),
                    Solver.Constraint(Solver.Expression(node.y) - Double(i.top), .equal, name: name),
                    Solver.Constraint(node.width - ownerNode.width + Double(i.left + i.right), .equal, name: name),
                    Solver.Constraint(node.height - ownerNode.height + Double(i.top + i.bottom), .equal, name: name),
                ], [ownerNode]
            )
        case .readable:
            let m = owner.layoutMarginsGuide.layoutNode
            let name = "readable content guide"
            return (
                [
                    Solver.Constraint(
                        Solver.Expression(node.x) + 0.5 * Solver.Expression(node.width) - Solver.Expression(m.x)
                            - 0.5 * Solver.Expression(m.width), .equal, name: name),
                    Solver.Constraint(node.y - m.y, .equal, name: name),
                    Solver.Constraint(node.height - m.height, .equal, name: name),
                    Solver.Constraint(node.width - m.width, .lessThanOrEqual, name: name),
                    Solver.Constraint(Solver.Expression(node.width) - Double(ReadableWidth.points), .lessThanOrEqual, name: name),
                    Solver.Constraint(node.width - m.width, .equal, strength: .strong, name: name),
                ], [m]
            )
        case .custom:
            return ([], [])
        }
    }
}

/// The widest a readable content guide gets: about 70 characters of body text.
enum ReadableWidth {
    static let points: CGFloat = 672
}
