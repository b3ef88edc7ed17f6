import Foundation
import Testing
import WidgetKitLite

/// Counts `tintColorDidChange()` calls.
@MainActor
private final class TintWatchingView: View {
    var changes = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
    }
}

/// `View.tintColor` is inherited down the tree; `tintColorDidChange()` follows every change;
/// a sheet or an alert dims the tint of what it covers while it is up.
@MainActor @Suite struct TintColorTests {
    private let light = TraitCollection(userInterfaceStyle: .light)

    @Test func theTintIsInheritedAndTheRootsIsTheThemes() {
        let f = Fixture()
        let parent = TintWatchingView(), child = TintWatchingView(), own = TintWatchingView()
        f.root.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(own)
        own.tintColor = .systemGreen
        #expect(child.tintColor.resolvedColor(with: light) == Color(rgb: 0, 122, 255))
        #expect(child.tintColor == f.window.theme.tintColor)
        #expect(parent.changes == 0 && child.changes == 0 && own.changes == 1)

        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed && own.tintColor == .systemGreen)
        #expect(parent.changes == 1 && child.changes == 1 && own.changes == 1, "a view with its own tint is not told")
        parent.tintColor = .systemRed
        #expect(parent.changes == 1, "the same tint: no call")

        parent.tintColor = nil
        #expect(child.tintColor == f.window.theme.tintColor && parent.changes == 2 && child.changes == 2)
        f.expectIdle()
    }

    @Test func aViewMovedUnderAnotherTintIsToldOnce() {
        let f = Fixture()
        let orange = View(), plain = View()
        orange.tintColor = .systemOrange
        f.root.addSubview(orange)
        f.root.addSubview(plain)
        let view = TintWatchingView(), inner = TintWatchingView()
        view.addSubview(inner)
        plain.addSubview(view)
        #expect(view.changes == 0 && inner.changes == 0)
        orange.addSubview(view)
        #expect(view.changes == 1 && inner.changes == 1 && inner.tintColor == .systemOrange)
        plain.addSubview(view)
        #expect(view.changes == 2 && inner.changes == 2 && inner.tintColor == f.window.theme.tintColor)
    }

    @Test func controlsDrawTheirSuperviewsTint() {
        let f = Fixture()
        let container = View(frame: f.root.bounds)
        f.root.addSubview(container)
        let button = Button(title: "Go")
        let slider = Slider()
        container.addSubview(button)
        container.addSubview(slider)
        container.tintColor = .systemPurple
        #expect(button.titleLabel.textColor == .systemPurple)
        #expect(slider.tintColor == .systemPurple)
        button.tintColor = .systemPink
        #expect(button.titleLabel.textColor == .systemPink)
        button.tintColor = nil
        #expect(button.titleLabel.textColor == .systemPurple)
    }

    @Test func aSheetDimsThePresentersTintUntilItIsDismissed() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300))
        let window = screen.makeWindow()
        let presenter = ViewController()
        let button = Button(title: "Show")
        let watcher = TintWatchingView()
        presenter.view.addSubview(button)
        presenter.view.addSubview(watcher)
        window.rootViewController = presenter
        screen.advance(by: 0)
        #expect(button.tintAdjustmentMode == .normal)
        let blue = button.tintColor.resolvedColor(with: light)

        let sheet = ViewController()
        presenter.present(sheet, animated: true)
        screen.advance(by: 1)
        #expect(button.tintAdjustmentMode == .dimmed && presenter.view.tintAdjustmentMode == .dimmed)
        let dimmed = button.tintColor.resolvedColor(with: light)
        #expect(dimmed.red == dimmed.green && dimmed.green == dimmed.blue && dimmed != blue, "a grey")
        #expect(watcher.changes == 1)
        #expect(sheet.view.tintAdjustmentMode == .normal, "the sheet itself is not dimmed")
        #expect(button.titleLabel.textColor == button.tintColor)

        sheet.dismiss(animated: true)
        screen.advance(by: 1)
        #expect(button.tintAdjustmentMode == .normal && button.tintColor.resolvedColor(with: light) == blue)
        #expect(watcher.changes == 2)
    }

    @Test func anAlertDimsAndAnExplicitNormalModeWins() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300))
        let window = screen.makeWindow()
        let presenter = ViewController()
        let kept = View(), dimmed = View()
        kept.tintAdjustmentMode = .normal
        presenter.view.addSubview(kept)
        presenter.view.addSubview(dimmed)
        window.rootViewController = presenter
        screen.advance(by: 0)
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        presenter.present(alert, animated: false)
        screen.advance(by: 0)
        #expect(dimmed.tintAdjustmentMode == .dimmed && kept.tintAdjustmentMode == .normal)
        alert.dismiss(animated: false)
        screen.advance(by: 0)
        #expect(dimmed.tintAdjustmentMode == .normal)
    }

    @Test func aDimmedTintIsAGreyOfTheSameLightness() {
        let view = View()
        view.tintColor = Color(rgb: 0, 122, 255)
        view.tintAdjustmentMode = .dimmed
        let grey = view.tintColor.resolvedColor(with: light)
        let luma = 0.587 * 122.0 / 255 + 0.114
        #expect(abs(grey.red - luma) < 0.001 && grey.red == grey.blue)
        view.tintAdjustmentMode = .automatic
        #expect(view.tintColor == Color(rgb: 0, 122, 255))
    }
}
