import Foundation

extension NavigationBar {
    /// The appearance for `item` on top: at the scroll edge its `scrollEdgeAppearance`, else
    /// the bar's, else the standard one; otherwise the item's `standardAppearance`, else the
    /// bar's. (UIKit since iOS 15 makes a nil scroll-edge appearance transparent; here it is
    /// the standard one.)
    func appearance(for item: NavigationItem?, atScrollEdge: Bool) -> NavigationBarAppearance {
        let standard = item?.standardAppearance ?? standardAppearance
        guard atScrollEdge else { return standard }
        return item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard
    }

    /// Paints the bar, its hairline and its titles as `appearance` says.
    func apply(_ appearance: NavigationBarAppearance) {
        let theme = self.theme
        let fill = appearance.resolvedBackgroundColor
        if backgroundColor != fill { backgroundColor = fill }
        let shadow = appearance.shadowColor ?? .clear
        if separator.backgroundColor != shadow { separator.backgroundColor = shadow }
        separator.isHidden = appearance.shadowColor == nil
        // A bad attribute is reported when the bar switches to the appearance, not every frame.
        let report = appearance !== appliedAppearance
        appliedAppearance = appearance
        let small = NavigationBarAppearance.textStyle(of: appearance.titleTextAttributes, name: "titleTextAttributes", report: report)
        let large = NavigationBarAppearance.textStyle(of: appearance.largeTitleTextAttributes, name: "largeTitleTextAttributes", report: report)
        let font = small.font ?? theme.navigationTitleFont, color = small.color ?? .label
        if titleLabel.font != font { titleLabel.font = font }
        if titleLabel.textColor != color { titleLabel.textColor = color }
        let largeFont = large.font ?? theme.navigationLargeTitleFont, largeColor = large.color ?? .label
        if largeTitleLabel.font != largeFont { largeTitleLabel.font = largeFont }
        if largeTitleLabel.textColor != largeColor { largeTitleLabel.textColor = largeColor }
    }
}
