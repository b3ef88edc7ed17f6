import Foundation
import WidgetKitLite

/// Records the states a recognizer reports to its action.
@MainActor
final class StateRecorder {
    var states: [GestureRecognizer.State] = []
    var locations: [CGPoint] = []

    func record(_ recognizer: GestureRecognizer) {
        states.append(recognizer.state)
        locations.append(recognizer.location(in: nil))
    }
}

/// A view that logs the touch callbacks it gets.
@MainActor
final class TouchLogView: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled") }
}

/// A delegate that allows simultaneous recognition with everything.
@MainActor
final class SimultaneousDelegate: GestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

extension CGPoint {
    init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }
}
