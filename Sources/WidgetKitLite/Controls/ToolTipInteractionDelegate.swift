import Foundation

/// Decides what a tool tip says at a point — UIKit's `UIToolTipInteractionDelegate`.
@MainActor
public protocol ToolTipInteractionDelegate: AnyObject {
    /// The tool tip to show with the pointer at `point` (the view's coordinates); nil shows
    /// none. The default shows the interaction's `defaultToolTip` over the whole view.
    func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: CGPoint) -> ToolTipConfiguration?
}

extension ToolTipInteractionDelegate {
    /// The interaction's `defaultToolTip` over the whole view; nil when it has none.
    public func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: CGPoint) -> ToolTipConfiguration? {
        interaction.defaultToolTip.map { ToolTipConfiguration(toolTip: $0) }
    }
}
