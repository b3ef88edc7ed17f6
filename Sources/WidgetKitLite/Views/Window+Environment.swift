import Foundation

/// What a window's views draw with besides their geometry and clock: the window's pair of
/// themes, its appearance when nothing overrides it, its preferred text size and its
/// backing-store budget. The host
/// sets it when the window is attached (from its `Configuration`, or a `HeadlessScreen`'s
/// parameters); each window has its own.
struct WindowEnvironment {
    /// The light and the dark theme.
    var themes = ThemePalette.standard
    /// The appearance of views whose window and ancestors do not override it.
    var appearance = UserInterfaceStyle.light
    /// Whether `themes` are the higher-contrast variants the desktop asked for.
    var contrast = AccessibilityContrast.normal
    /// The preferred text size (Dynamic Type) of the window's views.
    var contentSizeCategory = ContentSizeCategory.large
    /// How many bytes of backing stores the window keeps.
    var layerMemoryBudget = LayerMemoryBudget()
}

/// Bytes a window keeps in backing stores of view content at most (least recently used ones
/// are dropped first and drawn again when needed), unless a single frame needs more.
public struct LayerMemoryBudget: Sendable, Equatable {
    /// This many times the bytes of the window's own pixels (width × height × 4 in device
    /// pixels), 3 by default, and never less than ``floor``; it follows the window's size.
    public var windowMultiple: Double = 3
    /// The least budget of any window, however small: 4 MiB.
    public var floor = 4 << 20
    /// A fixed budget in bytes instead of the one scaled to the window (nil, the default:
    /// scaled).
    public var fixed: Int?

    /// The default budget: three times the window's pixels, at least 4 MiB.
    public init() {}

    /// The budget of a window of `pixels`.
    func bytes(for pixels: PixelSize) -> Int {
        if let fixed { return max(0, fixed) }
        let windowBytes = Double(max(0, pixels.width)) * Double(max(0, pixels.height)) * 4
        let multiple = windowMultiple.isFinite ? max(0, windowMultiple) : 0
        let scaled = min(Double(Int.max / 2), windowBytes * multiple)
        return max(max(0, floor), Int(scaled))
    }
}
