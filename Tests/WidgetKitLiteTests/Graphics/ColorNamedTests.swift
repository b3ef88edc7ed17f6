import Foundation
import Testing
import WidgetKitLite

/// `Color(named:in:)` reads Xcode's colour sets (`<Name>.colorset/Contents.json`).
@MainActor @Suite struct ColorNamedTests {
    /// A bundle directory holding `files` (relative path → contents); removed by the caller.
    private func bundle(_ files: [String: String]) throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("colorsets-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return (try #require(Bundle(path: root.path)), root)
    }

    /// Xcode's own output for a colour with a dark appearance.
    private let brand = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : { "alpha" : "1.000", "blue" : "0.500", "green" : "0.200", "red" : "0.100" }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : {
                "color-space" : "srgb",
                "components" : { "alpha" : "0.800", "blue" : "0xFF", "green" : "128", "red" : "0x00" }
              },
              "idiom" : "universal"
            }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    @Test func readsAColourSetWithItsDarkAppearance() throws {
        let (bundle, root) = try bundle(["Brand.colorset/Contents.json": brand])
        defer { try? FileManager.default.removeItem(at: root) }
        let lines = capturingDiagnostics {
            let color = Color(named: "Brand", in: bundle)
            #expect(color?.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == Color(red: 0.1, green: 0.2, blue: 0.5))
            #expect(
                color?.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
                    == Color(red: 0, green: 128.0 / 255, blue: 1, alpha: 0.8))
            let resolved = Color(named: "Brand", in: bundle, compatibleWith: TraitCollection(userInterfaceStyle: .dark))
            #expect(resolved == Color(red: 0, green: 128.0 / 255, blue: 1, alpha: 0.8))
            #expect(Color(named: "Missing", in: bundle) == nil)
        }
        #expect(lines.isEmpty, "a missing set is nil without a line, as UIKit")
    }

    @Test func findsASetInsideAnAssetCatalogFolder() throws {
        let grey = #"{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"white":"0.250","alpha":"1.000"}},"idiom":"universal"}]}"#
        let (bundle, root) = try bundle(["Assets.xcassets/Greys/Shade.colorset/Contents.json": grey])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Color(named: "Shade", in: bundle) == Color(white: 0.25))
    }

    @Test func aCorruptSetIsNilWithOneLine() throws {
        let cases = [
            "Cut.colorset/Contents.json": #"{"colors":[{"color":{"#,
            "Empty.colorset/Contents.json": #"{"colors":[]}"#,
            "Space.colorset/Contents.json": #"{"colors":[{"color":{"color-space":"cmyk","components":{"cyan":"1"}}}]}"#,
            "Range.colorset/Contents.json": #"{"colors":[{"color":{"components":{"red":"300","green":"0","blue":"0"}}}]}"#,
        ]
        let (bundle, root) = try bundle(cases)
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["Cut", "Empty", "Space", "Range"] {
            let lines = capturingDiagnostics { #expect(Color(named: name, in: bundle) == nil, "\(name)") }
            #expect(lines.count == 1 && lines.first?.contains("\(name).colorset") == true, "\(name): \(lines)")
        }
    }
}
