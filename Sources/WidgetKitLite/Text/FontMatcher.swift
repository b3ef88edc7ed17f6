import CFreeType
import Foundation

/// What a font asks Fontconfig for: one face of a family (or a face by name).
struct FaceRequest: Hashable, Sendable {
    /// A family ("DejaVu Serif") or one of Fontconfig's aliases ("sans-serif", "monospace").
    var family: String
    /// A face's full or PostScript name; when an installed face has it, that face is the answer.
    var faceName: String?
    /// `FC_WEIGHT`.
    var fontconfigWeight: Int32
    /// Whether an italic (or oblique) face is wanted.
    var isItalic: Bool
    /// Whether a face with one advance for every glyph is wanted.
    var isMonospaced: Bool
}

/// An installed face, as Fontconfig describes it.
struct InstalledFace: Hashable, Sendable {
    /// The file and the face's index in it.
    let file: FontLibrary.FontFile
    /// Its family names, the primary one first.
    let families: [String]
    /// Its full names ("DejaVu Sans Bold").
    let fullNames: [String]
    /// Its PostScript name ("DejaVuSans-Bold"), empty when it has none.
    let postScriptName: String
    /// `FC_WEIGHT`.
    let fontconfigWeight: Int32
    /// `FC_SLANT`: 0 roman, 100 italic, 110 oblique.
    let slant: Int32
    /// `FC_SPACING`: 100 monospaced, 0 proportional.
    let spacing: Int32

    /// The primary family name.
    var family: String { families.first ?? "" }
    /// Whether the face slants.
    var isItalic: Bool { slant != Int32(FC_SLANT_ROMAN) }
    /// Whether every glyph has one advance (Fontconfig's mono or char-cell spacing).
    var isMonospaced: Bool { spacing >= Int32(FC_MONO) }
}

/// Fontconfig's answers: the best face for a request, the installed faces, names looked up
/// case-insensitively. Fontconfig always substitutes some face for a family it does not
/// have, so a name is "found" only when an installed face carries it. The list of installed
/// faces is read once per process.
enum FontMatcher {
    /// The system family: Fontconfig's alias of the default sans-serif face.
    static let systemFamily = "sans-serif"
    /// The alias of the default monospaced face.
    static let monospacedFamily = "monospace"
    /// The alias of the default serif face.
    static let serifFamily = "serif"

    /// Every face Fontconfig lists, read on first use.
    static let installedFaces: [InstalledFace] = listFaces()

    /// `installedFaces` by file and index.
    private static let installedFacesByFile: [FontLibrary.FontFile: InstalledFace] = Dictionary(
        installedFaces.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })

    /// The best face for `request`: the named face when one is installed, else Fontconfig's
    /// match of family, weight, slant and spacing; nil when Fontconfig finds nothing.
    static func match(_ request: FaceRequest) -> InstalledFace? {
        if let name = request.faceName, let face = face(named: name) { return face }
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard FcPatternAddString(pattern, FC_FAMILY, cString(request.family)) != 0,
            FcPatternAddInteger(pattern, FC_WEIGHT, request.fontconfigWeight) != 0,
            FcPatternAddInteger(
                pattern, FC_SLANT, request.isItalic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN)) != 0,
            !request.isMonospaced || FcPatternAddInteger(pattern, FC_SPACING, Int32(FC_MONO)) != 0,
            FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0
        else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard result == FcResultMatch, let matched = face(of: match) else { return nil }
        // The match merges in what was asked for and the face lacks (a spacing, a synthetic
        // slant or emboldening): the face's own description is the listed one.
        return installedFacesByFile[matched.file] ?? matched
    }

    /// The installed face whose full or PostScript name is `name`, ignoring letter case.
    static func face(named name: String) -> InstalledFace? {
        let wanted = name.lowercased()
        return installedFaces.first { face in
            face.postScriptName.lowercased() == wanted || face.fullNames.contains { $0.lowercased() == wanted }
        }
    }

    /// The installed family called `name` (ignoring letter case), spelt as the font spells it.
    static func family(named name: String) -> String? {
        let wanted = name.lowercased()
        for face in installedFaces {
            if let family = face.families.first(where: { $0.lowercased() == wanted }) { return family }
        }
        return nil
    }

    /// The first installed family, in alphabetical order, whose name holds "Round"
    /// ("Varela Round", "M PLUS Rounded 1c"); nil when there is none.
    static let roundedFamily: String? = {
        installedFaces.flatMap(\.families).filter { $0.lowercased().contains("round") }.sorted().first
    }()

    /// A Fontconfig string argument.
    private static func cString(_ string: String) -> [FcChar8] {
        Array(string.utf8) + [0]
    }

    private static func listFaces() -> [InstalledFace] {
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        let objects = [FC_FILE, FC_INDEX, FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT, FC_SPACING]
        guard let set = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(set) }
        for object in objects { _ = FcObjectSetAdd(set, object) }
        guard let list = FcFontList(nil, pattern, set) else { return [] }
        defer { FcFontSetDestroy(list) }
        var faces: [InstalledFace] = []
        for i in 0..<Int(list.pointee.nfont) {
            guard let candidate = list.pointee.fonts[i], let face = face(of: candidate) else { continue }
            faces.append(face)
        }
        // Fontconfig lists in no particular order: sort so lookups answer the same every run.
        return faces.sorted { ($0.file.path, $0.file.index) < ($1.file.path, $1.file.index) }
    }

    /// The face a Fontconfig pattern describes; nil without a file.
    private static func face(of pattern: OpaquePointer) -> InstalledFace? {
        guard let path = string(pattern, FC_FILE) else { return nil }
        return InstalledFace(
            file: FontLibrary.FontFile(path: path, index: Int(integer(pattern, FC_INDEX) ?? 0)),
            families: strings(pattern, FC_FAMILY), fullNames: strings(pattern, FC_FULLNAME),
            postScriptName: string(pattern, FC_POSTSCRIPT_NAME) ?? "",
            fontconfigWeight: integer(pattern, FC_WEIGHT) ?? Int32(FC_WEIGHT_REGULAR),
            slant: integer(pattern, FC_SLANT) ?? Int32(FC_SLANT_ROMAN),
            spacing: integer(pattern, FC_SPACING) ?? Int32(FC_PROPORTIONAL))
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, at index: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        while let value = string(pattern, object, at: Int32(values.count)) { values.append(value) }
        return values
    }

    private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int32? {
        var value: Int32 = 0
        if FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch { return value }
        // A variable font lists a range of weights; its default is the middle of it.
        var number: Double = 0
        if FcPatternGetDouble(pattern, object, 0, &number) == FcResultMatch { return Int32(number) }
        return nil
    }
}
