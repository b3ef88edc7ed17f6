import Foundation

/// A section's header or footer title: grey text, on the bar grey in a plain table, above
/// (header) or below (footer) the rounded group in an inset-grouped one.
@MainActor
final class TableViewSectionTitleView: View {
    let label = Label()
    let isHeader: Bool
    private let grouped: Bool

    init(isHeader: Bool, grouped: Bool) {
        self.isHeader = isHeader
        self.grouped = grouped
        super.init(frame: .zero)
        let theme = self.theme.lists
        isUserInteractionEnabled = false
        label.font = isHeader ? theme.headerFont : theme.footerFont
        label.textColor = .secondaryLabel
        label.numberOfLines = 1
        if isHeader && !grouped { backgroundColor = theme.plainHeaderBackgroundColor }
        addSubview(label)
    }

    /// The title shown (headers of grouped tables show it in capitals, as UIKit does).
    var title: String? {
        get { label.text }
        set { label.text = grouped && isHeader ? newValue?.uppercased() : newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, inset = theme.lists.separatorInset
        let h = label.sizeThatFits(.zero).height
        let y: CGFloat
        if grouped { y = isHeader ? b.height - h - 7 : 7 } else { y = (b.height - h) / 2 }
        label.frame = CGRect(x: inset, y: y.rounded(), width: max(0, b.width - 2 * inset), height: h)
    }

    override var drawsContentHint: Bool { false }
}
