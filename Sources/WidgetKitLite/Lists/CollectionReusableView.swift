import Foundation

/// A view a collection view places from layout attributes and reuses — UIKit's
/// `UICollectionReusableView`, the base of `CollectionViewCell` and of headers, footers and
/// other supplementary views.
///
/// Views are made from their registered class (`init(frame:)` is `required`) and reused:
/// `prepareForReuse()` runs before a pooled view is handed out again by a dequeue.
@MainActor
open class CollectionReusableView: View, ReusableView {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The identifier the view was dequeued under (nil for a view made by hand).
    public internal(set) var reuseIdentifier: String?

    /// Creates a view.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Resets the view before a dequeue hands it out again. The default does nothing;
    /// subclasses reset their content and call super.
    open func prepareForReuse() {}

    /// Applies the attributes beyond frame, alpha and z-order (a custom layout's own
    /// attributes class). The default does nothing.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's `layoutAttributes` — UIKit's
    /// self-sizing. The collection view asks each view as it comes into view and offers the
    /// answer to the layout (`shouldInvalidateLayout(forPreferredLayoutAttributes:
    /// withOriginalAttributes:)`). The default: when Auto Layout constraints tie the content
    /// (`contentView` of a cell) to its subviews, the size `systemLayoutSizeFitting` gives it
    /// starting from the layout's size, each dimension at `fittingSizeLevel`; otherwise the
    /// attributes unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let content = fittingContent
        guard content.usesConstraintsForItsContent else { return layoutAttributes }
        let fitted = content.systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        guard fitted != layoutAttributes.size else { return layoutAttributes }
        let preferred = layoutAttributes.copy()
        preferred.size = fitted
        return preferred
    }

    /// The view whose constraints give the preferred size (a cell's content view).
    var fittingContent: View { self }
}
