import Foundation

/// Colours at locations along a gradient — CoreGraphics' `CGGradient`, drawn by
/// `GraphicsContext.drawLinearGradient` and `drawRadialGradient`. Colours may be dynamic:
/// they are resolved against the drawing view's traits when drawn. Between locations the
/// colour is interpolated component by component (straight alpha, sRGB values), as
/// CoreGraphics does in a device RGB space.
///
/// CoreGraphics takes `CGColor`s and a colour space (`CGGradient(colorsSpace:colors:locations:)`);
/// the toolkit's colours are sRGB `Color`s, so the initialiser is `CGGradient(colors:locations:)`.
public final class CGGradient: Sendable {
    /// The stops, sorted by location (0…1).
    let stops: [(location: CGFloat, color: Color)]

    /// A gradient through `colors` at `locations` (0…1, one per colour); with nil locations
    /// the colours are spread evenly from 0 to 1. Locations are clamped to 0…1 and sorted.
    /// No colours, or a count of locations that does not match: one diagnostic line, and
    /// the colours are spread evenly (no colours: transparent).
    @MainActor
    public init(colors: [Color], locations: [CGFloat]? = nil) {
        var locations = locations
        if let given = locations, given.count != colors.count || !given.allSatisfy(\.isFinite) {
            Diagnostics.report(
                "CGGradient: \(given.count) locations for \(colors.count) colours (or a non-finite one); spreading the colours evenly")
            locations = nil
        }
        if colors.isEmpty { Diagnostics.report("CGGradient: no colours; the gradient is transparent") }
        let colors = colors.isEmpty ? [Color.clear] : colors
        let spread = colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        let places = (locations ?? spread).map { min(max($0, 0), 1) }
        stops = zip(places, colors).map { (location: $0, color: $1) }.sorted { $0.location < $1.location }
    }

    /// 256 premultiplied pixels sampling the gradient evenly from location 0 to 1, colours
    /// resolved against `traits`.
    func lookupTable(traits: TraitCollection) -> [UInt32] {
        let resolved = stops.map { (location: $0.location, color: $0.color.resolvedColor(with: traits)) }
        return (0..<256).map { i in
            let t = CGFloat(i) / 255
            guard let after = resolved.firstIndex(where: { $0.location >= t }) else {
                return resolved[resolved.count - 1].color.premultiplied
            }
            guard after > 0 else { return resolved[0].color.premultiplied }
            let a = resolved[after - 1], b = resolved[after]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
            return Color(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha)
            ).premultiplied
        }
    }
}
