import Foundation

/// Reads a window's views as assistive technologies see them: which items there are, how
/// they nest, and each one's role and states.
///
/// Visible views are walked in subview order: a view whose `isAccessibilityElement` is true
/// is an item with no children (its subviews are not read); a view with
/// `accessibilityElements` is a container item holding those; other views are flattened into
/// their parent. When subviews of one view set `accessibilityViewIsModal`, only the last of
/// them is read. Nothing is cached: every call reads the views as they are now.
@MainActor
public struct AccessibilityTreeReader {
    /// The window read.
    public let window: Window

    /// A reader of `window`.
    public init(window: Window) { self.window = window }

    /// Whether `view` is shown at all.
    private func isVisible(_ view: View) -> Bool { !view.isHidden && view.alpha > 0 }

    /// The subviews that assistive technologies read: all, or only the last modal one.
    private func readableSubviews(of view: View) -> [View] {
        let shown = view.subviews.filter(isVisible)
        if let modal = shown.last(where: \.accessibilityViewIsModal) { return [modal] }
        return shown
    }

    // MARK: Items

    /// The items directly inside `item`, in reading order: none for an element.
    public func children(of item: AccessibleItem) -> [AccessibleItem] {
        switch item {
        case .window(let window): return items(inside: window)
        case .view(let view): return view.isAccessibilityElement ? [] : items(inside: view)
        case .element: return []
        }
    }

    /// The item that holds `item`: nil for the window, or when `item` is not in this window.
    public func parent(of item: AccessibleItem) -> AccessibleItem? {
        var ancestor: View?
        switch item {
        case .window: return nil
        case .view(let view): ancestor = view.superview
        case .element(let element): ancestor = AccessibleItem.containerView(of: element)
        }
        while let view = ancestor {
            if view === window { return .window(window) }
            if view.isAccessibilityElement || view.accessibilityElements != nil { return .view(view) }
            ancestor = view.superview
        }
        return nil
    }

    /// Whether `item` is in the window's tree now (shown, and not behind a modal view).
    public func contains(_ item: AccessibleItem) -> Bool {
        if case .window(let window) = item { return window === self.window }
        guard let parent = parent(of: item) else { return false }
        return contains(parent) && children(of: parent).contains(item)
    }

    /// The items inside `view` (not `view` itself).
    private func items(inside view: View) -> [AccessibleItem] {
        if let elements = view.accessibilityElements { return items(of: elements, in: view) }
        return readableSubviews(of: view).flatMap(items(of:))
    }

    /// The items `view` contributes: itself, or its flattened contents.
    private func items(of view: View) -> [AccessibleItem] {
        guard isVisible(view) else { return [] }
        if view.isAccessibilityElement || view.accessibilityElements != nil { return [.view(view)] }
        return items(inside: view)
    }

    private func items(of elements: [Any], in container: View) -> [AccessibleItem] {
        elements.flatMap { item -> [AccessibleItem] in
            if let view = item as? View { return items(of: view) }
            if let element = item as? AccessibilityElement {
                return element.isAccessibilityElement ? [.element(element)] : []
            }
            Diagnostics.report(
                "View.accessibilityElements of \(container): \(type(of: item)) is neither a View nor an AccessibilityElement; ignored")
            return []
        }
    }

    /// The views that are accessibility elements, in reading order.
    func elementViews() -> [View] {
        var found: [View] = []
        func visit(_ item: AccessibleItem) {
            guard case .view(let view) = item else { return }
            if view.isAccessibilityElement { found.append(view) } else { children(of: item).forEach(visit) }
        }
        children(of: .window(window)).forEach(visit)
        return found
    }

    // MARK: Roles and states

    /// Whether `item` is a container of elements rather than an element.
    public func isContainer(_ item: AccessibleItem) -> Bool {
        switch item {
        case .window: return true
        case .view(let view): return !view.isAccessibilityElement
        case .element: return false
        }
    }

    /// The role of `item`, in the desktop accessibility service's words ("window", "panel",
    /// "alert", "dialog", "list", "push button", "toggle button", "label", "heading", "link", "image",
    /// "slider", "spin button", "text", "page tab list", "page tab", "list item", "progress
    /// bar", "scroll bar").
    public func role(of item: AccessibleItem) -> String {
        switch item {
        case .window: return "window"
        case .view(let view): return Self.role(of: view, traits: view.accessibilityTraits)
        case .element(is SegmentAccessibilityElement): return "page tab"
        case .element(let element): return Self.role(of: nil, traits: element.accessibilityTraits)
        }
    }

    /// The states of `item`, in this order: enabled, focusable, focused, selected, checked,
    /// editable. A window and a container have none.
    public func states(of item: AccessibleItem) -> [String] {
        switch item {
        case .window: return []
        case .view(let view):
            guard view.isAccessibilityElement else { return [] }
            let traits = view.accessibilityTraits
            var states: [String] = []
            if !traits.contains(.notEnabled), (view as? Control)?.isEnabled ?? true { states.append("enabled") }
            if view.canBecomeFocused { states.append("focusable") }
            if window.focusedView === view || view.isFirstResponder { states.append("focused") }
            if traits.contains(.selected) { states.append("selected") }
            if let toggle = view as? Switch, toggle.isOn { states.append("checked") }
            if (view as? TextField)?.isEnabled == true || (view as? TextView)?.isEditable == true {
                states.append("editable")
            }
            return states
        case .element(let element):
            let traits = element.accessibilityTraits
            var states = traits.contains(.notEnabled) ? [] : ["enabled"]
            if traits.contains(.selected) { states.append("selected") }
            return states
        }
    }

    /// The role of a view (or, for nil, of an element) with `traits`. A view that is not an
    /// element is a container: an alert's view is an "alert", a sheet a "dialog", a table
    /// or collection view a "list", a `.tabBar` container a "page tab list", any other a "panel". A tab bar's item is a
    /// "page tab" and a table or collection view cell a "list item" (GTK 4's role for a list
    /// row).
    static func role(of view: View?, traits: AccessibilityTraits) -> String {
        if let view, !view.isAccessibilityElement {
            switch view {
            case is AlertView: return "alert"
            case is PresentationContainerView: return "dialog"
            case is TableView, is CollectionView: return "list"
            case is SegmentedControl: return "page tab list"
            default: return traits.contains(.tabBar) ? "page tab list" : "panel"
            }
        }
        switch view {
        case is TabBarItemView: return "page tab"
        case is TableViewCell, is CollectionViewCell: return "list item"
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

    // MARK: Snapshot

    /// The node of `item` and everything inside it.
    public func node(for item: AccessibleItem) -> AccessibilitySnapshot.Node {
        let children = children(of: item).map(node(for:))
        switch item {
        case .window(let window):
            return .init(
                role: "window", name: window.accessibilityLabel, states: [],
                frame: item.frame, children: children)
        default:
            return .init(
                role: role(of: item), name: item.label, value: isContainer(item) ? nil : item.value,
                states: states(of: item), frame: item.frame, children: children)
        }
    }

    /// The whole window's tree.
    public func snapshot() -> AccessibilitySnapshot { AccessibilitySnapshot(root: node(for: .window(window))) }
}
