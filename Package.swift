// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WidgetKitLite",
    products: [
        .library(name: "WidgetKitLite", targets: ["WidgetKitLite"]),
        .executable(name: "tabdemo", targets: ["tabdemo"]),
        .executable(name: "wkl-bench", targets: ["wkl-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CX11", pkgConfig: "x11 xext xrender xcursor",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxrender-dev", "libxcursor-dev"])]),
        .systemLibrary(
            name: "CPixman", pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2 fontconfig harfbuzz fribidi",
            providers: [.apt(["libfreetype-dev", "libfontconfig-dev", "libharfbuzz-dev", "libfribidi-dev"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CRsvg", pkgConfig: "cairo",
            providers: [.apt(["librsvg2-dev", "libcairo2-dev"])]),
        .systemLibrary(
            name: "CDBus", pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]),
        .target(
            name: "WidgetKitLite",
            dependencies: ["CX11", "CPixman", "CFreeType", "CPNG", "CRsvg", "CDBus"]),
        .executableTarget(
            name: "tabdemo", dependencies: ["WidgetKitLite"],
            resources: [.process("Resources")]),
        .executableTarget(name: "wkl-bench", dependencies: ["WidgetKitLite"]),
        .testTarget(
            name: "WidgetKitLiteTests", dependencies: ["WidgetKitLite", "CX11", "CDBus"],
            resources: [.copy("Goldens")]),
        .testTarget(
            name: "tabdemoTests", dependencies: ["tabdemo", "WidgetKitLite"],
            exclude: ["PushPop.wklrec"]),
    ]
)
