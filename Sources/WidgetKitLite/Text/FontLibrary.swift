import CFreeType
import Foundation

/// Finds the system font's files with Fontconfig and opens them with FreeType: one
/// `FT_Library`, one `GlyphCache` (face) per font file, shared by every `Font` that maps to it.
///
/// A character the system font lacks is drawn from a fallback face: the faces already opened
/// for fallback are tried first, then Fontconfig's sorted list of fonts for "sans-serif" at
/// that weight is searched for the first whose character set holds it. A character no
/// installed font has draws as the system font's .notdef box.
///
/// When no font can be found or opened, one diagnostic line goes to stderr (once per process)
/// and `glyphCache(for:)` answers nil: text then measures as zero and draws nothing.
@MainActor final class FontLibrary {
    /// A font file and the face index inside it (collections hold several faces).
    struct FontFile: Hashable, Sendable {
        let path: String
        let index: Int
    }

    /// Finds the file for a Fontconfig weight (`FC_WEIGHT_*`); nil when there is none.
    typealias Resolver = (_ fontconfigWeight: Int32) -> FontFile?

    /// The library every view uses.
    static let shared = FontLibrary()

    /// The family every system font comes from.
    nonisolated static let systemFamily = "sans-serif"

    /// Whether the one-line "no font" diagnostic was already printed by any library.
    private static var didReportFailure = false

    private let resolve: Resolver
    private var library: FT_Library?
    private var libraryFailed = false
    private var cachesByFile: [FontFile: GlyphCache] = [:]
    /// The face for each Fontconfig weight; a stored nil means no face works for it.
    private var cachesByWeight: [Int32: GlyphCache?] = [:]
    /// Faces opened for fallback, in the order they were first needed.
    private var fallbackCaches: [GlyphCache] = []
    /// Characters Fontconfig was already asked about, with its answer (nil: no font has it).
    private var fallbackByScalar: [FallbackKey: GlyphCache?] = [:]
    /// Finds fallback files; Fontconfig unless a test substitutes another search.
    private let resolveFallback: FallbackResolver

    private struct FallbackKey: Hashable {
        let scalar: Unicode.Scalar
        let weight: Int32
    }

    /// Finds a font file holding a character at a Fontconfig weight; nil when there is none.
    typealias FallbackResolver = (_ scalar: Unicode.Scalar, _ fontconfigWeight: Int32) -> FontFile?

    /// A library that looks fonts up with `resolver` (Fontconfig unless a test substitutes one).
    init(
        resolver: @escaping Resolver = FontLibrary.fontconfigMatch,
        fallbackResolver: @escaping FallbackResolver = FontLibrary.fontconfigFallback
    ) {
        resolve = resolver
        resolveFallback = fallbackResolver
    }

    /// A face other than `primary` that has a glyph for `scalar` at `font`'s weight, or nil
    /// when no installed font has one.
    func fallbackCache(for scalar: Unicode.Scalar, font: Font, primary: GlyphCache) -> GlyphCache? {
        let weight = Self.fontconfigWeight(for: font.weight)
        let key = FallbackKey(scalar: scalar, weight: weight)
        if let known = fallbackByScalar[key] { return known }
        var found = fallbackCaches.first { $0 !== primary && $0.covers(scalar) }
        if found == nil, let file = resolveFallback(scalar, weight), let cache = cache(for: file),
            cache !== primary, cache.covers(scalar)
        {
            if !fallbackCaches.contains(where: { $0 === cache }) { fallbackCaches.append(cache) }
            found = cache
        }
        if fallbackByScalar.count >= Self.fallbackMemory { fallbackByScalar.removeAll(keepingCapacity: true) }
        fallbackByScalar[key] = .some(found)
        return found
    }

    /// Beyond this many remembered characters the fallback answers are forgotten.
    static let fallbackMemory = 8192

    /// The face that renders `font`, or nil (after one diagnostic per process) when none works.
    /// A weight without a working face of its own falls back to the regular face.
    func glyphCache(for font: Font) -> GlyphCache? {
        glyphCache(forWeight: Self.fontconfigWeight(for: font.weight))
    }

    private func glyphCache(forWeight weight: Int32) -> GlyphCache? {
        if let known = cachesByWeight[weight] { return known }
        let regular = Int32(FC_WEIGHT_REGULAR)
        var found = resolve(weight).flatMap { cache(for: $0) }
        if found == nil, weight != regular { found = glyphCache(forWeight: regular) }
        if found == nil { reportFailure("no usable \"\(Self.systemFamily)\" font found via Fontconfig") }
        cachesByWeight[weight] = .some(found)
        return found
    }

    /// Maps UIKit's weight scale onto Fontconfig's, picking the nearest named weight.
    nonisolated static func fontconfigWeight(for weight: Font.Weight) -> Int32 {
        let steps: [(upTo: CGFloat, weight: Int32)] = [
            (-0.5, Int32(FC_WEIGHT_LIGHT)),
            (0.15, Int32(FC_WEIGHT_REGULAR)),
            (0.27, Int32(FC_WEIGHT_MEDIUM)),
            (0.35, Int32(FC_WEIGHT_DEMIBOLD)),
            (0.5, Int32(FC_WEIGHT_BOLD)),
        ]
        for step in steps where weight.rawValue < step.upTo { return step.weight }
        return Int32(FC_WEIGHT_BLACK)
    }

    /// Asks Fontconfig for the best "sans-serif" file at `weight`.
    nonisolated static func fontconfigMatch(weight: Int32) -> FontFile? {
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        let family: [FcChar8] = Array(systemFamily.utf8) + [0]
        guard FcPatternAddString(pattern, FC_FAMILY, family) != 0,
            FcPatternAddInteger(pattern, FC_WEIGHT, weight) != 0,
            FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0
        else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard result == FcResultMatch, FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch,
            let file
        else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(match, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return FontFile(path: String(cString: file), index: Int(index))
    }

    /// Asks Fontconfig for the first font, in its order of preference for "sans-serif" at
    /// `weight`, whose character set holds `scalar`.
    nonisolated static func fontconfigFallback(for scalar: Unicode.Scalar, weight: Int32) -> FontFile? {
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        let family: [FcChar8] = Array(systemFamily.utf8) + [0]
        guard let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        guard FcCharSetAddChar(wanted, FcChar32(scalar.value)) != 0,
            FcPatternAddString(pattern, FC_FAMILY, family) != 0,
            FcPatternAddInteger(pattern, FC_WEIGHT, weight) != 0,
            FcPatternAddCharSet(pattern, FC_CHARSET, wanted) != 0,
            FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0
        else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(nil, pattern, 0, nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for i in 0..<Int(set.pointee.nfont) {
            guard let candidate = set.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(candidate, FC_CHARSET, 0, &charset) == FcResultMatch,
                let charset, FcCharSetHasChar(charset, FcChar32(scalar.value)) != 0
            else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(candidate, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            if FcPatternGetInteger(candidate, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
            return FontFile(path: String(cString: file), index: Int(index))
        }
        return nil
    }

    /// Opens (once) the face in `file`; nil when FreeType cannot.
    private func cache(for file: FontFile) -> GlyphCache? {
        if let cache = cachesByFile[file] { return cache }
        guard let library = freeType() else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, file.path, FT_Long(file.index), &face) == 0, let face else {
            reportFailure("FreeType cannot open \(file.path)")
            return nil
        }
        let cache = GlyphCache(face: face)
        cachesByFile[file] = cache
        return cache
    }

    private func freeType() -> FT_Library? {
        if let library { return library }
        guard !libraryFailed else { return nil }
        var handle: FT_Library?
        guard FT_Init_FreeType(&handle) == 0, let handle else {
            libraryFailed = true
            reportFailure("FreeType failed to initialise")
            return nil
        }
        library = handle
        return handle
    }

    private func reportFailure(_ reason: String) {
        guard !Self.didReportFailure else { return }
        Self.didReportFailure = true
        FileHandle.standardError.write(Data("WidgetKitLite: \(reason); text will not be drawn\n".utf8))
    }
}
