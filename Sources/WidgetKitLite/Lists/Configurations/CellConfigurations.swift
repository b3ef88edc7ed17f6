import Foundation

/// What a cell keeps for its configurations: the content configuration and the view showing
/// it, the background configuration, and whether they follow the cell's state. Any kind of
/// cell can hold one; it names no table or collection type.
@MainActor
final class CellConfigurations {
    /// The content configuration shown, as last updated; nil: the cell's own content.
    private(set) var content: ContentConfiguration?
    /// The view showing `content`, inside the cell's content view.
    private(set) var contentView: (View & ContentView)?
    /// The background configuration, as last updated; nil: the cell's own background.
    var background: BackgroundConfiguration?
    /// Whether `content` is updated for each new state.
    var automaticallyUpdatesContent = true
    /// Whether `background` is updated for each new state.
    var automaticallyUpdatesBackground = true
    /// Whether the state changed since the configurations were last updated.
    var needsUpdate = true

    /// Shows `configuration` in `container` (the cell's content view), filling it: the
    /// current view takes it when it ``ContentView/supports(_:)`` it, otherwise a new view
    /// made by the configuration replaces it. `content` becomes the configuration as the
    /// view took it. Nil removes the view.
    func setContent(_ configuration: ContentConfiguration?, in container: View) {
        content = configuration
        guard let configuration else {
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        if let contentView, contentView.supports(configuration) {
            contentView.configuration = configuration
        } else {
            contentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            container.addSubview(view)
            contentView = view
        }
        // As the view shows it: numbers it could not use are replaced, and reported only once.
        content = contentView?.configuration
        container.setNeedsLayout()
    }

    /// Brings the configurations to `state` when they follow it.
    func update(for state: CellConfigurationState, in container: View) {
        if automaticallyUpdatesContent, let content { setContent(content.updated(for: state), in: container) }
        if automaticallyUpdatesBackground, let background { self.background = background.updated(for: state) }
    }

    /// The height the content view needs at `width`: by its constraints when it uses Auto
    /// Layout, else its `sizeThatFits`. Nil without a content configuration.
    func contentHeight(fitting width: CGFloat) -> CGFloat? {
        guard let contentView else { return nil }
        if contentView.usesConstraintsForItsContent {
            return contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        return contentView.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    /// The background as drawn with the selection highlight at `highlight` (0…1, animated
    /// when a row is deselected): the colour of the unlit state blended towards the lit one.
    /// Without automatic updates, the background as it is.
    func backgroundForDrawing(state: CellConfigurationState, highlight: CGFloat, tintColor: Color) -> BackgroundConfiguration? {
        guard var drawn = background else { return nil }
        guard automaticallyUpdatesBackground else { return drawn }
        var unlit = state, lit = state
        unlit.isSelected = false
        unlit.isHighlighted = false
        if !lit.isLit { lit.isSelected = true }
        let from = drawn.updated(for: unlit).resolvedBackgroundColor(for: tintColor)
        let to = drawn.updated(for: lit).resolvedBackgroundColor(for: tintColor)
        drawn.backgroundColor = highlight <= 0 ? from : highlight >= 1 ? to : Color.interpolate(from, to, highlight)
        return drawn
    }
}

/// A cell that keeps its configurations in a ``CellConfigurations``: what table and
/// collection view cells share of `contentConfiguration`, `backgroundConfiguration` and
/// their updates for the cell's state.
@MainActor
protocol ConfigurableCell: View {
    /// The cell's configurations.
    var configurations: CellConfigurations { get }
    /// The view the content configuration's view fills.
    var contentView: View { get }
    /// The state the configurations are updated for.
    var configurationState: CellConfigurationState { get }
    /// The cell's own restyling for `state` (`updateConfiguration(using:)`).
    func updateConfiguration(using state: CellConfigurationState)
    /// Calls the app's `configurationUpdateHandler`, if any, with the cell and `state`.
    func callConfigurationUpdateHandler(_ state: CellConfigurationState)
}

extension ConfigurableCell {
    /// Sets the content configuration, updated for the cell's state when it follows it.
    func setContentConfiguration(_ configuration: ContentConfiguration?) {
        let shown =
            configurations.automaticallyUpdatesContent ? configuration?.updated(for: configurationState) : configuration
        configurations.setContent(shown, in: contentView)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Sets the background configuration (checked), updated for the cell's state when it
    /// follows it.
    func setBackgroundConfiguration(_ configuration: BackgroundConfiguration?) {
        let checked = configuration?.checked()
        configurations.background =
            configurations.automaticallyUpdatesBackground ? checked?.updated(for: configurationState) : checked
        setNeedsDisplay()
    }

    /// Asks for the configurations to be updated before the next layout.
    func requestConfigurationUpdate() {
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending configuration update now: the automatic updates, then
    /// `updateConfiguration(using:)`, then the handler.
    func updateConfigurationIfNeeded() {
        guard configurations.needsUpdate else { return }
        configurations.needsUpdate = false
        let state = configurationState
        configurations.update(for: state, in: contentView)
        updateConfiguration(using: state)
        callConfigurationUpdateHandler(state)
        setNeedsDisplay()
    }

    /// The state's flags every cell reports: its appearance, selection, highlight and
    /// focus; disabled when it takes no input.
    func baseState(selected: Bool, highlighted: Bool, focused: Bool) -> CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selected
        state.isHighlighted = highlighted
        state.isFocused = focused
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Fills the background of `drawn` into `rect` (the cell's bounds): inset, rounded and
    /// outlined as configured. Returns false, drawing nothing, when the configuration has no
    /// shape of its own (the cell's own shape then applies).
    func drawConfiguredBackground(_ drawn: BackgroundConfiguration, in rect: CGRect, context: GraphicsContext) -> Bool {
        let i = drawn.backgroundInsets
        guard drawn.cornerRadius > 0 || drawn.strokeWidth > 0 || i != .zero else { return false }
        let r = CGRect(x: rect.minX + i.leading, y: rect.minY + i.top, width: rect.width - i.leading - i.trailing, height: rect.height - i.top - i.bottom)
        guard r.width > 0, r.height > 0 else { return true }
        let tint: Color = tintColor
        context.fill(r, color: drawn.resolvedBackgroundColor(for: tint), cornerRadius: drawn.cornerRadius)
        if drawn.strokeWidth > 0 {
            context.stroke(r, color: drawn.resolvedStrokeColor(for: tint), width: drawn.strokeWidth, cornerRadius: drawn.cornerRadius)
        }
        return true
    }
}
