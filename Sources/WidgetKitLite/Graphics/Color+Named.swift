import Foundation

extension Color {
    /// The colour set `name` from `bundle`'s resources (the main bundle when nil), as
    /// UIKit's `UIColor(named:in:compatibleWith:)`; nil when the bundle has no such set.
    ///
    /// The set is Xcode's: `<name>.colorset/Contents.json`, at the top of the resources or
    /// inside an asset catalog there (`<Catalog>.xcassets/…/<name>.colorset`, folders within
    /// the catalog searched too), so an app's `Assets.xcassets` copied into its target's
    /// resources works unchanged. Read from it: the `srgb`, `extended-srgb` (clamped),
    /// `display-p3` (taken as sRGB) and grey colour spaces, components as Xcode writes them
    /// ("0.500", "128" or "0x80"), the any, light and dark luminosity appearances (high
    /// contrast ones are skipped) and the universal idiom. A set
    /// with a dark appearance gives a dynamic colour, resolved per view like the system
    /// colours; with `traitCollection` the colour is resolved for it. A set that cannot be
    /// read gives nil and one diagnostic line naming the file and what is wrong. Resources of
    /// a Swift package target are in `Bundle.module`.
    @MainActor
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: TraitCollection? = nil) {
        let bundle = bundle ?? .main
        guard let url = Self.colorSetFile(name, in: bundle) else { return nil }
        do {
            let color = try ColorSet(contentsOf: url).color
            self = traitCollection.map { color.resolvedColor(with: $0) } ?? color
        } catch {
            Diagnostics.report("Color(named:): \(url.path): \(error); no colour")
            return nil
        }
    }

    /// How deep folders inside an asset catalog are searched.
    private static let catalogSearchDepth = 4

    /// The `Contents.json` of the colour set `name` in the bundle's resources, if any.
    private static func colorSetFile(_ name: String, in bundle: Bundle) -> URL? {
        guard !name.isEmpty, !name.contains("/"), let resources = bundle.resourceURL else { return nil }
        let setName = "\(name).colorset"
        let fileManager = FileManager.default
        func contents(in folder: URL) -> URL? {
            let url = folder.appendingPathComponent(setName).appendingPathComponent("Contents.json")
            return fileManager.fileExists(atPath: url.path) ? url : nil
        }
        if let found = contents(in: resources) { return found }
        func search(_ folder: URL, depth: Int) -> URL? {
            if let found = contents(in: folder) { return found }
            guard depth > 0, let items = try? fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
                return nil
            }
            for item in items.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
            where (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true && item.pathExtension.isEmpty {
                if let found = search(item, depth: depth - 1) { return found }
            }
            return nil
        }
        let top = (try? fileManager.contentsOfDirectory(at: resources, includingPropertiesForKeys: nil)) ?? []
        for catalog in top.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) where catalog.pathExtension == "xcassets" {
            if let found = search(catalog, depth: catalogSearchDepth) { return found }
        }
        return nil
    }
}
