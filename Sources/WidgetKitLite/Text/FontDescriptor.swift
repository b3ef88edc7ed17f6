import Foundation

/// A description of a font that can be changed before the font is made — UIKit's
/// `UIFontDescriptor`: a family or one face's name, a size, a weight, symbolic traits, a
/// system design, OpenType feature settings and a text style.
///
/// Descriptors are values: the `with…` and `adding…` methods return changed copies. The
/// ones that change the face (`withSymbolicTraits(_:)`, `withDesign(_:)`) ask Fontconfig
/// and return nil when no installed face satisfies them.
public struct FontDescriptor: Hashable, Sendable {
    /// A family name; nil: the system family of ``design``.
    var family: String?
    /// One face's full or PostScript name, which wins over the family when installed.
    var faceName: String?
    /// The point size; 0 when unspecified.
    public internal(set) var pointSize: CGFloat
    /// The stroke weight.
    var weight: Font.Weight
    /// Whether an italic face is asked for.
    var isItalic = false
    /// Whether a monospaced face is asked for (`traitMonoSpace`).
    var isMonospaced = false
    /// Traits that select no face, kept to be reported back.
    var otherTraits: SymbolicTraits = []
    /// The system design, used when no family is named.
    var design = SystemDesign.default
    /// OpenType features applied when shaping, sorted by tag.
    var features: [FontFeature] = []
    /// The text style the descriptor was made for; what Dynamic Type scales by.
    var textStyle: Font.TextStyle?
    /// The size at the default content size (`.large`) of a descriptor that follows
    /// Dynamic Type; nil: its size is fixed.
    var dynamicTypeBaseSize: CGFloat?

    init(size: CGFloat, weight: Font.Weight, family: String? = nil) {
        pointSize = size
        self.weight = weight
        self.family = family
    }

    /// A descriptor of the regular system font with no size.
    public init() {
        self.init(size: 0, weight: .regular)
    }

    /// A descriptor of the family or face `fontName` (see `Font(name:size:)`) at `size`
    /// points; the name is looked up when a font is made, and renders with the system
    /// font when no installed face has it.
    public init(name fontName: String, size: CGFloat) {
        self.init(size: size, weight: .regular, family: fontName)
        if FontMatcher.family(named: fontName) == nil, let face = FontMatcher.face(named: fontName) {
            family = face.family
            faceName = fontName
            weight = Font.Weight(fontconfigWeight: face.fontconfigWeight)
            isItalic = face.isItalic
        }
    }

    /// The face request Fontconfig answers for this descriptor.
    var faceRequest: FaceRequest {
        FaceRequest(
            family: family ?? systemFamily, faceName: faceName, fontconfigWeight: weight.fontconfigWeight,
            isItalic: isItalic, isMonospaced: isMonospaced)
    }

    /// The Fontconfig family of ``design`` (monospace when `traitMonoSpace` asks for it).
    private var systemFamily: String {
        switch design {
        case .monospaced: FontMatcher.monospacedFamily
        case .serif: FontMatcher.serifFamily
        case .rounded: FontMatcher.roundedFamily ?? FontMatcher.systemFamily
        default: isMonospaced ? FontMatcher.monospacedFamily : FontMatcher.systemFamily
        }
    }

    /// The traits asked for, and those of the face that renders the descriptor: bold for
    /// weights of semibold and heavier, italic, monospace (the monospaced design and
    /// monospaced families included).
    public var symbolicTraits: SymbolicTraits {
        var traits = otherTraits
        let face = FontMatcher.match(faceRequest)
        if weight >= .semibold || (face?.fontconfigWeight ?? 0) >= Font.Weight.semibold.fontconfigWeight {
            traits.insert(.traitBold)
        }
        if isItalic || face?.isItalic == true { traits.insert(.traitItalic) }
        if isMonospaced || design == .monospaced || face?.isMonospaced == true { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same descriptor with exactly `symbolicTraits` (bold, italic and monospace
    /// replace the current ones, as in UIKit); nil when no installed face of the family
    /// has them. Bold raises a lighter weight to `.bold`; leaving it out lowers a bold
    /// weight to `.regular`. A descriptor of one named face moves to that face's family.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> FontDescriptor? {
        var result = self
        if faceName != nil {
            result.family = FontMatcher.match(faceRequest)?.family ?? family
            result.faceName = nil
        }
        result.isItalic = symbolicTraits.contains(.traitItalic)
        result.isMonospaced = symbolicTraits.contains(.traitMonoSpace)
        result.otherTraits = symbolicTraits.subtracting(.selecting)
        let bold = symbolicTraits.contains(.traitBold)
        if bold, weight < .semibold { result.weight = .bold }
        if !bold, weight >= .semibold { result.weight = .regular }
        guard let face = FontMatcher.match(result.faceRequest) else { return nil }
        if result.isItalic, !face.isItalic { return nil }
        if result.isMonospaced, !face.isMonospaced { return nil }
        if bold, face.fontconfigWeight < Font.Weight.semibold.fontconfigWeight { return nil }
        return result
    }

    /// The system font descriptor in `design`; nil when the descriptor names a family or
    /// face (designs belong to the system font), or when no installed family has the
    /// design: no monospaced face for `.monospaced`, "serif" resolving to the same face as
    /// "sans-serif" for `.serif`, no family named "…Round…" for `.rounded`.
    public func withDesign(_ design: SystemDesign) -> FontDescriptor? {
        guard family == nil, faceName == nil else { return nil }
        var result = self
        result.design = design
        switch design {
        case .monospaced:
            guard FontMatcher.match(result.faceRequest)?.isMonospaced == true else { return nil }
        case .serif:
            var sans = result.faceRequest
            sans.family = FontMatcher.systemFamily
            guard let serif = FontMatcher.match(result.faceRequest), serif.file != FontMatcher.match(sans)?.file else {
                return nil
            }
        case .rounded:
            guard FontMatcher.roundedFamily != nil else { return nil }
        default:
            result.design = .default
        }
        return result
    }

    /// The same descriptor at `pointSize` points, no longer following Dynamic Type.
    public func withSize(_ pointSize: CGFloat) -> FontDescriptor {
        var result = self
        result.pointSize = pointSize
        result.dynamicTypeBaseSize = nil
        return result
    }

    /// The same descriptor for another family (its regular face keeps the weight and traits).
    public func withFamily(_ newFamily: String) -> FontDescriptor {
        var result = self
        result.family = newFamily
        result.faceName = nil
        return result
    }

    /// The descriptor of the system font for `style` at the default content size (`.large`):
    /// Apple's size and weight for it (body 17, headline 17 semibold, …), following Dynamic Type.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of the system font for `style` at the traits' content size (`.large`
    /// when nil or unspecified), following Dynamic Type.
    public static func preferredFontDescriptor(
        withTextStyle style: Font.TextStyle, compatibleWith traitCollection: TraitCollection?
    ) -> FontDescriptor {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        var descriptor = FontDescriptor(size: style.pointSize(for: category), weight: style.weight)
        descriptor.textStyle = style
        descriptor.dynamicTypeBaseSize = style.pointSize(for: .large)
        return descriptor
    }
}
