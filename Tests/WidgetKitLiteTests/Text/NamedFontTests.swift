import Foundation
import Testing
@testable import WidgetKitLite

/// Named fonts, weights, italic and monospaced faces, with the fonts `scripts/lib/deps.sh`
/// installs (DejaVu, core and extra).
@MainActor @Suite struct NamedFontTests {
    private func width(_ text: String, _ font: Font) -> CGFloat { font.size(of: text).width }

    @Test func familyNamesFindTheirRegularFace() throws {
        let serif = try #require(Font(name: "DejaVu Serif", size: 15))
        #expect(serif.pointSize == 15)
        #expect(serif.familyName == "DejaVu Serif")
        #expect(serif.weight == .regular)
        let mono = try #require(Font(name: "dejavu sans MONO", size: 12), "letter case does not matter")
        #expect(mono.familyName == "DejaVu Sans Mono")
        #expect(width("iiii", mono) == width("MMMM", mono))
    }

    @Test func fullAndPostScriptNamesFindOneFace() throws {
        let byPostScript = try #require(Font(name: "DejaVuSans-Bold", size: 17))
        #expect(byPostScript.fontName == "DejaVuSans-Bold")
        #expect(byPostScript.weight == .bold)
        #expect(byPostScript.fontDescriptor.symbolicTraits.contains(.traitBold))
        let byFullName = try #require(Font(name: "DejaVu Sans Bold", size: 17))
        #expect(byFullName.fontName == "DejaVuSans-Bold")
        #expect(width("Bold words", byFullName) == width("Bold words", .boldSystemFont(ofSize: 17)))
        let oblique = try #require(Font(name: "DejaVu Sans Oblique", size: 17))
        #expect(oblique.fontDescriptor.symbolicTraits.contains(.traitItalic))
    }

    @Test(arguments: ["No Such Family 42", "sans-serif", "", "DejaVu"])
    func namesNoInstalledFaceHasAreNil(name: String) {
        #expect(Font(name: name, size: 17) == nil)
    }

    @Test func installedFamiliesAreListed() {
        #expect(Font.familyNames.contains("DejaVu Sans"))
        #expect(Font.fontNames(forFamilyName: "dejavu sans").contains("DejaVuSans-Bold"))
        #expect(Font.fontNames(forFamilyName: "No Such Family").isEmpty)
    }

    @Test func lighterAndHeavierWeightsPickOtherFaces() {
        let light = Font.systemFont(ofSize: 17, weight: .ultraLight)
        let regular = Font.systemFont(ofSize: 17, weight: .regular)
        let bold = Font.systemFont(ofSize: 17, weight: .bold)
        let black = Font.systemFont(ofSize: 17, weight: .black)
        #expect(Set([light.fontName, regular.fontName, bold.fontName]).count == 3)
        #expect(regular.fontName == Font.systemFont(ofSize: 17).fontName)
        #expect(black.fontName == bold.fontName, "no face is heavier than DejaVu Sans Bold")
        let text = "Weights of type"
        #expect(width(text, light) < width(text, regular))
        #expect(width(text, regular) < width(text, bold))
    }

    @Test func italicSystemFontUsesTheSlantedFace() {
        let italic = Font.italicSystemFont(ofSize: 17)
        let regular = Font.systemFont(ofSize: 17)
        #expect(italic.familyName == regular.familyName)
        #expect(italic.fontName != regular.fontName)
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(!regular.fontDescriptor.symbolicTraits.contains(.traitItalic))
        let glyphs = { (font: Font) in
            TextLayout(text: "Slant", font: font, scale: 1, maxWidth: nil, numberOfLines: 0).lines[0].glyphs.map(\.glyph.coverage)
        }
        #expect(glyphs(italic) != glyphs(regular))
    }

    @Test func monospacedSystemFontHasOneAdvance() {
        let mono = Font.monospacedSystemFont(ofSize: 14, weight: .regular)
        #expect(width("iiii", mono) == width("MMMM", mono))
        #expect(width("iiii", mono) > 0)
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        let boldMono = Font.monospacedSystemFont(ofSize: 14, weight: .bold)
        #expect(boldMono.fontName != mono.fontName)
        #expect(width("iiii", boldMono) == width("MMMM", boldMono))
        let proportional = Font.systemFont(ofSize: 14)
        #expect(width("iiii", proportional) < width("MMMM", proportional))
    }

    @Test func monospacedDigitsHaveEqualAdvances() {
        let digits = Font.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        #expect(width("1111", digits) == width("0000", digits))
        #expect(width("1111", digits) > 0)
        #expect(digits.fontDescriptor.features == [.tabularDigits])
        // The feature is part of the font's identity: no cache lends it the plain font's shaping.
        #expect(digits != Font.systemFont(ofSize: 17))
        #expect(digits.withSize(20).fontDescriptor.features == [.tabularDigits])
    }

    @Test func featureSettingsReachHarfBuzz() throws {
        let plain = Font.systemFont(ofSize: 17)
        let noLigatures = Font(
            descriptor: plain.fontDescriptor.addingAttributes([
                .featureSettings: [[FontDescriptor.FeatureKey.openTypeFeatureTag: "liga", .openTypeFeatureValue: 0]]
            ]), size: 0)
        let glyphs = { (font: Font) in
            TextLayout(text: "ffi", font: font, scale: 1, maxWidth: nil, numberOfLines: 0).lines[0].glyphs.count
        }
        #expect(glyphs(plain) == 1, "DejaVu Sans joins ffi into one ligature")
        #expect(glyphs(noLigatures) == 3)
        // Measured once with ligatures, the plain font's cached layout is not reused.
        #expect(TextLayout.cached(text: "ffi", font: noLigatures, scale: 1, maxWidth: nil, numberOfLines: 0).lines[0].glyphs.count == 3)
    }

    @Test func weightsOfOneFileGetTheirOwnFaces() throws {
        let library = FontLibrary.shared
        let regular = try #require(library.glyphCache(for: .systemFont(ofSize: 17)))
        let bold = try #require(library.glyphCache(for: .boldSystemFont(ofSize: 17)))
        let tabular = try #require(library.glyphCache(for: .monospacedDigitSystemFont(ofSize: 17, weight: .regular)))
        #expect(regular !== bold)
        #expect(regular === tabular, "features change shaping, not the face")
    }
}
