import Foundation

/// An accessibility element that is not a view — UIKit's `UIAccessibilityElement`.
///
/// A view that draws several things itself (a chart, a keypad drawn in one view) lists one
/// element per thing in its ``View/accessibilityElements``; each element says what it is
/// and where, in the container's coordinates (``accessibilityFrameInContainerSpace``).
@MainActor
open class AccessibilityElement {
    /// The view (or element) that holds this element; held weakly.
    public var accessibilityContainer: Any? {
        get { containerView ?? containerObject }
        set {
            containerView = newValue as? View
            containerObject = newValue is View ? nil : newValue.map { $0 as AnyObject }
        }
    }
    private weak var containerView: View?
    private weak var containerObject: AnyObject?

    /// Creates an element held by `container` (a view, usually).
    public init(accessibilityContainer container: Any) {
        self.accessibilityContainer = container
    }

    /// Whether assistive technologies see the element (true unless set).
    open var isAccessibilityElement = true
    /// A short name of the element ("Play").
    open var accessibilityLabel: String?
    /// The element's current value ("50%").
    open var accessibilityValue: String?
    /// What activating the element does ("Plays the song").
    open var accessibilityHint: String?
    /// What the element is and how it behaves.
    open var accessibilityTraits: AccessibilityTraits = .none
    /// A name for tests and diagnostics.
    open var accessibilityIdentifier: String?
    /// Extra actions offered on the element.
    open var accessibilityCustomActions: [AccessibilityCustomAction]?

    /// The element's frame in its container view's coordinates; setting it makes
    /// ``accessibilityFrame`` follow the container when it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { explicitFrame = nil }
    }

    /// The element's frame in window coordinates: the frame set here, or
    /// ``accessibilityFrameInContainerSpace`` converted from the container view.
    open var accessibilityFrame: CGRect {
        get {
            if let explicitFrame { return explicitFrame }
            guard let containerView else { return accessibilityFrameInContainerSpace }
            return containerView.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { explicitFrame = newValue }
    }
    private var explicitFrame: CGRect?

    /// Activates the element (an assistive technology's double tap); returns whether it
    /// did something. The element does nothing and returns false unless overridden.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value; does nothing unless overridden.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value; does nothing unless overridden.
    open func accessibilityDecrement() {}
}
