import Foundation

/// Symbol images — UIKit's `UIImage(systemName:)`: SF Symbols names drawn with Adwaita's
/// symbolic icons (see `SymbolNames` for the names known and `SymbolCatalog` for the
/// artwork and its licence).
extension Image {
    /// The symbol `name` (an SF Symbols name such as `"chevron.right"` or `"star.fill"`)
    /// at the default configuration: 17 points, regular, medium — a 20 × 20-point image.
    /// Nil, as in UIKit, when the name is not one the toolkit knows (no diagnostic); nil
    /// with one diagnostic line when the icon theme is not installed or the icon's file is
    /// damaged.
    public init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol `name` drawn at `configuration` (unspecified values take the defaults);
    /// nil as `init(systemName:)` says.
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let artwork = SymbolNames.artwork[name] else { return nil }
        let source = SymbolSource(name: name, artwork: artwork, configuration: configuration ?? .unspecified)
        guard let image = source.image(scale: 1) else { return nil }
        self = image
    }

    /// Whether this is a symbol image (made by `init(systemName:)`): a template wherever
    /// its rendering mode is `automatic`.
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration of a symbol image (nil for other images).
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// This symbol image drawn at `configuration` instead of its own — UIKit's
    /// `withConfiguration(_:)`; other images are returned unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard let symbol else { return self }
        return symbol.with(configuration).image(scale: scale).map { $0.withRenderingMode(renderingMode) } ?? self
    }

    /// This symbol image with `configuration`'s specified values applied over its own —
    /// UIKit's `applyingSymbolConfiguration(_:)`; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard let symbol else { return nil }
        return withConfiguration(symbol.configuration.applying(configuration))
    }

    /// The image to draw over `size` device pixels: a symbol image rasterised at that size
    /// (the smaller side, so it stays square and sharp); any other image as it is.
    func rasterized(forDeviceSize size: CGSize) -> Image {
        guard let symbol else { return self }
        let side = Int(min(size.width, size.height).rounded())
        guard side > 0, side != width || side != height, side <= SymbolSource.maximumSide else { return self }
        guard var image = symbol.image(side: side, scale: CGFloat(side) / symbol.configuration.side) else { return self }
        image.renderingMode = renderingMode
        return image
    }
}

/// What a symbol image shows: the SF Symbols name, the Adwaita icon drawn for it and the
/// configuration.
struct SymbolSource: Hashable, Sendable {
    /// The largest side rasterised, in pixels (larger draws scale that raster).
    static let maximumSide = 1024

    /// The name the image was made with.
    let name: String
    /// The Adwaita icon (`context/name`).
    let artwork: String
    /// The configuration, as given (unspecified values take the defaults when drawn).
    let configuration: Image.SymbolConfiguration

    /// The same symbol at another configuration.
    func with(_ configuration: Image.SymbolConfiguration) -> SymbolSource {
        SymbolSource(name: name, artwork: artwork, configuration: configuration)
    }

    /// The image at `scale` pixels per point (its size in points is the configuration's).
    func image(scale: CGFloat) -> Image? {
        image(side: max(1, Int((configuration.side * scale).rounded())), scale: scale)
    }

    /// The image rasterised at `side` × `side` pixels with `scale` pixels per point.
    func image(side: Int, scale: CGFloat) -> Image? {
        let side = min(side, Self.maximumSide)
        guard let pixels = SymbolCatalog.shared.raster(artwork, side: side, weight: configuration.resolvedWeight) else {
            return nil
        }
        var image = Image(width: side, height: side, pixels: pixels)
        image.scale = scale
        image.symbol = self
        return image
    }
}
