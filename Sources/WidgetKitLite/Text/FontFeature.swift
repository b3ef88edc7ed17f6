import CFreeType

/// One OpenType feature setting applied when text is shaped: a four-letter tag such as
/// `tnum` (tabular digits) and its value (0 off, 1 on, higher values pick an alternate).
struct FontFeature: Hashable, Sendable {
    /// The four-letter OpenType tag.
    let tag: String
    /// 0 turns the feature off, 1 on; higher values choose among alternates.
    let value: Int

    /// A setting of `tag`; nil unless the tag is four printable ASCII characters.
    init?(tag: String, value: Int) {
        guard tag.utf8.count == 4, tag.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        self.tag = tag
        self.value = max(0, value)
    }

    /// Tabular (equal-width) digits: what `monospacedDigitSystemFont` turns on.
    static let tabularDigits = FontFeature(tag: "tnum", value: 1)!

    /// The AAT feature type and selector pairs UIKit apps use (`kNumberSpacingType` with
    /// `kMonospacedNumbersSelector`, …), as the OpenType feature each one means.
    static func fromAAT(type: Int, selector: Int) -> FontFeature? {
        switch (type, selector) {
        case (6, 0): FontFeature(tag: "tnum", value: 1)  // number spacing: monospaced
        case (6, 1): FontFeature(tag: "pnum", value: 1)  // number spacing: proportional
        case (21, 0): FontFeature(tag: "onum", value: 1)  // number case: lower
        case (21, 1): FontFeature(tag: "lnum", value: 1)  // number case: upper
        case (37, 1): FontFeature(tag: "smcp", value: 1)  // lower case: small caps
        case (38, 1): FontFeature(tag: "c2sc", value: 1)  // upper case: small caps
        case (11, 1): FontFeature(tag: "frac", value: 1)  // fractions: vertical
        case (11, 2): FontFeature(tag: "frac", value: 1)  // fractions: diagonal
        case (14, 2): FontFeature(tag: "zero", value: 1)  // typographic extras: slashed zero
        default: nil
        }
    }

    /// The setting as HarfBuzz takes it, over the whole text.
    var harfBuzz: hb_feature_t {
        let bytes = Array(tag.utf8)
        let tag = hb_tag_t(bytes[0]) << 24 | hb_tag_t(bytes[1]) << 16 | hb_tag_t(bytes[2]) << 8 | hb_tag_t(bytes[3])
        return hb_feature_t(tag: tag, value: UInt32(clamping: value), start: 0, end: UInt32.max)
    }
}

extension [FontFeature] {
    /// The settings with `feature` in place of any earlier setting of its tag, sorted by
    /// tag so equal sets of settings are equal values.
    func setting(_ feature: FontFeature) -> [FontFeature] {
        (filter { $0.tag != feature.tag } + [feature]).sorted { $0.tag < $1.tag }
    }
}
