import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct TableViewCellImageTests {
    private func cell(_ style: TableViewCell.CellStyle, in f: Fixture, y: CGFloat = 0) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: y, width: 300, height: 44)
        cell.textLabel?.text = "Albums"
        cell.detailTextLabel?.text = "12 items"
        f.root.addSubview(cell)
        return cell
    }

    @Test func theImageSitsLeftOfTheLabelsAndIsMadeOnce() {
        let f = Fixture(width: 300, height: 100)
        let plain = cell(.default, in: f)
        let subtitle = cell(.subtitle, in: f, y: 50)
        // Without an image the labels keep their place.
        f.screen.runFrame()
        #expect(plain.textLabel?.frame.minX == 16)
        #expect(plain.imageView === plain.imageView, "created once")
        plain.imageView?.image = ImageSamples.ring
        subtitle.imageView?.image = ImageSamples.picture
        plain.setNeedsLayout()
        subtitle.setNeedsLayout()
        f.screen.runFrame()
        #expect(plain.imageView?.frame == CGRect(x: 16, y: 14, width: 16, height: 16))
        #expect(plain.textLabel?.frame.minX == 48)
        #expect(subtitle.imageView?.frame == CGRect(x: 16, y: 12, width: 40, height: 20))
        #expect(subtitle.textLabel?.frame.minX == 72 && subtitle.detailTextLabel?.frame.minX == 72)
        // An image taller than the row is scaled down to fit it, 4 pt above and below.
        plain.imageView?.image = makeImage(width: 60, height: 60, color: .systemRed)
        plain.setNeedsLayout()
        f.screen.runFrame()
        #expect(plain.imageView?.frame == CGRect(x: 16, y: 4, width: 36, height: 36))
        #expect(plain.textLabel?.frame.minX == 68)
        f.expectIdle()
    }

    @Test func aTemplateImageTakesTheTintAndFollowsTheAppearance() {
        let f = Fixture(width: 300, height: 44)
        let c = cell(.default, in: f)
        c.imageView?.image = ImageSamples.ring.withRenderingMode(.alwaysTemplate)
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixel(x: 17, y: 22) == Theme.light.tintColor)
        f.window.overrideUserInterfaceStyle = .dark
        f.screen.runFrame()
        #expect(c.imageView?.tintColor.resolvedColor(with: c.traitCollection) == Theme.dark.tintColor)
        #expect(f.screen.snapshot().pixel(x: 17, y: 22) == Theme.dark.tintColor)
    }
}
