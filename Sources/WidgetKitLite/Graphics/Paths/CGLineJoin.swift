/// How stroked segments meet at corners: CoreGraphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges are extended until they meet (the default), unless the point would
    /// lie farther than `miterLimit` × half the line width from the corner: then bevelled.
    case miter
    /// A disc of the line's width rounds the corner.
    case round
    /// The outer corners are joined by a straight edge.
    case bevel
}
