import Foundation

extension CollectionView {
    /// The axis a collection view layout stacks and scrolls along — UIKit's
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }
}
