import Foundation

// The accessibility defaults of the controllers' views (see View's `accessibility…`
// properties): what each says about itself unless the app sets its own.

extension TabBar: AccessibilityDefaults {
    /// A container of its items (`accessibilityElements`), not an element.
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityTraits: AccessibilityTraits { .tabBar }
}

extension TabBarItemView: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { item.title }
    var defaultAccessibilityValue: String? { item.badgeValue }
    /// A button, `.selected` while its tab is shown (UIKit's tab bar buttons).
    var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? [.button, .selected] : .button }
    /// Selects the tab, as a click does.
    func defaultAccessibilityActivate() -> Bool {
        guard let onTap else { return false }
        onTap()
        return true
    }
}

extension BackButton: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { (title ?? "").isEmpty ? "Back" : title }
    var defaultAccessibilityTraits: AccessibilityTraits { .button }
    /// Goes back, as a click does.
    func defaultAccessibilityActivate() -> Bool {
        guard let onTap else { return false }
        onTap()
        return true
    }
}
