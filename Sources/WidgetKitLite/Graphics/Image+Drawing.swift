import Foundation

/// UIKit's image drawing calls on the current context (`UIImage.draw(in:)`).
extension Image {
    /// Draws the image scaled to fill `rect` in the current graphics context (under its
    /// transform). Outside a drawing context: one diagnostic line.
    @MainActor
    public func draw(in rect: CGRect) {
        guard let context = GraphicsContext.current else {
            return Diagnostics.report("Image.draw(in:): no current graphics context")
        }
        context.draw(self, in: rect)
    }

    /// Draws the image at its size in points with its top-left corner at `point`, in the
    /// current graphics context.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

}
