import Foundation

extension CollectionViewCell: ConfigurableCell {
    /// A closure that restyles a cell for its state — UIKit's
    /// `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (CollectionViewCell, CellConfigurationState) -> Void

    /// The content the cell shows, described by a configuration — UIKit's
    /// `contentConfiguration`. Setting one puts the view it makes (a ``ListContentView`` for a
    /// ``ListContentConfiguration``) in `contentView`, filling it, and the cell's preferred
    /// height becomes that view's; a later configuration the view supports is shown by the
    /// same view. With ``automaticallyUpdatesContentConfiguration`` the configuration is
    /// updated for the cell's state at once and on each change of state. Nil removes it.
    public var contentConfiguration: ContentConfiguration? {
        get { configurations.content }
        set { setContentConfiguration(newValue) }
    }

    /// The background the cell draws, described by a configuration — UIKit's
    /// `backgroundConfiguration`; nil (the default) draws none. With
    /// ``automaticallyUpdatesBackgroundConfiguration`` it is updated for the cell's state at
    /// once and on each change of state. Numbers that cannot be used (a NaN corner radius)
    /// are reported once and replaced by 0.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurations.background }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Whether the content configuration is updated for each new state of the cell.
    /// Default: true.
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

    /// Asks for the configurations to be updated for the cell's state before the next
    /// layout: the automatic updates, then ``updateConfiguration(using:)``, then
    /// ``configurationUpdateHandler``. The cell asks by itself when it is selected, pressed,
    /// focused, swiped open or closed, reused or its collection view enters or leaves editing
    /// mode.
    public func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    func callConfigurationUpdateHandler(_ state: CellConfigurationState) { configurationUpdateHandler?(self, state) }

    /// The state from the cell's own flags and its collection view's editing mode and swipe.
    var baseConfigurationState: CellConfigurationState {
        var state = baseState(selected: isSelected, highlighted: isHighlighted, focused: showsFocus)
        let collectionView = self.collectionView
        state.isEditing = collectionView?.isEditing ?? false
        state.isExpanded = showsExpanded
        state.isSwiped = collectionView?.swipe?.cell === self
        return state
    }

    /// The collection view the cell is shown in (the nearest one above it), or nil.
    var collectionView: CollectionView? {
        var view = superview
        while let v = view {
            if let collection = v as? CollectionView { return collection }
            view = v.superview
        }
        return nil
    }

    /// Draws the background configuration: with its own insets, corners and outline, or
    /// filling the cell.
    func drawBackgroundConfiguration(in context: GraphicsContext) {
        guard let background = configurations.background else { return }
        guard !drawConfiguredBackground(background, in: bounds, context: context) else { return }
        context.fill(bounds, color: background.resolvedBackgroundColor(for: tintColor))
    }
}
