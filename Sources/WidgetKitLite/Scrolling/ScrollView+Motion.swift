import Foundation

/// Motion after input: momentum, bounces and glides, and stopping them.
extension ScrollView {
    /// A press landed while the content moves by itself: it stops where it is. Returns
    /// whether there was motion to stop (then the press goes no further).
    func catchMovingContent() -> Bool {
        guard motion != nil else { return false }
        stopMotion()
        showIndicators()
        return true
    }

    func catchChanged(_ catcher: ScrollCatchGestureRecognizer) {
        guard catcher.state == .ended || catcher.state == .cancelled, !isDragging, motion == nil else { return }
        // Released without a drag: settle inside the edges if the press caught a bounce.
        if !startDeceleration(velocity: .zero) { fadeIndicators() }
    }

    func motionDidFinish(_ finished: ScrollMotion) {
        guard motion === finished else { return }
        motion = nil
        switch finished.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        if motion == nil, !isDragging {
            keepOffsetInsideChangedLimits()
            fadeIndicators()
        }
    }

    /// Stops any motion where it is, without delegate calls.
    func stopMotion() {
        motion?.cancel()
        motion = nil
        isDecelerating = false
    }
}
