import Foundation
import Testing

@testable import WidgetKitLite

@MainActor @Suite struct SymbolImageTests {
    /// The SF Symbols names every app reaches for first.
    nonisolated static let commonNames = [
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus", "xmark", "checkmark", "trash", "gear",
        "gearshape", "magnifyingglass", "star", "star.fill", "heart", "heart.fill", "square.and.arrow.up", "ellipsis",
        "ellipsis.circle", "person", "person.circle", "bell", "folder", "doc", "pencil", "info.circle",
        "exclamationmark.triangle", "arrow.clockwise", "play", "pause", "house", "calendar", "photo", "link", "lock",
        "envelope", "trash.fill", "folder.fill", "person.fill", "bell.fill", "house.fill", "play.fill", "lock.fill",
    ]

    /// The sum of the alpha of every pixel: how much ink the image has.
    private func ink(_ image: Image) -> Int {
        var sum = 0
        for y in 0..<image.height {
            for x in 0..<image.width { sum += Int(image.premultipliedPixel(x: x, y: y) >> 24) }
        }
        return sum
    }

    @Test(arguments: commonNames) func knownNamesLoadAsTwentyPointTemplates(name: String) throws {
        let image = try #require(Image(systemName: name), "\(name) has artwork")
        #expect(image.isSymbolImage)
        #expect(image.size == CGSize(width: 20, height: 20) && image.scale == 1)
        #expect(image.renderingMode == .automatic && image.isTemplate(byDefault: false), "symbols are templates by default")
        #expect(ink(image) > 20 * 255, "\(name) draws something")
        #expect(image.pixel(x: 0, y: 0).alpha < 1, "a symbol is a glyph on a clear square, not a filled square")
    }

    @Test func everyTableEntryHasArtwork() {
        let lines = capturingDiagnostics {
            for name in SymbolNames.artwork.keys.sorted() { #expect(Image(systemName: name) != nil, "\(name)") }
        }
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test func unknownNamesAreNilWithoutADiagnostic() {
        let lines = capturingDiagnostics {
            #expect(Image(systemName: "no.such.symbol") == nil)
            #expect(Image(systemName: "") == nil)
            #expect(Image(systemName: "Star") == nil, "names are case-sensitive, as SF Symbols'")
        }
        #expect(lines.isEmpty)
    }

    @Test func configurationsSetTheSize() throws {
        func side(_ configuration: Image.SymbolConfiguration) throws -> CGFloat {
            try #require(Image(systemName: "star", withConfiguration: configuration)).size.width
        }
        #expect(try side(.unspecified) == 20)
        #expect(try side(Image.SymbolConfiguration(pointSize: 30)) == 36)
        #expect(try side(Image.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .small)) == 16)
        #expect(try side(Image.SymbolConfiguration(scale: .large)) == 26)
        #expect(try side(Image.SymbolConfiguration(scale: .default)) == 20, "default is medium")
        #expect(try side(Image.SymbolConfiguration(textStyle: .largeTitle)) == 41, "34 points")
        #expect(try side(Image.SymbolConfiguration(pointSize: .nan)) == 20, "a bad size is left unspecified")
        let font = Image.SymbolConfiguration(font: .systemFont(ofSize: 12, weight: .heavy))
        #expect(font == Image.SymbolConfiguration(pointSize: 12, weight: .heavy))
        #expect(Image.SymbolConfiguration(textStyle: .headline) == Image.SymbolConfiguration(pointSize: 17, weight: .semibold))
    }

    @Test func configurationsCombine() throws {
        let base = Image.SymbolConfiguration(pointSize: 24, weight: .light)
        #expect(base.applying(Image.SymbolConfiguration(weight: .bold)) == Image.SymbolConfiguration(pointSize: 24, weight: .bold))
        #expect(base.applying(nil) == base && base.applying(.unspecified) == base)
        let star = try #require(Image(systemName: "star", withConfiguration: base))
        #expect(star.symbolConfiguration == base)
        let large = try #require(star.applyingSymbolConfiguration(Image.SymbolConfiguration(scale: .large)))
        #expect(large.symbolConfiguration == Image.SymbolConfiguration(pointSize: 24, weight: .light, scale: .large))
        #expect(large.size.width == 37)
        let replaced = star.withConfiguration(Image.SymbolConfiguration(weight: .bold))
        #expect(replaced.size.width == 20, "withConfiguration replaces: the point size is the default again")
        #expect(star.withRenderingMode(.alwaysOriginal).withConfiguration(.unspecified).renderingMode == .alwaysOriginal)
        let plain = Image(width: 2, height: 2, color: .black)
        #expect(plain.applyingSymbolConfiguration(base) == nil && plain.withConfiguration(base) == plain)
        #expect(!plain.isSymbolImage && plain.symbolConfiguration == nil)
    }

    @Test func heavierWeightsHaveMoreInk() throws {
        let inks = try [Image.SymbolWeight.ultraLight, .light, .regular, .semibold, .black].map { weight in
            ink(try #require(Image(systemName: "star", withConfiguration: Image.SymbolConfiguration(pointSize: 40, weight: weight))))
        }
        #expect(inks == inks.sorted() && Set(inks).count == inks.count, "\(inks)")
        let unspecified = try #require(Image(systemName: "star", withConfiguration: Image.SymbolConfiguration(pointSize: 40)))
        #expect(ink(unspecified) == inks[2], "unspecified is regular")
    }

    @Test func rastersAreCached() throws {
        let configuration = Image.SymbolConfiguration(pointSize: 23, weight: .medium)
        let first = try #require(Image(systemName: "folder", withConfiguration: configuration))
        let drawn = SymbolCatalog.shared.drawCount
        let second = try #require(Image(systemName: "folder.fill", withConfiguration: configuration))
        #expect(SymbolCatalog.shared.drawCount == drawn, "the same icon, size and weight is drawn once")
        #expect(first.premultipliedPixel(x: 14, y: 14) == second.premultipliedPixel(x: 14, y: 14))
        _ = Image(systemName: "folder", withConfiguration: Image.SymbolConfiguration(pointSize: 23, weight: .bold))
        #expect(SymbolCatalog.shared.drawCount == drawn + 1, "another weight is another raster")
    }

    @Test func drawingRasterisesAtTheDeviceSize() throws {
        let star = try #require(Image(systemName: "star"))
        let sharp = star.rasterized(forDeviceSize: CGSize(width: 40, height: 40))
        #expect(sharp.width == 40 && sharp.height == 40 && sharp.scale == 2 && sharp.size == star.size)
        #expect(star.rasterized(forDeviceSize: CGSize(width: 20, height: 20)) == star)
        let plain = Image(width: 2, height: 2, color: .black)
        #expect(plain.rasterized(forDeviceSize: CGSize(width: 40, height: 40)) == plain)
        // On a 2× screen the image view's 20 points are 40 pixels drawn from a 40-pixel raster.
        let f = Fixture(width: 40, height: 40, scale: 2)
        let view = ImageView(image: star)
        view.tintColor = .black
        f.root.addSubview(view)
        f.screen.runFrame()
        let shot = f.screen.snapshot()
        for (x, y) in [(20, 4), (20, 20), (6, 15), (12, 33)] {
            let alpha = CGFloat(sharp.premultipliedPixel(x: x, y: y) >> 24) / 255
            #expect(abs(shot.pixel(x: x, y: y).red - (1 - alpha)) < 0.01, "pixel (\(x), \(y))")
        }
    }

    @Test func imageViewsDrawSymbolsInTheInheritedTint() throws {
        let f = Fixture(width: 40, height: 40)
        let holder = View(frame: f.root.bounds)
        holder.tintColor = .systemRed
        f.root.addSubview(holder)
        let view = ImageView(image: Image(systemName: "star.fill"))
        #expect(view.image != nil)
        holder.addSubview(view)
        f.screen.runFrame()
        let centre = (x: 10, y: 10)
        let red = Color.systemRed.resolvedColor(with: view.traitCollection)
        #expect(f.screen.snapshot().pixel(x: centre.x, y: centre.y) == red, "the inherited tint")
        holder.tintColor = .systemGreen
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixel(x: centre.x, y: centre.y) == Color.systemGreen.resolvedColor(with: view.traitCollection))
        view.image = view.image?.withRenderingMode(.alwaysOriginal)
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixel(x: centre.x, y: centre.y) == .black, "original: the artwork's black")
        f.expectIdle()
    }

    @Test func preferredSymbolConfigurationSizesTheImageView() throws {
        let view = ImageView(image: Image(systemName: "gear"))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
        view.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 30, weight: .bold)
        #expect(view.intrinsicContentSize == CGSize(width: 36, height: 36))
        view.image = Image(width: 4, height: 4, color: .black)
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 4), "other images ignore it")
    }

    @Test func buttonsAndBarItemsTintSymbols() throws {
        let f = Fixture(width: 120, height: 60)
        let button = Button(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        button.setImage(Image(systemName: "plus", withConfiguration: Image.SymbolConfiguration(pointSize: 30)), for: .normal)
        button.tintColor = .systemOrange
        f.root.addSubview(button)
        f.screen.runFrame()
        let orange = Color.systemOrange.resolvedColor(with: button.traitCollection)
        #expect(f.screen.snapshot().pixel(x: 30, y: 30) == orange, "the centre of the plus in the button's tint")
        let item = BarButtonItem(image: Image(systemName: "gear"))
        #expect(item.image?.isTemplate(byDefault: true) == true)
    }
}

/// Symbol images when the icon theme is missing or damaged: nil and one line, never a crash.
/// The tests point the shared catalog at folders of their own and restore it (synchronously,
/// on the main actor, so no other test draws symbols meanwhile).
@MainActor @Suite struct SymbolArtworkFaultTests {
    private func withThemeDirectories(_ directories: [String], _ body: () -> Void) {
        let catalog = SymbolCatalog.shared
        let saved = catalog.themeDirectories
        catalog.themeDirectories = directories
        defer { catalog.themeDirectories = saved }
        body()
    }

    private func temporaryTheme() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("scalable/status"), withIntermediateDirectories: true)
        return root
    }

    @Test func aMissingThemeGivesNilAndOneLine() {
        let lines = capturingDiagnostics {
            withThemeDirectories(["/nonexistent/icons/Adwaita"]) {
                #expect(Image(systemName: "star") == nil)
                #expect(Image(systemName: "gear") == nil)
                #expect(Image(systemName: "star", withConfiguration: Image.SymbolConfiguration(pointSize: 40)) == nil)
            }
        }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("adwaita-icon-theme") == true)
        #expect(Image(systemName: "star") != nil, "the real theme again")
    }

    @Test func aCorruptOrMissingIconGivesNilAndOneLineEach() throws {
        let root = try temporaryTheme()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("<svg this is not".utf8).write(to: root.appendingPathComponent("scalable/status/non-starred-symbolic.svg"))
        try Data().write(to: root.appendingPathComponent("scalable/status/starred-symbolic.svg"))
        let lines = capturingDiagnostics {
            withThemeDirectories([root.path]) {
                #expect(Image(systemName: "star") == nil, "corrupt")
                #expect(Image(systemName: "star", withConfiguration: Image.SymbolConfiguration(pointSize: 40)) == nil)
                #expect(Image(systemName: "star.fill") == nil, "empty file")
                #expect(Image(systemName: "gear") == nil, "missing file")
                #expect(Image(systemName: "gear") == nil)
            }
        }
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.contains { $0.contains("invalid SVG data") && $0.contains("non-starred-symbolic.svg") })
        #expect(lines.contains { $0.contains("empty file") && $0.contains("starred-symbolic.svg") })
        #expect(lines.contains { $0.contains("file not found") && $0.contains("emblem-system-symbolic.svg") })
    }
}
