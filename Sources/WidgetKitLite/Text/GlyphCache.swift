import CFreeType
import Foundation

/// One rasterised glyph: an 8-bit coverage mask and the metrics to place it, in device pixels.
/// Immutable, so layouts can keep glyphs after the cache forgets them.
final class Glyph: Sendable {
    /// The face's glyph index (0 is .notdef).
    let index: UInt32
    /// Horizontal advance in 26.6 fixed point (1/64 pixel).
    let advance: Int
    /// Offset from the pen position to the mask's left column.
    let left: Int
    /// Offset from the baseline up to the mask's top row.
    let top: Int
    /// Mask width in pixels (0 for blank glyphs such as the space).
    let width: Int
    /// Mask height in pixels.
    let height: Int
    /// `width × height` coverage values, rows top to bottom, 0 = none, 255 = full.
    let coverage: [UInt8]

    init(index: UInt32, advance: Int, left: Int, top: Int, width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "glyph mask size mismatch")
        self.index = index
        self.advance = advance
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.coverage = coverage
    }
}

/// Vertical metrics of a face at one size, in whole device pixels.
struct LineMetrics: Hashable, Sendable {
    /// Distance from the top of a line to its baseline.
    let ascender: Int
    /// Distance from one baseline to the next.
    let lineHeight: Int
}

/// FreeType sizes and advances are 26.6 fixed point: 64 units per pixel.
let fixedPointShift = 6
/// One pixel in 26.6 fixed point.
let fixedPointOne = 1 << fixedPointShift

/// `value / 64` rounded up, for 26.6 values of either sign (the shift floors).
func ceilPixels(_ value26_6: Int) -> Int {
    (value26_6 &+ fixedPointOne &- 1) >> fixedPointShift
}

/// `value / 64` rounded to the nearest pixel.
func roundPixels(_ value26_6: Int) -> Int {
    (value26_6 &+ fixedPointOne / 2) >> fixedPointShift
}

/// One FreeType face and every glyph rasterised from it, keyed by (size, glyph index).
///
/// Glyphs are grey-scale anti-aliased (`FT_RENDER_MODE_NORMAL`) with FreeType's light hinting,
/// which snaps stems vertically only: crisp baselines and x-heights, undistorted shapes. The
/// face lives as long as its `FontLibrary` (the shared one: the process).
@MainActor final class GlyphCache {
    /// `FT_LOAD_TARGET_LIGHT`, a function-like macro Swift does not import:
    /// `FT_LOAD_TARGET_(FT_RENDER_MODE_LIGHT)` = `(mode & 15) << 16`.
    private static let lightHintingTarget = FT_Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16
    private static let loadFlags = FT_Int32(FT_LOAD_DEFAULT) | lightHintingTarget
    /// Beyond this many glyphs the least recently used half is dropped (layouts keep the
    /// glyphs they use).
    static let capacity = 4096

    private struct Key: Hashable {
        let size: Int
        let index: UInt32
    }

    private let face: FT_Face
    /// One HarfBuzz font per size (26.6 pixels), reading advances from this face with the
    /// same light hinting as the glyphs (whole-pixel advances, even spacing at small sizes);
    /// its positions are 26.6 pixels.
    private var shapingFonts: [Int: OpaquePointer] = [:]
    private var selectedSize = 0
    private var glyphs = LRUCache<Key, Glyph>(capacity: GlyphCache.capacity)
    private var failedGlyphs: Set<Key> = []
    private var metricsBySize: [Int: LineMetrics] = [:]
    private var indexByScalar: [Unicode.Scalar: UInt32] = [:]

    /// Wraps an opened face; the cache owns it from now on.
    init(face: FT_Face) {
        self.face = face
    }

    /// The HarfBuzz font that shapes text at `size` (26.6 pixels), with the face set to that
    /// size: shape with it before asking for another size. Nil when FreeType refuses the size
    /// or HarfBuzz cannot wrap the face.
    func shapingFont(size: Int) -> OpaquePointer? {
        guard select(size: size) else { return nil }
        if let font = shapingFonts[size] { return font }
        guard let font = hb_ft_font_create_referenced(face) else { return nil }
        hb_ft_font_set_load_flags(font, Self.loadFlags)
        shapingFonts[size] = font
        return font
    }

    /// Whether the face has a glyph of its own for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool { glyphIndex(for: scalar) != 0 }

    /// Makes `size` (26.6 pixels) the face's current size; false when FreeType refuses it.
    private func select(size: Int) -> Bool {
        if size == selectedSize { return true }
        // At 72 dpi one point is one pixel, so the char size is the pixel size in 26.6.
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72) == 0 else { return false }
        selectedSize = size
        return true
    }

    /// Ascender and line height at `size` (26.6 pixels), rounded up to whole pixels; nil
    /// when the face cannot be scaled to that size.
    ///
    /// The line height is the face's ascender − descender scaled and then rounded up once
    /// (FreeType's own size metrics round each separately, a pixel looser than needed); faces
    /// without those values use their line height.
    func lineMetrics(size: Int) -> LineMetrics? {
        if let cached = metricsBySize[size] { return cached }
        guard select(size: size), let sizeRecord = face.pointee.size else { return nil }
        let yScale = sizeRecord.pointee.metrics.y_scale
        let ascender26_6 = Int(FT_MulFix(FT_Long(face.pointee.ascender), yScale))
        let descender26_6 = Int(FT_MulFix(FT_Long(face.pointee.descender), yScale))
        var lineHeight = ceilPixels(ascender26_6 - descender26_6)
        if lineHeight <= 0 { lineHeight = ceilPixels(Int(sizeRecord.pointee.metrics.height)) }
        let ascender = min(max(0, roundPixels(ascender26_6)), lineHeight)
        guard lineHeight > 0 else { return nil }
        let metrics = LineMetrics(ascender: ascender, lineHeight: lineHeight)
        metricsBySize[size] = metrics
        return metrics
    }

    /// Underline and strikethrough placement at `size` (26.6 pixels) from the face's `post`
    /// and OS/2 tables; a face without them underlines one tenth of an em below the baseline
    /// and strikes through at a quarter of an em, one twentieth of an em thick. Nil when the
    /// face cannot be scaled to that size.
    func decorationMetrics(size: Int) -> DecorationMetrics? {
        guard select(size: size), let sizeRecord = face.pointee.size else { return nil }
        let yScale = sizeRecord.pointee.metrics.y_scale
        func pixels(_ units: Int) -> Int { roundPixels(Int(FT_MulFix(FT_Long(units), yScale))) }
        let em = Int(face.pointee.units_per_EM)
        var underlinePosition = Int(face.pointee.underline_position)
        var underlineThickness = Int(face.pointee.underline_thickness)
        if underlineThickness <= 0 {
            underlinePosition = -em / 10
            underlineThickness = em / 20
        }
        var strikePosition = em / 4
        var strikeThickness = underlineThickness
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.yStrikeoutSize > 0 {
                strikePosition = Int(os2.yStrikeoutPosition)
                strikeThickness = Int(os2.yStrikeoutSize)
            }
        }
        let underline = max(1, pixels(underlineThickness))
        let strike = max(1, pixels(strikeThickness))
        // The tables give the line's centre (post) or its bottom (OS/2); rows are counted from the top.
        return DecorationMetrics(
            underlineOffset: max(1, pixels(-underlinePosition) - underline / 2), underlineThickness: underline,
            strikethroughOffset: pixels(strikePosition) + strike, strikethroughThickness: strike)
    }

    /// The face's glyph for `scalar`; 0 (.notdef) when it has none.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        if let cached = indexByScalar[scalar] { return cached }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        indexByScalar[scalar] = index
        return index
    }

    /// The rasterised glyph `index` at `size` (26.6 pixels); nil when FreeType cannot load it.
    func glyph(_ index: UInt32, size: Int) -> Glyph? {
        let key = Key(size: size, index: index)
        if let cached = glyphs.value(forKey: key) { return cached }
        if failedGlyphs.contains(key) { return nil }
        guard let glyph = rasterise(index, size: size) else {
            failedGlyphs.insert(key)
            return nil
        }
        glyphs.setValue(glyph, forKey: key)
        return glyph
    }

    private func rasterise(_ index: UInt32, size: Int) -> Glyph? {
        guard select(size: size), FT_Load_Glyph(face, index, Self.loadFlags) == 0,
            let slot = face.pointee.glyph
        else { return nil }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        let coverage = Self.coverage(of: bitmap, width: width, height: height)
        return Glyph(
            index: index, advance: Int(slot.pointee.advance.x),
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            width: coverage.isEmpty ? 0 : width, height: coverage.isEmpty ? 0 : height,
            coverage: coverage)
    }

    /// Copies a FreeType bitmap into a tightly packed top-down 8-bit mask. Grey masks are
    /// copied, 1-bit masks (bitmap-only fonts) expanded; other modes yield an empty mask.
    private static func coverage(of bitmap: FT_Bitmap, width: Int, height: Int) -> [UInt8] {
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return [] }
        let pitch = Int(bitmap.pitch)
        // FreeType's convention: the first row in memory is the top row when pitch > 0, the
        // bottom row when pitch < 0.
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
            pitch >= 0 ? buffer + y * pitch : buffer + (height - 1 - y) * -pitch
        }
        let mode = bitmap.pixel_mode
        var mask = [UInt8](repeating: 0, count: width * height)
        if mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            for y in 0..<height {
                let source = row(y)
                for x in 0..<width { mask[y &* width &+ x] = source[x] }
            }
        } else if mode == UInt8(FT_PIXEL_MODE_MONO.rawValue) {
            for y in 0..<height {
                let source = row(y)
                for x in 0..<width where source[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 {
                    mask[y &* width &+ x] = 255
                }
            }
        } else {
            return []
        }
        return mask
    }
}
