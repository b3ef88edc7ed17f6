import Foundation

extension NavigationController {
    /// Attaches the left-edge pan to the controller's view.
    func installEdgePan() {
        edgePanRecognizer.edges = .left
        edgePanRecognizer.canBegin = { [weak self] in self?.canBeginInteractivePop ?? false }
        edgePanRecognizer.addTarget(self, action: NavigationController.edgePanChanged)
        view.addGestureRecognizer(edgePanRecognizer)
    }

    /// Drives the pop: scrubbed by the drag from the move that begins it (a pointer may
    /// report a long way in one move), released it completes when past half the width or
    /// flung to the right faster than one width per second, else it cancels. A cancelled
    /// touch (a second press while the button is held) cancels it.
    func edgePanChanged(_ pan: InteractivePopGestureRecognizer) {
        let width = max(1, view.bounds.width)
        let percent = (pan.translation(in: view).x / width).clamped(to: 0...1)
        switch pan.state {
        case .began:
            if beginInteractivePop() { updateInteractivePop(percent) } else { pan.state = .cancelled }
        case .changed:
            updateInteractivePop(percent)
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
