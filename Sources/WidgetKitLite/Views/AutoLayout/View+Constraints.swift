import Foundation

extension View {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: ViewAutoLayout {
        if let state = autoLayoutStorage { return state }
        let made = ViewAutoLayout(view: self, hugging: defaultContentHuggingPriority)
        autoLayoutStorage = made
        return made
    }

    // MARK: Anchors

    /// The leading edge of the frame.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge of the frame.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The left edge of the frame.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge of the frame.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The horizontal centre of the frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The top edge of the frame.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge of the frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre of the frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The baseline of the first line of text (a label's; the bottom edge of other views).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (a label's; the bottom edge of other views).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    /// The width of the frame.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height of the frame.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    // MARK: Constraints

    /// Whether the view's frame, as set by its superview or the app and its
    /// `autoresizingMask`, is held by constraints (true, UIKit's default for views made in
    /// code), or whether constraints place and size it (false). Set it to false on every view
    /// you lay out with constraints.
    ///
    /// A view with it true that constraints refer to keeps its frame: the engine holds it
    /// with required constraints, so constraints that fight it break (and are reported).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesAutoresizingMaskStorage }
        set {
            guard newValue != translatesAutoresizingMaskStorage else { return }
            translatesAutoresizingMaskStorage = newValue
            if let node = autoLayoutStorage?.node, let island = node.island { island.refreshInternals(of: node) }
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }

    /// The active constraints installed on this view: those whose items' closest common
    /// ancestor it is, in activation order.
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.installed ?? [] }

    /// Activates `constraint` (it is installed on the items' common ancestor, which UIKit
    /// expects this view to be).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Deactivates each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Content priorities

    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by
    /// default; labels and buttons 251).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        let h = autoLayoutStorage?.hugging ?? (horizontal: defaultContentHuggingPriority, vertical: defaultContentHuggingPriority)
        return axis == .horizontal ? h.horizontal : h.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let p = priority.validated("setContentHuggingPriority(_:for:)")
        if axis == .horizontal { autoLayout.hugging.horizontal = p } else { autoLayout.hugging.vertical = p }
        contentSizeConstraintsChanged()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        let c = autoLayoutStorage?.compressionResistance ?? (horizontal: .defaultHigh, vertical: .defaultHigh)
        return axis == .horizontal ? c.horizontal : c.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let p = priority.validated("setContentCompressionResistancePriority(_:for:)")
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = p
        } else {
            autoLayout.compressionResistance.vertical = p
        }
        contentSizeConstraintsChanged()
    }

    /// The intrinsic size, hugging or compression resistance changed: the engine's content
    /// size constraints follow.
    func contentSizeConstraintsChanged() {
        guard !translatesAutoresizingMaskStorage, let node = autoLayoutStorage?.node, let island = node.island else { return }
        island.refreshInternals(of: node)
        island.itemMetricsDidChange(node)
    }

    // MARK: Update constraints pass

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        var v: View? = self
        while let current = v {
            current.autoLayout.subtreeNeedsUpdateConstraints = true
            v = current.superview
        }
        window?.requestFrame()
    }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }

    /// Runs the pending `updateConstraints()` of this subtree now, subviews first (a view
    /// controller's root view calls its `updateViewConstraints()` instead).
    public func updateConstraintsIfNeeded() {
        guard let state = autoLayoutStorage, state.subtreeNeedsUpdateConstraints || state.needsUpdateConstraints else { return }
        state.subtreeNeedsUpdateConstraints = false
        for sub in subviews { sub.updateConstraintsIfNeeded() }
        guard state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        if let owner = owningViewController {
            owner.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    // MARK: The layout pass

    /// Places the subviews that constraints lay out at their solved frames (before
    /// `layoutSubviews()`, as UIKit does).
    func applyConstraintFramesToSubviews() {
        for sub in subviews where !sub.translatesAutoresizingMaskStorage {
            guard let node = sub.autoLayoutStorage?.node, let island = node.island else { continue }
            island.ensureSolved()
            let f = node.solvedFrame
            if f != sub.modelFrame { sub.frame = f }
        }
    }
}

extension View: LayoutItem {
    var layoutNode: LayoutNode {
        let state = autoLayout
        if let node = state.node { return node }
        let made = LayoutNode(view: state)
        state.node = made
        return made
    }

    var existingLayoutNode: LayoutNode? { autoLayoutStorage?.node }

    var layoutContainer: View? { superview }

    var layoutItemName: String { View.layoutItemName(type(of: self), accessibilityIdentifier) }

    var layoutItemNameSnapshot: @Sendable () -> String {
        let type = type(of: self), identifier = accessibilityIdentifier
        return { View.layoutItemName(type, identifier) }
    }

    /// `Label"title"`, or the type alone without an identifier.
    nonisolated static func layoutItemName(_ type: View.Type, _ identifier: String?) -> String {
        identifier.map { "\(type)\"\($0)\"" } ?? "\(type)"
    }

    func baselineOffset(last: Bool) -> BaselineOffset { layoutBaselineOffset(last: last) }

    func internalConstraints(of node: LayoutNode) -> (constraints: [Solver.Constraint], uses: [LayoutNode]) {
        if translatesAutoresizingMaskStorage {
            let f = modelFrame
            let name = "autoresizing"
            return (
                [
                    Solver.Constraint(node.x - Double(f.minX), .equal, name: name),
                    Solver.Constraint(node.y - Double(f.minY), .equal, name: name),
                    Solver.Constraint(node.width - Double(f.width), .equal, name: name),
                    Solver.Constraint(node.height - Double(f.height), .equal, name: name),
                ], []
            )
        }
        let size = intrinsicContentSize(forLayoutWidth: CGFloat(node.width.value)) ?? intrinsicContentSize
        return (contentSizeConstraints(of: node, size: size), [])
    }

    /// The content size constraints for an intrinsic size: per defined dimension, at least it
    /// (compression resistance) and at most it (hugging).
    func contentSizeConstraints(of node: LayoutNode, size: CGSize) -> [Solver.Constraint] {
        var made: [Solver.Constraint] = []
        let name = "content size"
        func add(_ variable: Solver.Variable, _ value: CGFloat, _ axis: NSLayoutConstraint.Axis) {
            guard value != View.noIntrinsicMetric, value.isFinite, value >= 0 else { return }
            let compression = contentCompressionResistancePriority(for: axis).strength
            let hugging = contentHuggingPriority(for: axis).strength
            made.append(Solver.Constraint(variable - Double(value), .greaterThanOrEqual, strength: compression, name: name))
            made.append(Solver.Constraint(variable - Double(value), .lessThanOrEqual, strength: hugging, name: name))
        }
        add(node.width, size.width, .horizontal)
        add(node.height, size.height, .vertical)
        return made
    }
}
