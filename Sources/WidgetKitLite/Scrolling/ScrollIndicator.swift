import Foundation

/// One of a scroll view's thin position bars: a rounded `Theme.scrollIndicatorColor`
/// stroke that takes no touches. The scroll view places it, shows it while scrolling and
/// fades it out afterwards.
@MainActor
final class ScrollIndicator: View {
    required init?(coder: NSCoder) { nil }

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = .theme(\.scrollIndicatorColor)
        cornerRadius = theme.scrollIndicatorThickness / 2
        alpha = 0
        accessibilityIdentifier = "scroll indicator"
    }

    override var drawsContentHint: Bool { false }
}
