import Foundation

/// A colour set as Xcode writes it in an asset catalog, `<Name>.colorset/Contents.json`:
/// a `colors` array whose entries have a `color` (a `color-space` and its `components`) and,
/// for the dark variant, `appearances: [{"appearance": "luminosity", "value": "dark"}]`.
///
/// Read: the colour spaces `srgb`, `extended-srgb` (clamped to 0…1), `display-p3` (its
/// components taken as sRGB) and `gray-gamma-22`/`extended-gray` (`white`, `alpha`);
/// components as Xcode writes them: floating point ("0.500", 0…1), 8-bit integers ("128")
/// or hexadecimal ("0x80"). Entries for a high-contrast appearance and for other idioms
/// than `universal` (when a universal one exists) are skipped. Anything else — not JSON, no
/// `colors`, no colour for the any or light appearance, an unknown colour space, a
/// component missing or out of range — is an error naming what is wrong.
struct ColorSet {
    /// The colour of the light (or "any") appearance.
    let light: Color
    /// The colour of the dark appearance, if the set has one.
    let dark: Color?

    /// A colour set file larger than this is refused (1 MiB; Xcode's are under 1 KiB).
    static let maximumFileSize = 1 << 20

    /// What is wrong with a colour set file.
    struct ColorSetError: Error, CustomStringConvertible {
        let description: String
    }

    /// The colour: fixed with no dark variant, else dynamic.
    var color: Color { dark.map { Color(light: light, dark: $0) } ?? light }

    /// Reads the set's `Contents.json` at `url`: a regular file no larger than `maximumFileSize`.
    init(contentsOf url: URL) throws {
        guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]) else {
            throw ColorSetError(description: "cannot read it")
        }
        guard values.isRegularFile == true else { throw ColorSetError(description: "not a regular file") }
        let size = values.fileSize ?? 0
        guard size <= Self.maximumFileSize else {
            throw ColorSetError(description: "a file of \(size) bytes is over the maximum of \(Self.maximumFileSize)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ColorSetError(description: "cannot read it")
        }
        try self.init(json: data)
    }

    /// Parses the JSON of a `Contents.json`.
    init(json data: Data) throws {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ColorSetError(description: "not a JSON object")
        }
        guard let entries = root["colors"] as? [[String: Any]], !entries.isEmpty else { throw ColorSetError(description: "no \"colors\" array") }
        let universal = entries.filter { ($0["idiom"] as? String ?? "universal") == "universal" }
        var any: Color?, light: Color?, dark: Color?
        for entry in universal.isEmpty ? entries : universal {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            guard let colorObject = entry["color"] as? [String: Any] else { throw ColorSetError(description: "an entry without a \"color\"") }
            let color = try Self.color(colorObject)
            switch luminosity {
            case nil: any = any ?? color
            case "light": light = light ?? color
            case "dark": dark = dark ?? color
            case let other?: throw ColorSetError(description: "unknown luminosity \"\(other)\"")
            }
        }
        guard let base = light ?? any else { throw ColorSetError(description: "no colour for the any or light appearance") }
        self.light = base
        self.dark = dark
    }

    /// One `color` object: its colour space and components.
    private static func color(_ object: [String: Any]) throws -> Color {
        let space = object["color-space"] as? String ?? "srgb"
        guard let components = object["components"] as? [String: Any] else { throw ColorSetError(description: "a colour without \"components\"") }
        func component(_ name: String) throws -> CGFloat {
            guard let raw = components[name] else { throw ColorSetError(description: "component \"\(name)\" missing") }
            guard let value = Self.value(raw, isAlpha: name == "alpha") else {
                throw ColorSetError(description: "component \"\(name)\" is not a number in range: \(raw)")
            }
            return value
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        switch space {
        case "srgb", "extended-srgb", "display-p3":
            return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            return Color(white: try component("white"), alpha: alpha)
        default:
            throw ColorSetError(description: "unsupported color-space \"\(space)\"")
        }
    }

    /// A component as Xcode writes it: a number or a string holding a float ("0.500"), an
    /// 8-bit integer ("128"; not for alpha) or hexadecimal ("0x80"); nil when it is none of
    /// them or out of range (extended components are clamped to 0…1).
    private static func value(_ raw: Any, isAlpha: Bool) -> CGFloat? {
        if let number = raw as? NSNumber, !(raw is String) {
            let v = number.doubleValue
            return v.isFinite ? CGFloat(v).clamped(to: 0...1) : nil
        }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            guard let byte = Int(text.dropFirst(2), radix: 16), (0...255).contains(byte) else { return nil }
            return CGFloat(byte) / 255
        }
        if !isAlpha, !text.contains("."), !text.lowercased().contains("e"), let byte = Int(text) {
            return (0...255).contains(byte) ? CGFloat(byte) / 255 : nil
        }
        guard let v = Double(text), v.isFinite else { return nil }
        return CGFloat(v).clamped(to: 0...1)
    }
}
