import Foundation

/// A scrolling view of items in sections placed by a layout, showing only the items in view
/// — UIKit's `UICollectionView`.
@MainActor
open class CollectionView: ScrollView {
    /// The supplementary kind of section headers (UIKit's `elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The supplementary kind of section footers (UIKit's `elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items. Setting it lays the items out anew.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Supplies the sections, items and cells (held weakly).
    open weak var dataSource: CollectionViewDataSource? {
        didSet { if dataSource !== oldValue { setNeedsLayout() } }
    }

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// The number of sections, from the data source (0 without one; a negative count is 0).
    public var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return max(0, dataSource.numberOfSections(in: self))
    }

    /// The number of items in `section`, from the data source (0 for a section out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
    }
}
