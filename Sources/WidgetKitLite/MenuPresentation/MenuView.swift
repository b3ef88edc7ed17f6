import Foundation

/// One open menu: its rows drawn top to bottom — check mark for `.on` (a dash for
/// `.mixed`), image, title (subtitle under it), key equivalent right-aligned, a chevron for
/// a submenu; separators between inline groups; destructive rows red, disabled ones grey;
/// the highlighted row on the tint.
///
/// A menu taller than its frame scrolls: only the rows in view are drawn, so a menu of
/// thousands of rows costs what its visible rows cost. Input reaches it through the
/// `MenuSession` that runs it.
@MainActor
final class MenuView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    required init?(coder: NSCoder) { nil }

    /// The menu shown.
    let menu: Menu
    /// The rows, top to bottom.
    private(set) var rows: [MenuRow] = []
    /// Each row's top in the scrolled content (the first row at 0), and the content's
    /// height as the last entry.
    private var rowTops: [CGFloat] = [0]
    /// The row drawn highlighted; nil for none.
    var highlightedIndex: Int? {
        didSet { if highlightedIndex != oldValue { setNeedsDisplay() } }
    }
    /// How far the rows are scrolled up, in points (0 at the top).
    private(set) var scrollOffset: CGFloat = 0
    /// The row of the parent menu this submenu opened from; nil for a menu at the root.
    var parentRowIndex: Int?
    private let style: MenuTheme

    init(menu: Menu, theme: MenuTheme) {
        self.menu = menu
        style = theme
        super.init(frame: .zero)
        backgroundColor = theme.backgroundColor
        cornerRadius = theme.cornerRadius
    }

    /// Shows `rows`, keeping the highlight on the same element where it still is.
    func setRows(_ newRows: [MenuRow]) {
        let highlighted = highlightedIndex.flatMap { rows.indices.contains($0) ? rows[$0].element : nil }
        rows = newRows
        var tops: [CGFloat] = [0]
        tops.reserveCapacity(rows.count + 1)
        var y: CGFloat = 0
        for row in rows {
            y += height(of: row)
            tops.append(y)
        }
        rowTops = tops
        highlightedIndex = highlighted.flatMap { element in rows.firstIndex { $0.element === element } }
        scroll(to: scrollOffset)
        setNeedsDisplay()
    }

    // MARK: Geometry

    private func height(of row: MenuRow) -> CGFloat {
        if row.isSeparator { return style.separatorHeight }
        return row.element?.subtitle == nil ? style.rowHeight : style.rowWithSubtitleHeight
    }

    /// The height of all rows.
    var contentHeight: CGFloat { rowTops.last ?? 0 }

    /// The height the rows can show in: the bounds less the padding above and below.
    var viewportHeight: CGFloat { max(0, bounds.height - 2 * style.verticalPadding) }

    /// The size the menu wants: wide enough for its longest title and key equivalent
    /// (within the theme's minimum and maximum), tall enough for every row.
    func preferredSize() -> CGSize {
        var titleWidth: CGFloat = 0, keyWidth: CGFloat = 0
        var hasImages = false, hasSubmenus = false
        for row in rows where !row.isSeparator {
            titleWidth = max(titleWidth, style.font.size(of: row.title(loadingTitle: style.loadingTitle)).width)
            if let subtitle = row.element?.subtitle { titleWidth = max(titleWidth, style.subtitleFont.size(of: subtitle).width) }
            if let key = row.keyEquivalentText { keyWidth = max(keyWidth, style.font.size(of: key).width) }
            if row.element?.image != nil { hasImages = true }
            if row.submenu != nil { hasSubmenus = true }
        }
        var width = 2 * style.horizontalPadding + style.checkmarkColumnWidth + titleWidth
        if hasImages { width += style.imageSize + style.imageSpacing }
        if keyWidth > 0 { width += style.keyEquivalentSpacing + keyWidth }
        if hasSubmenus || keyWidth == 0 { width += style.chevronColumnWidth }
        width = min(max(width.rounded(.up), style.minimumWidth), style.maximumWidth)
        return CGSize(width: width, height: contentHeight + 2 * style.verticalPadding)
    }

    /// The frame of row `index` in the view's coordinates (scrolled).
    func rowFrame(at index: Int) -> CGRect {
        guard rows.indices.contains(index) else { return .zero }
        let top = style.verticalPadding + rowTops[index] - scrollOffset
        return CGRect(x: 0, y: top, width: bounds.width, height: rowTops[index + 1] - rowTops[index])
    }

    /// The row under `point` (view coordinates); nil over the padding, a border or outside.
    func rowIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point), point.y >= style.verticalPadding, point.y < bounds.height - style.verticalPadding else { return nil }
        let y = point.y - style.verticalPadding + scrollOffset
        guard y >= 0, y < contentHeight else { return nil }
        return row(atContentY: y)
    }

    /// The row whose extent holds `y` (content coordinates, within the content).
    private func row(atContentY y: CGFloat) -> Int {
        // The last top at or above y.
        var low = 0, high = rows.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowTops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The rows at least partly in view.
    var visibleRows: Range<Int> {
        guard !rows.isEmpty else { return 0..<0 }
        let top = scrollOffset, bottom = scrollOffset + viewportHeight
        let first = row(atContentY: min(top, contentHeight))
        var end = first
        while end < rows.count, rowTops[end] < bottom { end += 1 }
        return first..<end
    }

    // MARK: Scrolling

    /// The largest scroll offset: 0 when every row fits.
    var maximumScrollOffset: CGFloat { max(0, contentHeight - viewportHeight) }

    /// Scrolls the rows to `offset`, clamped to the content.
    func scroll(to offset: CGFloat) {
        let clamped = min(max(0, offset.isFinite ? offset : 0), maximumScrollOffset)
        guard clamped != scrollOffset else { return }
        scrollOffset = clamped
        setNeedsDisplay()
    }

    /// Scrolls just enough to show row `index` whole.
    func scrollToVisible(_ index: Int) {
        guard rows.indices.contains(index) else { return }
        let top = rowTops[index], bottom = rowTops[index + 1]
        if top < scrollOffset {
            scroll(to: top)
        } else if bottom > scrollOffset + viewportHeight {
            scroll(to: bottom - viewportHeight)
        }
    }

    /// A wheel step scrolls the rows when they do not fit; the view takes the step either way.
    override func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        scroll(to: scrollOffset + dy)
        return true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scroll(to: scrollOffset)
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let hasImages = rows.contains { $0.element?.image != nil }
        let inner = bounds.insetBy(dx: style.horizontalPadding, dy: 0)
        for index in visibleRows {
            let row = rows[index]
            let frame = rowFrame(at: index)
            if row.isSeparator {
                let hairline = 1 / context.scale
                context.fill(CGRect(x: inner.minX, y: frame.midY - hairline / 2, width: inner.width, height: hairline), color: style.separatorColor)
                continue
            }
            let highlighted = index == highlightedIndex && row.isEnabled
            if highlighted {
                let plate = frame.insetBy(dx: style.highlightInset, dy: 1)
                context.fill(plate, color: style.highlightColor, cornerRadius: style.highlightInset)
            }
            let color: Color =
                !row.isEnabled
                ? style.disabledTextColor
                : highlighted ? style.highlightedTextColor : row.isDestructive ? style.destructiveColor : style.textColor
            let secondary = highlighted ? style.highlightedTextColor : style.secondaryTextColor
            let lineHeight = style.font.lineHeight
            let subtitle = row.element?.subtitle
            let titleY = subtitle == nil ? frame.midY - lineHeight / 2 : frame.minY + 3
            if row.state != .off {
                let mark = row.state == .mixed ? "–" : "✓"
                context.draw(mark, at: CGPoint(x: inner.minX + 2, y: frame.midY - lineHeight / 2), font: style.font, color: color)
            }
            var x = inner.minX + style.checkmarkColumnWidth
            if hasImages {
                if let image = row.element?.image {
                    let side = style.imageSize
                    context.draw(image, in: CGRect(x: x, y: frame.midY - side / 2, width: side, height: side), tintColor: color)
                }
                x += style.imageSize + style.imageSpacing
            }
            context.draw(row.title(loadingTitle: style.loadingTitle), at: CGPoint(x: x, y: titleY), font: style.font, color: color)
            if let subtitle {
                context.draw(subtitle, at: CGPoint(x: x, y: titleY + lineHeight), font: style.subtitleFont, color: secondary)
            }
            let trailing = inner.maxX - style.chevronColumnWidth
            if let key = row.keyEquivalentText {
                let width = style.font.size(of: key).width
                context.draw(key, at: CGPoint(x: trailing - width, y: frame.midY - lineHeight / 2), font: style.font, color: row.isEnabled ? secondary : color)
            }
            if row.submenu != nil {
                context.draw("›", at: CGPoint(x: trailing + 4, y: frame.midY - lineHeight / 2), font: style.font, color: color)
            }
        }
        context.stroke(bounds, color: style.borderColor, width: 1, cornerRadius: style.cornerRadius)
    }
}
