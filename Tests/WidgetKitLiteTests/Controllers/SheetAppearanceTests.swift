import Foundation
import Testing

import WidgetKitLite

/// What sheets, alerts and action sheets look like at rest, in both appearances: a page
/// sheet's rounded top corners (the presenter shows through them) and the hairlines of
/// alerts in the appearance's own colour.
@MainActor @Suite struct SheetAppearanceTests {
    /// The window is 400×300: the sheet rests at y = 40, full width, with 10-pt top corners.
    private func expectRoundedTopCorners(of sheet: ViewController, in f: TabsFixture, sourceLocation: SourceLocation = #_sourceLocation) {
        f.rootA.present(sheet, animated: true)
        f.screen.advance(by: 1)
        let image = f.screen.snapshot()
        // Left of the title: the dimmed bar.
        let dimmedBar = image.pixel(x: 100, y: 20)
        // The corners' outermost pixels show the dimmed bar under the sheet, not the sheet.
        for x in [0, 399] {
            #expect(image.pixel(x: x, y: 40) == dimmedBar, "corner at x \(x)", sourceLocation: sourceLocation)
        }
        // The arc: a pixel 1 pt in from both edges is still outside a 10-pt radius.
        #expect(image.pixel(x: 1, y: 41) == dimmedBar, sourceLocation: sourceLocation)
        // The top edge between the corners, and the sides below them, are the sheet's.
        #expect(image.pixel(x: 200, y: 40) != dimmedBar, sourceLocation: sourceLocation)
        #expect(image.pixel(x: 0, y: 60) != dimmedBar, sourceLocation: sourceLocation)
    }

    @Test func aPageSheetHasRoundedTopCorners() {
        let f = TabsFixture()
        let sheet = ViewController()
        sheet.view.backgroundColor = .white
        expectRoundedTopCorners(of: sheet, in: f)
    }

    @Test func aNavigationControllerInAPageSheetHasRoundedTopCorners() {
        let f = TabsFixture()
        let page = ViewController()
        page.title = "Sheet"
        expectRoundedTopCorners(of: NavigationController(rootViewController: page), in: f)
    }

    @Test func aPageSheetHasRoundedTopCornersAtScale2() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 150), scale: 2)
        let window = screen.makeWindow()
        let presenter = ViewController()
        presenter.view.backgroundColor = Color(rgb: 0, 0, 255)
        window.rootViewController = presenter
        screen.advance(by: 0)
        let sheet = ViewController()
        sheet.view.backgroundColor = .white
        presenter.present(sheet, animated: false)
        screen.advance(by: 1)
        let image = screen.snapshot()
        let dimmed = image.pixel(x: 10, y: 10)
        // The sheet's top is at 37.5 pt (a quarter of 150) → device row 75.
        #expect(image.pixel(x: 0, y: 75) == dimmed)
        #expect(image.pixel(x: 200, y: 75) == .white)
    }

    /// Every view in `root`'s subtree that is a hairline (1 pt thick at scale 1).
    private func hairlines(in root: View) -> [View] {
        var found: [View] = []
        func walk(_ view: View) {
            if view.frame.width == 1 || view.frame.height == 1 { found.append(view) }
            view.subviews.forEach(walk)
        }
        walk(root)
        return found
    }

    @Test(arguments: [AlertController.Style.alert, .actionSheet])
    func hairlinesInTheDarkAppearanceUseTheDarkColour(_ style: AlertController.Style) {
        let f = TabsFixture()
        f.window.overrideUserInterfaceStyle = .dark
        let alert = AlertController(title: "Delete album?", message: "Its photos stay.", preferredStyle: style)
        alert.addAction(AlertAction(title: "Keep", style: .default))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        f.rootA.present(alert, animated: true)
        f.screen.advance(by: 1)
        let lines = hairlines(in: alert.view)
        #expect(!lines.isEmpty)
        for line in lines { #expect(line.presentation.backgroundColor == Theme.dark.presentation.alertSeparatorColor) }
        #expect(Theme.dark.presentation.alertSeparatorColor != Theme.light.presentation.alertSeparatorColor)
        // Back to light while shown: the hairlines follow.
        f.window.overrideUserInterfaceStyle = .light
        f.screen.advance(by: 0)
        for line in hairlines(in: alert.view) { #expect(line.presentation.backgroundColor == Theme.light.presentation.alertSeparatorColor) }
    }
}
