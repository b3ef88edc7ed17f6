import CFreeType
import Foundation

/// What a recording says about the machine it was made on that changes pixels: the font
/// files the system fonts come from (with a hash of their bytes) and the themes. A replay
/// compares them with its own and says, in one line, when they differ.
@MainActor
enum RecordingIdentity {
    /// The fonts a window draws with by default: the system family regular and bold, and
    /// the monospaced family.
    static func fontIdentities() -> [SessionRecording.FontIdentity] {
        let requests: [(String, FaceRequest)] = [
            ("system", FaceRequest(family: FontMatcher.systemFamily, faceName: nil, fontconfigWeight: Int32(FC_WEIGHT_REGULAR), isItalic: false, isMonospaced: false)),
            ("system-bold", FaceRequest(family: FontMatcher.systemFamily, faceName: nil, fontconfigWeight: Int32(FC_WEIGHT_BOLD), isItalic: false, isMonospaced: false)),
            ("monospaced", FaceRequest(family: FontMatcher.monospacedFamily, faceName: nil, fontconfigWeight: Int32(FC_WEIGHT_REGULAR), isItalic: false, isMonospaced: true)),
        ]
        return requests.map { role, request in
            guard let file = FontMatcher.match(request)?.file else { return .init(role: role, path: "-", hash: "none") }
            return .init(role: role, path: file.path, hash: hashOfFile(file.path))
        }
    }

    /// The FNV-1a hash of the file's bytes, or `unreadable`.
    static func hashOfFile(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "unreadable" }
        var state = SessionRecordingFormat.hashSeed
        data.withUnsafeBytes { SessionRecordingFormat.hash($0, into: &state) }
        return SessionRecordingFormat.hex(state)
    }

    /// A hash of the light and dark themes (their full descriptions).
    static func themes(_ palette: ThemePalette) -> String {
        var state = SessionRecordingFormat.hashSeed
        let text = String(reflecting: palette.light) + "|" + String(reflecting: palette.dark)
        Array(text.utf8).withUnsafeBytes { SessionRecordingFormat.hash($0, into: &state) }
        return SessionRecordingFormat.hex(state)
    }

    /// The hash of a window's pixels as the recording checks them: FNV-1a over 64-bit words,
    /// each two pixels' colours with the alpha byte set (so X's 24-bit pixels and a canvas's
    /// opaque ones hash alike), row by row; a last odd pixel is a word of its own. A word at
    /// a time keeps a check of a large window to a few milliseconds even in a debug build.
    static func hash(_ image: Image) -> String {
        var state = SessionRecordingFormat.hashSeed
        image.pixels.withUnsafeBufferPointer { pixels in
            let pairs = pixels.count / 2
            for index in 0..<pairs {
                let word = UInt64(pixels[2 * index] | 0xFF00_0000) | UInt64(pixels[2 * index + 1] | 0xFF00_0000) << 32
                state = (state ^ word) &* 0x100_0000_01b3
            }
            if pixels.count % 2 == 1 { state = (state ^ UInt64(pixels[pixels.count - 1] | 0xFF00_0000)) &* 0x100_0000_01b3 }
        }
        return SessionRecordingFormat.hex(state)
    }
}
