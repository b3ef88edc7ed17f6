import Foundation

extension View {
    /// The gesture recognizers attached to the view, in the order they were added.
    public var gestureRecognizers: [GestureRecognizer] {
        attachedGestureRecognizers
    }

    /// Attaches `recognizer`, moving it from the view it was attached to before. It then sees
    /// every touch that begins on this view or its subviews.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; a gesture in progress stops without further calls. A recognizer
    /// attached elsewhere is reported and left alone.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else {
            Diagnostics.report("removeGestureRecognizer: \(type(of: recognizer)) is not attached to \(self); ignored")
            return
        }
        window?.eventDispatcher.recognizerWasRemoved(recognizer)
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
        recognizer.resetToPossible()
    }
}
