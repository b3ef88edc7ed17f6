// Following the desktop's settings as UIKit's documentation shows it (a hairline from
// UITraitCollection.displayScale and UIAccessibilityContrast), with `UI` dropped. Written as an
// app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

/// A divider one device pixel thick at any scale, darker when the user asked for more contrast.
@MainActor
final class HairlineView: View {
    private(set) var lineWidth: CGFloat = 1
    private(set) var lineColor = Color.separator

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        update()
    }

    func update() {
        lineWidth = 1 / max(1, traitCollection.displayScale)
        lineColor = traitCollection.accessibilityContrast == .high ? Color.label : Color.separator
    }
}

@MainActor @Suite struct FollowingTheDesktopExample {
    @Test func aHairlineIsOnePixelAtTheWindowsScale() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200), scale: 2)
        let window = screen.makeWindow()
        let line = HairlineView(frame: CGRect(x: 0, y: 100, width: 320, height: 1))
        window.addSubview(line)
        line.update()
        #expect(line.lineWidth == 0.5)
        #expect(line.traitCollection.accessibilityContrast == .normal && line.lineColor == Color.separator)
    }
}
