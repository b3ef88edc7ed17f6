import Foundation

extension Control {
    /// The text of the control's tool tip — UIKit's `UIControl.toolTip`. Setting it adds a
    /// ``ToolTipInteraction`` showing it (or changes that of ``toolTipInteraction``); nil
    /// shows none.
    public var toolTip: String? {
        get { toolTipInteraction?.defaultToolTip }
        set {
            if let interaction = toolTipInteraction {
                interaction.defaultToolTip = newValue
            } else if let newValue {
                addInteraction(ToolTipInteraction(defaultToolTip: newValue))
            }
        }
    }

    /// The tool tip interaction on the control, if any — UIKit's `toolTipInteraction`.
    public var toolTipInteraction: ToolTipInteraction? {
        interactions.lazy.compactMap { $0 as? ToolTipInteraction }.first
    }
}
