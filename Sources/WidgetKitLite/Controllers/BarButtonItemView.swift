import Foundation

/// The button a navigation bar shows for one `BarButtonItem`: its title (17 pt, semibold
/// for `.done`) or image in the bar's tint, 8 pt of padding at each side; or the item's
/// custom view.
@MainActor
final class BarButtonItemView: Button {
    required init?(coder: NSCoder) { nil }

    let item: BarButtonItem
    init(item: BarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        contentInsets = EdgeInsets(top: 0, left: Self.padding, bottom: 0, right: Self.padding)
        addAction(
            Action { [weak self] action in
                guard let self else { return }
                self.item.trigger(from: self)
            }, for: .primaryActionTriggered)
        refresh()
    }

    /// Space at each side of the title or image: 8 pt.
    static let padding: CGFloat = 8

    func refresh() {
        let theme = self.theme
        titleLabel.font = item.style == .done ? theme.navigationTitleFont : theme.bodyFont
        // No tint of its own: the bar's (``View/tintColor`` is inherited).
        tintColor = item.tintColor
        isEnabled = item.isEnabled
        accessibilityIdentifier = "bar item \(item.title ?? item.systemItem.map { "\($0)" } ?? "image")"
        if let custom = item.customView {
            setTitle(nil, for: .normal)
            setImage(nil, for: .normal)
            if custom.superview !== self { addSubview(custom) }
        } else if let image = item.image, !image.isEmpty {
            setTitle(nil, for: .normal)
            setImage(image, for: .normal)
        } else {
            setImage(nil, for: .normal)
            setTitle(item.title, for: .normal)
        }
        invalidateIntrinsicContentSize()
        // The stack and the bar around it place items by their widths.
        superview?.setNeedsLayout()
        superview?.superview?.setNeedsLayout()
    }

    override var intrinsicContentSize: CGSize {
        guard let custom = item.customView else { return super.intrinsicContentSize }
        let size = custom.sizeThatFits(.zero)
        return CGSize(width: size.width + 2 * Self.padding, height: size.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let custom = item.customView else { return }
        let size = custom.sizeThatFits(.zero)
        custom.frame = CGRect(x: Self.padding, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
}

/// A row of bar button item views, laid out left to right at their natural widths.
@MainActor
final class BarItemStack: View {
    private(set) var itemViews: [BarButtonItemView] = []
    private(set) var items: [BarButtonItem] = []

    /// Shows `items` (in the bar's tint, which they inherit), rebuilding the views only
    /// when the items changed.
    func show(_ items: [BarButtonItem]) {
        if items.count == self.items.count, zip(items, self.items).allSatisfy({ $0 === $1 }) { return }
        for view in itemViews { view.removeFromSuperview() }
        self.items = items
        itemViews = items.map { item in
            let view = BarButtonItemView(item: item)
            item.onChange = { [weak view] in view?.refresh() }
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    /// The sum of the items' natural widths; the height offered.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: itemViews.reduce(0) { $0 + $1.intrinsicContentSize.width }, height: size.height)
    }

    override func layoutSubviews() {
        var x: CGFloat = 0
        for view in itemViews {
            let width = view.intrinsicContentSize.width
            view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
        }
    }

    override var drawsContentHint: Bool { false }
}
