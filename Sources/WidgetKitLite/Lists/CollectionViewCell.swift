import Foundation

/// One item of a collection view — UIKit's `UICollectionViewCell`. Put content in
/// `contentView`.
@MainActor
open class CollectionViewCell: View {
    /// The view holding the cell's content.
    public let contentView = View()

    /// Creates a cell.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }
}
