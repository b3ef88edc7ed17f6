import Foundation

/// Lays out a row or a column of views — UIKit's `UIStackView`.
///
/// The arranged subviews are placed one after the other along `axis`, `spacing` apart,
/// each at its natural size (`intrinsicContentSize` per defined dimension, else
/// `sizeThatFits`, which for a plain view is its current size). `distribution` decides the
/// lengths along the axis, `alignment` the placement across it. Hidden arranged subviews
/// take no space. The stack lays out again when an arranged subview is added, removed,
/// hidden or shown, or calls `invalidateIntrinsicContentSize()`; its own
/// `intrinsicContentSize` is the fitted size of its content, so stacks nest.
///
/// With `.fill`, space left over goes to the arranged subviews without an intrinsic length
/// along the axis (shared equally), or else to the last one; a shortfall is taken from the
/// last ones first (never below zero).
///
/// With Auto Layout — the stack itself laid out by constraints
/// (`translatesAutoresizingMaskIntoConstraints` false), or an arranged subview that
/// constraints use — the stack arranges with constraints, as UIKit's does: a chain along the
/// axis (spacing, `setCustomSpacing(_:after:)`, spacer guides for `.equalSpacing` and
/// `.equalCentering`, equal or proportional lengths), the alignment across it (baselines
/// included), from its edges or its layout margins (`isLayoutMarginsRelativeArrangement`);
/// lengths under `.fill` follow the views' hugging and compression resistance. Its size then
/// comes from its content unless constraints fix it. Arranging with constraints sets the
/// arranged subviews' `translatesAutoresizingMaskIntoConstraints` to false, as UIKit does
/// when they are added (a stack placed by its frame leaves them as they are, so that
/// nested stacks placed by frames stay so).
@MainActor
open class StackView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The direction of a stack — UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = NSLayoutConstraint.Axis

    /// Placement across the axis — UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// Stretched to the stack's full breadth.
        case fill
        /// At the left (vertical stack) or top (horizontal stack), at the natural breadth.
        case leading
        /// Centred, at the natural breadth.
        case center
        /// At the right (vertical stack) or bottom (horizontal stack), at the natural breadth.
        case trailing
        /// A horizontal stack's views with their first baselines on one line (at the top in
        /// a vertical stack, or without constraints).
        case firstBaseline
        /// A horizontal stack's views with their last baselines on one line (at the top in
        /// a vertical stack, or without constraints).
        case lastBaseline

        /// The top edge of a horizontal stack: the same as `leading`.
        public static let top = Alignment.leading
        /// The bottom edge of a horizontal stack: the same as `trailing`.
        public static let bottom = Alignment.trailing
    }

    /// Lengths along the axis — UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// Natural lengths; the views fill the stack (see the class notes for leftovers).
        case fill
        /// Equal lengths filling the stack, `spacing` apart.
        case fillEqually
        /// Natural lengths, the leftover space spread evenly between them (at least `spacing`).
        case equalSpacing
        /// Lengths proportional to the natural lengths, filling the stack.
        case fillProportionally
        /// Natural lengths, the centres equally far apart (gaps at least `spacing`).
        case equalCentering
    }

    /// The views laid out by the stack, in order. Each is also a subview.
    public private(set) var arrangedSubviews: [View] = []

    /// The direction of the stack. Default: `.horizontal`, as in UIKit.
    open var axis: Axis = .horizontal {
        didSet { if axis != oldValue { contentDidChange() } }
    }

    /// The gap between neighbouring arranged subviews, in points (negative or NaN becomes 0).
    open var spacing: CGFloat = 0 {
        didSet {
            let clean = max(0, spacing.finite())
            if clean != spacing { spacing = clean }
            if spacing != oldValue { contentDidChange() }
        }
    }

    /// Placement across the axis. Default: `.fill`.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { contentDidChange() } }
    }

    /// Lengths along the axis. Default: `.fill`.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { contentDidChange() } }
    }

    /// Whether the views are arranged inside the stack's layout margins rather than its
    /// bounds. Default: false.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { contentDidChange() } }
    }

    /// Sets the gap after `arrangedSubview` (instead of `spacing`); `StackView.spacingUseDefault`
    /// goes back to `spacing`. A view that is not arranged is ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != StackView.spacingUseDefault, spacing.isFinite {
            customSpacings.append((arrangedSubview, max(0, spacing)))
        }
        contentDidChange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, else `StackView.spacingUseDefault`.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? StackView.spacingUseDefault
    }

    /// The custom spacing that means "use `spacing`".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// The gap after each arranged subview: its custom spacing, else `spacing`.
    func gap(after view: View) -> CGFloat {
        customSpacings.first { $0.view === view }?.spacing ?? spacing
    }

    private var customSpacings: [(view: View, spacing: CGFloat)] = []

    /// Creates an empty stack with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack arranging `views` in order, sized to fit them.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
        sizeToFit()
    }

    /// Appends `view` to the arranged subviews (and adds it as a subview). Arranging a view
    /// already arranged moves it to the end.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arranged subviews at `index` (clamped to the valid range),
    /// adding it as a subview if needed.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else {
            Diagnostics.report("StackView: cannot arrange a stack view inside itself; ignored")
            return
        }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        contentDidChange()
    }

    /// Removes `view` from the arranged subviews; it stays a subview (as in UIKit: call
    /// `removeFromSuperview()` to take it away). A view that is not arranged is ignored.
    open func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        contentDidChange()
    }

    /// The fitted size of the content: the natural lengths plus spacing along the axis, the
    /// largest natural breadth across it. `size` is ignored.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittedSize }

    /// The fitted size of the content (see `sizeThatFits(_:)`).
    open override var intrinsicContentSize: CGSize { fittedSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if arrangesWithConstraints {
            // Arranged views shown or hidden since the constraints were made: make them
            // again, and place the views at once.
            if arrangement.isStale || arrangement.needsRebuild(for: visibleArrangedSubviews) { rebuildArrangement() }
            applyConstraintFramesToSubviews()
            return
        }
        if arrangement.isActive { dropArrangement() }
        let visible = visibleArrangedSubviews
        let fitted = fittedSize
        if fitted != lastFittedSize {
            // Our own natural size changed (a child was hidden or resized): tell our superview.
            lastFittedSize = fitted
            invalidateIntrinsicContentSize()
        }
        guard !visible.isEmpty else { return }
        let b = bounds
        let vertical = axis == .vertical
        let length = vertical ? b.height : b.width
        let breadth = vertical ? b.width : b.height
        let naturals = visible.map { natural(of: $0) }
        let placement = StackLayout.place(
            lengths: naturals.map(\.length), flexible: visible.map { hasNoIntrinsicLength($0) },
            available: length, spacing: spacing, distribution: distribution)
        for (index, view) in visible.enumerated() {
            let natural = naturals[index].breadth
            let across: (origin: CGFloat, size: CGFloat)
            switch alignment {
            case .fill: across = (0, breadth)
            case .leading, .firstBaseline, .lastBaseline: across = (0, natural)
            case .center: across = ((breadth - natural) / 2, natural)
            case .trailing: across = (breadth - natural, natural)
            }
            let along = placement[index]
            view.frame =
                vertical
                ? CGRect(x: b.minX + across.origin, y: b.minY + along.origin, width: across.size, height: along.length)
                : CGRect(x: b.minX + along.origin, y: b.minY + across.origin, width: along.length, height: across.size)
        }
    }

    // MARK: Internals

    private var lastFittedSize: CGSize?

    private var visibleArrangedSubviews: [View] {
        arrangedSubviews.filter { $0.superview === self && !$0.isHidden }
    }

    private func contentDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        arrangement.isStale = true
    }

    /// An arranged view hidden or shown inside an animation block collapses or opens at once,
    /// in that animation (UIKit's stack views do so without a `layoutIfNeeded()`): the stack's
    /// superview lays out now, so the frames that move are set inside the block.
    override func subviewVisibilityDidChange(_ subview: View) {
        guard View.areAnimationsEnabled, arrangement.isActive, arrangedSubviews.contains(where: { $0 === subview }) else {
            return
        }
        (superview ?? self).layoutIfNeeded()
    }

    /// The constraints the stack arranges with, while it does.
    private var arrangement = StackArrangement()

    /// Whether the stack arranges with constraints: it is itself laid out by constraints,
    /// or constraints other than its own use an arranged subview.
    private var arrangesWithConstraints: Bool {
        if !translatesAutoresizingMaskIntoConstraints { return true }
        return arrangedSubviews.contains { view in
            guard let node = view.existingLayoutNode else { return false }
            return node.users.contains { c in !arrangement.owns(c) }
        }
    }

    /// Replaces the stack's constraints with those of its current content and settings.
    /// (The arrangement is replaced whole, never changed in place: activating constraints
    /// reads the stack's intrinsic size, which reads the arrangement.)
    private func rebuildArrangement() {
        dropArrangement()
        guard arrangesWithConstraints else { return }
        for view in arrangedSubviews { view.translatesAutoresizingMaskIntoConstraints = false }
        var made = StackArrangement.make(for: self, visible: visibleArrangedSubviews)
        made.isActive = true
        arrangement = made
        // Arranging with constraints, the stack has no intrinsic size of its own.
        contentSizeConstraintsChanged()
        NSLayoutConstraint.activate(made.constraints)
    }

    private func dropArrangement() {
        let old = arrangement
        arrangement = StackArrangement()
        old.deactivate()
        if old.isActive { contentSizeConstraintsChanged() }
    }

    /// The natural length (along the axis) and breadth (across it) of `view`.
    private func natural(of view: View) -> (length: CGFloat, breadth: CGFloat) {
        let proposal = axis == .vertical ? CGSize(width: bounds.width, height: 0) : CGSize(width: 0, height: bounds.height)
        let size = view.naturalSize(fitting: proposal)
        return axis == .vertical ? (size.height, size.width) : (size.width, size.height)
    }

    private func hasNoIntrinsicLength(_ view: View) -> Bool {
        let intrinsic = view.intrinsicContentSize
        return (axis == .vertical ? intrinsic.height : intrinsic.width) == View.noIntrinsicMetric
    }

    /// The fitted size of the content, in frame layout (no intrinsic size while arranging
    /// with constraints: the constraints size the stack).
    private var fittedSize: CGSize {
        if arrangement.isActive { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return framedFittedSize
    }

    private var framedFittedSize: CGSize {
        let visible = visibleArrangedSubviews
        guard !visible.isEmpty else { return .zero }
        let naturals = visible.map { natural(of: $0) }
        let length = naturals.reduce(0) { $0 + $1.length } + spacing * CGFloat(visible.count - 1)
        let breadth = naturals.map(\.breadth).max() ?? 0
        return axis == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
    }
}

/// The arithmetic of a stack's main axis, apart from views so it reads (and tests) plainly.
enum StackLayout {
    /// Origins and lengths along the axis for views of natural `lengths` in `available` points.
    static func place(
        lengths: [CGFloat], flexible: [Bool], available: CGFloat, spacing: CGFloat, distribution: StackView.Distribution
    ) -> [(origin: CGFloat, length: CGFloat)] {
        let count = lengths.count
        guard count > 0 else { return [] }
        let gaps = spacing * CGFloat(count - 1)
        var sizes = lengths
        var gap = spacing
        switch distribution {
        case .fillEqually:
            let each = max(0, (available - gaps) / CGFloat(count))
            sizes = Array(repeating: each, count: count)
        case .equalSpacing, .equalCentering:
            if count > 1 { gap = max(spacing, (available - lengths.reduce(0, +)) / CGFloat(count - 1)) }
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            let room = max(0, available - gaps)
            sizes = lengths.map { total > 0 ? room * $0 / total : room / CGFloat(count) }
        case .fill:
            var extra = available - lengths.reduce(0, +) - gaps
            if extra > 0 {
                let stretchy = flexible.indices.filter { flexible[$0] }
                let receivers = stretchy.isEmpty ? [count - 1] : stretchy
                for i in receivers { sizes[i] += extra / CGFloat(receivers.count) }
            } else {
                for i in sizes.indices.reversed() where extra < 0 {
                    let cut = min(sizes[i], -extra)
                    sizes[i] -= cut
                    extra += cut
                }
            }
        }
        var origin: CGFloat = 0
        var result: [(origin: CGFloat, length: CGFloat)] = []
        for size in sizes {
            result.append((origin, size))
            origin += size + gap
        }
        return result
    }
}
