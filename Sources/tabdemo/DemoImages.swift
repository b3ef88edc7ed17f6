import Foundation
import WidgetKitLite

/// The demo's PNGs (drawn by scripts/draw-demo-images): tab icons and the picture. They
/// are read from the resource bundle next to the executable; when it is missing each image
/// is empty (with one line on stderr) and the tabs fall back to the built-in glyphs.
@MainActor
enum DemoImages {
    /// The resource bundle SwiftPM builds next to the executable.
    static let bundle: Bundle = {
        let url = Bundle.main.bundleURL.appendingPathComponent("WidgetKitLite_tabdemo.resources")
        return Bundle(url: url) ?? .main
    }()

    /// The tab icon `name` (home, library, settings): outline, and filled while selected.
    static func tabIcons(_ name: String) -> (image: Image, selected: Image) {
        (Image(named: "tab-\(name)", in: bundle), Image(named: "tab-\(name)-filled", in: bundle))
    }

    /// The landscape shown on picture pages.
    static let picture = Image(named: "lake", in: bundle)
}
