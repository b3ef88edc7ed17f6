import Foundation

extension Window {
    /// Redraws the window at `scale` device pixels per point (the desktop's resolution
    /// changed), keeping its size in points: a new renderer at that scale replaces the old
    /// one, as when the window was attached (see `useScale(_:makeRendering:)`).
    func changeScale(to scale: CGFloat) {
        useScale(scale) { Renderer(window: $0, scale: $0.scale) }
    }
}
