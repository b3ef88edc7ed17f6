import Foundation

/// A trait of a ``TraitCollection`` that `registerForTraitChanges(_:handler:)` can observe —
/// UIKit's `UITraitDefinition`. The toolkit's traits are the marker types below; a type of
/// your own that conforms is never reported as changed.
public protocol TraitDefinition {}

/// The appearance trait (``TraitCollection/userInterfaceStyle``) — UIKit's `UITraitUserInterfaceStyle`.
public enum TraitUserInterfaceStyle: TraitDefinition {}
/// The horizontal size class (``TraitCollection/horizontalSizeClass``) — UIKit's `UITraitHorizontalSizeClass`.
public enum TraitHorizontalSizeClass: TraitDefinition {}
/// The vertical size class (``TraitCollection/verticalSizeClass``) — UIKit's `UITraitVerticalSizeClass`.
public enum TraitVerticalSizeClass: TraitDefinition {}
/// The text size (``TraitCollection/preferredContentSizeCategory``) — UIKit's `UITraitPreferredContentSizeCategory`.
public enum TraitPreferredContentSizeCategory: TraitDefinition {}
/// The display scale (``TraitCollection/displayScale``) — UIKit's `UITraitDisplayScale`.
public enum TraitDisplayScale: TraitDefinition {}
/// The interface level (``TraitCollection/userInterfaceLevel``) — UIKit's `UITraitUserInterfaceLevel`.
public enum TraitUserInterfaceLevel: TraitDefinition {}
/// The contrast (``TraitCollection/accessibilityContrast``) — UIKit's `UITraitAccessibilityContrast`.
public enum TraitAccessibilityContrast: TraitDefinition {}

extension TraitCollection {
    /// Whether `trait` has another value in `other` (false for traits the toolkit does not know).
    func differs(in trait: any TraitDefinition.Type, from other: TraitCollection) -> Bool {
        if trait == TraitUserInterfaceStyle.self { return userInterfaceStyle != other.userInterfaceStyle }
        if trait == TraitHorizontalSizeClass.self { return horizontalSizeClass != other.horizontalSizeClass }
        if trait == TraitVerticalSizeClass.self { return verticalSizeClass != other.verticalSizeClass }
        if trait == TraitPreferredContentSizeCategory.self { return preferredContentSizeCategory != other.preferredContentSizeCategory }
        if trait == TraitDisplayScale.self { return displayScale != other.displayScale }
        if trait == TraitUserInterfaceLevel.self { return userInterfaceLevel != other.userInterfaceLevel }
        if trait == TraitAccessibilityContrast.self { return accessibilityContrast != other.accessibilityContrast }
        return false
    }
}
