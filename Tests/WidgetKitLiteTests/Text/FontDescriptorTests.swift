import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct FontDescriptorTests {
    private let system = Font.systemFont(ofSize: 17).fontDescriptor

    @Test func symbolicTraitsPickBoldAndItalicFaces() throws {
        let bold = try #require(system.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits.contains(.traitBold))
        #expect(Font(descriptor: bold, size: 0).fontName == Font.boldSystemFont(ofSize: 17).fontName)
        let boldItalic = try #require(system.withSymbolicTraits([.traitBold, .traitItalic]))
        let font = Font(descriptor: boldItalic, size: 0)
        #expect(font.pointSize == 17)
        #expect(font.fontDescriptor.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
        #expect(Set([font.fontName, Font.boldSystemFont(ofSize: 17).fontName, Font.italicSystemFont(ofSize: 17).fontName]).count == 3)
        // The traits replace the current ones, as in UIKit.
        let plain = try #require(boldItalic.withSymbolicTraits([]))
        #expect(Font(descriptor: plain, size: 0).fontName == Font.systemFont(ofSize: 17).fontName)
    }

    @Test func unsatisfiableTraitsAreNil() throws {
        // WenQuanYi Micro Hei has one upright face of one weight only.
        let hei = try #require(Font(name: "WenQuanYi Micro Hei", size: 17)).fontDescriptor
        #expect(hei.withSymbolicTraits(.traitItalic) == nil)
        #expect(hei.withSymbolicTraits(.traitBold) == nil)
        // A serif family has no monospaced face.
        let serif = try #require(Font(name: "DejaVu Serif", size: 17)).fontDescriptor
        #expect(serif.withSymbolicTraits(.traitMonoSpace) == nil)
        #expect(serif.withSymbolicTraits(.traitItalic) != nil)
    }

    @Test func monospaceTraitOfTheSystemFontIsTheMonospacedFace() throws {
        let mono = try #require(system.withSymbolicTraits(.traitMonoSpace))
        #expect(Font(descriptor: mono, size: 0).fontName == Font.monospacedSystemFont(ofSize: 17, weight: .regular).fontName)
    }

    @Test func designsMapToFontconfigFamilies() throws {
        let mono = Font(descriptor: try #require(system.withDesign(.monospaced)), size: 12)
        #expect(mono.size(of: "iiii").width == mono.size(of: "MMMM").width)
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        let serif = Font(descriptor: try #require(system.withDesign(.serif)), size: 12)
        #expect(serif.familyName != Font.systemFont(ofSize: 12).familyName)
        #expect(
            serif.familyName
                == FontMatcher.match(
                    FaceRequest(
                        family: "serif", faceName: nil, fontconfigWeight: 80, isItalic: false, isMonospaced: false))?.family)
        // Rounded exists only when a family named "…Round…" is installed.
        #expect((system.withDesign(.rounded) == nil) == (FontMatcher.roundedFamily == nil))
        #expect(system.withDesign(.default) == system)
        // Designs belong to the system font.
        #expect(try #require(Font(name: "DejaVu Serif", size: 12)).fontDescriptor.withDesign(.monospaced) == nil)
    }

    @Test func boldSerifKeepsTheDesign() throws {
        let serifBold = try #require(system.withDesign(.serif)?.withSymbolicTraits(.traitBold))
        let font = Font(descriptor: serifBold, size: 0)
        #expect(font.familyName == Font(descriptor: try #require(system.withDesign(.serif)), size: 0).familyName)
        #expect(font.weight == .bold)
    }

    @Test func attributesDescribeTheFont() throws {
        let attributes = try #require(Font(name: "DejaVu Serif", size: 14)).fontDescriptor.fontAttributes
        #expect(attributes[.family] as? String == "DejaVu Serif")
        #expect(attributes[.size] as? CGFloat == 14)
        let traits = try #require(attributes[.traits] as? [FontDescriptor.TraitKey: Any])
        #expect(traits[.weight] as? CGFloat == 0)
        #expect(attributes[.featureSettings] == nil)
        let digits = Font.monospacedDigitSystemFont(ofSize: 13, weight: .regular).fontDescriptor.fontAttributes
        let settings = try #require(digits[.featureSettings] as? [[FontDescriptor.FeatureKey: Any]])
        #expect(settings.count == 1)
        #expect(settings.first?[.openTypeFeatureTag] as? String == "tnum")
        #expect(settings.first?[.openTypeFeatureValue] as? Int == 1)
    }

    @Test func addingAttributesChangesFamilyWeightFeaturesAndSize() {
        let changed = system.addingAttributes([
            .family: "DejaVu Serif",
            .traits: [FontDescriptor.TraitKey.weight: Font.Weight.bold],
            .featureSettings: [[FontDescriptor.FeatureKey.type: 6, .selector: 0]],
            .size: 21.0,
        ])
        let font = Font(descriptor: changed, size: 0)
        #expect(font.pointSize == 21)
        #expect(font.familyName == "DejaVu Serif")
        #expect(font.weight == .bold)
        #expect(font.fontName == Font(name: "DejaVuSerif-Bold", size: 21)?.fontName)
        #expect(changed.features == [.tabularDigits])
        let byNumber = system.addingAttributes([.traits: [FontDescriptor.TraitKey.weight: CGFloat(0.4)]])
        #expect(byNumber.weight == .bold)
        let byName = system.addingAttributes([.name: "DejaVuSansMono-Bold"])
        #expect(Font(descriptor: byName, size: 0).fontName == "DejaVuSansMono-Bold")
    }

    @Test func attributesOfTheWrongTypeAreIgnoredWithOneLineEach() {
        var changed = system
        let lines = capturingDiagnostics {
            changed = system.addingAttributes([.family: 42, .size: "big"])
        }
        #expect(lines.count == 2)
        #expect(changed == system)
    }

    @Test func sizeZeroKeepsTheDescriptorsSize() {
        let descriptor = FontDescriptor(name: "DejaVu Sans Mono", size: 11)
        #expect(Font(descriptor: descriptor, size: 0).pointSize == 11)
        #expect(Font(descriptor: descriptor, size: 30).pointSize == 30)
        #expect(Font(descriptor: FontDescriptor(), size: 0).pointSize == 17)
        #expect(descriptor.withSize(9).pointSize == 9)
        let font = Font.systemFont(ofSize: 13, weight: .semibold)
        #expect(Font(descriptor: font.fontDescriptor, size: 0) == font)
    }

    @Test func preferredDescriptorsCarryStyleSizeAndWeight() {
        let headline = FontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(headline.pointSize == 17)
        #expect(headline.symbolicTraits.contains(.traitBold))
        #expect(headline.fontAttributes[.textStyle] as? Font.TextStyle == .headline)
        let body = FontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(!body.symbolicTraits.contains(.traitBold))
        #expect(Font(descriptor: body, size: 0) == Font.preferredFont(forTextStyle: .body))
    }
}
