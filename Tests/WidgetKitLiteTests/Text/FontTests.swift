import Foundation
import Testing
@testable import WidgetKitLite

@Suite struct FontTests {
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -3, 0])
    func unusableSizesFallBackToSeventeen(size: CGFloat) {
        #expect(Font.systemFont(ofSize: size).pointSize == 17)
        #expect(Font.boldSystemFont(ofSize: size).pointSize == 17)
        #expect(Font.systemFont(ofSize: size, weight: .semibold).pointSize == 17)
    }

    @Test func factoriesSetSizeAndWeight() {
        #expect(Font.systemFont(ofSize: 12) == Font.systemFont(ofSize: 12, weight: .regular))
        #expect(Font.boldSystemFont(ofSize: 20).weight == .bold)
        #expect(Font.boldSystemFont(ofSize: 20).pointSize == 20)
        #expect(Font.systemFont(ofSize: 10).withSize(30).pointSize == 30)
        #expect(Font.Weight(rawValue: .nan) == .regular)
    }

    @Test func weightsMapOntoFontconfigWeights() {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.fontconfigWeight) == [0, 40, 50, 80, 100, 180, 200, 205, 210])
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(weights == weights.sorted())
        // Weights between the named ones take the nearest.
        #expect(Font.Weight(rawValue: 0.1).fontconfigWeight == 80)
        #expect(Font.Weight(rawValue: 0.38).fontconfigWeight == 200)
        #expect(Font.Weight(rawValue: -1).fontconfigWeight == 0)
    }
}

@MainActor @Suite struct FontLibraryTests {
    @Test func fontconfigFindsRegularAndBoldFaces() throws {
        let regular = try #require(FontMatcher.match(Font.systemFont(ofSize: 17).fontDescriptor.faceRequest))
        let bold = try #require(FontMatcher.match(Font.boldSystemFont(ofSize: 17).fontDescriptor.faceRequest))
        #expect(FileManager.default.fileExists(atPath: regular.file.path))
        #expect(regular.file != bold.file)
        #expect(bold.fontconfigWeight >= 200)
    }

    @Test func boldTextIsWiderThanRegular() {
        let text = "Semibold titles"
        let regular = TextLayout(text: text, font: .systemFont(ofSize: 17), scale: 1, maxWidth: nil, numberOfLines: 0)
        let bold = TextLayout(text: text, font: .systemFont(ofSize: 17, weight: .semibold), scale: 1, maxWidth: nil, numberOfLines: 0)
        #expect(bold.size.width > regular.size.width)
    }

    @Test func libraryWithoutFontsMeasuresZeroAndDrawsNothing() {
        let library = FontLibrary(resolver: { _ in nil })
        let layout = TextLayout(text: "Hello", font: .systemFont(ofSize: 17), scale: 1, maxWidth: nil, numberOfLines: 0, library: library)
        #expect(layout.size == .zero)
        let bitmap = Bitmap(width: 40, height: 30)
        layout.draw(in: bitmap.canvas, at: .zero, width: 40, alignment: .left, color: .black)
        #expect(bitmap.image == Image(width: 40, height: 30))
    }

    @Test func unreadableFontFileMeasuresZero() {
        let library = FontLibrary(resolver: { _ in FontLibrary.FontFile(path: "/nonexistent/font.ttf", index: 0) })
        let layout = TextLayout(text: "Hello", font: .boldSystemFont(ofSize: 17), scale: 2, maxWidth: 50, numberOfLines: 1, library: library)
        #expect(layout.size == .zero)
    }
}
