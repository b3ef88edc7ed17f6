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

    /// The tab's symbol at the tab bar's size, or the image files when the system has no
    /// symbols (no icon theme installed).
    static func tabSymbols(_ symbol: String, files name: String) -> (image: Image, selected: Image) {
        let configuration = Image.SymbolConfiguration(pointSize: 22, weight: .regular)
        guard let image = Image(systemName: symbol, withConfiguration: configuration) else { return tabIcons(name) }
        return (image, Image(systemName: "\(symbol).fill", withConfiguration: configuration) ?? image)
    }

    /// The landscape shown on picture pages.
    static let picture = Image(named: "lake", in: bundle)
}
