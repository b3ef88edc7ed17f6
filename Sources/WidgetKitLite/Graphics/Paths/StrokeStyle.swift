import Foundation

/// What a stroke looks like, apart from its colour: width, caps, joins, miter limit and
/// dash pattern (in the path's units).
struct StrokeStyle: Equatable, Sendable {
    var lineWidth: CGFloat = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a miter join is bevelled.
    var miterLimit: CGFloat = 10
    /// Lengths of dashes and gaps, alternating; empty for a solid line.
    var dashPattern: [CGFloat] = []
    /// How far into the pattern the stroke starts.
    var dashPhase: CGFloat = 0
}
