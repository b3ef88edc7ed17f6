import Foundation

/// A colour as Core Animation's layer properties take it — CoreGraphics' `CGColor`, made
/// from a ``Color`` with ``Color/cgColor`` (`view.layer.borderColor = Color.separator.cgColor`).
///
/// It wraps the colour it was made from, dynamic or not: a dynamic colour given to a layer
/// (a system colour such as ``Color/separator``) is resolved against the view's traits each
/// time it is drawn, so it follows the appearance — unlike UIKit, where `cgColor` is a
/// snapshot of the current appearance that an app must set again in
/// `traitCollectionDidChange(_:)` (doing so here is harmless).
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour this value was made from.
    let color: Color

    /// A colour from sRGB components in 0…1 (clamped; NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey of `gray` brightness, 0…1.
    public init(gray: CGFloat, alpha: CGFloat) {
        color = Color(white: gray, alpha: alpha)
    }

    init(_ color: Color) { self.color = color }

    /// The opacity, 0…1 (of the light appearance for a dynamic colour).
    public var alpha: CGFloat { color.alpha }

    /// The red, green, blue and alpha components, 0…1.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }

    /// The same colour with another opacity (a dynamic one stays dynamic).
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlphaComponent(alpha)) }

    /// The colour it was made from, for debugging.
    public var description: String { "CGColor(\(color))" }
}

extension Color {
    /// The colour as a ``CGColor``, for layer properties (`layer.borderColor`,
    /// `layer.shadowColor`); a dynamic colour stays dynamic (see ``CGColor``).
    public var cgColor: CGColor { CGColor(self) }

    /// The colour a ``CGColor`` was made from.
    public init(cgColor: CGColor) { self = cgColor.color }
}
