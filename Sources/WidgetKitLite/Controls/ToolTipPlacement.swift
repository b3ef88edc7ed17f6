import Foundation

/// Where a tool tip's bubble goes: a pure function of its size, the pointer and the area it
/// must stay in (a window's bounds, or a screen's for a popup window).
///
/// The bubble is centred under the pointer, its top `pointerOffset` below it (clear of the
/// arrow cursor). Where it would cross the area's bottom (less `margin`) it goes above the
/// pointer instead, its bottom `margin` above it; then it is moved sideways and down to stay
/// `margin` inside the area. A bubble wider or taller than the area keeps its top left corner
/// inside.
enum ToolTipPlacement {
    static func frame(size: CGSize, pointer: CGPoint, in area: CGRect, pointerOffset: CGFloat, margin: CGFloat) -> CGRect {
        let inner = area.insetBy(dx: margin, dy: margin)
        var x = pointer.x - size.width / 2
        var y = pointer.y + pointerOffset
        if y + size.height > inner.maxY { y = pointer.y - margin - size.height }
        x = max(inner.minX, min(x, inner.maxX - size.width))
        y = max(inner.minY, min(y, inner.maxY - size.height))
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
