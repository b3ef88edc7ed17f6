import CDBus
import Dispatch
import Foundation

/// What the bridge last told clients, so that it reports differences: each window's tree
/// (children of each container, by path) and each text's contents.
@MainActor
struct AtSpiReportedState {
    /// Per window, the child paths of every container path in its tree.
    var trees: [ObjectIdentifier: [String: [String]]] = [:]
    /// Per window, the name of every item in its tree, by path.
    var names: [ObjectIdentifier: [String: String]] = [:]
    /// Per window, the states of every item that clients hear change, by path.
    var states: [ObjectIdentifier: [String: Set<AtSpiState>]] = [:]
    /// The states whose changes are reported by comparing the trees (focus and text have
    /// events of their own).
    static let comparedStates: Set<AtSpiState> = [.selected, .checked, .sensitive, .enabled]
    /// The last text of each field or text view, by path.
    var texts: [String: String] = [:]
    /// The last value text of each control, by path.
    var values: [String: String] = [:]
    /// Windows whose structure changed since the last report.
    var changedWindows: [Window] = []
    var reportScheduled = false

    /// The tree of `window`, as container path → child paths, and each item's name.
    static func tree(of window: Window, bridge: AtSpiBridge) -> (
        children: [String: [String]], names: [String: String], states: [String: Set<AtSpiState>]
    ) {
        let reader = AccessibilityTreeReader(window: window)
        var tree: [String: [String]] = [:]
        var names: [String: String] = [:]
        var states: [String: Set<AtSpiState>] = [:]
        var visited = 0
        func visit(_ item: AccessibleItem) {
            visited += 1
            guard visited < 20_000 else { return }
            let path = bridge.objects.path(for: item)
            switch item {
            case .window: break  // Its activation has events of its own.
            default:
                names[path] = item.label ?? ""
                states[path] = (AtSpiFacts(item)?.states ?? []).intersection(comparedStates)
            }
            let children = reader.children(of: item)
            guard !children.isEmpty else { return }
            tree[path] = children.map { bridge.objects.path(for: $0) }
            children.forEach(visit)
        }
        visit(.window(window))
        return (tree, names, states)
    }

    mutating func remember(treeOf window: Window, bridge: AtSpiBridge) {
        let now = Self.tree(of: window, bridge: bridge)
        trees[ObjectIdentifier(window)] = now.children
        names[ObjectIdentifier(window)] = now.names
        states[ObjectIdentifier(window)] = now.states
    }
}

/// The events: the views' changes, sent as AT-SPI signals while a client listens.
extension AtSpiBridge: AccessibilityChangeObserver {
    /// Sends `org.a11y.atspi.Event.<kind>.<member>` from `path`, AT-SPI's `(siiva{sv})`.
    func emit(
        _ kind: String, _ member: String, from path: String, detail: String = "", _ detail1: Int = 0, _ detail2: Int = 0,
        any: DBusValue = .int32(0)
    ) {
        guard hasListeners, let signal = dbus_message_new_signal(path, "org.a11y.atspi.Event.\(kind)", member) else { return }
        DBusValue.append(
            [.string(detail), .int32(Int32(clamping: detail1)), .int32(Int32(clamping: detail2)), .variant(any), .emptyProperties],
            to: signal)
        if connection.send(signal) { eventsSent += 1 }
    }

    /// Sends `object:state-changed:<state>` for `item`.
    func emitState(_ state: AtSpiState, _ on: Bool, of item: AccessibleItem) {
        emit("Object", "StateChanged", from: objects.path(for: item), detail: state.eventName, on ? 1 : 0)
    }

    /// The accessibility item (an element, or a container of elements) `view` is, or lies
    /// in; nil when neither.
    private func element(for view: View) -> AccessibleItem? {
        var current: View? = view
        while let candidate = current, !(candidate is Window) {
            if candidate.isAccessibilityElement || candidate.accessibilityElements != nil { return .view(candidate) }
            current = candidate.superview
        }
        return nil
    }

    func accessibilityFocusDidChange(in window: Window, from old: View?, to new: View?) {
        if let old, let item = element(for: old) { emitState(.focused, false, of: item) }
        guard let new, let item = element(for: new) else { return }
        emitState(.focused, true, of: item)
        emit("Focus", "Focus", from: objects.path(for: item))
        if let text = AtSpiFacts(item)?.text { reported.texts[objects.path(for: item)] = text }
    }

    func accessibilityValueDidChange(of view: View) {
        guard let item = element(for: view) else { return }
        // A chosen segment or tab changes the selected states: compared with the tree.
        accessibilityStructureDidChange(in: view)
        let path = objects.path(for: item)
        let value = item.value ?? ""
        if view is Switch { emitState(.checked, (view as? Switch)?.isOn ?? false, of: item) }
        guard reported.values[path] != value else { return }
        reported.values[path] = value
        emit("Object", "PropertyChange", from: path, detail: "accessible-value", 0, 0, any: .string(value))
    }

    func accessibilityTextDidChange(in view: View) {
        guard let item = element(for: view), let now = AtSpiFacts(item)?.text else { return }
        let path = objects.path(for: item)
        let before = reported.texts[path] ?? ""
        reported.texts[path] = now
        guard before != now else { return }
        let old = Array(before.unicodeScalars), new = Array(now.unicodeScalars)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        func piece(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return String(view)
        }
        let removed = old[prefix..<(old.count - suffix)], added = new[prefix..<(new.count - suffix)]
        if !removed.isEmpty {
            emit("Object", "TextChanged", from: path, detail: "delete", prefix, removed.count, any: .string(piece(removed)))
        }
        if !added.isEmpty {
            emit("Object", "TextChanged", from: path, detail: "insert", prefix, added.count, any: .string(piece(added)))
        }
    }

    func accessibilitySelectionDidChange(in view: View) {
        guard let item = element(for: view), let facts = AtSpiFacts(item) else { return }
        emit("Object", "TextCaretMoved", from: objects.path(for: item), caretOffset(facts))
    }

    func accessibilityStructureDidChange(in view: View) {
        guard let window = view.window, !reported.changedWindows.contains(where: { $0 === window }) else { return }
        reported.changedWindows.append(window)
        guard !reported.reportScheduled else { return }
        reported.reportScheduled = true
        // Once per turn of the main queue, however many views moved.
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.reportStructure() } }
    }

    /// Sends `children-changed` for every child that came or went since the last report.
    private func reportStructure() {
        let windows = reported.changedWindows
        reported.changedWindows = []
        reported.reportScheduled = false
        guard hasListeners else { return }
        for window in windows where window.surface != nil {
            let key = ObjectIdentifier(window)
            let before = reported.trees[key] ?? [:]
            let oldNames = reported.names[key] ?? [:]
            let oldStates = reported.states[key] ?? [:]
            let (now, names, states) = AtSpiReportedState.tree(of: window, bridge: self)
            reported.trees[key] = now
            reported.names[key] = names
            reported.states[key] = states
            for (path, name) in names where oldNames[path].map({ $0 != name }) ?? false {
                emit("Object", "PropertyChange", from: path, detail: "accessible-name", 0, 0, any: .string(name))
            }
            for (path, current) in states {
                guard let previous = oldStates[path], previous != current else { continue }
                for state in previous.symmetricDifference(current).sorted(by: { $0.rawValue < $1.rawValue }) {
                    emit("Object", "StateChanged", from: path, detail: state.eventName, current.contains(state) ? 1 : 0)
                }
            }
            for (parent, oldChildren) in before {
                let current = Set(now[parent] ?? [])
                for (index, child) in oldChildren.enumerated() where !current.contains(child) {
                    emit("Object", "StateChanged", from: child, detail: AtSpiState.showing.eventName, 0)
                    emit("Object", "ChildrenChanged", from: parent, detail: "remove", index, 0, any: childReference(child))
                }
            }
            for (parent, children) in now {
                let previous = Set(before[parent] ?? [])
                for (index, child) in children.enumerated() where !previous.contains(child) {
                    emit("Object", "ChildrenChanged", from: parent, detail: "add", index, 0, any: childReference(child))
                    emit("Object", "StateChanged", from: child, detail: AtSpiState.showing.eventName, 1)
                }
            }
        }
    }

    private func childReference(_ path: String) -> DBusValue {
        .structure([.string(connection.uniqueName), .objectPath(path)])
    }

    func accessibilityKeyWindowDidChange(_ window: Window) {
        let item = AccessibleItem.window(window)
        emit("Window", window.isKeyWindow ? "Activate" : "Deactivate", from: objects.path(for: item), any: .string(window.title))
        emitState(.active, window.isKeyWindow, of: item)
    }

    func accessibilityNotificationPosted(_ notification: Accessibility.PostedNotification) {
        switch notification.notification {
        case .announcement, .pageScrolled:
            guard let text = notification.announcement, let window = shownWindows.last else { return }
            emit("Object", "Announcement", from: objects.path(for: .window(window)), 1, 0, any: .string(text))
        case .screenChanged, .layoutChanged:
            let target: AccessibleItem? =
                if let view = notification.argument as? View { element(for: view) } else if let element = notification.argument as? AccessibilityElement {
                    .element(element)
                } else { nil }
            if let window = target?.window ?? shownWindows.last { accessibilityStructureDidChange(in: window) }
            if let target {
                emitState(.focused, true, of: target)
                emit("Focus", "Focus", from: objects.path(for: target))
            }
        }
    }

    // MARK: Cache

    /// The Cache interface: every item of every shown window with its facts.
    func answerCache(_ call: AtSpiCall) -> AtSpiReply {
        guard call.interface == "org.a11y.atspi.Cache" || call.interface.isEmpty, call.member == "GetItems" else {
            return .unknownMethod(call)
        }
        var entries: [DBusValue] = []
        func add(_ target: AtSpiTarget) {
            guard entries.count < 20_000 else { return }
            let children = children(of: target)
            let facts: AtSpiFacts? = if case .item(let item) = target { AtSpiFacts(item) } else { nil }
            entries.append(
                .structure([
                    reference(target), reference(.application), parentReference(of: target),
                    .int32(Int32(indexInParent(of: target))), .int32(Int32(children.count)),
                    .strings(facts?.interfaces ?? ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"]),
                    .string(name(of: target)), .uint32(facts?.role ?? AtSpiRole.number(of: "application")),
                    .string(description(of: target)), AtSpiState.words(facts?.states ?? []),
                ]))
            children.forEach(add)
        }
        add(.application)
        return .values([.array(element: "((so)(so)(so)iiassusau)", entries)])
    }
}
