import Testing

import WidgetKitLite

/// Every golden scene on the headless screen matches its golden PNG.
@MainActor @Suite struct GoldenSceneTests {
    @Test(arguments: GoldenScene.all)
    func matchesItsGolden(_ scene: GoldenScene) {
        expectMatchesGolden(scene.headlessImage(), named: scene.name, tolerance: scene.goldenTolerance)
    }

    @Test func sceneNamesAreUnique() {
        let names = GoldenScene.all.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
    }
}
