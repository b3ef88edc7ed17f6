/// How the ends of stroked open subpaths look: CoreGraphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends square at the end point (the default).
    case butt
    /// A half disc of the line's width is added at each end.
    case round
    /// A half square of the line's width is added at each end.
    case square
}
