import Foundation

/// How a cell's background looks — UIKit's `UIBackgroundConfiguration`: a colour, rounded
/// corners, an outline and insets from the cell's edges.
///
/// Start from a preset that matches the list (`.listPlainCell()`, `.listGroupedCell()`,
/// `.listSidebarCell()`, `.clear()`) and set it on a cell's `backgroundConfiguration`. The
/// cell updates it for its state (``updated(for:)``): a selected or pressed row takes the
/// theme's selection colour, a selected sidebar row the tint colour. A colour the app sets
/// itself is kept in every state. The colours are the theme's, so they follow the light or
/// dark appearance.
public struct BackgroundConfiguration: Hashable {
    /// The fill; nil fills with the tint colour (``resolvedBackgroundColor(for:)``).
    public var backgroundColor: Color?
    /// The radius of the corners, in points (0: square).
    public var cornerRadius: CGFloat = 0
    /// How far the background sits in from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The outline's colour; nil draws the outline in the tint colour when `strokeWidth` is
    /// above 0.
    public var strokeColor: Color?
    /// The outline's width, drawn inside the background's edge (0: no outline).
    public var strokeWidth: CGFloat = 0

    /// The preset the configuration came from, which decides its colour in each state.
    let preset: Preset
    /// The colour the preset last gave `backgroundColor`; a different one was set by the app.
    private var presetColor: Color?

    /// The presets, each a list's look.
    enum Preset: Hashable {
        case clear, plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter, sidebarHeader
    }

    private init(_ preset: Preset, color: Color?) {
        self.preset = preset
        backgroundColor = color
        presetColor = color
    }

    /// A clear background that does not change with the state.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration(.clear, color: .clear) }

    /// A row of a plain list: the theme's plain background (white; black in the dark),
    /// the selection colour when selected or pressed.
    public static func listPlainCell() -> BackgroundConfiguration {
        BackgroundConfiguration(.plainCell, color: .theme(\.lists.plainBackgroundColor))
    }

    /// A row of a grouped list: the theme's grouped cell background, the selection colour
    /// when selected or pressed.
    public static func listGroupedCell() -> BackgroundConfiguration {
        BackgroundConfiguration(.groupedCell, color: .theme(\.lists.groupedCellBackgroundColor))
    }

    /// A row of a sidebar: clear, a rounded plate of the tint colour when selected (inset
    /// from the row's sides), of the selection colour when only pressed.
    public static func listSidebarCell() -> BackgroundConfiguration {
        var background = BackgroundConfiguration(.sidebarCell, color: .clear)
        background.cornerRadius = Theme.light.lists.sidebarCornerRadius
        background.backgroundInsets = Theme.light.lists.sidebarBackgroundInsets
        return background
    }

    /// A header or footer of a plain list: the theme's plain header background.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(.plainHeaderFooter, color: .theme(\.lists.plainHeaderBackgroundColor))
    }

    /// A header or footer of a grouped list: clear (the list's background shows).
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(.groupedHeaderFooter, color: .clear)
    }

    /// A section header of a sidebar: clear.
    public static func listSidebarHeader() -> BackgroundConfiguration {
        BackgroundConfiguration(.sidebarHeader, color: .clear)
    }

    /// This configuration as it looks in `state`: a cell selected or pressed (a
    /// ``CellConfigurationState``) takes the preset's colour for it, unless the app set
    /// `backgroundColor` itself. Updating again for the same state changes nothing.
    public func updated(for state: ConfigurationState) -> BackgroundConfiguration {
        let cell = state as? CellConfigurationState
        let lit = cell?.isLit ?? false
        let color: Color? =
            switch preset {
            case .clear, .groupedHeaderFooter, .sidebarHeader: Color.clear
            case .plainCell: lit ? .theme(\.lists.selectedBackgroundColor) : .theme(\.lists.plainBackgroundColor)
            case .groupedCell: lit ? .theme(\.lists.selectedBackgroundColor) : .theme(\.lists.groupedCellBackgroundColor)
            case .plainHeaderFooter: .theme(\.lists.plainHeaderBackgroundColor)
            case .sidebarCell:
                cell?.isSelected == true ? .theme(\.tintColor) : lit ? .theme(\.lists.selectedBackgroundColor) : .clear
            }
        guard backgroundColor == presetColor else { return self }
        var updated = self
        updated.backgroundColor = color
        updated.presetColor = color
        return updated
    }

    /// The colour the background is filled with: `backgroundColor`, or `tintColor` when it is nil.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color { backgroundColor ?? tintColor }

    /// The colour the outline is drawn in: `strokeColor`, or `tintColor` when it is nil.
    public func resolvedStrokeColor(for tintColor: Color) -> Color { strokeColor ?? tintColor }

    /// Whether rows with this background are drawn without separators (a sidebar's are).
    var hidesSeparator: Bool { preset == .sidebarCell || preset == .sidebarHeader }

    /// The configuration with every number usable: a bad one is reported and replaced by 0.
    @MainActor
    func checked() -> BackgroundConfiguration {
        let check = ConfigurationCheck(owner: "BackgroundConfiguration")
        var c = self
        c.cornerRadius = check.length(cornerRadius, "cornerRadius")
        c.strokeWidth = check.length(strokeWidth, "strokeWidth")
        c.backgroundInsets = check.insets(backgroundInsets, "backgroundInsets")
        return c
    }
}
