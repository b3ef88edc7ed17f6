import Foundation

extension NavigationBar {
    /// Shows `item`'s bar button items. Inside a transition's recording the old items fade
    /// out and the new ones in, like the titles.
    func showItems(of item: NavigationItem, animatedWith transition: TransitionDriver?) {
        for stale in fadingItemStacks { stale.removeFromSuperview() }
        fadingItemStacks.removeAll()
        leftItemsReplaceBackButton = !item.leftItemsSupplementBackButton && !item.leftBarButtonItems.isEmpty
        // UIKit lists right items from the edge inwards; the stack lays out left to right.
        let right = (item.rightBarView.map { [BarButtonItem(customView: $0)] } ?? []) + item.rightBarButtonItems.reversed()
        guard let transition else {
            leftItemStack.show(item.leftBarButtonItems)
            rightItemStack.show(right)
            setNeedsLayout()
            return
        }
        let oldLeft = leftItemStack, oldRight = rightItemStack
        let newLeft = BarItemStack(), newRight = BarItemStack()
        newLeft.show(item.leftBarButtonItems)
        newRight.show(right)
        for stack in [newLeft, newRight] {
            stack.alpha = 0
            addSubview(stack)
        }
        leftItemStack = newLeft
        rightItemStack = newRight
        fadingItemStacks = [oldLeft, oldRight]
        layoutSubviews()
        transition.record {
            oldLeft.alpha = 0
            oldRight.alpha = 0
            newLeft.alpha = 1
            newRight.alpha = 1
        }
        transition.animate(alongsideTransition: nil) { [weak self] context in
            guard let self else { return }
            if context.isCancelled {
                newLeft.removeFromSuperview()
                newRight.removeFromSuperview()
                self.leftItemStack = oldLeft
                self.rightItemStack = oldRight
            } else {
                oldLeft.removeFromSuperview()
                oldRight.removeFromSuperview()
            }
            self.fadingItemStacks.removeAll()
            self.setNeedsLayout()
        }
    }

    /// Places the back button, the item stacks and the title in a bar of `barHeight` whose
    /// content starts at `top`. The back button shows the previous page's title when it
    /// fits beside the centred title, else "Back", else only its chevron.
    func layoutContent(top: CGFloat, barHeight: CGFloat) {
        let b = bounds, margin = Self.itemMargin
        let rightWidth = rightItemStack.sizeThatFits(.zero).width
        // Unchanged frames are left alone, so a layout pass does not stop a title transition.
        func place(_ view: View, _ frame: CGRect) { if view.frame != frame { view.frame = frame } }
        place(rightItemStack, CGRect(x: b.width - margin - rightWidth, y: top, width: rightWidth, height: barHeight))
        let leftWidth = leftItemStack.sizeThatFits(.zero).width
        let showsBack = backTitle != nil && !leftItemsReplaceBackButton
        if backButton.isHidden == showsBack { backButton.isHidden = !showsBack }
        // The title keeps its natural width (at most half the bar) in the middle.
        let titleNatural = min(titleLabel.sizeThatFits(.zero).width, b.width / 2)
        let side = (b.width - titleNatural) / 2 - margin - Self.titleGap
        if showsBack {
            let available = side - leftWidth
            let font = backButton.font
            let fitted = BackTitleFit.choose(full: backTitle, available: available) { BackButton.width(of: $0, font: font) }
            if backButton.title != fitted { backButton.title = fitted }
        }
        let backWidth = showsBack ? backButton.sizeThatFits(.zero).width : 0
        place(backButton, CGRect(x: margin, y: top, width: backWidth, height: barHeight))
        place(leftItemStack, CGRect(x: margin + backWidth, y: top, width: leftWidth, height: barHeight))
        let leftEdge = leftItemStack.frame.maxX, rightEdge = rightItemStack.frame.minX
        let inset = max(leftEdge, b.width - rightEdge) + Self.titleGap
        let titleWidth = max(0, b.width - 2 * max(inset, Self.minimumTitleInset))
        let natural = titleLabel.sizeThatFits(.zero).width
        if natural > titleWidth {
            // Too wide to stay centred on the bar: use the room between the items.
            let room = max(0, rightEdge - leftEdge - 2 * Self.titleGap)
            let width = min(natural, room)
            let x = min(max(leftEdge + Self.titleGap, (b.width - width) / 2), rightEdge - Self.titleGap - width)
            place(titleLabel, CGRect(x: x, y: top, width: width, height: barHeight))
        } else {
            place(titleLabel, CGRect(x: (b.width - titleWidth) / 2, y: top, width: titleWidth, height: barHeight))
        }
        layoutTitleView(top: top, rowHeight: barHeight, leftEdge: leftEdge, rightEdge: rightEdge)
    }

    /// Space between the bar's edges and its outermost items: 8 pt.
    static let itemMargin: CGFloat = 8
    /// Space between the title and the items beside it: 8 pt.
    static let titleGap: CGFloat = 8
    /// The title never comes closer to the edges than this: 80 pt (as before items existed).
    static let minimumTitleInset: CGFloat = 80
}

/// Which back button title fits: the previous page's title, else "Back", else none.
enum BackTitleFit {
    /// The shorter title used when the previous page's does not fit.
    static let fallback = "Back"

    /// The first of `full`, "Back" and nil whose button (measured by `width`) fits `available`.
    static func choose(full: String?, available: CGFloat, width: (String?) -> CGFloat) -> String? {
        for candidate in [full, fallback] where candidate != nil && width(candidate) <= available { return candidate }
        return nil
    }
}
