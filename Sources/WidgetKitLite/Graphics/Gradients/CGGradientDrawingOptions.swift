/// Whether a gradient also paints beyond its ends — CoreGraphics'
/// `CGGradientDrawingOptions`. Without them a linear gradient paints only the band between
/// its start and end lines, a radial one only the cone between its circles.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt32
    /// Options of the given bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paints the start colour before the start (beyond the start line or inside the
    /// start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paints the end colour after the end (beyond the end line or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
