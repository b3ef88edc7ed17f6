import Foundation
import Testing
import WidgetKitLite

/// tabdemo's application icon and desktop files (packaging/, scripts/draw-app-icons): the PNGs
/// the demo loads for its window icon decode at their sizes and show the mark, and the desktop
/// entry, the icon and the metainfo name one app whose window class the entry names.
@Suite struct AppIconAndDesktopEntryTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../..").standardized
    static let iconSizes = [16, 24, 32, 48, 64, 128, 256, 512]
    static let appID = "org.widgetkitlite.TabDemo"

    private func file(_ path: String) -> URL { Self.repository.appendingPathComponent(path) }

    @Test func everyIconSizeDecodesAtItsSizeAndShowsTheMark() throws {
        for size in Self.iconSizes {
            let url = file("Sources/tabdemo/Resources/Icons/tabdemo-\(size).png")
            let icon = try Image(contentsOfPNG: url)
            #expect(icon.width == size && icon.height == size, "tabdemo-\(size).png")
            // The rounded square leaves the corner clear; above the page's lines is the tint.
            #expect(icon.pixel(x: 0, y: 0).alpha < 0.1, "corner of tabdemo-\(size).png")
            let at = { (u: Double, v: Double) in icon.pixel(x: Int(u * Double(size)), y: Int(v * Double(size))) }
            let background = at(0.5, 0.1)
            #expect(background.alpha > 0.9 && background.blue > 0.7 && background.red < 0.35, "tint of tabdemo-\(size).png")
            // The tab bar is white where no tab is (at 24 px and up, where it is wider than the dots' edges).
            if size >= 24 {
                let bar = at(0.18, 0.72)
                #expect(bar.red > 0.9 && bar.green > 0.9 && bar.blue > 0.9, "tab bar of tabdemo-\(size).png: \(bar)")
                // The selected tab's dot is the tint; the next one is lighter.
                let selected = at(40 / 128, 92 / 128)
                let other = at(64 / 128, 92 / 128)
                #expect(selected.blue > 0.8 && selected.red < 0.3, "selected tab of tabdemo-\(size).png: \(selected)")
                #expect(other.red > selected.red + 0.3, "other tab of tabdemo-\(size).png: \(other)")
            }
        }
    }

    @Test func theDesktopEntryIconAndMetainfoNameOneAppAndItsWindowClass() throws {
        let entry = try String(contentsOf: file("packaging/\(Self.appID).desktop"), encoding: .utf8)
        var keys: [String: String] = [:]
        for line in entry.split(separator: "\n") where line.contains("=") && !line.hasPrefix("#") {
            let parts = line.split(separator: "=", maxSplits: 1)
            keys[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        #expect(keys["Type"] == "Application")
        #expect(keys["Icon"] == Self.appID)
        #expect(keys["Exec"] == "tabdemo")
        #expect(keys["StartupNotify"] == "true")
        // The window's WM_CLASS class is the program name with its first letter capitalised.
        #expect(keys["StartupWMClass"] == "Tabdemo")

        let metainfo = try String(contentsOf: file("packaging/\(Self.appID).metainfo.xml"), encoding: .utf8)
        #expect(metainfo.contains("<id>\(Self.appID)</id>"))
        #expect(metainfo.contains("<launchable type=\"desktop-id\">\(Self.appID).desktop</launchable>"))
        #expect(metainfo.contains("<binary>tabdemo</binary>"))
        let version = metainfo.range(of: #"<release version="[0-9]+\.[0-9]+\.[0-9]+""#, options: .regularExpression)
        #expect(version != nil, "the newest release names the package's version")

        let svg = try String(contentsOf: file("packaging/icons/tabdemo.svg"), encoding: .utf8)
        #expect(svg.contains("viewBox=\"0 0 128 128\""), "the PNGs' sample points above assume the 128-unit view box")
    }
}
