import Foundation

/// What a tool tip says and where it applies — UIKit's `UIToolTipConfiguration`.
public struct ToolTipConfiguration: Equatable, Sendable {
    /// The text shown.
    public let toolTip: String
    /// The part of the view the tool tip is about, in the view's coordinates; the tool tip
    /// hides when the pointer leaves it (and may show again for where it goes). Null: the
    /// whole view.
    public let sourceRect: CGRect

    /// A tool tip saying `toolTip` over the whole view.
    public init(toolTip: String) {
        self.toolTip = toolTip
        sourceRect = .null
    }

    /// A tool tip saying `toolTip` over `sourceRect` (the view's coordinates).
    public init(toolTip: String, in sourceRect: CGRect) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
    }

    /// Whether the tool tip applies at `point` (the view's coordinates).
    func applies(at point: CGPoint) -> Bool { sourceRect.isNull || sourceRect.contains(point) }
}
