import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0…1 — UIKit's `UIColor`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public let red: CGFloat
    /// Green, 0…1.
    public let green: CGFloat
    /// Blue, 0…1.
    public let blue: CGFloat
    /// Opacity, 0…1.
    public let alpha: CGFloat

    /// Creates a colour; components are clamped to 0…1 and NaN becomes 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red.clamped(to: 0...1)
        self.green = green.clamped(to: 0...1)
        self.blue = blue.clamped(to: 0...1)
        self.alpha = alpha.clamped(to: 0...1)
    }

    /// A grey of the given brightness.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 8-bit components, e.g. `Color(rgb: 0, 122, 255)`.
    public init(rgb r: Int, _ g: Int, _ b: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
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
    /// The system blue, (0, 122, 255): the default tint.
    public static let systemBlue = Color(rgb: 0, 122, 255)
    /// The system red, (255, 59, 48).
    public static let systemRed = Color(rgb: 255, 59, 48)
    /// The system green, (52, 199, 89).
    public static let systemGreen = Color(rgb: 52, 199, 89)
    /// The system orange, (255, 149, 0).
    public static let systemOrange = Color(rgb: 255, 149, 0)
    /// The system yellow, (255, 204, 0).
    public static let systemYellow = Color(rgb: 255, 204, 0)
    /// The system purple, (175, 82, 222).
    public static let systemPurple = Color(rgb: 175, 82, 222)
    /// The system teal, (48, 176, 199).
    public static let systemTeal = Color(rgb: 48, 176, 199)
    /// The colour of primary text: black.
    public static let label = Color.black
    /// The colour of secondary text: (60, 60, 67) at alpha 0.6.
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)

    /// The components, for debugging: "Color(r: 1.000, g: 0.000, b: 0.000, a: 1.000)".
    public var description: String {
        String(format: "Color(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", Double(red), Double(green), Double(blue), Double(alpha))
    }

    /// Linear interpolation in premultiplied space, as Core Animation does for colours.
    static func interpolate(_ a: Color, _ b: Color, _ t: CGFloat) -> Color {
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
