import Foundation

/// The look and timing of tool tips (`Theme.toolTips`): a small bubble of text shown when
/// the pointer rests over a view that has one.
public struct ToolTipTheme: Sendable, Equatable {
    /// The pointer rests this long before the tool tip shows: 0.5 s (the desktop's hover delay).
    public var delay: TimeInterval = 0.5
    /// The text: 13 pt.
    public var font = Font.systemFont(ofSize: 13)
    /// The text colour: white; dark (235, 235, 245).
    public var textColor = Color.white
    /// The bubble: (44, 44, 46) at alpha 0.95; dark (72, 72, 74) at alpha 0.95.
    public var backgroundColor = Color(rgb: 44, 44, 46, alpha: 0.95)
    /// The bubble's corner radius: 5 pt.
    public var cornerRadius: CGFloat = 5
    /// Space between the text and the bubble's edges: 4 pt above and below, 8 pt at the sides.
    public var contentInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    /// The text wraps at this width: 300 pt.
    public var maximumTextWidth: CGFloat = 300
    /// The bubble's top sits this far below the pointer (clear of the arrow cursor): 20 pt.
    public var pointerOffset: CGFloat = 20
    /// The bubble keeps at least this far inside the window's edges: 4 pt.
    public var windowMargin: CGFloat = 4

    /// The light palette.
    public init() {}

    /// The dark palette: the same metrics with a lighter bubble that shows on dark content.
    public static let dark: ToolTipTheme = {
        var t = ToolTipTheme()
        t.textColor = Color(rgb: 235, 235, 245)
        t.backgroundColor = Color(rgb: 72, 72, 74, alpha: 0.95)
        return t
    }()
}
