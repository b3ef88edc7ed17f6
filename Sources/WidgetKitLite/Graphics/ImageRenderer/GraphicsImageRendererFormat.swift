import Foundation

/// How a ``GraphicsImageRenderer`` makes its images — UIKit's
/// `UIGraphicsImageRendererFormat`.
public struct GraphicsImageRendererFormat: Sendable, Equatable {
    /// Pixels per point of the images (1 by default: there is no main screen to follow, as
    /// UIKit's default does; pass a window's scale for sharp HiDPI images).
    public var scale: CGFloat = 1
    /// Whether the images are fully opaque: drawing starts on opaque black and every pixel's
    /// alpha ends at 1 (false by default: drawing starts on transparent pixels).
    public var opaque = false
    /// The renderer's bounds in points (origin zero, its size): set by the renderer.
    public internal(set) var bounds = CGRect.zero

    /// The default format: scale 1, not opaque.
    public init() {}

    /// The default format (UIKit's `default()`).
    public static func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}
