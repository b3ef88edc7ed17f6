import Foundation
import Testing
import WidgetKitLite

/// Loading pictures and icons from files, and what bad files give.
@MainActor @Suite struct ImageLoadingTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func loadsAPNGWithItsScale() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let picture = ImageSamples.picture
        try picture.writePNG(to: directory.appendingPathComponent("photo.png"))
        try picture.writePNG(to: directory.appendingPathComponent("icon@2x.png"))
        let one = Image(contentsOfFile: directory.appendingPathComponent("photo.png").path)
        #expect(one == picture && one.scale == 1 && one.size == CGSize(width: 40, height: 20))
        let two = Image(contentsOfFile: directory.appendingPathComponent("icon@2x.png").path)
        #expect(two.scale == 2 && two.size == CGSize(width: 20, height: 10))

        let bundle = try #require(Bundle(path: directory.path))
        #expect(Image(named: "photo", in: bundle).width == 40)
        #expect(Image(named: "photo.png", in: bundle).width == 40)
        #expect(Image(named: "icon", in: bundle).scale == 2, "falls back to the @2x file")
    }

    @Test func missingAndCorruptFilesGiveAnEmptyImageAndOneLine() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.png").path
        var image = Image.empty
        var lines = capturingDiagnostics { image = Image(contentsOfFile: missing) }
        #expect(image.isEmpty && image.size == .zero)
        #expect(lines == ["WidgetKitLite: Image(contentsOfFile:): file not found: \(missing); using an empty image"])

        let text = directory.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: text)
        lines = capturingDiagnostics { image = Image(contentsOfFile: text.path) }
        #expect(image.isEmpty && lines.count == 1 && lines[0].contains("not a PNG file: \(text.path)"))

        // A real PNG cut in half.
        let whole = directory.appendingPathComponent("whole.png")
        try ImageSamples.picture.writePNG(to: whole)
        let data = try Data(contentsOf: whole)
        let cut = directory.appendingPathComponent("cut.png")
        try data.prefix(data.count / 2).write(to: cut)
        lines = capturingDiagnostics { image = Image(contentsOfFile: cut.path) }
        #expect(image.isEmpty && lines.count == 1 && lines[0].contains("truncated PNG data: \(cut.path)"))

        let bundle = try #require(Bundle(path: directory.path))
        lines = capturingDiagnostics { image = Image(named: "nothing", in: bundle) }
        #expect(image.isEmpty && lines.count == 1 && lines[0].contains("no image \"nothing\""))

        // Empty images draw nothing and take no space.
        let f = Fixture()
        let view = ImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        f.root.addSubview(view)
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixel(x: 25, y: 25) == .white)
        #expect(ImageView(image: image).frame.size == .zero)
    }
}
