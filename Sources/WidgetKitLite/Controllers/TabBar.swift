import Foundation

/// The bar of tabs at the bottom of a tab bar controller — UIKit's `UITabBar`: 49 points
/// tall, light grey with a hairline on top; items share the width equally, the selected
/// one in the tint colour.
@MainActor
open class TabBar: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The colour of the other items.
    open var unselectedItemTintColor: Color = .secondaryLabel { didSet { updateItems() } }

    /// The items shown, left to right.
    public private(set) var items: [TabBarItem] = []
    /// The highlighted item.
    public private(set) var selectedItem: TabBarItem?
    /// Called when an item is clicked (its index).
    var onSelect: ((Int) -> Void)?
    /// Called when `isHidden` changes (the controller's safe area depends on it).
    var onHiddenChange: (() -> Void)?
    private var itemViews: [TabBarItemView] = []
    private let separator = View()

    /// Creates an empty bar in the theme's colours; a tab bar controller makes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .theme(\.barBackgroundColor)
        separator.backgroundColor = .theme(\.barSeparatorColor)
        addSubview(separator)
        accessibilityIdentifier = "tab bar"
    }

    /// Whether the bar is hidden. While it is not, its tab bar controller adds its height to
    /// the children's bottom safe area, whatever its frame (as UIKit does).
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { onHiddenChange?() } }
    }

    /// Shows `items`, with `selected` highlighted.
    func setItems(_ items: [TabBarItem], selected: TabBarItem?) {
        self.items = items
        selectedItem = selected
        for view in itemViews { view.removeFromSuperview() }
        itemViews = items.enumerated().map { index, item in
            let view = TabBarItemView(item: item)
            view.onTap = { [weak self] in self?.onSelect?(index) }
            item.onChange = { [weak self] in self?.updateItems() }
            addSubview(view)
            return view
        }
        updateItems()
        setNeedsLayout()
    }

    func select(_ item: TabBarItem?) {
        selectedItem = item
        updateItems()
    }

    func setNeedsItemsUpdate() { updateItems() }

    /// The selected item is drawn in the bar's ``View/tintColor``.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateItems()
    }

    private func updateItems() {
        for view in itemViews {
            view.isSelected = view.item === selectedItem
            view.color = view.isSelected ? tintColor : unselectedItemTintColor
            view.refresh()
        }
    }

    /// The bar's items in order, unless the app set its own list: assistive technologies
    /// read the bar as a "page tab list" holding one "page tab" per item.
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? itemViews }
        set { super.accessibilityElements = newValue }
    }

    /// The frame of item `index` in the bar's coordinates (for tests and scripts).
    public func frameOfItem(at index: Int) -> CGRect? {
        guard itemViews.indices.contains(index) else { return nil }
        return itemViews[index].frame
    }

    open override func layoutSubviews() {
        let b = bounds
        separator.frame = CGRect(x: 0, y: 0, width: b.width, height: 1 / max(1, window?.scale ?? 1))
        guard !itemViews.isEmpty else { return }
        let width = b.width / CGFloat(itemViews.count)
        for (i, view) in itemViews.enumerated() {
            view.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: theme.tabBarHeight)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: theme.tabBarHeight)
    }
}

/// One tab: a glyph over a 10-point title.
@MainActor
final class TabBarItemView: View {
    required init?(coder: NSCoder) { nil }

    let item: TabBarItem
    var color: Color = .gray
    var onTap: (() -> Void)?
    private let label = Label()
    static let glyphSize: CGFloat = 24

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        label.font = theme.tabBarItemFont
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        accessibilityIdentifier = "tab \(item.title ?? "")"
        addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.onTap?() })
    }

    func refresh() {
        label.text = item.title
        label.textColor = color
        setNeedsDisplay()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let h = label.sizeThatFits(.zero).height
        let hasGlyph = item.glyph != nil || !(item.image?.isEmpty ?? true)
        let y = hasGlyph ? 5 + Self.glyphSize + 1 : (bounds.height - h) / 2
        label.frame = CGRect(x: 0, y: y, width: bounds.width, height: h)
    }

    /// Whether the bar shows this item selected (drawn in the tint).
    var isSelected = false

    // MARK: Keyboard

    /// Each item takes the keyboard focus (Tab reaches every tab, as GTK's notebook tabs).
    override var canBecomeFocused: Bool { onTap != nil }

    /// While focused, Space and Return select the tab; Left and Right move the focus to the
    /// neighbouring item (stopping at the ends). Other keys go up the responder chain.
    override func pressesBegan(_ presses: Set<KeyPress>, with event: Event?) {
        guard isFocused, let press = presses.first(where: { $0.modifiers.isEmpty }) else {
            return super.pressesBegan(presses, with: event)
        }
        switch press.name.lowercased() {
        case "space", "return", "kp_enter": onTap?()
        case "left", "right":
            let items = superview?.subviews.compactMap { $0 as? TabBarItemView } ?? []
            guard let index = items.firstIndex(where: { $0 === self }) else { return }
            let next = index + (press.name.lowercased() == "left" ? -1 : 1)
            if items.indices.contains(next) { window?.focus(items[next]) }
        default:
            super.pressesBegan(presses, with: event)
        }
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        drawFocusRingIfFocused(in: context, cornerRadius: theme.buttonCornerRadius)
        let s = Self.glyphSize
        let box = CGRect(x: (bounds.width - s) / 2, y: 5, width: s, height: s)
        if let image = (isSelected ? item.selectedImage : nil) ?? item.image, !image.isEmpty {
            let placed = View.ContentMode.scaleAspectFit.rect(for: image.size, in: box)
            context.draw(image, in: placed, tint: image.isTemplate(byDefault: true) ? color : nil)
            return
        }
        guard let glyph = item.glyph else { return }
        GlyphPainter.draw(glyph, in: box, color: color, background: theme.barBackgroundColor, context: context)
    }
}

/// Simple vector glyphs for tab items, built from filled rounded rectangles.
@MainActor
enum GlyphPainter {
    static func draw(_ glyph: TabBarItem.Glyph, in box: CGRect, color: Color, background: Color, context: GraphicsContext) {
        let x = box.minX, y = box.minY, s = box.width
        switch glyph {
        case .house:
            // Roof as stacked bars narrowing upwards, then the body with a door.
            let steps = 8
            for i in 0..<steps {
                let t = CGFloat(i) / CGFloat(steps)
                let w = s * (0.2 + 0.8 * t)
                context.fill(CGRect(x: x + (s - w) / 2, y: y + s * 0.45 * t, width: w, height: s * 0.45 / CGFloat(steps) + 0.5), color: color)
            }
            context.fill(CGRect(x: x + s * 0.18, y: y + s * 0.45, width: s * 0.64, height: s * 0.5), color: color, cornerRadius: 1.5)
            context.fill(CGRect(x: x + s * 0.42, y: y + s * 0.65, width: s * 0.16, height: s * 0.3), color: background)
        case .books:
            for i in 0..<3 {
                context.fill(CGRect(x: x + s * (0.12 + 0.28 * CGFloat(i)), y: y + s * (0.1 + 0.05 * CGFloat(i % 2)), width: s * 0.2, height: s * 0.82), color: color, cornerRadius: 2)
            }
        case .gear:
            context.fill(CGRect(x: x + s * 0.15, y: y + s * 0.15, width: s * 0.7, height: s * 0.7), color: color, cornerRadius: s * 0.35)
            context.fill(CGRect(x: x + s * 0.42, y: y, width: s * 0.16, height: s), color: color, cornerRadius: 1.5)
            context.fill(CGRect(x: x, y: y + s * 0.42, width: s, height: s * 0.16), color: color, cornerRadius: 1.5)
            context.fill(CGRect(x: x + s * 0.35, y: y + s * 0.35, width: s * 0.3, height: s * 0.3), color: background, cornerRadius: s * 0.15)
        case .star, .circle:
            context.fill(CGRect(x: x + s * 0.1, y: y + s * 0.1, width: s * 0.8, height: s * 0.8), color: color, cornerRadius: s * 0.4)
        case .square:
            context.fill(CGRect(x: x + s * 0.12, y: y + s * 0.12, width: s * 0.76, height: s * 0.76), color: color, cornerRadius: 4)
        }
    }
}
