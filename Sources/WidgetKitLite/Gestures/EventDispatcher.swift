import Foundation

/// Routes a window's input events: pointer events to the view hit on press (it owns the
/// pointer until release), keys to the key handlers.
@MainActor
final class EventDispatcher {
    unowned let window: Window
    /// The view that was hit by the current press, until release.
    private(set) var pointerOwner: View?
    /// Called with the view hit by each press (diagnostics, demo).
    var onPress: ((View?, CGPoint) -> Void)?

    init(window: Window) {
        self.window = window
    }

    func dispatch(_ event: PlatformEvent) {
        switch event {
        case let .pointerDown(location, _, _, _):
            let hit = window.hitTest(location)
            pointerOwner = hit
            onPress?(hit, location)
        case .pointerUp:
            pointerOwner = nil
        default:
            break
        }
    }
}
