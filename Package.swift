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
            name: "CX11", pkgConfig: "x11 xext xcursor",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxcursor-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2 fontconfig harfbuzz fribidi",
            providers: [.apt(["libfreetype-dev", "libfontconfig-dev", "libharfbuzz-dev", "libfribidi-dev"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .target(
            name: "WidgetKitLite",
            dependencies: ["CX11", "CFreeType", "CPNG"]),
        .executableTarget(name: "tabdemo", dependencies: ["WidgetKitLite"]),
        .executableTarget(name: "wkl-bench", dependencies: ["WidgetKitLite"]),
        .testTarget(
            name: "WidgetKitLiteTests", dependencies: ["WidgetKitLite"],
            resources: [.copy("Goldens")]),
    ]
)
