import Foundation

/// Where a menu opens: a pure function of the anchor, the menu's size and the area it must
/// stay inside (the window's bounds for an in-window menu, the screen for a popup window).
enum MenuPlacement {
    /// How a menu sits against its anchor.
    enum Style {
        /// Below the anchor, its left edge at the anchor's left (a point opens down-right
        /// of it); above it when there is no room below.
        case below
        /// Beside the anchor (a submenu's parent row): right of it, its top at the row's top;
        /// left of the parent when there is no room on the right.
        case beside(overlap: CGFloat)
    }

    /// The frame of a menu of `size` anchored at `anchor` within `area`: it opens as `style`
    /// says, flips to the other side when it would cross the area's edge there, and is
    /// shifted back inside when neither side has room. A menu larger than the area is cut to
    /// it (taller: it scrolls). An empty area gives an empty frame at its origin.
    static func frame(for size: CGSize, anchor: CGRect, in area: CGRect, style: Style) -> CGRect {
        guard area.width > 0, area.height > 0 else { return CGRect(origin: area.origin, size: .zero) }
        let width = min(max(0, size.width), area.width)
        let height = min(max(0, size.height), area.height)
        var x: CGFloat, y: CGFloat
        switch style {
        case .below:
            x = anchor.minX
            if x + width > area.maxX { x = anchor.maxX - width }
            y = anchor.maxY
            if y + height > area.maxY {
                let above = anchor.minY - height
                y = above >= area.minY ? above : area.maxY - height
            }
        case let .beside(overlap):
            x = anchor.maxX - overlap
            if x + width > area.maxX {
                let left = anchor.minX + overlap - width
                x = left >= area.minX ? left : area.maxX - width
            }
            y = anchor.minY
            if y + height > area.maxY { y = area.maxY - height }
        }
        x = min(max(x, area.minX), area.maxX - width)
        y = min(max(y, area.minY), area.maxY - height)
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
