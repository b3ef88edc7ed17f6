import Foundation
import Testing

@testable import WidgetKitLite

/// The frame's placement: every shown view's device rectangle, clip and content origin, by
/// the one rule the display-list build paints with.
@MainActor @Suite struct PlacementTests {
    private func placement(of f: Fixture) -> Placement {
        f.window.renderer.makePlacement(of: f.window, within: f.window.pixelSize.bounds)
    }

    /// The bounding box of the pixels of `image` that are exactly `color` (opaque).
    private func box(of color: Color, in image: Image) -> PixelRect {
        let wanted = color.premultiplied
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where image.premultipliedPixel(x: x, y: y) == wanted {
                x0 = min(x0, x)
                y0 = min(y0, y)
                x1 = max(x1, x + 1)
                y1 = max(y1, y + 1)
            }
        }
        return x0 == .max ? .zero : PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    @Test(arguments: [1.0, 2.0] as [CGFloat])
    func aSubtreeUnderAFractionalScrollViewIsPlacedWhereItsPixelsLand(scale: CGFloat) {
        let f = Fixture(scale: scale)
        let holder = View(frame: CGRect(x: 10.3, y: 12.4, width: 260, height: 200))
        let scroll = ScrollView(frame: CGRect(x: 5.45, y: 8.35, width: 220, height: 170))
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 220, height: 600)
        let colors = [Color(rgb: 200, 30, 40), Color(rgb: 30, 160, 60), Color(rgb: 40, 60, 210), Color(rgb: 230, 180, 20)]
        var views: [View] = []
        for (i, color) in colors.enumerated() {
            let row = View(frame: CGRect(x: 3.3 + CGFloat(i) * 0.45, y: 4.35 + CGFloat(i) * 31.3, width: 90.6, height: 22.45))
            row.backgroundColor = color
            scroll.addSubview(row)
            views.append(row)
        }
        let nested = View(frame: CGRect(x: 120.35, y: 20.15, width: 60, height: 50))
        let leaf = View(frame: CGRect(x: 4.45, y: 6.55, width: 30.3, height: 20.7))
        leaf.backgroundColor = Color(rgb: 120, 20, 160)
        nested.addSubview(leaf)
        scroll.addSubview(nested)
        views.append(leaf)
        holder.addSubview(scroll)
        f.root.addSubview(holder)
        f.screen.runFrame()
        scroll.contentOffset = CGPoint(x: 0, y: 13.35)
        f.screen.runFrame()
        let placed = placement(of: f)
        let shot = f.screen.snapshot()
        for (view, color) in zip(views, colors + [Color(rgb: 120, 20, 160)]) {
            let entry = placed.entry(of: view)
            // What shows of it: its rectangle within its clip (the scroll view's).
            #expect(entry.map { $0.pixels.intersection($0.clip) } == box(of: color, in: shot), "\(color)")
        }
        // The damage records, the scroll copy and the build agree: nothing differs from a
        // full repaint after a fractional scroll.
        let same = shot.pixels == f.screen.fullRepaint().pixels
        #expect(same)
    }

    @Test func hiddenAndTransparentViewsHaveNoEntryButAPlaceForTheirRecords() {
        let f = Fixture()
        let hidden = View(frame: CGRect(x: 10.5, y: 10.5, width: 50, height: 50))
        hidden.isHidden = true
        let inside = View(frame: CGRect(x: 3.25, y: 4.75, width: 10, height: 10))
        hidden.addSubview(inside)
        let clear = View(frame: CGRect(x: 80, y: 10, width: 50, height: 50))
        clear.alpha = 0
        let shown = View(frame: CGRect(x: 140, y: 10, width: 50, height: 50))
        f.root.addSubview(hidden)
        f.root.addSubview(clear)
        f.root.addSubview(shown)
        f.screen.runFrame()
        let placed = placement(of: f)
        #expect(placed.entry(of: hidden) == nil)
        #expect(placed.entry(of: inside) == nil)
        #expect(placed.entry(of: clear) == nil)
        #expect(placed.entry(of: shown) != nil)
        #expect(placed.extent(of: hidden) == .zero, "a hidden view covers nothing")
        #expect(!placed.viewsOnScreen.contains(ObjectIdentifier(inside)))
        // A view under a hidden ancestor is still placed by the rule (damage records where
        // it lands once shown), and that is where the placement puts it when it shows.
        let whileHidden = placed.geometry(of: inside)?.device
        #expect(placed.extent(of: inside) == PixelRect(x: 14, y: 16, width: 10, height: 10))
        hidden.isHidden = false
        f.screen.runFrame()
        #expect(placement(of: f).entry(of: inside)?.device == whileHidden)
    }

    @Test func clipsNestAndAClippedAwayViewIsNotOnScreen() {
        let f = Fixture()
        let outer = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        outer.clipsToBounds = true
        let inner = View(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
        inner.clipsToBounds = true
        let leaf = View(frame: CGRect(x: -30, y: -30, width: 200, height: 200))
        let away = View(frame: CGRect(x: 120, y: 0, width: 20, height: 20))
        let free = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.addSubview(leaf)
        outer.addSubview(inner)
        outer.addSubview(away)
        f.root.addSubview(outer)
        f.root.addSubview(free)
        f.screen.runFrame()
        let placed = placement(of: f)
        let window = f.window.pixelSize.bounds
        #expect(placed.entry(of: outer)?.clip == window)
        #expect(placed.entry(of: inner)?.clip == PixelRect(x: 10, y: 10, width: 100, height: 100))
        #expect(placed.entry(of: leaf)?.clip == PixelRect(x: 60, y: 50, width: 50, height: 60), "outer ∩ inner")
        #expect(placed.entry(of: leaf)?.pixels == PixelRect(x: 30, y: 20, width: 200, height: 200))
        #expect(placed.entry(of: away)?.isOnScreen == false)
        #expect(placed.entry(of: free)?.isOnScreen == true)
        #expect(!placed.viewsOnScreen.contains(ObjectIdentifier(away)))
        // Clipping views bound their subtree's extent; others grow to cover their subviews.
        #expect(placed.extent(of: outer) == PixelRect(x: 10, y: 10, width: 100, height: 100))
        #expect(placed.extent(of: inner) == PixelRect(x: 60, y: 50, width: 100, height: 100))
    }

    /// Raster ahead places only the page's subtree (and its ancestors), where the frame's
    /// placement of the whole window puts it.
    @Test func aSubtreeIsPlacedAsTheWholeWindowPlacesIt() throws {
        let f = Fixture(scale: 2)
        let a = View(frame: CGRect(x: 3.3, y: 5.45, width: 200, height: 150))
        a.bounds.origin = CGPoint(x: 0.35, y: 2.2)
        let page = View(frame: CGRect(x: 10.25, y: 7.75, width: 150, height: 100))
        let child = View(frame: CGRect(x: 1.45, y: 2.35, width: 20.3, height: 10.6))
        page.addSubview(child)
        a.addSubview(page)
        f.root.addSubview(a)
        f.screen.runFrame()
        let whole = placement(of: f)
        let renderer = f.window.renderer
        let sub = Placement(
            subtreeOf: page, window: f.window, bounds: f.window.pixelSize.bounds, scale: 2,
            firstLiveIndex: { renderer.firstLiveIndex(of: $0) })
        #expect(sub.entries.count == 2)
        for view in [page, child] {
            let expected = try #require(whole.entry(of: view))
            #expect(sub.entry(of: view)?.device == expected.device)
            #expect(sub.entry(of: view)?.childOrigin == expected.childOrigin)
        }
    }

    @Test func entriesAreInPaintOrderAndChildrenSkipHiddenSubviews() throws {
        let f = Fixture()
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = View(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        b.isHidden = true
        let c = View(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        let grandchild = View(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        a.addSubview(grandchild)
        for v in [a, b, c] { parent.addSubview(v) }
        f.root.addSubview(parent)
        f.screen.runFrame()
        let placed = placement(of: f)
        let index = try #require(placed.index(of: parent))
        let children = Array(placed.children(of: index))
        #expect(children.map { ObjectIdentifier(placed.entries[$0].view) } == [ObjectIdentifier(a), ObjectIdentifier(c)])
        #expect(children.map { placed.entries[$0].subviewIndex } == [0, 2])
        #expect(placed.index(of: grandchild) == index + 2, "a's subtree follows a")
        #expect(placed.entries[index].end == index + 4)
    }

    /// A scroll view under ancestors at fractions of a pixel, with an opaque bar over its
    /// top: the copy region and the bar's rows come from where the frame paints them, so a
    /// copied scroll is the same as a full repaint.
    @Test func aScrollCopyUnderFractionalAncestorsEqualsAFullRepaint() {
        let f = Fixture()
        let a = View(frame: CGRect(x: 0.4, y: 0.4, width: 300, height: 230))
        let b = View(frame: CGRect(x: 0.4, y: 0.4, width: 300, height: 230))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 200, height: 1000)
        for i in 0..<40 {
            let row = View(frame: CGRect(x: 0, y: CGFloat(i) * 25, width: 200, height: 24))
            row.backgroundColor = i % 2 == 0 ? .systemBlue : .systemRed
            scroll.addSubview(row)
        }
        let bar = View(frame: CGRect(x: 0, y: 0, width: 200, height: 10.4))
        bar.backgroundColor = .systemGreen
        b.addSubview(scroll)
        b.addSubview(bar)
        a.addSubview(b)
        f.root.addSubview(a)
        f.screen.runFrame()
        for step in 1...6 {
            scroll.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 7)
            f.screen.runFrame()
            let same = f.screen.snapshot().pixels == f.screen.fullRepaint().pixels
            #expect(same, "step \(step)")
        }
    }

    /// A translucent view's subtree is drawn into a group layer placed at the damaged part of
    /// it; a subview at a half pixel must land where the window's placement puts it, whatever
    /// the layer's origin (rounding halves away from zero in the layer's own pixels put it one
    /// row higher in a layer starting below its top, so a partial repaint differed from a full
    /// one: `WKL_FUZZ_SEED=369594390095776508 WKL_FUZZ_STEPS=2640`, a sheet dragged while the
    /// page under it fades).
    @Test func aGroupRepaintedInPartEqualsAFullRepaint() {
        let f = Fixture()
        let group = View(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
        group.alpha = 0.5
        let half = View(frame: CGRect(x: 0, y: 10.5, width: 40, height: 10))
        half.backgroundColor = .systemRed
        group.addSubview(half)
        let cover = View(frame: CGRect(x: 0, y: 20, width: 40, height: 5))
        cover.backgroundColor = .systemBlue
        f.root.addSubview(group)
        f.root.addSubview(cover)
        f.screen.runFrame()
        cover.isHidden = true
        f.screen.runFrame()
        let same = f.screen.snapshot().pixels == f.screen.fullRepaint().pixels
        #expect(same)
    }
}
