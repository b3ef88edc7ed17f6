import Foundation

/// The pan that swipes a list's row: it begins only for a mostly horizontal drag on a row
/// that has actions on that side (the list's scroll pan begins only for vertical ones).
@MainActor
final class ListSwipePanGestureRecognizer: PanGestureRecognizer {
    /// Whether a drag that moved by the translation, from where the touch now is, swipes.
    var allowsDirection: (CGPoint, Touch) -> Bool = { _, _ in false }

    override func shouldBegin(translation: CGPoint, touch: Touch) -> Bool { allowsDirection(translation, touch) }
}
