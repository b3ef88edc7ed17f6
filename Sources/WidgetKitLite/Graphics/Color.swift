import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0…1 — UIKit's `UIColor`.
///
/// A colour is fixed, or dynamic: one that depends on the traits it is drawn for, such as
/// the system colours (``label``, ``systemBackground``, ``systemBlue``…, see
/// Color+SystemColors.swift), the colours of a
/// view's ``View/theme`` and those made with ``init(dynamicProvider:)``. A view stores a
/// dynamic colour as it is and the toolkit resolves it against the view's trait collection
/// when it draws (``resolvedColor(with:)``), so a change of appearance needs no restyling
/// code, and a fixed colour of the app stays what it is whatever the appearance.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1. For a dynamic colour: its value in the appearance it was made for (the
    /// light one, or the dark one for a colour read from a dark view's theme).
    public let red: CGFloat
    /// Green, 0…1 (for a dynamic colour, as `red` says).
    public let green: CGFloat
    /// Blue, 0…1 (for a dynamic colour, as `red` says).
    public let blue: CGFloat
    /// Opacity, 0…1 (for a dynamic colour, as `red` says).
    public let alpha: CGFloat
    /// What a dynamic colour resolves through; nil for a fixed colour.
    let dynamic: Dynamic?

    /// Creates a colour; components are clamped to 0…1 and NaN becomes 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red.clamped(to: 0...1)
        self.green = green.clamped(to: 0...1)
        self.blue = blue.clamped(to: 0...1)
        self.alpha = alpha.clamped(to: 0...1)
        dynamic = nil
    }

    /// A dynamic colour showing `fixed`'s components until it is resolved.
    init(_ fixed: Color, dynamic: Dynamic) {
        red = fixed.red
        green = fixed.green
        blue = fixed.blue
        alpha = fixed.alpha
        self.dynamic = dynamic
    }

    /// A grey of the given brightness.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 8-bit components, e.g. `Color(rgb: 0, 122, 255)`.
    public init(rgb r: Int, _ g: Int, _ b: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }

    /// The same colour with another alpha; a dynamic colour stays dynamic (each of its
    /// resolved values takes `alpha`).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        let fixed = Color(red: red, green: green, blue: blue, alpha: alpha)
        guard let dynamic else { return fixed }
        if case let .alpha(base, _) = dynamic { return Color(fixed, dynamic: .alpha(base, fixed.alpha)) }
        return Color(fixed, dynamic: .alpha(self, fixed.alpha))
    }

    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque pure red (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Opaque mid grey (white 0.5).
    public static let gray = Color(white: 0.5)
    /// Opaque light grey (white 2/3).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Opaque dark grey (white 1/3).
    public static let darkGray = Color(white: 1.0 / 3.0)

    /// The components, for debugging: "Color(r: 1.000, g: 0.000, b: 0.000, a: 1.000)"
    /// ("DynamicColor(…)" with the components it shows until resolved, for a dynamic one).
    public var description: String {
        String(
            format: "%@(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", dynamic == nil ? "Color" : "DynamicColor", Double(red), Double(green),
            Double(blue), Double(alpha))
    }

    /// Linear interpolation in premultiplied space, as Core Animation does for colours; a
    /// dynamic end makes the mix dynamic (its ends are resolved, then mixed).
    static func interpolate(_ a: Color, _ b: Color, _ t: CGFloat) -> Color {
        guard a.dynamic == nil, b.dynamic == nil else {
            return Color(interpolate(a.fixed, b.fixed, t), dynamic: .blend(a, b, t))
        }
        let alpha = a.alpha + (b.alpha - a.alpha) * t
        guard alpha > 0 else { return Color(red: b.red, green: b.green, blue: b.blue, alpha: 0) }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * a.alpha + (y * b.alpha - x * a.alpha) * t) / alpha }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: alpha)
    }

    /// The 8-bit alpha this colour renders with.
    var alpha8: UInt32 { UInt32((alpha * 255).rounded()) }

    /// Premultiplied 0xAARRGGBB, the canvas pixel format.
    var premultiplied: UInt32 {
        let a = alpha8
        func channel(_ c: CGFloat) -> UInt32 { Pixel.multiply(UInt32((c * 255).rounded()), a) }
        return a << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
    }

    /// The colour of a premultiplied pixel.
    init(premultipliedPixel p: UInt32) {
        let a = CGFloat(p >> 24)
        guard a > 0 else {
            self = .clear
            return
        }
        self.init(
            red: CGFloat((p >> 16) & 0xFF) / a, green: CGFloat((p >> 8) & 0xFF) / a,
            blue: CGFloat(p & 0xFF) / a, alpha: a / 255)
    }
}
