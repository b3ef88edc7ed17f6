import Foundation

/// AT-SPI's numbers for roles and states (`AtspiRole`, `AtspiStateType` of at-spi2-core),
/// and how an item's role and states from ``AccessibilityTreeReader`` map onto them.
enum AtSpiRole {
    /// AT-SPI role numbers by the reader's role names.
    static let numbers: [String: UInt32] = [
        "alert": 2, "calendar": 5, "check box": 7, "combo box": 11, "dialog": 16, "frame": 23, "image": 27,
        "label": 29, "list": 31, "list item": 32, "menu": 33, "menu bar": 34, "menu item": 35, "page tab": 37,
        "page tab list": 38, "panel": 39, "password text": 40, "popup menu": 41, "progress bar": 42,
        "push button": 43, "radio button": 44, "scroll bar": 48, "scroll pane": 49, "separator": 50,
        "slider": 51, "spin button": 52, "table": 55, "table cell": 56, "text": 61, "toggle button": 62,
        "tool bar": 63, "tool tip": 64, "window": 69, "application": 75, "entry": 79, "heading": 83,
        "link": 88, "table row": 90,
    ]

    /// The AT-SPI role number of a role name; "unknown" (67) for names AT-SPI lacks.
    static func number(of name: String) -> UInt32 { numbers[name] ?? 67 }
}

/// AT-SPI state numbers; a state set travels as two 32-bit words.
enum AtSpiState: UInt32 {
    case active = 1
    case checked = 4
    case defunct = 6
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case modal = 16
    case multiLine = 17
    case resizable = 21
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case selectableText = 38
    case checkable = 41
    case readOnly = 43

    /// The state's name in `object:state-changed:<name>` events.
    var eventName: String {
        switch self {
        case .multiLine: "multi-line"
        case .singleLine: "single-line"
        case .selectableText: "selectable-text"
        case .readOnly: "read-only"
        default: String(describing: self)
        }
    }

    /// `states` as AT-SPI's two words, `au`.
    static func words(_ states: Set<AtSpiState>) -> DBusValue {
        var low: UInt32 = 0, high: UInt32 = 0
        for state in states {
            if state.rawValue < 32 { low |= 1 << state.rawValue } else { high |= 1 << (state.rawValue - 32) }
        }
        return .array(element: "u", [.uint32(low), .uint32(high)])
    }
}

/// What an item is to AT-SPI: its role, states, interfaces and actions, read from the views
/// each time (nothing is cached).
@MainActor
struct AtSpiFacts {
    let item: AccessibleItem
    let reader: AccessibilityTreeReader

    /// The facts of `item`; nil when it is in no window.
    init?(_ item: AccessibleItem) {
        guard let window = item.window else { return nil }
        self.item = item
        reader = AccessibilityTreeReader(window: window)
    }

    /// The reader's role name, as AT-SPI names it: a window is a "frame", a secure text
    /// field "password text".
    var roleName: String {
        switch item {
        case .window: return "frame"
        case .view(let field as TextField) where field.isSecureTextEntry && field.isAccessibilityElement:
            return "password text"
        default: return reader.role(of: item)
        }
    }

    /// The AT-SPI role number.
    var role: UInt32 { AtSpiRole.number(of: roleName) }

    /// The AT-SPI states.
    var states: Set<AtSpiState> {
        var states: Set<AtSpiState> = [.visible, .showing]
        switch item {
        case .window(let window):
            states.formUnion([.enabled, .sensitive, .resizable])
            if window.isKeyWindow { states.insert(.active) }
            return states
        case .view(let view) where !view.isAccessibilityElement:
            states.formUnion([.enabled, .sensitive])
            if view.accessibilityViewIsModal { states.insert(.modal) }
            if view.canBecomeFocused { states.insert(.focusable) }
            if view.window?.focusedView === view { states.insert(.focused) }
            return states
        default: break
        }
        for name in reader.states(of: item) {
            switch name {
            case "enabled": states.formUnion([.enabled, .sensitive])
            case "focusable": states.insert(.focusable)
            case "focused": states.insert(.focused)
            case "selected": states.formUnion([.selected, .selectable])
            case "checked": states.insert(.checked)
            case "editable": states.insert(.editable)
            default: break
            }
        }
        switch item {
        case .view(is Switch): states.insert(.checkable)
        case .view(is TextField): states.formUnion([.singleLine, .selectableText])
        case .view(let textView as TextView):
            states.formUnion([.multiLine, .selectableText])
            if !textView.isEditable { states.insert(.readOnly) }
        default: break
        }
        if ["page tab", "list item", "table cell", "menu item"].contains(roleName) { states.insert(.selectable) }
        return states
    }

    // MARK: Interfaces

    /// The AT-SPI interfaces the item has.
    var interfaces: [String] {
        var names = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
        if !actions.isEmpty { names.append("org.a11y.atspi.Action") }
        if text != nil { names.append("org.a11y.atspi.Text") }
        if editor != nil { names.append("org.a11y.atspi.EditableText") }
        if value != nil { names.append("org.a11y.atspi.Value") }
        if hasSelection { names.append("org.a11y.atspi.Selection") }
        return names
    }

    /// One action of an item.
    struct Action {
        let name: String
        let perform: @MainActor () -> Bool
    }

    /// The item's actions: its default action ("click", "toggle", "activate"), "increment"
    /// and "decrement" when adjustable, then its custom actions by name.
    var actions: [Action] {
        let item = self.item
        guard !reader.isContainer(item) else { return [] }
        var actions: [Action] = []
        let traits = item.traits
        let role = roleName
        if case .view(is TextField) = item {
            actions.append(Action(name: "activate") { item.activate() })
        } else if case .view(is TextView) = item {
            actions.append(Action(name: "activate") { item.activate() })
        } else if role == "toggle button" {
            actions.append(Action(name: "toggle") { item.activate() })
        } else if ["push button", "page tab", "list item", "table cell", "link", "menu item"].contains(role)
            || traits.contains(.button)
        {
            actions.append(Action(name: "click") { item.activate() })
        }
        if traits.contains(.adjustable) {
            actions.append(
                Action(name: "increment") {
                    item.adjust(up: true); return true
                })
            actions.append(
                Action(name: "decrement") {
                    item.adjust(up: false); return true
                })
        }
        for custom in item.customActions {
            actions.append(Action(name: custom.name) { custom.perform() })
        }
        return actions
    }

    /// The item's text for the Text interface: a label's text, a field's (bullets when
    /// secure), a text view's; a heading's or static element's label. Nil for the rest.
    var text: String? {
        switch item {
        case .window: return nil
        case .view(let field as TextField): return field.isSecureTextEntry ? field.displayText : (field.text ?? "")
        case .view(let textView as TextView): return textView.text ?? ""
        case .view(let label as Label) where label.isAccessibilityElement: return label.text ?? ""
        default:
            guard !reader.isContainer(item), ["label", "heading"].contains(roleName) else { return nil }
            return item.label ?? ""
        }
    }

    /// The view whose text the EditableText interface edits: an enabled text field, an
    /// editable text view.
    var editor: (View & TextEditingResponder)? {
        switch item {
        case .view(let field as TextField) where field.isEnabled: return field
        case .view(let textView as TextView) where textView.isEditable: return textView
        default: return nil
        }
    }

    /// The numbers of the Value interface.
    struct ValueRange {
        var minimum: Double
        var maximum: Double
        var increment: Double
        var current: Double
        /// Sets the value as the user would (clamped, `.valueChanged` sent); nil when read-only.
        var set: (@MainActor (Double) -> Void)?
    }

    /// The item's value range: a slider's, a stepper's, a progress view's (0…1, read-only).
    var value: ValueRange? {
        switch item {
        case .view(let slider as Slider):
            let (low, high) = (Double(slider.minimumValue), Double(slider.maximumValue))
            return ValueRange(minimum: low, maximum: high, increment: (high - low) / 10, current: Double(slider.value)) {
                value in
                guard slider.isEnabled else { return }
                let clamped = Float(min(max(value, low), high))
                guard clamped != slider.value else { return }
                slider.value = clamped
                slider.sendActions(for: .valueChanged)
            }
        case .view(let stepper as Stepper):
            return ValueRange(
                minimum: stepper.minimumValue, maximum: stepper.maximumValue, increment: stepper.stepValue,
                current: stepper.value
            ) { value in
                guard stepper.isEnabled else { return }
                let clamped = min(max(value, stepper.minimumValue), stepper.maximumValue)
                guard clamped != stepper.value else { return }
                stepper.value = clamped
                stepper.sendActions(for: .valueChanged)
            }
        case .view(let progress as ProgressView):
            return ValueRange(minimum: 0, maximum: 1, increment: 0, current: Double(progress.progress), set: nil)
        default: return nil
        }
    }

    /// Whether the item is a container whose children can be selected (a tab bar, a list).
    var hasSelection: Bool {
        guard reader.isContainer(item), item != .window(reader.window) else { return false }
        if ["page tab list", "list", "table", "menu", "menu bar"].contains(roleName) { return true }
        return reader.children(of: item).contains { ["page tab", "list item"].contains(AtSpiFacts($0)?.roleName ?? "") }
    }
}
