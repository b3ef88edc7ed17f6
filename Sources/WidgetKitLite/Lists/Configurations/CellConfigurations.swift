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
