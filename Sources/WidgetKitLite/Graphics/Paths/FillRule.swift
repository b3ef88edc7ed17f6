/// Which points a self-overlapping path encloses: CoreGraphics' `CGPathFillRule`.
public enum CGPathFillRule: Sendable {
    /// Points the path winds around a non-zero number of times (the default).
    case winding
    /// Points the path winds around an odd number of times.
    case evenOdd
}
