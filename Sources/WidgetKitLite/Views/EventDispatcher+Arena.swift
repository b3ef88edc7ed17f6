import Foundation

/// The arena where recognizers compete for a touch sequence: it grants, defers
/// (`require(toFail:)`) or refuses each recognition, fails the losers, and resets finished
/// recognizers once their touch is over.
extension EventDispatcher {
    /// Runs `body`; finished recognizers are reset when the outermost call ends with no touch down.
    func batch(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        if batchDepth == 0 { flushResets() }
    }

    /// Resets finished recognizers (when no touch is down) and drops them from the arena.
    func flushResets() {
        guard activeTouch == nil else { return }
        let finished = participants.filter { $0.state.isFinal }
        participants.removeAll { $0.state.isFinal }
        for recognizer in finished { recognizer.resetToPossible() }
    }

    /// `recognizer` wants to leave `possible` for `state` (began or ended): grants it,
    /// defers it until the recognizers it requires have failed, or fails it.
    func requestRecognition(_ recognizer: GestureRecognizer, state: GestureRecognizer.State) {
        batch {
            guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true, viewsAllow(recognizer) else {
                recognizer.apply(.failed)
                return
            }
            let blocked = participants.contains { other in
                other !== recognizer && other.state.hasRecognized && !Self.simultaneous(recognizer, other)
            }
            let required = recognizer.requiredToFail.filter { r in r.isEnabled && participants.contains { $0 === r } }
            if blocked || required.contains(where: { $0.state.hasRecognized || $0.state == .cancelled }) {
                recognizer.apply(.failed)
                return
            }
            if required.contains(where: { $0.state == .possible }) {
                recognizer.pendingRecognition = state
                return
            }
            recognizer.apply(state)
        }
    }

    /// Called after every state change of a recognizer in this window.
    func recognizerDidChangeState(_ recognizer: GestureRecognizer) {
        batch {
            let time = window.frameLoop?.now ?? 0
            switch recognizer.state {
            case .began, .ended:
                for other in participants where other !== recognizer && other.state == .possible && !Self.simultaneous(recognizer, other) {
                    other.apply(.failed)
                }
                if recognizer.cancelsTouchesInView, recognizer.trackedTouches.contains(where: { $0 === viewTouch }) {
                    cancelTouchInView(time: time)
                }
            case .failed:
                for waiting in participants where waiting.pendingRecognition != nil {
                    if let state = waiting.pendingRecognition {
                        waiting.pendingRecognition = nil
                        requestRecognition(waiting, state: state)
                    }
                }
            case .possible, .changed, .cancelled:
                break
            }
            releaseHeldViewCalls()
        }
    }

    /// A recognizer leaves its view: it stops competing.
    func recognizerWasRemoved(_ recognizer: GestureRecognizer) {
        batch {
            guard participants.contains(where: { $0 === recognizer }) else { return }
            participants.removeAll { $0 === recognizer }
            recognizer.resetToPossible()
            for waiting in participants where waiting.pendingRecognition != nil {
                if let state = waiting.pendingRecognition {
                    waiting.pendingRecognition = nil
                    requestRecognition(waiting, state: state)
                }
            }
            releaseHeldViewCalls()
        }
    }

    /// Asks the touch's view and its ancestors up to the recognizer's view whether it may begin.
    func viewsAllow(_ recognizer: GestureRecognizer) -> Bool {
        var current = recognizer.touchView
        while let v = current {
            if !v.gestureRecognizerShouldBegin(recognizer) { return false }
            if v === recognizer.view { break }
            current = v.superview
        }
        return true
    }

    static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        // Hover runs beside everything: it never takes touches.
        if a is HoverRecognizing || b is HoverRecognizing { return true }
        return (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }
}
