import Foundation

extension FontDescriptor {
    /// A key of ``FontDescriptor/fontAttributes`` — UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: String
        /// Wraps a raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A family name (`String`): "DejaVu Serif", or a Fontconfig alias such as "monospace".
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// One face's full or PostScript name (`String`): "DejaVu Sans Bold", "DejaVuSans-Bold".
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The point size (`CGFloat`); 0 or absent: unspecified.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// A `[TraitKey: Any]` dictionary: `.weight` (`CGFloat` or `Font.Weight`) and `.symbolic`
        /// (`SymbolicTraits`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// An array of `[FeatureKey: Any]` dictionaries, one per OpenType feature.
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The text style (`Font.TextStyle`) the font was made for.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the ``AttributeName/traits`` dictionary — UIKit's `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: String
        /// Wraps a raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The ``SymbolicTraits`` (or their `UInt32` raw value).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight: a `CGFloat` on UIKit's −1…1 scale, or a `Font.Weight`.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The slant: a `CGFloat`, 0 upright; any other value asks for an italic face.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// A key of one ``AttributeName/featureSettings`` entry — UIKit's `UIFontDescriptor.FeatureKey`.
    ///
    /// An entry names its feature either by an OpenType tag (``openTypeFeatureTag`` with an
    /// optional ``openTypeFeatureValue``, 1 when absent) or, as UIKit apps usually do, by an
    /// AAT feature type and selector (``type`` and ``selector``), of which these are
    /// understood: number spacing (6: 0 tabular `tnum`, 1 proportional `pnum`), number case
    /// (21: 0 `onum`, 1 `lnum`), lower and upper case small caps (37 and 38: 1), fractions
    /// (11: 1 or 2) and the slashed zero (14: 2). Other entries are ignored.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: String
        /// Wraps a raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The AAT feature type (`Int`), such as 6 (`kNumberSpacingType`).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The AAT selector (`Int`) within the type, such as 0 (`kMonospacedNumbersSelector`).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// UIKit's newer name of ``type``.
        public static let featureIdentifier = type
        /// UIKit's newer name of ``selector``.
        public static let typeIdentifier = selector
        /// A four-letter OpenType feature tag (`String`) such as "tnum".
        public static let openTypeFeatureTag = FeatureKey(rawValue: "CTFeatureOpenTypeTag")
        /// The OpenType feature's value (`Int`): 0 off, 1 on (the default).
        public static let openTypeFeatureValue = FeatureKey(rawValue: "CTFeatureOpenTypeValue")
    }

    /// Stylistic traits of a font — UIKit's `UIFontDescriptor.SymbolicTraits`, same bits.
    ///
    /// Bold, italic and monospace select faces; the others are accepted and reported back
    /// but select nothing.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits, as UIKit's.
        public let rawValue: UInt32
        /// Wraps raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// An italic or oblique face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A face of weight semibold or heavier.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// A wide face (accepted; selects nothing).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A narrow face (accepted; selects nothing).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// A face whose glyphs all have one advance width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical text (accepted; selects nothing).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for user interfaces (accepted; selects nothing).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing (accepted; selects nothing).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (accepted; selects nothing).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

        /// The traits that choose a face; the rest are carried along.
        static let selecting: SymbolicTraits = [.traitItalic, .traitBold, .traitMonoSpace]
    }

    /// The look of the system font — UIKit's `UIFontDescriptor.SystemDesign`, mapped to
    /// Fontconfig families: `default` "sans-serif", `monospaced` "monospace", `serif`
    /// "serif", `rounded` the first installed family whose name says "Round".
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: String
        /// Wraps a raw value; an unknown one behaves as `default`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The plain system font.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded letter ends.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// One advance for every glyph.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        /// Serifs.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }
}
