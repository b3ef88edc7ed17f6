/// A glyph as HarfBuzz placed it, in 26.6 pixels.
struct ShapedGlyph: Sendable {
    let glyph: Glyph
    /// Shift from the pen position, right and up.
    let xOffset: Int
    let yOffset: Int
    /// How far the pen moves after this glyph.
    let advance: Int
}

/// The smallest piece of shaped text: the glyphs HarfBuzz made from a range of characters
/// that cannot be split (a base and its marks, a ligature, a joined Arabic letter). Lines
/// break between clusters; carets stop at their edges (and inside ligatures, proportionally).
struct ShapedCluster: Sendable {
    /// UTF-8 offsets of the characters, in the whole laid-out text.
    let textRange: Range<Int>
    /// The glyphs in visual order, left to right.
    let glyphs: [ShapedGlyph]
    /// The sum of the glyphs' advances (26.6 pixels).
    let advance: Int
    /// The bidi embedding level: odd levels read right to left.
    let level: UInt8
    /// Every character is white space (trimmed at line ends, never inked).
    let isSpace: Bool
    /// A line may end after this cluster (after spaces, hyphens, ideographs).
    let breaksAfter: Bool
    /// The cluster begins a grapheme cluster, so a line may begin with it.
    let startsGrapheme: Bool

    /// Whether the cluster reads right to left.
    var isRightToLeft: Bool { level & 1 == 1 }
}
