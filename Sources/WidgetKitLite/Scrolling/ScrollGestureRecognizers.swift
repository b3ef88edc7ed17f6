import Foundation

/// A scroll view's drag: a pan that begins only in a direction the scroll view can scroll.
@MainActor
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    /// Whether a pan that moved by the given translation may begin.
    var allowsDirection: (CGPoint) -> Bool = { _ in true }

    override func shouldBegin(translation: CGPoint, touch: Touch) -> Bool { allowsDirection(translation) }
}

/// Catches a press on content that moves by itself: it begins on the press (stopping the
/// motion), so every other recognizer but the scroll view's own pan fails and the content
/// never sees the touch; it ends on release. On still content it fails at once.
@MainActor
final class ScrollCatchGestureRecognizer: GestureRecognizer {
    /// Stops the motion if there is one; returns whether there was.
    var onPress: () -> Bool = { false }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        state = onPress() ? .began : .failed
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state.isInProgress { state = .ended }
    }
}

/// Lets a scroll view's catch and pan recognizers work together (catch, then drag).
@MainActor
final class ScrollGestureDelegate: GestureRecognizerDelegate {
    weak var pan: GestureRecognizer?
    weak var catcher: GestureRecognizer?

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        (gestureRecognizer === pan && other === catcher) || (gestureRecognizer === catcher && other === pan)
    }
}
