import Foundation

/// The content of a standard list row, header or footer: an image, a text and a secondary
/// text — UIKit's `UIListContentConfiguration`.
///
/// Start from the preset that matches the place (`.cell()`, `.subtitleCell()`,
/// `.valueCell()`, `.sidebarCell()`, `.header()`, …), set `text`, `secondaryText` and
/// `image`, and set it on a cell's `contentConfiguration`; the cell shows it in a
/// ``ListContentView``. The image sits at the leading edge; the texts follow it, one above the
/// other or, when ``prefersSideBySideTextAndSecondaryText`` and they fit, side by side with the
/// secondary text at the trailing edge. The view's height fits the content within
/// ``directionalLayoutMargins``, so self-sizing rows grow with wrapped text.
///
/// Colours are the theme's and follow the appearance; fonts and sizes are the standard
/// theme's (`Theme.light.lists`). ``updated(for:)`` gives a selected sidebar row white text
/// and image; a colour the app set itself is kept.
public struct ListContentConfiguration: ContentConfiguration, Equatable {
    /// The main text; nil or empty shows none.
    public var text: String?
    /// The secondary text; nil or empty shows none.
    public var secondaryText: String?
    /// The image at the leading edge; nil shows none.
    public var image: Image?
    /// How `text` is drawn.
    public var textProperties: TextProperties
    /// How `secondaryText` is drawn.
    public var secondaryTextProperties: TextProperties
    /// How `image` is drawn.
    public var imageProperties = ImageProperties()
    /// Space around the content, inside the view's edges.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Space between the image (or its reserved size) and the texts.
    public var imageToTextPadding: CGFloat
    /// Least space between the texts when they are side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// Space between the texts when one is above the other.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// Whether the texts sit side by side (the secondary text at the trailing edge) when
    /// they fit on one line; otherwise the secondary text goes under the text.
    public var prefersSideBySideTextAndSecondaryText = false

    /// The preset the configuration came from, which decides its colours in each state.
    private(set) var preset: Preset
    /// The colours the preset last gave; different ones were set by the app.
    private var presetColors: StateColors

    /// The presets, each a place in a list.
    enum Preset: Hashable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader, sidebarHeader
    }

    /// The colours that follow the state: both texts' and the image's tint.
    private struct StateColors: Equatable {
        var text: Color
        var secondaryText: Color
        var imageTint: Color?
    }

    private init(
        _ preset: Preset, font: Font, color: Color = .theme(\.labelColor), secondaryFont: Font,
        secondaryColor: Color = .theme(\.secondaryLabelColor), margins: NSDirectionalEdgeInsets
    ) {
        let lists = Theme.light.lists
        self.preset = preset
        textProperties = TextProperties(font: font, color: color)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
        imageToTextPadding = lists.imageToTextPadding
        textToSecondaryTextHorizontalPadding = lists.textToSecondaryTextHorizontalPadding
        textToSecondaryTextVerticalPadding = lists.textToSecondaryTextVerticalPadding
        presetColors = StateColors(text: color, secondaryText: secondaryColor, imageTint: nil)
    }

    /// A row: body text (17 pt, the label colour); a secondary text goes under it in 15 pt
    /// secondary colour.
    public static func cell() -> ListContentConfiguration {
        let theme = Theme.light
        return ListContentConfiguration(
            .cell, font: theme.bodyFont, secondaryFont: theme.lists.secondaryTextFont, margins: theme.lists.cellContentMargins)
    }

    /// A row with a secondary text under the text, in 15 pt secondary colour.
    public static func subtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(cell(), preset: .subtitleCell)
    }

    /// A row with the secondary text at the trailing edge, in body text of the secondary
    /// colour (under the text when both do not fit on one line).
    public static func valueCell() -> ListContentConfiguration {
        let theme = Theme.light
        var c = ListContentConfiguration(
            .valueCell, font: theme.bodyFont, secondaryFont: theme.bodyFont, margins: theme.lists.cellContentMargins)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }

    /// A row of a sidebar: body text, the sidebar's wider margins; selected, the text and a
    /// template image turn white (on the tint-coloured background of `.listSidebarCell()`).
    public static func sidebarCell() -> ListContentConfiguration {
        let theme = Theme.light
        return ListContentConfiguration(
            .sidebarCell, font: theme.bodyFont, secondaryFont: theme.lists.secondaryTextFont,
            margins: theme.lists.sidebarContentMargins)
    }

    /// A sidebar row with a secondary text under the text.
    public static func sidebarSubtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(sidebarCell(), preset: .sidebarSubtitleCell)
    }

    /// A sidebar section's title: 17 pt semibold in the label colour.
    public static func sidebarHeader() -> ListContentConfiguration {
        let theme = Theme.light
        return ListContentConfiguration(
            .sidebarHeader, font: theme.lists.sidebarHeaderFont, secondaryFont: theme.lists.secondaryTextFont,
            margins: theme.lists.sidebarContentMargins)
    }

    /// A section header of a plain list: 13 pt semibold in the secondary colour.
    public static func plainHeader() -> ListContentConfiguration {
        let lists = Theme.light.lists
        return ListContentConfiguration(
            .plainHeader, font: lists.headerFont, color: .theme(\.secondaryLabelColor), secondaryFont: lists.footerFont,
            margins: lists.plainHeaderContentMargins)
    }

    /// A section footer of a plain list: 13 pt in the secondary colour.
    public static func plainFooter() -> ListContentConfiguration {
        let lists = Theme.light.lists
        return ListContentConfiguration(
            .plainFooter, font: lists.footerFont, color: .theme(\.secondaryLabelColor), secondaryFont: lists.footerFont,
            margins: lists.footerContentMargins)
    }

    /// A section header of a grouped list: 13 pt semibold in the secondary colour, close to
    /// its section.
    public static func groupedHeader() -> ListContentConfiguration {
        let lists = Theme.light.lists
        return ListContentConfiguration(
            .groupedHeader, font: lists.headerFont, color: .theme(\.secondaryLabelColor), secondaryFont: lists.footerFont,
            margins: lists.groupedHeaderContentMargins)
    }

    /// A section footer of a grouped list: 13 pt in the secondary colour.
    public static func groupedFooter() -> ListContentConfiguration {
        let lists = Theme.light.lists
        return ListContentConfiguration(
            .groupedFooter, font: lists.footerFont, color: .theme(\.secondaryLabelColor), secondaryFont: lists.footerFont,
            margins: lists.footerContentMargins)
    }

    /// A prominent section header of an inset grouped list: 20 pt bold in the label colour.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        let lists = Theme.light.lists
        return ListContentConfiguration(
            .prominentInsetGroupedHeader, font: lists.prominentHeaderFont, secondaryFont: lists.footerFont,
            margins: lists.groupedHeaderContentMargins)
    }

    /// A section header: the plain list's (`plainHeader()`).
    public static func header() -> ListContentConfiguration { plainHeader() }

    /// A section footer: the plain list's (`plainFooter()`).
    public static func footer() -> ListContentConfiguration { plainFooter() }

    /// `configuration` under another preset's name.
    private init(_ configuration: ListContentConfiguration, preset: Preset) {
        self = configuration
        self.preset = preset
    }

    /// A new ``ListContentView`` showing this configuration.
    @MainActor
    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// This configuration as it looks in `state`: in a selected sidebar row (a
    /// ``CellConfigurationState``) both texts and a template image are white, otherwise the
    /// preset's colours; a colour the app set itself is kept. Updating again for the same
    /// state changes nothing.
    public func updated(for state: ConfigurationState) -> ListContentConfiguration {
        let onTint = (preset == .sidebarCell || preset == .sidebarSubtitleCell) && (state as? CellConfigurationState)?.isSelected == true
        let selected = Color.theme(\.lists.sidebarSelectedContentColor)
        let plain = Self.presetTextColors(preset)
        let target = StateColors(
            text: onTint ? selected : plain.text, secondaryText: onTint ? selected : plain.secondaryText,
            imageTint: onTint ? selected : nil)
        var c = self
        if textProperties.color == presetColors.text {
            c.textProperties.color = target.text
            c.presetColors.text = target.text
        }
        if secondaryTextProperties.color == presetColors.secondaryText {
            c.secondaryTextProperties.color = target.secondaryText
            c.presetColors.secondaryText = target.secondaryText
        }
        if imageProperties.tintColor == presetColors.imageTint {
            c.imageProperties.tintColor = target.imageTint
            c.presetColors.imageTint = target.imageTint
        }
        return c
    }

    /// The text colours of `preset` in the normal state.
    private static func presetTextColors(_ preset: Preset) -> (text: Color, secondaryText: Color) {
        switch preset {
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter:
            (.theme(\.secondaryLabelColor), .theme(\.secondaryLabelColor))
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .prominentInsetGroupedHeader, .sidebarHeader:
            (.theme(\.labelColor), .theme(\.secondaryLabelColor))
        }
    }

    /// The configuration with every number usable: a bad one is reported and replaced
    /// (sizes and paddings by 0, a negative `numberOfLines` by 1).
    @MainActor
    func checked() -> ListContentConfiguration {
        let check = ConfigurationCheck(owner: "ListContentConfiguration")
        var c = self
        c.directionalLayoutMargins = check.insets(directionalLayoutMargins, "directionalLayoutMargins")
        c.imageToTextPadding = check.spacing(imageToTextPadding, "imageToTextPadding")
        c.textToSecondaryTextHorizontalPadding = check.spacing(
            textToSecondaryTextHorizontalPadding, "textToSecondaryTextHorizontalPadding")
        c.textToSecondaryTextVerticalPadding = check.spacing(textToSecondaryTextVerticalPadding, "textToSecondaryTextVerticalPadding")
        c.imageProperties.maximumSize = check.size(imageProperties.maximumSize, "imageProperties.maximumSize")
        c.imageProperties.reservedLayoutSize = check.size(imageProperties.reservedLayoutSize, "imageProperties.reservedLayoutSize")
        c.imageProperties.cornerRadius = check.length(imageProperties.cornerRadius, "imageProperties.cornerRadius")
        for (path, name) in [(\Self.textProperties, "textProperties"), (\Self.secondaryTextProperties, "secondaryTextProperties")]
        where c[keyPath: path].numberOfLines < 0 {
            Diagnostics.report("ListContentConfiguration: \(name).numberOfLines \(c[keyPath: path].numberOfLines) is negative; using 1")
            c[keyPath: path].numberOfLines = 1
        }
        return c
    }
}
