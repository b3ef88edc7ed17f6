import Foundation

/// One thing assistive technologies see in a window: the window itself, a view (an element,
/// or a container of elements) or an ``AccessibilityElement`` drawn by a view.
///
/// Two items are equal when they hold the same object. ``AccessibilityTreeReader`` says
/// which items a window has and how they nest.
@MainActor
public enum AccessibleItem: Hashable {
    /// A window: the root of its tree.
    case window(Window)
    /// A view that is an accessibility element, or that lists `accessibilityElements`.
    case view(View)
    /// An element that is not a view.
    case element(AccessibilityElement)

    /// The object the item holds, for identity.
    public var object: AnyObject {
        switch self {
        case .window(let window): return window
        case .view(let view): return view
        case .element(let element): return element
        }
    }

    /// Equal when both hold the same object.
    nonisolated public static func == (a: AccessibleItem, b: AccessibleItem) -> Bool {
        MainActor.assumeIsolated { a.object === b.object }
    }

    /// Hashes the held object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        MainActor.assumeIsolated { hasher.combine(ObjectIdentifier(object)) }
    }

    /// The window the item is in; nil when it is not in one.
    public var window: Window? {
        switch self {
        case .window(let window): return window
        case .view(let view): return view.window
        case .element(let element): return Self.containerView(of: element)?.window
        }
    }

    /// The view that holds `element`, following elements that hold elements.
    static func containerView(of element: AccessibilityElement) -> View? {
        var container = element.accessibilityContainer
        var depth = 0
        while let next = container as? AccessibilityElement, depth < 64 {
            container = next.accessibilityContainer
            depth += 1
        }
        return container as? View
    }

    /// The accessibility label.
    public var label: String? {
        switch self {
        case .window(let window): return window.accessibilityLabel
        case .view(let view): return view.accessibilityLabel
        case .element(let element): return element.accessibilityLabel
        }
    }

    /// The accessibility value.
    public var value: String? {
        switch self {
        case .window: return nil
        case .view(let view): return view.accessibilityValue
        case .element(let element): return element.accessibilityValue
        }
    }

    /// The accessibility hint.
    public var hint: String? {
        switch self {
        case .window(let window): return window.accessibilityHint
        case .view(let view): return view.accessibilityHint
        case .element(let element): return element.accessibilityHint
        }
    }

    /// The accessibility identifier.
    public var identifier: String? {
        switch self {
        case .window(let window): return window.accessibilityIdentifier
        case .view(let view): return view.accessibilityIdentifier
        case .element(let element): return element.accessibilityIdentifier
        }
    }

    /// The traits.
    public var traits: AccessibilityTraits {
        switch self {
        case .window: return .none
        case .view(let view): return view.accessibilityTraits
        case .element(let element): return element.accessibilityTraits
        }
    }

    /// The frame in the window's coordinates, in points.
    public var frame: CGRect {
        switch self {
        case .window(let window): return CGRect(origin: .zero, size: window.bounds.size)
        case .view(let view): return view.accessibilityFrame
        case .element(let element): return element.accessibilityFrame
        }
    }

    /// The custom actions.
    public var customActions: [AccessibilityCustomAction] {
        switch self {
        case .window: return []
        case .view(let view): return view.accessibilityCustomActions ?? []
        case .element(let element): return element.accessibilityCustomActions ?? []
        }
    }

    /// Activates the item (a press of its default action); returns whether it did something.
    @discardableResult
    public func activate() -> Bool {
        switch self {
        case .window: return false
        case .view(let view): return view.accessibilityActivate()
        case .element(let element): return element.accessibilityActivate()
        }
    }

    /// Steps an adjustable item up or down.
    public func adjust(up: Bool) {
        switch self {
        case .window: return
        case .view(let view): up ? view.accessibilityIncrement() : view.accessibilityDecrement()
        case .element(let element): up ? element.accessibilityIncrement() : element.accessibilityDecrement()
        }
    }
}
