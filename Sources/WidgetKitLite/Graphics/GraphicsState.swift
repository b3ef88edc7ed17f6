import Foundation

/// What `GraphicsContext.saveGState()` saves and `restoreGState()` brings back:
/// CoreGraphics' graphics state, the parts the toolkit has.
struct GraphicsState {
    /// User space to the bounds' points (applied before the context's scale and origin).
    var ctm = CGAffineTransform.identity
    /// What `fill(_:)` of a rectangle or a path paints with (`Color.setFill()`).
    var fillColor = Color.black
    /// What `stroke(_:)` of a rectangle or a path paints with (`Color.setStroke()`).
    var strokeColor = Color.black
    /// The clip's bounds in device pixels, on recording and drawing contexts alike (nil:
    /// unclipped).
    var clipBounds: CGRect?
    /// The clip's coverage, on drawing contexts only (nil: unclipped).
    var clip: ClipMask?
}
