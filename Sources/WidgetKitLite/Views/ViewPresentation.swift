import Foundation

/// The on-screen values of a view while it animates (UIKit's `layer.presentation()`).
@MainActor
public struct ViewPresentation {
    /// The frame as currently shown.
    public let frame: CGRect
    /// The bounds as currently shown.
    public let bounds: CGRect
    /// The centre as currently shown.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    /// The alpha as currently shown.
    public let alpha: CGFloat
    /// The background colour as currently shown.
    public let backgroundColor: Color?
    /// The corner radius as currently shown.
    public let cornerRadius: CGFloat
}
