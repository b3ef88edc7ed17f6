import Foundation

/// Reading the front window as assistive technologies would, and auditing it.
extension HeadlessScreen {
    /// The accessibility tree of the front window (an empty window node when there is none).
    ///
    /// Visible views are walked in subview order: a view whose `isAccessibilityElement` is
    /// true is a node (its subviews are not read); a view with `accessibilityElements` is a
    /// "panel" node holding those; other views are flattened into their parent. When
    /// subviews of one view set `accessibilityViewIsModal`, only the last of them is read.
    public func accessibilitySnapshot() -> AccessibilitySnapshot {
        guard let window = windows.last else {
            return AccessibilitySnapshot(root: .init(role: "window", states: [], frame: .zero, children: []))
        }
        let reader = AccessibilityTreeReader(window: window)
        let root = AccessibilitySnapshot.Node(
            role: "window", name: window.accessibilityLabel, states: [],
            frame: CGRect(origin: .zero, size: window.bounds.size), children: reader.nodes(inside: window))
        return AccessibilitySnapshot(root: root)
    }

    /// The accessibility problems of the front window: unlabelled interactive elements,
    /// targets under 24 × 24 pt, and label text under 4.5:1 contrast against the background
    /// behind it (WCAG 2 relative luminance). Empty for a well-made window. (Focus order is
    /// not audited: the Tab key's order is the reading order, so it never goes back.)
    public func accessibilityAudit() -> [AccessibilityAuditIssue] {
        guard let window = windows.last else { return [] }
        var issues: [AccessibilityAuditIssue] = []
        for view in AccessibilityTreeReader(window: window).elementViews() {
            issues += AccessibilityAuditIssue.issues(of: view)
        }
        return issues
    }
}

/// Walks a window's views into accessibility nodes.
@MainActor
struct AccessibilityTreeReader {
    let window: Window

    /// Whether `view` is shown at all.
    private func isVisible(_ view: View) -> Bool { !view.isHidden && view.alpha > 0 }

    /// The subviews that assistive technologies read: all, or only the last modal one.
    private func readableSubviews(of view: View) -> [View] {
        let shown = view.subviews.filter(isVisible)
        if let modal = shown.last(where: \.accessibilityViewIsModal) { return [modal] }
        return shown
    }

    /// The nodes of `view`'s contents (not of `view` itself).
    func nodes(inside view: View) -> [AccessibilitySnapshot.Node] {
        if let elements = view.accessibilityElements { return nodes(of: elements, in: view) }
        return readableSubviews(of: view).flatMap(nodes(of:))
    }

    /// The nodes `view` contributes: itself, a panel or its flattened contents.
    func nodes(of view: View) -> [AccessibilitySnapshot.Node] {
        guard isVisible(view) else { return [] }
        if view.isAccessibilityElement { return [node(for: view)] }
        if let elements = view.accessibilityElements {
            return [
                .init(
                    role: "panel", name: view.accessibilityLabel, states: [],
                    frame: view.accessibilityFrame, children: nodes(of: elements, in: view))
            ]
        }
        return nodes(inside: view)
    }

    private func nodes(of elements: [Any], in container: View) -> [AccessibilitySnapshot.Node] {
        elements.flatMap { item -> [AccessibilitySnapshot.Node] in
            if let view = item as? View { return nodes(of: view) }
            if let element = item as? AccessibilityElement {
                return element.isAccessibilityElement ? [node(for: element)] : []
            }
            Diagnostics.report(
                "View.accessibilityElements of \(container): \(type(of: item)) is neither a View nor an AccessibilityElement; ignored")
            return []
        }
    }

    /// The views that are accessibility elements, in reading order.
    func elementViews() -> [View] {
        var found: [View] = []
        func visit(_ view: View) {
            guard isVisible(view) else { return }
            if view.isAccessibilityElement { found.append(view); return }
            let children = view.accessibilityElements?.compactMap { $0 as? View } ?? readableSubviews(of: view)
            children.forEach(visit)
        }
        readableSubviews(of: window).forEach(visit)
        return found
    }

    private func node(for view: View) -> AccessibilitySnapshot.Node {
        let traits = view.accessibilityTraits
        var states: [String] = []
        let control = view as? Control
        if !traits.contains(.notEnabled), control?.isEnabled ?? true { states.append("enabled") }
        if view.canBecomeFocused { states.append("focusable") }
        if window.focusedView === view || view.isFirstResponder { states.append("focused") }
        if traits.contains(.selected) { states.append("selected") }
        if let toggle = view as? Switch, toggle.isOn { states.append("checked") }
        if (view as? TextField)?.isEnabled == true || (view as? TextView)?.isEditable == true { states.append("editable") }
        return .init(
            role: Self.role(of: view, traits: traits), name: view.accessibilityLabel,
            value: view.accessibilityValue, states: states, frame: view.accessibilityFrame, children: [])
    }

    private func node(for element: AccessibilityElement) -> AccessibilitySnapshot.Node {
        let traits = element.accessibilityTraits
        var states = traits.contains(.notEnabled) ? [] : ["enabled"]
        if traits.contains(.selected) { states.append("selected") }
        return .init(
            role: Self.role(of: nil, traits: traits), name: element.accessibilityLabel,
            value: element.accessibilityValue, states: states, frame: element.accessibilityFrame, children: [])
    }

    /// The role of a view (or, for nil, of an element) with `traits`.
    static func role(of view: View?, traits: AccessibilityTraits) -> String {
        switch view {
        case is Switch: return "toggle button"
        case is Slider: return "slider"
        case is Stepper: return "spin button"
        case is TextField, is TextView: return "text"
        case is SegmentedControl: return "page tab list"
        case is PageControl: return "scroll bar"
        case is ProgressView: return "progress bar"
        default: break
        }
        if traits.contains(.tabBar) { return "page tab list" }
        if traits.contains(.toggleButton) { return "toggle button" }
        if traits.contains(.button) { return "push button" }
        if traits.contains(.link) { return "link" }
        if traits.contains(.header) { return "heading" }
        if traits.contains(.searchField) { return "text" }
        if traits.contains(.adjustable) { return "slider" }
        if traits.contains(.image) { return "image" }
        if traits.contains(.staticText) || view is Label { return "label" }
        return view == nil ? "label" : "panel"
    }
}
