import Foundation

extension NavigationBar {
    /// Places the large title area (`largeTitleHeight` tall) under the bar's row, which ends
    /// at `rowBottom`. The title keeps its place against the area's bottom, so it slides up
    /// under the row and is clipped as the area collapses. The small title fades in over the
    /// last `navigationLargeTitleFadeDistance` points of the collapse, as UIKit's appears
    /// once the large one has gone.
    func layoutLargeTitle(below rowBottom: CGFloat) {
        let theme = self.theme
        let full = theme.navigationLargeTitleHeight, margin = theme.navigationLargeTitleMargin
        let area = CGRect(x: 0, y: rowBottom, width: bounds.width, height: largeTitleHeight)
        if largeTitleArea.frame != area { largeTitleArea.frame = area }
        largeTitleArea.isHidden = largeTitleHeight <= 0
        let label = CGRect(x: margin, y: largeTitleHeight - full, width: max(0, bounds.width - 2 * margin), height: full)
        if largeTitleLabel.frame != label { largeTitleLabel.frame = label }
        let alpha = Self.smallTitleAlpha(largeTitleHeight: largeTitleHeight, fadeDistance: theme.navigationLargeTitleFadeDistance)
        if titleContainer.alpha != alpha { View.performWithoutAnimation { titleContainer.alpha = alpha } }
    }

    /// The small title's opacity with `largeTitleHeight` of the large title area shown: 0
    /// until the area is within `fadeDistance` of gone, 1 once it is.
    static func smallTitleAlpha(largeTitleHeight: CGFloat, fadeDistance: CGFloat) -> CGFloat {
        guard fadeDistance > 0 else { return largeTitleHeight > 0 ? 0 : 1 }
        return ((fadeDistance - largeTitleHeight) / fadeDistance).clamped(to: 0...1)
    }

    /// Shows `view` in place of the title label (nil shows the label again).
    func showTitleView(_ view: View?) {
        guard view !== shownTitleView else { return }
        if let old = shownTitleView, old.superview === titleContainer { old.removeFromSuperview() }
        shownTitleView = view
        if let view { titleContainer.addSubview(view) }
        titleLabel.isHidden = view != nil
        setNeedsLayout()
    }

    /// Centres the title view in the row from `top`, `rowHeight` tall, between the items
    /// that end at `leftEdge` and start at `rightEdge`.
    func layoutTitleView(top: CGFloat, rowHeight: CGFloat, leftEdge: CGFloat, rightEdge: CGFloat) {
        guard let titleView = shownTitleView else { return }
        let room = max(0, rightEdge - leftEdge - 2 * Self.titleGap)
        var size = titleView.frame.size
        if size.width <= 0 || size.height <= 0 {
            let intrinsic = titleView.intrinsicContentSize
            if intrinsic.width != View.noIntrinsicMetric, intrinsic.height != View.noIntrinsicMetric {
                size = intrinsic
            } else {
                size = titleView.sizeThatFits(CGSize(width: room, height: rowHeight))
            }
        }
        let width = min(max(0, size.width.isFinite ? size.width : 0), room)
        let height = min(max(0, size.height.isFinite ? size.height : 0), rowHeight)
        let x = min(max(leftEdge + Self.titleGap, (bounds.width - width) / 2), rightEdge - Self.titleGap - width)
        let frame = CGRect(x: x, y: top + (rowHeight - height) / 2, width: width, height: height)
        if titleView.frame != frame { titleView.frame = frame }
    }
}
