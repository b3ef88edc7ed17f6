import Foundation

/// A typeface at a size — UIKit's `UIFont`: a ``FontDescriptor`` (family or face, weight,
/// traits, design, OpenType features, text style) with a point size.
///
/// Faces come from Fontconfig and are drawn with FreeType and HarfBuzz. The system font is
/// Fontconfig's "sans-serif" (DejaVu Sans on a stock Debian or Ubuntu machine); the
/// monospaced and serif system fonts are its "monospace" and "serif". Two fonts are equal
/// when everything that changes their glyphs is equal, so caches keyed by fonts never lend
/// one font's glyphs or shaping to another.
public struct Font: Hashable, Sendable {
    /// The size used when an app asks for a NaN, infinite, zero or negative size (UIKit's body size).
    static let fallbackPointSize: CGFloat = 17
    /// Sizes above this are clamped; no glyph needs to be larger than a screen.
    static let maximumPointSize: CGFloat = 1000

    /// What the font is: family or face, weight, traits, features, text style, and its size.
    public let fontDescriptor: FontDescriptor

    /// The size in logical points; always finite and positive.
    public var pointSize: CGFloat { fontDescriptor.pointSize }
    /// The stroke weight asked for (a named face's own weight for `Font(name:size:)`).
    public var weight: Weight { fontDescriptor.weight }

    /// A font of `descriptor` at its size, made valid: a size that is not finite and positive becomes 17.
    init(validating descriptor: FontDescriptor) {
        var descriptor = descriptor
        descriptor.pointSize = Self.sanitized(size: descriptor.pointSize)
        fontDescriptor = descriptor
    }

    /// Creates a system font; a size that is not a finite positive number becomes 17.
    init(pointSize: CGFloat, weight: Weight) {
        self.init(validating: FontDescriptor(size: pointSize, weight: weight))
    }

    /// A usable point size: `size` clamped to 1000, 17 when it is not finite and positive.
    static func sanitized(size: CGFloat) -> CGFloat {
        size.isFinite && size > 0 ? min(size, maximumPointSize) : fallbackPointSize
    }

    /// The font `descriptor` describes at `size` points — UIKit's `UIFont(descriptor:size:)`.
    ///
    /// A `size` of 0 keeps the descriptor's size (17 when it has none); a size that is not
    /// finite and positive becomes 17. A name or family that no installed face has renders
    /// with the system font. A descriptor from `preferredFontDescriptor(withTextStyle:)`
    /// keeps its text style, so the font follows Dynamic Type, unless `size` changes its size.
    public init(descriptor: FontDescriptor, size: CGFloat) {
        var descriptor = descriptor
        if size != 0 && size != descriptor.pointSize {
            descriptor.pointSize = size
            descriptor.dynamicTypeBaseSize = nil
        }
        self.init(validating: descriptor)
    }

    /// The installed font named `fontName` at `size` points — UIKit's `UIFont(name:size:)`;
    /// nil when no installed face has that name.
    ///
    /// The name is a family ("DejaVu Serif": its regular face) or one face's full or
    /// PostScript name ("DejaVu Sans Bold", "DejaVuSans-Bold"), in any letter case.
    /// Fontconfig's aliases ("sans-serif") are not names of installed faces. A size that is
    /// not finite and positive becomes 17.
    public init?(name fontName: String, size: CGFloat) {
        if let family = FontMatcher.family(named: fontName) {
            self.init(validating: FontDescriptor(size: size, weight: .regular, family: family))
        } else if let face = FontMatcher.face(named: fontName) {
            var descriptor = FontDescriptor(
                size: size, weight: Weight(fontconfigWeight: face.fontconfigWeight), family: face.family)
            descriptor.faceName = fontName
            descriptor.isItalic = face.isItalic
            self.init(validating: descriptor)
        } else {
            return nil
        }
    }

    /// The regular-weight system font of `size` points (a size that is not finite and positive becomes 17).
    public static func systemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .regular)
    }

    /// The bold system font of `size` points (a size that is not finite and positive becomes 17).
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .bold)
    }

    /// The system font of `size` points at `weight` (a size that is not finite and positive becomes 17).
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The italic system font of `size` points: the system family's italic or oblique face
    /// (DejaVu Sans Oblique), or its upright face when it has none.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        var descriptor = FontDescriptor(size: size, weight: .regular)
        descriptor.isItalic = true
        return Font(validating: descriptor)
    }

    /// The monospaced system font (Fontconfig's "monospace", DejaVu Sans Mono) of `size`
    /// points at `weight`: every character has one advance width.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        var descriptor = FontDescriptor(size: size, weight: weight)
        descriptor.design = .monospaced
        return Font(validating: descriptor)
    }

    /// The system font of `size` points at `weight` with tabular digits: HarfBuzz shapes it
    /// with the OpenType feature `tnum`, so every digit has the same advance and columns of
    /// numbers line up (faces whose digits are already of one width look the same).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        var descriptor = FontDescriptor(size: size, weight: weight)
        descriptor.features = [.tabularDigits]
        return Font(validating: descriptor)
    }

    /// The same font at another size (a size that is not finite and positive becomes 17);
    /// the result no longer follows Dynamic Type.
    public func withSize(_ size: CGFloat) -> Font {
        Font(validating: fontDescriptor.withSize(size))
    }

    /// The family of the face the font renders with, as the face spells it ("DejaVu Sans");
    /// the family asked for when Fontconfig finds no face.
    public var familyName: String {
        FontMatcher.match(fontDescriptor.faceRequest)?.family ?? fontDescriptor.faceRequest.family
    }

    /// The PostScript name of the face the font renders with ("DejaVuSans-Bold"), or its
    /// full name when it has none; the family asked for when Fontconfig finds no face.
    public var fontName: String {
        guard let face = FontMatcher.match(fontDescriptor.faceRequest) else { return fontDescriptor.faceRequest.family }
        return face.postScriptName.isEmpty ? face.fullNames.first ?? face.family : face.postScriptName
    }

    /// Every installed family name, sorted — UIKit's `UIFont.familyNames`.
    public static var familyNames: [String] {
        Array(Set(FontMatcher.installedFaces.compactMap(\.families.first))).sorted()
    }

    /// The PostScript names (full names for faces without one) of the installed faces of
    /// `familyName`, sorted — UIKit's `UIFont.fontNames(forFamilyName:)`; empty for an unknown family.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        let wanted = familyName.lowercased()
        let faces = FontMatcher.installedFaces.filter { $0.families.contains { $0.lowercased() == wanted } }
        return Array(Set(faces.map { $0.postScriptName.isEmpty ? $0.fullNames.first ?? $0.family : $0.postScriptName }))
            .sorted()
    }
}

/// Horizontal alignment of text inside its box — UIKit's `NSTextAlignment`.
///
/// `natural` is `left` (right-to-left runs are ordered inside a line, but lines align left). `justified` renders as
/// `left`: lines are not stretched.
public enum TextAlignment: Sendable {
    /// Lines start at the left edge of the box.
    case left
    /// Lines are centred in the box (rounded down to whole pixels).
    case center
    /// Lines end at the right edge of the box.
    case right
    /// The writing direction's leading edge: left.
    case natural
    /// Rendered as `left`; lines are not stretched to the box width.
    case justified
}
