import Foundation

/// The Component, Action, Value and Selection interfaces.
extension AtSpiBridge {
    // MARK: Component

    /// The item's extents in pixels: on the screen (`coordinates` 0), in its window (1), or
    /// relative to its parent (2).
    func extents(of item: AccessibleItem, coordinates: Int) -> CGRect {
        guard let window = item.window else { return .zero }
        let scale = max(window.traitCollection.displayScale, 1)
        var frame = item.frame
        switch coordinates {
        case 0:
            let origin = window.surface?.originOnScreen ?? .zero
            frame.origin.x += origin.x
            frame.origin.y += origin.y
        case 2:
            if let parent = AccessibilityTreeReader(window: window).parent(of: item), case .view = parent {
                frame.origin.x -= parent.frame.minX
                frame.origin.y -= parent.frame.minY
            }
        default: break
        }
        return CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
    }

    private static func ints(_ rect: CGRect) -> [DBusValue] {
        [rect.minX, rect.minY, rect.width, rect.height].map { .int32(Int32(clamping: Int(($0.isFinite ? $0 : 0).rounded()))) }
    }

    func answerComponent(_ call: AtSpiCall, _ facts: AtSpiFacts) -> AtSpiReply {
        let item = facts.item
        switch call.member {
        case "GetExtents":
            guard let coordinates = call.int(0) else { return .invalidArguments(call) }
            return .values([.structure(Self.ints(extents(of: item, coordinates: coordinates)))])
        case "GetPosition":
            guard let coordinates = call.int(0) else { return .invalidArguments(call) }
            return .values(Array(Self.ints(extents(of: item, coordinates: coordinates)).prefix(2)))
        case "GetSize":
            return .values(Array(Self.ints(extents(of: item, coordinates: 1)).suffix(2)))
        case "Contains":
            guard let x = call.int(0), let y = call.int(1), let coordinates = call.int(2) else { return .invalidArguments(call) }
            return .values([.bool(extents(of: item, coordinates: coordinates).contains(CGPoint(x: x, y: y)))])
        case "GetAccessibleAtPoint":
            guard let x = call.int(0), let y = call.int(1), let coordinates = call.int(2) else { return .invalidArguments(call) }
            let point = CGPoint(x: x, y: y)
            var found: AccessibleItem?
            var candidates = facts.reader.children(of: item)
            while let next = candidates.last(where: { extents(of: $0, coordinates: coordinates).contains(point) }) {
                found = next
                candidates = facts.reader.children(of: next)
            }
            return .values([found.map { reference(.item($0)) } ?? nullReference])
        case "GetLayer":
            if case .window = item { return .values([.uint32(7)]) }
            return .values([.uint32(3)])
        case "GetMDIZOrder":
            return .values([.int16(0)])
        case "GetAlpha":
            return .values([.double(1)])
        case "GrabFocus":
            return .values([.bool(grabFocus(item))])
        case "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint":
            return .values([.bool(false)])
        default:
            return .unknownMethod(call)
        }
    }

    /// Moves the keyboard focus to `item` as a click or Tab would; false when it cannot
    /// take the focus.
    func grabFocus(_ item: AccessibleItem) -> Bool {
        switch item {
        case .window:
            return false
        case .view(let view):
            guard let window = view.window, view.canBecomeFocused else { return false }
            return window.focus(view)
        case .element:
            return false
        }
    }

    // MARK: Action

    func answerAction(_ call: AtSpiCall, _ facts: AtSpiFacts) -> AtSpiReply {
        let actions = facts.actions
        func action(_ call: AtSpiCall) -> AtSpiFacts.Action? {
            guard let index = call.int(0), actions.indices.contains(index) else { return nil }
            return actions[index]
        }
        switch call.member {
        case "GetName", "GetLocalizedName":
            guard let action = action(call) else { return .invalidArguments(call) }
            return .values([.string(action.name)])
        case "GetDescription":
            guard action(call) != nil else { return .invalidArguments(call) }
            return .values([.string(facts.item.hint ?? "")])
        case "GetKeyBinding":
            guard action(call) != nil else { return .invalidArguments(call) }
            return .values([.string("")])
        case "GetActions":
            let hint = facts.item.hint ?? ""
            return .values([
                .array(
                    element: "(sss)",
                    actions.map { .structure([.string($0.name), .string(hint), .string("")]) })
            ])
        case "DoAction":
            guard let action = action(call) else {
                return .error(
                    "org.freedesktop.DBus.Error.InvalidArgs",
                    "action index \(call.int(0).map(String.init) ?? "?") is out of range: \(call.path) has \(actions.count) actions")
            }
            return .values([.bool(action.perform())])
        default:
            return .unknownMethod(call)
        }
    }

    // MARK: Value

    func answerValue(_ call: AtSpiCall, _ facts: AtSpiFacts) -> AtSpiReply {
        .unknownMethod(call)  // Value has only properties.
    }

    // MARK: Selection

    /// The selected children of a container.
    func selectedChildren(_ facts: AtSpiFacts) -> [AccessibleItem] {
        facts.reader.children(of: facts.item).filter { facts.reader.states(of: $0).contains("selected") }
    }

    func answerSelection(_ call: AtSpiCall, _ facts: AtSpiFacts) -> AtSpiReply {
        let children = facts.reader.children(of: facts.item)
        let selected = selectedChildren(facts)
        switch call.member {
        case "GetSelectedChild":
            guard let index = call.int(0) else { return .invalidArguments(call) }
            return .values([selected.indices.contains(index) ? reference(.item(selected[index])) : nullReference])
        case "SelectChild":
            guard let index = call.int(0) else { return .invalidArguments(call) }
            guard children.indices.contains(index) else { return .values([.bool(false)]) }
            return .values([.bool(children[index].activate())])
        case "IsChildSelected":
            guard let index = call.int(0) else { return .invalidArguments(call) }
            return .values([.bool(children.indices.contains(index) && selected.contains(children[index]))])
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection":
            // A tab bar or segmented list always has one selected: nothing to deselect.
            return .values([.bool(false)])
        default:
            return .unknownMethod(call)
        }
    }
}
