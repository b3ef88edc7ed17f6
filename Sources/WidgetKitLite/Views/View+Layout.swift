import Foundation

extension View {
    /// The value for a dimension with no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// How a view resizes when its superview's bounds change — UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bit pattern of the set.
        public let rawValue: Int
        /// Creates a mask from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Marks the view as needing `layoutSubviews()` in the next layout phase.
    public func setNeedsLayout() {
        needsLayout = true
        // Mark the whole chain: a view marked while detached may join a marked parent whose
        // ancestors are not.
        var v: View? = self
        while let current = v {
            current.subtreeNeedsLayout = true
            v = current.superview
        }
        window?.requestFrame()
    }

    /// Runs any pending layout of this view's subtree now.
    public func layoutIfNeeded() {
        updateConstraintsIfNeeded()
        layoutSubtreeIfNeeded()
    }

    /// Resizes the view to `sizeThatFits` its current size.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Lays out this subtree top-down: each view that needs it gets `layoutSubviews()`.
    func layoutSubtreeIfNeeded() {
        // Layout of a subview may mark others (or this view) again: repeat, a few times at most.
        var passes = 0
        while subtreeNeedsLayout || needsLayout, passes < Self.maximumLayoutPasses {
            passes += 1
            subtreeNeedsLayout = false
            if needsLayout {
                needsLayout = false
                updateSafeAreaInsetsIfNeeded()
                if autoLayoutStorage?.preservesSuperviewLayoutMargins == true { layoutGuideInsetsChanged() }
                // The owner's hook first: constants it changes apply in this pass, as in UIKit.
                willLayoutSubviews()
                applyConstraintFramesToSubviews()
                layoutSubviews()
                didLayoutSubviews()
            }
            for sub in subviews where sub.subtreeNeedsLayout || sub.needsLayout {
                sub.layoutSubtreeIfNeeded()
            }
        }
    }

    /// Bound on repeated layout passes of one subtree in one frame.
    static let maximumLayoutPasses = 4

    /// The owner's hooks (the view controller's, `ViewOwner`) around `layoutSubviews()`.
    func willLayoutSubviews() { owningViewController?.viewWillLayoutSubviews() }
    func didLayoutSubviews() { owningViewController?.viewDidLayoutSubviews() }

    /// Applies the autoresizing mask after the superview's size changed from `oldSize`.
    func superviewSizeChanged(from oldSize: CGSize) {
        guard let parent = superview else { return }
        let newSize = parent.bounds.size
        lastKnownSuperviewSize = newSize
        guard !autoresizingMask.isEmpty, oldSize != newSize else { return }
        var f = frame
        f.origin.x += Self.autoresize(
            start: &f.size.width, delta: newSize.width - oldSize.width, old: oldSize.width,
            leading: autoresizingMask.contains(.flexibleLeftMargin), middle: autoresizingMask.contains(.flexibleWidth),
            trailing: autoresizingMask.contains(.flexibleRightMargin), leadingMargin: f.minX)
        f.origin.y += Self.autoresize(
            start: &f.size.height, delta: newSize.height - oldSize.height, old: oldSize.height,
            leading: autoresizingMask.contains(.flexibleTopMargin), middle: autoresizingMask.contains(.flexibleHeight),
            trailing: autoresizingMask.contains(.flexibleBottomMargin), leadingMargin: f.minY)
        frame = f
    }

    /// Distributes `delta` over the flexible parts of one axis in proportion to their
    /// current lengths (UIKit's rule); returns the change of the origin and updates `length`.
    private static func autoresize(
        start length: inout CGFloat, delta: CGFloat, old: CGFloat,
        leading: Bool, middle: Bool, trailing: Bool, leadingMargin: CGFloat
    ) -> CGFloat {
        let trailingMargin = old - leadingMargin - length
        let parts: [(Bool, CGFloat)] = [(leading, leadingMargin), (middle, length), (trailing, trailingMargin)]
        let flexible = parts.filter { $0.0 }
        guard !flexible.isEmpty else { return 0 }
        let total = flexible.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / CGFloat(flexible.count)
        }
        let originDelta = share(parts[0])
        length = max(0, length + share(parts[1]))
        return originDelta
    }
}
