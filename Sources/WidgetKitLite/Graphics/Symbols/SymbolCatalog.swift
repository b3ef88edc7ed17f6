import Foundation

/// Finds, rasterises and caches the artwork of symbol images: Adwaita's symbolic SVG icons
/// (Debian's `adwaita-icon-theme`, licensed CC-BY-SA 3.0 or LGPL 3, by the GNOME Project),
/// read from the first of `themeDirectories` that holds the icon.
///
/// Rasters are cached by icon, pixel size and weight (at most `cachePixelLimit` pixels, 16 MiB;
/// past it the cache starts afresh), so drawing a symbol again costs a dictionary look-up. A failure is
/// cached too, and reported once: one line when no theme directory exists, one line per
/// icon file that is missing or cannot be drawn. Safe to use from any thread.
final class SymbolCatalog: @unchecked Sendable {
    /// The catalog every symbol image uses.
    static let shared = SymbolCatalog(themeDirectories: ["/usr/share/icons/Adwaita", "/usr/local/share/icons/Adwaita"])

    /// Pixels of rasters kept before the cache is emptied (4 Mi pixels, 16 MiB).
    static let cachePixelLimit = 1 << 22

    /// One raster: an icon at a pixel size and a weight.
    private struct Key: Hashable {
        let artwork: String
        let side: Int
        let weight: Image.SymbolWeight
    }

    private let lock = NSLock()
    private var directories: [String]
    private var rasters: [Key: [UInt32]?] = [:]
    private var cachedPixels = 0
    private var reported: Set<String> = []
    /// How many rasters were drawn (not found in the cache): what tests count.
    private(set) var drawCount = 0

    init(themeDirectories: [String]) {
        directories = themeDirectories
    }

    /// The theme folders searched, in order. Setting them empties the cache (tests point
    /// them at a folder of their own).
    var themeDirectories: [String] {
        get { lock.withLock { directories } }
        set {
            lock.withLock {
                directories = newValue
                rasters = [:]
                cachedPixels = 0
                reported = []
            }
        }
    }

    /// The icon `artwork` (`context/name`) as `side` × `side` premultiplied pixels of opaque
    /// black at `weight`, or nil (reported once) when its file is missing or damaged.
    func raster(_ artwork: String, side: Int, weight: Image.SymbolWeight) -> [UInt32]? {
        let key = Key(artwork: artwork, side: side, weight: weight)
        lock.lock()
        defer { lock.unlock() }
        if let cached = rasters[key] { return cached }
        let result = draw(artwork, side: side, weight: weight)
        if cachedPixels + side * side > Self.cachePixelLimit {
            rasters = [:]
            cachedPixels = 0
        }
        rasters[key] = result
        cachedPixels += side * side
        return result
    }

    /// Draws the raster (the lock held).
    private func draw(_ artwork: String, side: Int, weight: Image.SymbolWeight) -> [UInt32]? {
        drawCount += 1
        let file = "scalable/\(artwork)-symbolic.svg"
        let fileManager = FileManager.default
        guard let directory = directories.first(where: { fileManager.fileExists(atPath: $0) }) else {
            reportOnce(
                "theme",
                "symbol images: no Adwaita icon theme in \(directories.joined(separator: ", ")) "
                    + "(install the adwaita-icon-theme package); Image(systemName:) returns nil")
            return nil
        }
        let path = directories.lazy.map { "\($0)/\(file)" }.first { fileManager.fileExists(atPath: $0) } ?? "\(directory)/\(file)"
        do {
            return try SVGRasterizer.alpha(contentsOf: path, side: side, outline: weight.outline)
        } catch {
            reportOnce(path, "symbol images: \(error); Image(systemName:) returns nil for it")
            return nil
        }
    }

    /// Reports `message` unless a message with `key` was reported already.
    private func reportOnce(_ key: String, _ message: String) {
        guard reported.insert(key).inserted else { return }
        Diagnostics.reportFromAnyThread(message)
    }
}
