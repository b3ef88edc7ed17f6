import Foundation

/// A section's header or footer title from the data source (`titleForHeaderInSection`): a
/// `TableViewHeaderFooterView` the table makes and reuses itself.
@MainActor
final class TableViewSectionTitleView: TableViewHeaderFooterView {
    required init?(coder: NSCoder) { nil }

    init(isHeader: Bool, grouped: Bool) {
        super.init(reuseIdentifier: nil)
        isUserInteractionEnabled = false
        placement = Placement(isHeader: isHeader, isGrouped: grouped)
    }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: nil)
        isUserInteractionEnabled = false
    }

    var isHeader: Bool { placement.isHeader }

    /// The title shown (headers of grouped tables show it in capitals, as UIKit does).
    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = placement.isGrouped && placement.isHeader ? newValue?.uppercased() : newValue }
    }

    override var drawsContentHint: Bool { false }
}
