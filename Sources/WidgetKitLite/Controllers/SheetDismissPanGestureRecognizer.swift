import Foundation

/// The drag that dismisses a sheet: it begins only downwards.
@MainActor
final class SheetDismissPanGestureRecognizer: PanGestureRecognizer {
    override func shouldBegin(translation: CGPoint, touch: Touch) -> Bool { translation.y > 0 && translation.y >= abs(translation.x) }
}
