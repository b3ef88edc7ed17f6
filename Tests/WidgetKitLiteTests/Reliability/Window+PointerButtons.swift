import Foundation
@testable import WidgetKitLite

extension Window {
    /// A press and a release of pointer `button` (X's numbering: 2 middle, 3 secondary) at
    /// `point`, delivered as the X11 host delivers them; `HeadlessScreen` only presses the
    /// primary button.
    func click(at point: CGPoint, button: Int, time: TimeInterval) {
        guard let surface else { return }
        self.surface(surface, didReceive: .pointerDown(location: point, button: button, modifiers: [], time: time))
        self.surface(surface, didReceive: .pointerUp(location: point, button: button, modifiers: [], time: time))
    }
}
