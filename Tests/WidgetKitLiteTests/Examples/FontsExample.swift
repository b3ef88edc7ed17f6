// The code of the "Fonts" article, compiled and run by `swift test`. Written as an app
// writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// The fonts of a reader app: named, monospaced, italic.
func makeReaderFonts() -> [Font] {
    let heading = Font(name: "DejaVu Serif", size: 28) ?? .systemFont(ofSize: 28, weight: .bold)
    let code = Font.monospacedSystemFont(ofSize: 13, weight: .regular)
    let caption = Font.italicSystemFont(ofSize: 12)
    return [heading, code, caption]
}

/// Fonts derived from descriptors.
func makeDerivedFonts() -> [Font?] {
    let light = Font.systemFont(ofSize: 17, weight: .light)
    let boldItalic = Font.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])
        .map { Font(descriptor: $0, size: 0) }
    let serifBody = FontDescriptor.preferredFontDescriptor(withTextStyle: .body).withDesign(.serif)
        .map { Font(descriptor: $0, size: 0) }
    return [light, boldItalic, serifBody]
}

@MainActor
func makePriceFont() -> Font {
    let tabular = Font.systemFont(ofSize: 17).fontDescriptor.addingAttributes([
        .featureSettings: [[FontDescriptor.FeatureKey.type: 6, .selector: 0]]
    ])
    return Font(descriptor: tabular, size: 0)
}

/// An article page whose text follows the user's text size.
final class ReadingViewController: ViewController {
    let titleLabel = Label()
    let bodyLabel = Label()
    let spacing = FontMetrics(forTextStyle: .body).scaledValue(for: 8)

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        for label in [titleLabel, bodyLabel] {
            label.adjustsFontForContentSizeCategory = true
            view.addSubview(label)
        }
    }
}

@MainActor
func useLargerText(in window: Window) {
    window.preferredContentSizeCategory = .accessibilityLarge
}

// MARK: The article's promises, checked

extension Examples {
    @MainActor @Suite struct Fonts {
        @Test func namedMonospacedAndItalicFontsAreInstalledFaces() {
            let fonts = makeReaderFonts()
            #expect(fonts[0].familyName == "DejaVu Serif")
            #expect(fonts[1].size(of: "iiii").width == fonts[1].size(of: "MMMM").width)
            #expect(fonts[2].fontDescriptor.symbolicTraits.contains(.traitItalic))
        }

        @Test func descriptorsDeriveFonts() throws {
            let fonts = makeDerivedFonts()
            let boldItalic = try #require(fonts[1])
            #expect(boldItalic.fontDescriptor.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
            let serifBody = try #require(fonts[2])
            #expect(serifBody.pointSize == 17)
            #expect(serifBody.familyName != Font.systemFont(ofSize: 17).familyName)
        }

        @Test func pricesHaveTabularDigits() {
            let prices = makePriceFont()
            #expect(prices.size(of: "1111").width == prices.size(of: "0000").width)
        }

        @Test func theArticleFollowsTheTextSize() {
            let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
            let window = screen.makeWindow()
            let page = ReadingViewController()
            window.rootViewController = page
            screen.advance(by: 0)
            #expect(page.titleLabel.font.pointSize == 28 && page.bodyLabel.font.pointSize == 17)
            #expect(page.spacing == 8)
            useLargerText(in: window)
            #expect(page.titleLabel.font.pointSize == 43)
            #expect(page.bodyLabel.font.pointSize == 33)
        }
    }
}
