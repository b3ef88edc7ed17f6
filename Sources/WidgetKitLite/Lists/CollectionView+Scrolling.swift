import Foundation

extension CollectionView {
    /// Where `scrollToItem` puts the item — UIKit's `UICollectionView.ScrollPosition`: one
    /// vertical and one horizontal position at most; empty scrolls the least that shows it.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The bit pattern of the set.
        public let rawValue: UInt
        /// Creates a position from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so the item at `indexPath` shows at `scrollPosition` (clamped to the content);
    /// an axis the position does not name scrolls the least that shows the item. Two
    /// positions on one axis (`[.top, .bottom]`) leave that axis alone, with a diagnostic; an
    /// index path out of range is ignored, with a diagnostic.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard checked(indexPath, "scrollToItem(at:at:animated:)"), let rect = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let visible = bounds.inset(by: adjustedContentInset)
        let inset = adjustedContentInset
        let limits = offsetLimits
        var target = contentOffset
        let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
        let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
        if vertical.rawValue.nonzeroBitCount > 1 || horizontal.rawValue.nonzeroBitCount > 1 {
            Diagnostics.report("CollectionView.scrollToItem(at:at:animated:): \(scrollPosition.rawValue) names two positions on one axis; that axis is left alone")
        }
        switch vertical {
        case .top: target.y = rect.minY - inset.top
        case .centeredVertically: target.y = rect.midY - inset.top - visible.height / 2
        case .bottom: target.y = rect.maxY - inset.top - visible.height
        case []: target.y = leastOffset(current: target.y, visible: visible.minY...visible.maxY, item: rect.minY...rect.maxY)
        default: break
        }
        switch horizontal {
        case .left: target.x = rect.minX - inset.left
        case .centeredHorizontally: target.x = rect.midX - inset.left - visible.width / 2
        case .right: target.x = rect.maxX - inset.left - visible.width
        case []: target.x = leastOffset(current: target.x, visible: visible.minX...visible.maxX, item: rect.minX...rect.maxX)
        default: break
        }
        target = CGPoint(x: target.x.clamped(to: limits.x), y: target.y.clamped(to: limits.y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The offset along one axis that shows `item` with the least scrolling.
    private func leastOffset(current: CGFloat, visible: ClosedRange<CGFloat>, item: ClosedRange<CGFloat>) -> CGFloat {
        if item.lowerBound < visible.lowerBound { return current - (visible.lowerBound - item.lowerBound) }
        if item.upperBound > visible.upperBound { return current + min(item.upperBound - visible.upperBound, item.lowerBound - visible.lowerBound) }
        return current
    }
}
