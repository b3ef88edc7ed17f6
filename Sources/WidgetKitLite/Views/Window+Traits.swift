import Foundation

/// The traits a view takes from its window: the size classes and the display scale.
struct WindowTraits: Equatable {
    var horizontal: UserInterfaceSizeClass
    var vertical: UserInterfaceSizeClass
    var scale: CGFloat

    /// Not told yet: a view that never joined a window.
    static let unknown = WindowTraits(horizontal: .unspecified, vertical: .unspecified, scale: 0)
    /// A view in no window: unspecified size classes, scale 1.
    static let outsideWindow = WindowTraits(horizontal: .unspecified, vertical: .unspecified, scale: 1)

    /// Whether the traits are a window's.
    var isSpecified: Bool { horizontal != .unspecified }
}

extension TraitCollection {
    /// Sets the size classes and display scale to `traits`.
    mutating func setWindowTraits(_ traits: WindowTraits) {
        horizontalSizeClass = traits.horizontal
        verticalSizeClass = traits.vertical
        displayScale = traits.scale
    }
}

extension Window {
    /// The window's size classes (from its size and its light theme's
    /// `containers` thresholds) and its scale.
    var windowTraits: WindowTraits {
        let containers = environment.themes.theme(for: .light).containers
        let size = modelFrame.size
        return WindowTraits(
            horizontal: size.width < containers.compactWidthThreshold ? .compact : .regular,
            vertical: size.height < containers.compactHeightThreshold ? .compact : .regular, scale: scale)
    }

    /// After a resize: one that crossed a size-class threshold tells every view whose
    /// traits changed.
    func sizeDidChange() {
        if windowTraits != appliedWindowTraits, appliedWindowTraits.isSpecified { updateTraitCollectionRecursively() }
    }
}
