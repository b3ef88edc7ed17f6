import Foundation

extension View {
    /// Tells the layout that `intrinsicContentSize` changed: the superview lays out again at
    /// the next layout phase, and a stack view holding the view passes the change on to its
    /// own superview (its fitted size may have changed too).
    public func invalidateIntrinsicContentSize() {
        contentSizeConstraintsChanged()
        guard let parent = superview else { return }
        parent.setNeedsLayout()
        if parent is StackView || parent is SizesToSubviews { parent.invalidateIntrinsicContentSize() }
    }

    /// The size the view wants in a layout that offers `proposal`: each dimension of
    /// `intrinsicContentSize` that is defined, else what `sizeThatFits(proposal)` says.
    func naturalSize(fitting proposal: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        let hasWidth = intrinsic.width != View.noIntrinsicMetric, hasHeight = intrinsic.height != View.noIntrinsicMetric
        let fitted = hasWidth && hasHeight ? intrinsic : sizeThatFits(proposal)
        return CGSize(
            width: max(0, (hasWidth ? intrinsic.width : fitted.width).finite()),
            height: max(0, (hasHeight ? intrinsic.height : fitted.height).finite()))
    }
}

/// A view whose natural size is made of its subviews' (a button's, of its title label's):
/// when a subview's intrinsic content size changes, so does its own.
@MainActor
protocol SizesToSubviews: View {}
