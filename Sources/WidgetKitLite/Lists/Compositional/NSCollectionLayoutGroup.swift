import Foundation

/// A row or column of items (or of other groups) of a compositional layout — UIKit's
/// `NSCollectionLayoutGroup`. A section repeats its group until every item is placed.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom,
/// `interItemSpacing` apart, from the group's content edge (its frame after its
/// `contentInsets`). Made with `subitems:`, the group repeats the subitems in turn while the
/// next one still fits (five `fractionalWidth(0.2)` items fill a row); made with `count:`,
/// it holds exactly `count` copies of its subitem, each the group's length less the
/// spacing, shared equally (the subitem's own length along the axis is ignored). A group
/// whose dimension along its axis is estimated grows to its subitems instead of repeating
/// them; across its axis, an estimated dimension grows to the largest subitem.
@MainActor
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The direction the subitems run in.
    enum Axis {
        case horizontal, vertical
    }

    /// The items (or groups) the group places, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// Space between neighbouring subitems along the group's axis (default nil: none).
    public var interItemSpacing: NSCollectionLayoutSpacing?

    let axis: Axis
    /// The exact number of subitems (the `count:` constructors), nil to repeat while they fit.
    let count: Int?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group laying `subitems` left to right, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// A group of exactly `count` copies of `subitem` left to right, sharing the width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    /// A group of exactly `count` copies of `repeatingSubitem` left to right, sharing the
    /// width (UIKit's newer spelling of `horizontal(layoutSize:subitem:count:)`).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
    }

    /// A group laying `subitems` top to bottom, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// A group of exactly `count` copies of `subitem` top to bottom, sharing the height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    /// A group of exactly `count` copies of `repeatingSubitem` top to bottom, sharing the
    /// height (UIKit's newer spelling of `vertical(layoutSize:subitem:count:)`).
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
    }
}
