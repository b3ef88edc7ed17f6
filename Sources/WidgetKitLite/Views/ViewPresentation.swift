import Foundation

/// The on-screen values of a view while it animates (UIKit's `layer.presentation()`).
@MainActor
public struct ViewPresentation {
    /// The frame as currently shown (the bounding box of the transformed bounds while the
    /// transform is not the identity).
    public let frame: CGRect
    /// The bounds as currently shown.
    public let bounds: CGRect
    /// The centre as currently shown.
    public let center: CGPoint
    /// The alpha as currently shown.
    public let alpha: CGFloat
    /// The background colour as currently shown.
    public let backgroundColor: Color?
    /// The corner radius as currently shown.
    public let cornerRadius: CGFloat
    /// The transform as currently shown.
    public let transform: CGAffineTransform
}
