import CFreeType

/// Turns one paragraph into shaped clusters in logical order: characters are grouped into
/// runs of one bidi level and one face (the primary face, or a fallback face for a grapheme
/// the primary lacks), and every run is shaped by HarfBuzz with the whole paragraph as
/// context, so joining and kerning see across run boundaries.
///
/// The font's OpenType feature settings (such as `tnum`) apply to every run, fallback faces
/// included.
///
/// Control characters are dropped (a tab becomes a space); format characters such as
/// zero-width joiners are shaped (HarfBuzz hides them). A grapheme cluster is shaped as its
/// first `maximumScalarsPerGrapheme` code points, as browsers cap it: the rest join its
/// cluster undrawn.
@MainActor
struct TextShaper {
    let library: FontLibrary
    let font: Font
    let primary: GlyphCache
    /// 26.6 pixels per em.
    let size: Int

    /// A grapheme cluster is shaped as at most this many code points (its first ones); the
    /// rest still belong to its cluster (carets and selections step over all of them) but
    /// are not drawn. HarfBuzz's cost grows with the square of a cluster's length, so one
    /// cluster of thousands of combining marks would otherwise stall every layout of it.
    static let maximumScalarsPerGrapheme = 32

    /// Code points handed to HarfBuzz since launch: what tests read to bound shaping work.
    static var shapedScalarCount = 0

    /// The characters of one paragraph prepared for shaping.
    struct Prepared {
        var scalars: [UInt32] = []
        /// UTF-8 offset of each scalar in the whole text.
        var offsets: [Int] = []
        var startsGrapheme: [Bool] = []
        /// The UTF-8 offset just past the paragraph.
        var end = 0
    }

    /// Shapes `paragraph`, which starts at UTF-8 offset `start` of the laid-out text.
    func shape(_ paragraph: Substring, start: Int) -> [ShapedCluster] {
        let prepared = prepare(paragraph, start: start)
        let count = prepared.scalars.count
        guard count > 0 else { return [] }
        let levels = BidiLevels.levels(of: prepared.scalars)
        let faces = faces(for: prepared)
        var clusters: [ShapedCluster] = []
        clusters.reserveCapacity(count)
        var runStart = 0
        while runStart < count {
            var runEnd = runStart + 1
            while runEnd < count, levels[runEnd] == levels[runStart], faces[runEnd] === faces[runStart] { runEnd += 1 }
            shapeRun(prepared, range: runStart..<runEnd, level: levels[runStart], face: faces[runStart], into: &clusters)
            runStart = runEnd
        }
        return clusters
    }

    func prepare(_ paragraph: Substring, start: Int) -> Prepared {
        var prepared = Prepared()
        prepared.scalars.reserveCapacity(paragraph.utf8.count)
        var offset = start
        for character in paragraph {
            var first = true
            var kept = 0
            for var scalar in character.unicodeScalars {
                defer { offset += scalar.utf8.count }
                if scalar == "\t" { scalar = " " }
                if scalar.properties.generalCategory == .control { continue }
                // Past the cap, the scalars' bytes join the cluster of the last one kept.
                guard kept < Self.maximumScalarsPerGrapheme else { continue }
                kept += 1
                prepared.scalars.append(scalar.value)
                prepared.offsets.append(offset)
                prepared.startsGrapheme.append(first)
                first = false
            }
        }
        prepared.end = offset
        return prepared
    }

    /// The face of every scalar: one per grapheme, the primary unless it lacks a visible
    /// character of the grapheme that another face has.
    private func faces(for prepared: Prepared) -> [GlyphCache] {
        var faces: [GlyphCache] = []
        faces.reserveCapacity(prepared.scalars.count)
        var i = 0
        while i < prepared.scalars.count {
            var end = i + 1
            while end < prepared.scalars.count, !prepared.startsGrapheme[end] { end += 1 }
            let face = face(for: prepared.scalars[i..<end])
            for _ in i..<end { faces.append(face) }
            i = end
        }
        return faces
    }

    func face(for grapheme: ArraySlice<UInt32>) -> GlyphCache {
        let visible = grapheme.compactMap(Unicode.Scalar.init).filter { !$0.properties.isDefaultIgnorableCodePoint }
        guard let missing = visible.first(where: { !primary.covers($0) }) else { return primary }
        guard let fallback = library.fallbackCache(for: missing, font: font, primary: primary) else { return primary }
        return fallback
    }

    func shapeRun(
        _ prepared: Prepared, range: Range<Int>, level: UInt8, face: GlyphCache, into clusters: inout [ShapedCluster]
    ) {
        guard let hbFont = face.shapingFont(size: size), let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        Self.shapedScalarCount += range.count
        let rightToLeft = level & 1 == 1
        prepared.scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_codepoints(
                buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        let features = font.fontDescriptor.features.map(\.harfBuzz)
        hb_shape(hbFont, buffer, features, UInt32(features.count))
        var glyphCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
            let positions = hb_buffer_get_glyph_positions(buffer, &glyphCount), glyphCount > 0
        else { return }
        // HarfBuzz answers in visual order; walk it in logical order, one cluster at a time.
        let visual = Array(0..<Int(glyphCount))
        let logical = rightToLeft ? Array(visual.reversed()) : visual
        var k = 0
        while k < logical.count {
            let cluster = Int(infos[logical[k]].cluster)
            var next = k + 1
            while next < logical.count, Int(infos[logical[next]].cluster) == cluster { next += 1 }
            let clusterEnd = next < logical.count ? Int(infos[logical[next]].cluster) : range.upperBound
            var members = Array(logical[k..<next])
            if rightToLeft { members.reverse() }
            var glyphs: [ShapedGlyph] = []
            glyphs.reserveCapacity(members.count)
            var advance = 0
            for g in members {
                let position = positions[g]
                let glyph = face.glyph(infos[g].codepoint, size: size)
                let shapedAdvance = Int(position.x_advance)
                var glyphAdvance = shapedAdvance
                if let glyph, shapedAdvance != 0 {
                    // The hinted advance plus what shaping added (kerning), in whole pixels:
                    // glyphs hinted to the pixel grid keep even spacing at small sizes.
                    let nominal = Int(hb_font_get_glyph_h_advance(hbFont, infos[g].codepoint))
                    glyphAdvance = glyph.advance + roundPixels(shapedAdvance - nominal) * fixedPointOne
                }
                advance += glyphAdvance
                guard let glyph else { continue }
                glyphs.append(
                    ShapedGlyph(
                        glyph: glyph, xOffset: Int(position.x_offset), yOffset: Int(position.y_offset),
                        advance: glyphAdvance))
            }
            clusters.append(
                makeCluster(prepared, scalars: cluster..<max(cluster + 1, clusterEnd), glyphs: glyphs, advance: advance, level: level))
            k = next
        }
    }

    private func makeCluster(
        _ prepared: Prepared, scalars: Range<Int>, glyphs: [ShapedGlyph], advance: Int, level: UInt8
    ) -> ShapedCluster {
        let start = prepared.offsets[scalars.lowerBound]
        let end = scalars.upperBound < prepared.offsets.count ? prepared.offsets[scalars.upperBound] : prepared.end
        let members = prepared.scalars[scalars].compactMap(Unicode.Scalar.init)
        let isSpace = members.allSatisfy(\.properties.isWhitespace)
        let nextStartsGrapheme = scalars.upperBound >= prepared.scalars.count || prepared.startsGrapheme[scalars.upperBound]
        let last = members.last ?? " "
        let breaks = nextStartsGrapheme && (last.properties.isWhitespace || Self.breaksAfter(last))
        return ShapedCluster(
            textRange: start..<end, glyphs: glyphs, advance: advance, level: level, isSpace: isSpace,
            breaksAfter: breaks, startsGrapheme: prepared.startsGrapheme[scalars.lowerBound])
    }

    /// Hyphens, dashes and ideographs (which need no spaces between words) allow a break after them.
    static func breaksAfter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2014, 0x2013: return true
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: return true
        default: return false
        }
    }
}
