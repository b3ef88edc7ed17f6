/// The curve of a layer's rounded corners — Core Animation's `CALayerCornerCurve`
/// (`layer.cornerCurve`).
///
/// Both curves are drawn as circular arcs: `.continuous` (Apple's smoother "squircle"
/// corner, which starts bending further from the corner) is accepted and kept but drawn as
/// `.circular`; at the radii apps use the two differ by about a pixel near where the curve
/// meets the edge.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it.
    public let rawValue: String
    /// A curve of the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Circular arcs (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous corners; drawn as `.circular` here.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
