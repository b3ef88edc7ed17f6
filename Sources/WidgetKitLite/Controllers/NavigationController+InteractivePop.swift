import Foundation

extension NavigationController {
    /// Attaches the left-edge pan to the controller's view.
    func installEdgePan() {
        edgePanRecognizer.edges = .left
        edgePanRecognizer.canBegin = { [weak self] in self?.canBeginInteractivePop ?? false }
        edgePanRecognizer.addTarget(self, action: NavigationController.edgePanChanged)
        view.addGestureRecognizer(edgePanRecognizer)
    }

    /// Drives the pop: scrubbed by the drag, released it completes when past half the width
    /// or flung to the right faster than one width per second, else it cancels.
    func edgePanChanged(_ pan: InteractivePopGestureRecognizer) {
        let width = max(1, view.bounds.width)
        switch pan.state {
        case .began:
            if !beginInteractivePop() { pan.state = .cancelled }
        case .changed:
            updateInteractivePop((pan.translation(in: view).x / width).clamped(to: 0...1))
        case .ended:
            let complete = pan.translation(in: view).x > width / 2 || pan.velocity(in: view).x > width
            endInteractivePop(cancelled: !complete)
        case .cancelled, .failed:
            endInteractivePop(cancelled: true)
        case .possible:
            break
        }
    }
}
