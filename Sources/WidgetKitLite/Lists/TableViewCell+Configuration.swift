import Foundation

extension TableViewCell: ConfigurableCell {
    /// A closure that restyles a cell for its state — UIKit's
    /// `UITableViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (TableViewCell, CellConfigurationState) -> Void

    /// The content the cell shows, described by a configuration — UIKit's
    /// `contentConfiguration`. Setting one puts the view it makes (a ``ListContentView`` for a
    /// ``ListContentConfiguration``) in `contentView`, filling it, in place of the built-in
    /// labels and image view, and the cell's self-sizing height becomes that view's; a later
    /// configuration the view supports is shown by the same view. With
    /// ``automaticallyUpdatesContentConfiguration`` the configuration is updated for the
    /// cell's state at once and on each change of state, so reading it back gives the
    /// updated one. Nil brings back the built-in content.
    public var contentConfiguration: ContentConfiguration? {
        get { configurations.content }
        set { setContentConfiguration(newValue) }
    }

    /// The background the cell draws, described by a configuration — UIKit's
    /// `backgroundConfiguration`; nil (the default) draws the table's own background and
    /// selection. With ``automaticallyUpdatesBackgroundConfiguration`` it is updated for the
    /// cell's state at once and on each change of state, and a deselection fades between
    /// the two colours. Numbers that cannot be used (a NaN corner radius) are reported once
    /// and replaced by 0.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurations.background }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Whether the content configuration is updated for each new state of the cell
    /// (`updated(for:)`, applied back to the cell). Default: true.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }

    /// Whether the background configuration is updated for each new state of the cell.
    /// Default: true.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set {
            configurations.automaticallyUpdatesBackground = newValue
            setNeedsDisplay()
        }
    }

    /// A list content configuration for the cell's style, with nothing set: `.cell()` for
    /// `.default`, `.subtitleCell()` for `.subtitle`, `.valueCell()` for `.value1`.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        }
    }

    /// Asks for the configurations to be updated for the cell's state before the next
    /// layout: the automatic updates, then ``updateConfiguration(using:)``, then
    /// ``configurationUpdateHandler``. The cell asks by itself when it is selected, pressed,
    /// swiped open or closed, or reused.
    public func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    func callConfigurationUpdateHandler(_ state: CellConfigurationState) { configurationUpdateHandler?(self, state) }

    /// The state the cell's configurations are drawn for: its appearance, selection,
    /// highlight, focus and swipe; disabled when it takes no input.
    var baseConfigurationState: CellConfigurationState {
        var state = baseState(selected: isSelected, highlighted: isHighlighted, focused: isFocused)
        state.isSwiped = (superview as? TableView)?.swipe?.cell === self
        return state
    }

    /// The background configuration as drawn now (the selection highlight blended in), or nil.
    var drawnBackgroundConfiguration: BackgroundConfiguration? {
        configurations.backgroundForDrawing(state: configurationState, highlight: highlight.presentedValue, tintColor: tintColor)
    }
}
