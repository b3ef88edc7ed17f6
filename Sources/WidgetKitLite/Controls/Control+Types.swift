import Foundation

extension Control {
    /// The events a control sends to its targets and actions — UIKit's `UIControl.Event`. Not to
    /// be confused with the input ``WidgetKitLite/Event`` (a touch, press or scroll) that
    /// causes them.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bit pattern of the set.
        public let rawValue: Int
        /// Creates an event set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A press began in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second press of a multi-tap began in the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The pointer moved while inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The pointer moved while outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The pointer moved into the control's tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The pointer moved out of the control's tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The press was released inside the control's tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The press was released outside the control's tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The press was cancelled (a gesture recognizer took it over).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a click released inside, Space or Return
        /// while focused).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field started editing (took the keyboard focus).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing (lost the keyboard focus).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field, which then stops editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: -1)
    }

    /// The states of a control — UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bit pattern of the set.
        public let rawValue: Int
        /// Creates a state set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Enabled, not highlighted, not selected.
        public static let normal: State = []
        /// Pressed.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Holding the keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
    }
}

extension Control {
    /// Where a control places its content across its width — UIKit's
    /// `UIControl.ContentHorizontalAlignment`. The toolkit lays out left to right: leading
    /// is left.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (the default).
        case center
        /// Against the left edge (inside the content insets).
        case left
        /// Against the right edge.
        case right
        /// Stretched over the whole width: a button's title takes the width its image leaves.
        case fill
        /// Against the leading edge (left).
        case leading
        /// Against the trailing edge (right).
        case trailing
    }

    /// Where a control places its content across its height — UIKit's
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (the default).
        case center
        /// Against the top edge (inside the content insets).
        case top
        /// Against the bottom edge.
        case bottom
        /// Stretched over the whole height.
        case fill
    }
}
