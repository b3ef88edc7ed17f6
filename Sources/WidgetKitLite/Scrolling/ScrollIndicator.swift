import Foundation

/// One of a scroll view's thin position bars: a rounded `Theme.scrollIndicatorColor`
/// stroke that takes no touches. The scroll view places it, shows it while scrolling and
/// fades it out afterwards.
@MainActor
final class ScrollIndicator: View {
    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = Theme.current.scrollIndicatorColor
        cornerRadius = Theme.current.scrollIndicatorThickness / 2
        alpha = 0
        accessibilityIdentifier = "scroll indicator"
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        backgroundColor = backgroundColor?.following(\.scrollIndicatorColor, from: previousTraitCollection.theme, to: theme)
    }

    override var drawsContentHint: Bool { false }
}
