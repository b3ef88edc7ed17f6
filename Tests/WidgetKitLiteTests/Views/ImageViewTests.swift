import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct ImageViewTests {
    @Test func bilinearScalingBlendsNeighbours() {
        // A 2 × 1 image, black then white, stretched to 8 × 1: a ramp, not two blocks.
        let image = makeImage(width: 2, height: 1, pixels: [0xFF00_0000, 0xFFFF_FFFF])
        let f = Fixture(width: 8, height: 1)
        let view = ImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 1)
        f.root.addSubview(view)
        f.screen.runFrame()
        let greys = (0..<8).map { f.red($0, 0) }
        #expect(greys == [0, 0, 32, 96, 159, 223, 255, 255])
    }

    @Test func templateImagesTakeTheTint() {
        let f = Fixture()
        let view = ImageView(image: ImageSamples.ring.withRenderingMode(.alwaysTemplate))
        view.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        view.tintColor = .systemRed
        f.root.addSubview(view)
        let original = ImageView(image: ImageSamples.ring)
        original.frame = CGRect(x: 20, y: 0, width: 16, height: 16)
        f.root.addSubview(original)
        f.screen.runFrame()
        let image = f.screen.snapshot()
        #expect(image.pixel(x: 1, y: 8) == Color.systemRed.resolvedColor(with: view.traitCollection), "the ring in the tint")
        #expect(image.pixel(x: 8, y: 8) == .white, "the hole shows the page")
        #expect(image.pixel(x: 21, y: 8) == Color(rgb: 0x20, 0x20, 0x20), "automatic means original in an image view")
        #expect(view.intrinsicContentSize == CGSize(width: 16, height: 16))
    }

    @Test func buttonShowsImageLeftOfTitle() {
        let f = Fixture()
        let button = Button(title: "Ring")
        button.setImage(ImageSamples.ring, for: .normal)
        button.sizeToFit()
        let plain = Button(title: "Ring")
        #expect(button.frame.width == plain.frame.width + 16 + 6, "image and padding added")
        #expect(button.currentImage != nil && button.image(for: .highlighted) != nil)
        button.frame.origin = CGPoint(x: 10, y: 10)
        f.root.addSubview(button)
        f.screen.runFrame()
        #expect(button.imageView.frame.minX == 16 && button.imageView.frame.maxX + 6 == button.titleLabel.frame.minX)
        // Buttons draw images as templates in the title colour.
        #expect(f.screen.snapshot().pixel(x: 10 + 16 + 1, y: Int(10 + button.imageView.frame.midY)) == Theme.light.tintColor)
        button.setImage(nil, for: .normal)
        button.sizeToFit()
        #expect(button.frame.width == plain.frame.width)
        f.expectIdle()
    }

    @Test func tabBarItemsShowImages() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 300))
        let window = screen.makeWindow()
        let tabs = TabBarController()
        let first = ViewController(), second = ViewController()
        first.tabBarItem = TabBarItem(title: "One", image: ImageSamples.ring)
        second.tabBarItem = TabBarItem(title: "Two", image: ImageSamples.ring, selectedImage: ImageSamples.picture.withRenderingMode(.alwaysOriginal))
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        screen.advance(by: 0)
        // Ring of the selected first tab in the tint, 24 pt box centred at x 50, top 5 pt.
        let top = 300 - 49
        #expect(screen.snapshot().pixel(x: 50 - 12 + 3, y: top + 5 + 12) == Theme.light.tintColor)
        #expect(screen.snapshot().pixel(x: 150 - 12 + 3, y: top + 5 + 12) == Theme.light.secondaryLabelColor)
        tabs.selectedIndex = 1
        screen.advance(by: 0)
        // The selected image of the second tab: the picture in its own colours (aspect fit: 24 × 12).
        let p = screen.snapshot().pixel(x: 150 - 12 + 1, y: top + 5 + 12)
        #expect(p.red > 0.8 && p.blue < 0.2, "\(p)")
    }
}
