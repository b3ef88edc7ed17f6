import CFreeType
import Foundation

/// Finds fonts' files with Fontconfig (`FontMatcher`) and opens them with FreeType: one
/// `FT_Library`, one `GlyphCache` (face) per font file, shared by every `Font` that maps to
/// it. A variable font gets one face per weight, its `wght` axis set to that weight, so two
/// weights never share glyphs.
///
/// A character a font's face lacks is drawn from a fallback face: the faces already opened
/// for fallback are tried first, then Fontconfig's sorted list of fonts for "sans-serif" at
/// that weight is searched for the first whose character set holds it. A character no
/// installed font has draws as the font's .notdef box.
///
/// When no font can be found or opened, one diagnostic line goes to stderr (once per process)
/// and `glyphCache(for:)` answers nil: text then measures as zero and draws nothing.
@MainActor final class FontLibrary {
    /// A font file and the face index inside it (collections hold several faces).
    struct FontFile: Hashable, Sendable {
        let path: String
        let index: Int
    }

    /// Finds the file for a face request; nil when there is none.
    typealias Resolver = (_ request: FaceRequest) -> FontFile?

    /// The library every view uses.
    static let shared = FontLibrary()

    /// The family every system font comes from.
    nonisolated static let systemFamily = FontMatcher.systemFamily

    /// Whether the one-line "no font" diagnostic was already printed by any library.
    private static var didReportFailure = false

    private let resolve: Resolver
    private var library: FT_Library?
    private var libraryFailed = false
    /// Opened faces: static fonts by file, variable fonts by file and weight.
    private var cachesByFace: [FaceKey: GlyphCache] = [:]
    /// The face for each request; a stored nil means no face works for it.
    private var cachesByRequest: [FaceRequest: GlyphCache?] = [:]
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

    /// An opened face: a file, and for a variable font the OpenType weight its `wght` axis is set to.
    private struct FaceKey: Hashable {
        let file: FontFile
        let variableWeight: Int?
    }

    /// Finds a font file holding a character at a Fontconfig weight; nil when there is none.
    typealias FallbackResolver = (_ scalar: Unicode.Scalar, _ fontconfigWeight: Int32) -> FontFile?

    /// A library that looks fonts up with `resolver` (Fontconfig unless a test substitutes one).
    init(
        resolver: @escaping Resolver = { FontMatcher.match($0)?.file },
        fallbackResolver: @escaping FallbackResolver = FontLibrary.fontconfigFallback
    ) {
        resolve = resolver
        resolveFallback = fallbackResolver
    }

    /// A face other than `primary` that has a glyph for `scalar` at `font`'s weight, or nil
    /// when no installed font has one.
    func fallbackCache(for scalar: Unicode.Scalar, font: Font, primary: GlyphCache) -> GlyphCache? {
        let weight = font.weight.fontconfigWeight
        let key = FallbackKey(scalar: scalar, weight: weight)
        if let known = fallbackByScalar[key] { return known }
        var found = fallbackCaches.first { $0 !== primary && $0.covers(scalar) }
        if found == nil, let file = resolveFallback(scalar, weight),
            let cache = cache(for: file, openTypeWeight: font.weight.openTypeWeight),
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
    /// A request without a working face falls back to the regular system face.
    func glyphCache(for font: Font) -> GlyphCache? {
        glyphCache(for: font.fontDescriptor.faceRequest)
    }

    private func glyphCache(for request: FaceRequest) -> GlyphCache? {
        if let known = cachesByRequest[request] { return known }
        let openTypeWeight = Int(FcWeightToOpenType(request.fontconfigWeight))
        var found = resolve(request).flatMap { cache(for: $0, openTypeWeight: openTypeWeight) }
        let system = Self.systemRequest
        if found == nil, request != system { found = glyphCache(for: system) }
        if found == nil { reportFailure("no usable \"\(Self.systemFamily)\" font found via Fontconfig") }
        cachesByRequest[request] = .some(found)
        return found
    }

    /// The regular system face: what a request no face answers renders with.
    private static let systemRequest = FaceRequest(
        family: FontMatcher.systemFamily, faceName: nil, fontconfigWeight: Int32(FC_WEIGHT_REGULAR), isItalic: false,
        isMonospaced: false)

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

    /// Opens (once) the face in `file`; a variable font with a `wght` axis is opened once
    /// per `openTypeWeight` (100…900) with the axis set to it. Nil when FreeType cannot open it.
    private func cache(for file: FontFile, openTypeWeight: Int) -> GlyphCache? {
        if let cache = cachesByFace[FaceKey(file: file, variableWeight: nil)] { return cache }
        let variableKey = FaceKey(file: file, variableWeight: openTypeWeight)
        if let cache = cachesByFace[variableKey] { return cache }
        guard let library = freeType() else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, file.path, FT_Long(file.index), &face) == 0, let face else {
            reportFailure("FreeType cannot open \(file.path)")
            return nil
        }
        let isVariable = Self.setWeightAxis(of: face, to: openTypeWeight, library: library)
        let cache = GlyphCache(face: face)
        cachesByFace[isVariable ? variableKey : FaceKey(file: file, variableWeight: nil)] = cache
        return cache
    }

    /// Sets the `wght` axis of a variable face to `openTypeWeight`, clamped to the axis's
    /// range, other axes at their defaults; false when the face has no such axis.
    private static func setWeightAxis(of face: FT_Face, to openTypeWeight: Int, library: FT_Library) -> Bool {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return false }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return false }
        defer { FT_Done_MM_Var(library, master) }
        let count = Int(master.pointee.num_axis)
        guard let axes = master.pointee.axis, count > 0 else { return false }
        let weightTag = FT_ULong(0x7767_6874)  // "wght"
        var coordinates = (0..<count).map { axes[$0].def }
        guard let index = (0..<count).first(where: { axes[$0].tag == weightTag }) else { return false }
        let axis = axes[index]
        let minimum = axis.minimum
        let wanted = FT_Fixed(openTypeWeight) << 16
        coordinates[index] = min(max(wanted, minimum), axis.maximum)
        return FT_Set_Var_Design_Coordinates(face, FT_UInt(count), &coordinates) == 0
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
