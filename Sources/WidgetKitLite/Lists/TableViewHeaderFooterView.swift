import Foundation

/// A reusable view for a section's header or footer — UIKit's `UITableViewHeaderFooterView`.
///
/// Register a class with `TableView.register(_:forHeaderFooterViewReuseIdentifier:)`,
/// dequeue one in the delegate's `tableView(_:viewForHeaderInSection:)` with
/// `dequeueReusableHeaderFooterView(withIdentifier:)`, set its `textLabel` or add views to
/// `contentView`. The table sizes it (the delegate's height, the table's
/// `sectionHeaderHeight`, or the height that fits: its content view's constraints, else
/// `sizeThatFits`) and sends it back to the pool when its section scrolls away;
/// `prepareForReuse()` runs before it is handed out again.
///
/// It looks like the table's own section titles: grey text, on the bar grey behind a plain
/// table's headers (they stay pinned at the top while their section scrolls), at the bottom
/// of a grouped table's headers and the top of its footers.
@MainActor
open class TableViewHeaderFooterView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The identifier the view is reused under.
    public let reuseIdentifier: String?
    /// The view holding the content; add custom views here.
    public let contentView = View()
    /// The text shown, in the table's section-title style.
    public var textLabel: Label? { titleLabel }

    let titleLabel = Label()

    /// Where the view stands; set by the table view before it shows the view.
    var placement = Placement(isHeader: true, isGrouped: false) {
        didSet { if placement != oldValue { applyPlacement() } }
    }

    /// A header or a footer, of a plain or grouped table.
    struct Placement: Equatable {
        var isHeader: Bool
        var isGrouped: Bool
    }

    /// Creates a view reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Theme.light.lists.plainHeaderHeight))
        titleLabel.isUserInteractionEnabled = false
        titleLabel.textColor = .secondaryLabel
        titleLabel.numberOfLines = 1
        addSubview(contentView)
        contentView.addSubview(titleLabel)
        applyPlacement()
    }

    /// Creates a view that is not reused.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Resets the view before `dequeueReusableHeaderFooterView` hands it out again. The
    /// default does nothing; subclasses reset their content and call super.
    open func prepareForReuse() {}

    private func applyPlacement() {
        let theme = self.theme.lists
        titleLabel.font = placement.isHeader ? theme.headerFont : theme.footerFont
        backgroundColor = placement.isHeader && !placement.isGrouped ? theme.plainHeaderBackgroundColor : nil
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, inset = theme.lists.separatorInset
        contentView.frame = b
        let h = titleLabel.sizeThatFits(.zero).height
        let y: CGFloat
        if placement.isGrouped { y = placement.isHeader ? b.height - h - 7 : 7 } else { y = (b.height - h) / 2 }
        titleLabel.frame = CGRect(x: inset, y: y.rounded(), width: max(0, b.width - 2 * inset), height: h)
    }

    /// The height of a section title of its kind (`Theme.lists`), or more when the text
    /// needs it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let theme = self.theme.lists
        let base: CGFloat
        if placement.isHeader {
            base = placement.isGrouped ? theme.groupedHeaderHeight : theme.plainHeaderHeight
        } else {
            base = theme.footerHeight
        }
        let text = titleLabel.text?.isEmpty == false ? titleLabel.sizeThatFits(.zero).height + 14 : 0
        return CGSize(width: size.width, height: max(base, text))
    }
}
