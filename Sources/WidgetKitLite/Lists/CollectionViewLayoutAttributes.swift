import Foundation

/// Where one element of a collection view goes and how it looks — UIKit's
/// `UICollectionViewLayoutAttributes`.
///
/// A layout hands these to its collection view, which places a cell (or a supplementary
/// view) at `frame` with `alpha`, `zIndex` and `isHidden`. Attributes are reference values
/// as in UIKit: a layout may keep and return the same object; the collection view copies
/// (`copy()`) before it changes one.
@MainActor
open class CollectionViewLayoutAttributes {
    /// What kind of element attributes describe — UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        /// An item's cell.
        case cell
        /// A header, footer or other view of a kind the layout names.
        case supplementaryView
        /// A view the layout draws on its own (not supported: never shown).
        case decorationView
    }

    /// The element's index path (item and section; for a section supplementary view, item 0).
    public var indexPath: IndexPath
    /// What kind of element this is.
    public let representedElementCategory: ElementCategory
    /// The supplementary kind (`CollectionView.elementKindSectionHeader`, …); nil for cells.
    public let representedElementKind: String?
    /// The frame in the collection view's content coordinates.
    public var frame: CGRect
    /// The opacity (default 1).
    public var alpha: CGFloat = 1
    /// The stacking order: higher is in front (default 0; pinned headers use 10).
    public var zIndex = 0
    /// Whether the element is not shown (default false).
    public var isHidden = false

    /// The centre of `frame`; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of `frame`; setting it keeps the origin.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The bounds of the element's view: its size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// Attributes of the cell of the item at `indexPath`, frame `.zero`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// Attributes of the supplementary view of `kind` at `indexPath`, frame `.zero`.
    public required init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
    }

    /// An independent copy with the same values (of the same class).
    open func copy() -> CollectionViewLayoutAttributes {
        let other: CollectionViewLayoutAttributes
        if let kind = representedElementKind {
            other = Self(forSupplementaryViewOfKind: kind, with: indexPath)
        } else {
            other = Self(forCellWith: indexPath)
        }
        other.frame = frame
        other.alpha = alpha
        other.zIndex = zIndex
        other.isHidden = isHidden
        return other
    }
}
