import Foundation

/// The Accessible, Application and Properties interfaces: the tree itself.
extension AtSpiBridge {
    /// Answers `call` on `target`, by interface.
    func answer(_ call: AtSpiCall, on target: AtSpiTarget) -> AtSpiReply {
        switch call.interface {
        case "org.freedesktop.DBus.Properties": return answerProperties(call, on: target)
        case "org.a11y.atspi.Accessible": return answerAccessible(call, on: target)
        case "org.a11y.atspi.Application":
            guard target == .application else { return .unknownMethod(call) }
            return answerApplication(call)
        case "org.freedesktop.DBus.Introspectable":
            return call.member == "Introspect" ? .values([.string(introspection(of: target))]) : .unknownMethod(call)
        case "org.freedesktop.DBus.Peer":
            return call.member == "Ping" ? .values([]) : .unknownMethod(call)
        default:
            guard case .item(let item) = target, let facts = AtSpiFacts(item) else { return .unknownMethod(call) }
            guard facts.interfaces.contains(call.interface) else { return .unknownMethod(call) }
            switch call.interface {
            case "org.a11y.atspi.Component": return answerComponent(call, facts)
            case "org.a11y.atspi.Action": return answerAction(call, facts)
            case "org.a11y.atspi.Text": return answerText(call, facts)
            case "org.a11y.atspi.EditableText": return answerEditableText(call, facts)
            case "org.a11y.atspi.Value": return answerValue(call, facts)
            case "org.a11y.atspi.Selection": return answerSelection(call, facts)
            default: return .unknownMethod(call)
            }
        }
    }

    // MARK: Tree

    /// The children of `target`: the shown windows of the application, the items inside an
    /// item.
    func children(of target: AtSpiTarget) -> [AtSpiTarget] {
        switch target {
        case .application: return shownWindows.map { .item(.window($0)) }
        case .item(let item):
            guard let window = item.window else { return [] }
            return AccessibilityTreeReader(window: window).children(of: item).map(AtSpiTarget.item)
        }
    }

    /// The parent of `target`: the desktop for the application, the application for a window.
    func parentReference(of target: AtSpiTarget) -> DBusValue {
        switch target {
        case .application: return desktopReference
        case .item(.window): return reference(.application)
        case .item(let item):
            guard let window = item.window, let parent = AccessibilityTreeReader(window: window).parent(of: item) else {
                return nullReference
            }
            return reference(.item(parent))
        }
    }

    /// Where `target` is among its parent's children; -1 when it is not.
    func indexInParent(of target: AtSpiTarget) -> Int {
        switch target {
        case .application: return -1
        case .item(.window(let window)): return shownWindows.firstIndex { $0 === window } ?? -1
        case .item(let item):
            guard let window = item.window else { return -1 }
            let reader = AccessibilityTreeReader(window: window)
            guard let parent = reader.parent(of: item) else { return -1 }
            return reader.children(of: parent).firstIndex(of: item) ?? -1
        }
    }

    /// The name clients read: the label; a window's title when it has no label; the
    /// program's name for the application.
    func name(of target: AtSpiTarget) -> String {
        switch target {
        case .application: return ProcessInfo.processInfo.processName
        case .item(.window(let window)): return window.accessibilityLabel ?? window.title
        case .item(let item): return item.label ?? ""
        }
    }

    func description(of target: AtSpiTarget) -> String {
        guard case .item(let item) = target else { return "" }
        return item.hint ?? ""
    }

    private func answerAccessible(_ call: AtSpiCall, on target: AtSpiTarget) -> AtSpiReply {
        let facts: AtSpiFacts? = if case .item(let item) = target { AtSpiFacts(item) } else { nil }
        switch call.member {
        case "GetChildAtIndex":
            guard let index = call.int(0) else { return .invalidArguments(call) }
            let children = children(of: target)
            guard children.indices.contains(index) else {
                return .error(
                    "org.freedesktop.DBus.Error.InvalidArgs",
                    "child index \(index) is out of range: \(path(of: target)) has \(children.count) children")
            }
            return .values([reference(children[index])])
        case "GetChildren":
            return .values([.array(element: "(so)", children(of: target).map(reference))])
        case "GetIndexInParent":
            return .values([.int32(Int32(indexInParent(of: target)))])
        case "GetRelationSet":
            return .values([.array(element: "(ua(so))", [])])
        case "GetRole":
            return .values([.uint32(facts?.role ?? AtSpiRole.number(of: "application"))])
        case "GetRoleName", "GetLocalizedRoleName":
            return .values([.string(facts?.roleName ?? "application")])
        case "GetState":
            return .values([AtSpiState.words(facts?.states ?? [])])
        case "GetAttributes":
            var attributes = [("toolkit", "WidgetKitLite")]
            if case .item(let item) = target, let identifier = item.identifier { attributes.append(("id", identifier)) }
            return .values([.stringDictionary(attributes)])
        case "GetApplication":
            return .values([reference(.application)])
        case "GetInterfaces":
            let names = facts?.interfaces ?? ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"]
            return .values([.strings(names)])
        default:
            return .unknownMethod(call)
        }
    }

    private func answerApplication(_ call: AtSpiCall) -> AtSpiReply {
        switch call.member {
        case "GetLocale": return .values([.string(Locale.current.identifier)])
        case "GetApplicationBusAddress": return .values([.string("")])
        default: return .unknownMethod(call)
        }
    }

    // MARK: Properties

    /// The value of `interface`'s property `name` on `target`; nil when there is none.
    func property(_ property: String, of interface: String, on target: AtSpiTarget) -> DBusValue? {
        switch (interface, property) {
        case ("org.a11y.atspi.Accessible", "Name"): return .string(name(of: target))
        case ("org.a11y.atspi.Accessible", "Description"): return .string(description(of: target))
        case ("org.a11y.atspi.Accessible", "Parent"): return parentReference(of: target)
        case ("org.a11y.atspi.Accessible", "ChildCount"): return .int32(Int32(children(of: target).count))
        case ("org.a11y.atspi.Accessible", "Locale"): return .string(Locale.current.identifier)
        case ("org.a11y.atspi.Accessible", "AccessibleId"):
            if case .item(let item) = target { return .string(item.identifier ?? "") }
            return .string("")
        case ("org.a11y.atspi.Accessible", "HelpText"): return .string(description(of: target))
        case ("org.a11y.atspi.Application", "ToolkitName") where target == .application: return .string("WidgetKitLite")
        case ("org.a11y.atspi.Application", "Version") where target == .application: return .string("1.0")
        case ("org.a11y.atspi.Application", "AtspiVersion") where target == .application: return .string("2.1")
        case ("org.a11y.atspi.Application", "Id") where target == .application: return .int32(applicationId)
        default: break
        }
        guard case .item(let item) = target, let facts = AtSpiFacts(item), facts.interfaces.contains(interface) else {
            return nil
        }
        switch (interface, property) {
        case ("org.a11y.atspi.Action", "NActions"): return .int32(Int32(facts.actions.count))
        case ("org.a11y.atspi.Text", "CharacterCount"):
            return .int32(Int32(AtSpiText(facts.text ?? "").count))
        case ("org.a11y.atspi.Text", "CaretOffset"): return .int32(Int32(caretOffset(facts)))
        case ("org.a11y.atspi.Value", "MinimumValue"): return facts.value.map { .double($0.minimum) }
        case ("org.a11y.atspi.Value", "MaximumValue"): return facts.value.map { .double($0.maximum) }
        case ("org.a11y.atspi.Value", "MinimumIncrement"): return facts.value.map { .double($0.increment) }
        case ("org.a11y.atspi.Value", "CurrentValue"): return facts.value.map { .double($0.current) }
        case ("org.a11y.atspi.Value", "Text"): return .string(item.value ?? "")
        case ("org.a11y.atspi.Selection", "NSelectedChildren"): return .int32(Int32(selectedChildren(facts).count))
        default: return nil
        }
    }

    /// The property names of each interface, for `GetAll`.
    static let propertyNames: [String: [String]] = [
        "org.a11y.atspi.Accessible": ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId"],
        "org.a11y.atspi.Application": ["ToolkitName", "Version", "AtspiVersion", "Id"],
        "org.a11y.atspi.Action": ["NActions"],
        "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"],
        "org.a11y.atspi.Value": ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        "org.a11y.atspi.Selection": ["NSelectedChildren"],
    ]

    private func answerProperties(_ call: AtSpiCall, on target: AtSpiTarget) -> AtSpiReply {
        switch call.member {
        case "Get":
            guard let interface = call.string(0), let name = call.string(1) else { return .invalidArguments(call) }
            guard let value = property(name, of: interface, on: target) else {
                return .error("org.freedesktop.DBus.Error.UnknownProperty", "no property \(interface).\(name)")
            }
            return .values([.variant(value)])
        case "GetAll":
            guard let interface = call.string(0) else { return .invalidArguments(call) }
            let entries = (Self.propertyNames[interface] ?? []).compactMap { name in
                property(name, of: interface, on: target).map { DBusValue.dictEntry(.string(name), .variant($0)) }
            }
            return .values([.array(element: "{sv}", entries)])
        case "Set":
            guard let interface = call.string(0), let name = call.string(1), call.values.count == 3 else {
                return .invalidArguments(call)
            }
            let value = call.values[2].unwrapped
            switch (interface, name, target) {
            case ("org.a11y.atspi.Application", "Id", .application):
                guard let id = value.integerValue else { return .invalidArguments(call) }
                applicationId = Int32(truncatingIfNeeded: id)
                return .values([])
            case ("org.a11y.atspi.Value", "CurrentValue", .item(let item)):
                guard let number = value.numberValue, number.isFinite else { return .invalidArguments(call) }
                guard let range = AtSpiFacts(item)?.value, let set = range.set else {
                    return .error("org.freedesktop.DBus.Error.PropertyReadOnly", "the value of \(call.path) is read-only")
                }
                set(number)
                return .values([])
            default:
                return .error("org.freedesktop.DBus.Error.PropertyReadOnly", "\(interface).\(name) cannot be set")
            }
        default:
            return .unknownMethod(call)
        }
    }

    /// A short introspection document naming the interfaces `target` has.
    private func introspection(of target: AtSpiTarget) -> String {
        let names: [String]
        switch target {
        case .application: names = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"]
        case .item(let item): names = AtSpiFacts(item)?.interfaces ?? []
        }
        let interfaces = names.map { "  <interface name=\"\($0)\"/>\n" }.joined()
        return "<node>\n\(interfaces)</node>\n"
    }
}
