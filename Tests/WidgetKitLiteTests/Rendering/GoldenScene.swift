import Foundation
import Testing

import WidgetKitLite

/// One golden scene: a view or controller tree built on a screen of `size` points at
/// `scale`, shown at a given moment. Every scene in `all` is compared with
/// `Goldens/<name>.png` on the headless screen (`GoldenSceneTests`) and drawn through each
/// X11 renderer against the headless pixels (`GoldenSceneX11Tests`): a scene added to `all`
/// is covered by both.
struct GoldenScene: Sendable, CustomTestStringConvertible {
    /// The golden's file name without `.png`.
    let name: String
    /// The screen's size in points.
    let size: CGSize
    /// Device pixels per point.
    let scale: CGFloat
    /// Largest difference per 8-bit channel from the golden PNG.
    let goldenTolerance: Int
    /// Builds the scene on `screen` and brings it to its moment (by `advance`, input, …);
    /// the screen's front window then shows the scene.
    let build: @MainActor @Sendable (SceneScreen) -> Void

    init(
        _ name: String, width: CGFloat, height: CGFloat, scale: CGFloat = 1, goldenTolerance: Int = 1,
        build: @escaping @MainActor @Sendable (SceneScreen) -> Void
    ) {
        self.name = name
        self.size = CGSize(width: width, height: height)
        self.scale = scale
        self.goldenTolerance = goldenTolerance
        self.build = build
    }

    var testDescription: String { name }

    /// Every golden scene.
    static let all: [GoldenScene] =
        controls + indicators + navigation + images + text + compositing + motion + presentation + autoLayout + drawing
        + colors + transforms + symbols + layerStyling + blur

    /// The scene's pixels on a headless screen, at `scale` (the scene's when nil).
    @MainActor
    func headlessImage(scale: CGFloat? = nil) -> Image {
        let screen = HeadlessScreen(size: size, scale: scale ?? self.scale)
        build(screen)
        return screen.snapshot()
    }
}
