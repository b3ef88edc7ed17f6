import Foundation
import Testing

@testable import WidgetKitLite

/// A view's `draw(_:in:)` runs once per change: once when the view is first shown, once
/// after each `setNeedsDisplay()` (or size change), and not at all in frames where the view
/// only moves, fades, scrolls with its superview or a neighbour changes. The drawing is
/// recorded once and replayed into a store sized to it, so the pixels equal a fresh drawing.
@MainActor @Suite struct DrawOnceTests {
    private final class CountingView: View {
        var draws = 0
        var color: Color = .systemRed {
            didSet { setNeedsDisplay() }
        }
        override func draw(_ rect: CGRect, in context: GraphicsContext) {
            draws += 1
            context.fill(CGRect(x: 4, y: 2, width: 10, height: 6), color: color)
            context.stroke(CGRect(x: 1, y: 1, width: 30, height: 20), color: .black, width: 1, cornerRadius: 3)
            context.draw("Hi", at: CGPoint(x: 2.25, y: 10.5), font: .systemFont(ofSize: 10), color: .black)
        }
    }

    /// Draws nothing (a container subclass that overrides `draw(_:in:)` without painting).
    private final class EmptyDrawingView: View {
        var draws = 0
        override func draw(_ rect: CGRect, in context: GraphicsContext) { draws += 1 }
    }

    private final class CountingLabel: Label {
        var draws = 0
        override func draw(_ rect: CGRect, in context: GraphicsContext) {
            draws += 1
            super.draw(rect, in: context)
        }
    }

    /// The counts of `views`' draws.
    private func counts(_ views: [View]) -> [Int] {
        views.map { view in
            switch view {
            case let v as CountingView: v.draws
            case let v as EmptyDrawingView: v.draws
            case let v as CountingLabel: v.draws
            default: -1
            }
        }
    }

    /// A scroll view holding a counting view, an empty-drawing view and a label, with a
    /// sibling view beside them.
    @MainActor private struct Scene {
        let fixture: Fixture
        let scroll: ScrollView
        let drawing = CountingView(frame: CGRect(x: 20, y: 30, width: 40, height: 30))
        let empty = EmptyDrawingView(frame: CGRect(x: 70, y: 30, width: 40, height: 30))
        let label = CountingLabel(frame: CGRect(x: 20, y: 70, width: 120, height: 24))
        let sibling = CountingView(frame: CGRect(x: 120, y: 30, width: 40, height: 30))
        var views: [View] { [drawing, empty, label] }

        init(scale: CGFloat) {
            fixture = Fixture(scale: scale)
            scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            scroll.backgroundColor = .white
            scroll.contentSize = CGSize(width: 300, height: 1000)
            label.text = "Hello, world"
            for view in [drawing, empty, label, sibling] as [View] { scroll.addSubview(view) }
            fixture.root.addSubview(scroll)
        }
    }

    @Test(arguments: [1.0, 2.0] as [CGFloat])
    func aChangedViewDrawsOncePerChange(scale: CGFloat) {
        let s = Scene(scale: scale)
        let screen = s.fixture.screen
        screen.runFrame()
        #expect(counts(s.views) == [1, 1, 1], "first show")
        screen.runFrame()
        #expect(counts(s.views) == [1, 1, 1], "no change, no draw")

        s.drawing.color = .systemBlue
        s.empty.setNeedsDisplay()
        s.label.text = "Goodbye"
        screen.runFrame()
        #expect(counts(s.views) == [2, 2, 2], "one draw per change")
        #expect(screen.snapshot().pixels == screen.fullRepaint().pixels, "the recorded drawing equals a fresh one")
    }

    @Test(arguments: [1.0, 2.0] as [CGFloat])
    func movingFadingScrollingOrANeighbourDoNotRedraw(scale: CGFloat) {
        let s = Scene(scale: scale)
        let screen = s.fixture.screen
        screen.runFrame()
        #expect(counts(s.views) == [1, 1, 1])

        for view in s.views { view.frame.origin.x += 3.5 }
        screen.runFrame()
        #expect(counts(s.views) == [1, 1, 1], "a move")

        for view in s.views { view.alpha = 0.5 }
        screen.runFrame()
        #expect(counts(s.views) == [1, 1, 1], "an alpha change")

        s.scroll.contentOffset = CGPoint(x: 0, y: 7)
        screen.runFrame()
        #expect(counts(s.views) == [1, 1, 1], "a scroll of the superview")

        s.sibling.color = .systemGreen
        s.sibling.frame.origin.y += 10
        screen.runFrame()
        #expect(s.sibling.draws == 2)
        #expect(counts(s.views) == [1, 1, 1], "a neighbour's change")
        #expect(screen.snapshot().pixels == screen.fullRepaint().pixels)
    }

    @Test func aRasterisedSuperviewRedrawnForANeighbourDoesNotRedrawTheView() {
        let s = Scene(scale: 2)
        let screen = s.fixture.screen
        s.scroll.shouldRasterize = true
        screen.runFrame()
        #expect(counts(s.views) == [1, 1, 1])
        s.sibling.color = .systemGreen
        screen.runFrame()
        #expect(s.sibling.draws == 2)
        #expect(counts(s.views) == [1, 1, 1], "the store is redrawn from the views' kept content")
        #expect(screen.snapshot().pixels == screen.fullRepaint().pixels)
    }

    @Test func aResizeDrawsOnce() {
        let s = Scene(scale: 2)
        let screen = s.fixture.screen
        screen.runFrame()
        for view in s.views { view.frame.size.width += 10 }
        screen.runFrame()
        #expect(counts(s.views) == [2, 2, 2])
        #expect(screen.snapshot().pixels == screen.fullRepaint().pixels)
    }
}
