import Foundation

/// What a view says about itself to assistive technologies when the app set it
/// (View.swift's `accessibilityStorage`); nil means "the view's default".
struct AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var frame: CGRect?
    var elements: [Any]?
    var customActions: [AccessibilityCustomAction]?
    var viewIsModal = false
}

/// The accessibility defaults of a kind of view (controls adopt it in
/// Controls/View+AccessibilityDefaults.swift); the view's `accessibility…` properties fall
/// back on these unless the app set its own.
@MainActor
protocol AccessibilityDefaults: AnyObject {
    var defaultIsAccessibilityElement: Bool { get }
    var defaultAccessibilityLabel: String? { get }
    var defaultAccessibilityValue: String? { get }
    var defaultAccessibilityTraits: AccessibilityTraits { get }
    /// The elements inside the view, when it is a container of drawn parts.
    var defaultAccessibilityElements: [Any]? { get }
    /// Does the view's primary action; returns whether it did something.
    func defaultAccessibilityActivate() -> Bool
    /// Steps an adjustable view up (`up`) or down.
    func defaultAccessibilityAdjust(up: Bool)
}

extension AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { true }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: AccessibilityTraits { .none }
    var defaultAccessibilityElements: [Any]? { nil }
    func defaultAccessibilityActivate() -> Bool { false }
    func defaultAccessibilityAdjust(up: Bool) {}
}

extension View {
    /// The defaults of this kind of view, if it has any.
    var accessibilityDefaults: AccessibilityDefaults? { self as? AccessibilityDefaults }

    /// Performs the custom action named `name`; false when there is none of that name.
    @discardableResult
    public func performAccessibilityCustomAction(named name: String) -> Bool {
        accessibilityCustomActions?.first { $0.name == name }?.perform() ?? false
    }
}
