import Foundation

extension Image {
    /// How an image's colours are used — UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Sendable, Equatable {
        /// The view decides: templates in buttons, tab bars and bar button items; the image's
        /// own colours in image views — except symbol images, templates everywhere.
        case automatic
        /// Always the image's own colours.
        case alwaysOriginal
        /// Always a template: only the alpha is used, painted in the tint colour.
        case alwaysTemplate
    }

    /// An empty image (0 × 0): what a file that cannot be read gives.
    public static let empty = Image(width: 0, height: 0, pixels: [])

    /// Whether the image has no pixels.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    /// Reads the PNG file at `path`. A file that cannot be used (see `init(contentsOfPNG:)`
    /// for each case) gives an empty image and one diagnostic line naming the file and what is
    /// wrong (never a crash, never blocking on a FIFO).
    /// A file named `…@2x.png` has a `scale` of 2.
    @MainActor public init(contentsOfFile path: String) {
        do {
            self = try PNGCodec.read(contentsOf: URL(fileURLWithPath: path))
            scale = Self.scale(ofFileNamed: (path as NSString).lastPathComponent)
        } catch {
            Diagnostics.report("Image(contentsOfFile:): \(error); using an empty image")
            self = .empty
        }
    }

    /// Reads the image `name` from `bundle`'s resources (the main bundle when nil): `name`
    /// itself when it has an extension, else `name.png`, else `name@2x.png` (scale 2). An
    /// image that cannot be found or read gives an empty image and one diagnostic line.
    /// Resources of a Swift package target are in `Bundle.module`.
    @MainActor public init(named name: String, in bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        let candidates = (name as NSString).pathExtension.isEmpty ? ["\(name).png", "\(name)@2x.png"] : [name]
        for file in candidates {
            let base = (file as NSString).deletingPathExtension, ext = (file as NSString).pathExtension
            if let url = bundle.url(forResource: base, withExtension: ext) ?? Self.file(file, in: bundle) {
                self.init(contentsOfFile: url.path)
                return
            }
        }
        Diagnostics.report("Image(named:in:): no image \"\(name)\" in \(bundle.bundlePath); using an empty image")
        self = .empty
    }

    /// The same pixels drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// Whether the image is drawn as a template where `automatic` means `isTemplateByDefault`
    /// (symbol images are templates wherever `automatic`, as in UIKit).
    func isTemplate(byDefault isTemplateByDefault: Bool) -> Bool {
        switch renderingMode {
        case .automatic: isTemplateByDefault || isSymbolImage
        case .alwaysOriginal: false
        case .alwaysTemplate: true
        }
    }

    /// `file` at the top of the bundle's resource directory, if it exists there.
    private static func file(_ file: String, in bundle: Bundle) -> URL? {
        guard let resources = bundle.resourceURL else { return nil }
        let url = resources.appendingPathComponent(file)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// 2 for `name@2x.png`, 3 for `name@3x.png`, else 1.
    private static func scale(ofFileNamed name: String) -> CGFloat {
        let base = (name as NSString).deletingPathExtension
        for factor in [2, 3] where base.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return 1
    }
}
