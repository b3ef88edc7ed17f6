import Foundation
import Testing

@testable import WidgetKitLite

@MainActor @Suite struct ToolTipTests {
    /// The tool tip's bubble shown in `f`'s window, if any.
    private func bubble(_ f: Fixture) -> ToolTipView? {
        f.window.subviews.lazy.compactMap { $0 as? ToolTipView }.first
    }

    private func makeButton(_ f: Fixture, frame: CGRect = CGRect(x: 40, y: 40, width: 100, height: 40)) -> Button {
        let button = Button(title: "Save")
        button.frame = frame
        button.toolTip = "Save the document"
        f.root.addSubview(button)
        f.screen.runFrame()
        return button
    }

    @Test func showsAfterThePointerRestsForTheDelay() throws {
        let f = Fixture()
        let button = makeButton(f)
        f.screen.move(to: CGPoint(x: 80, y: 60))
        f.screen.advance(by: 0.45)
        #expect(bubble(f) == nil, "not before the delay")
        #expect(button.toolTipInteraction?.isShowingToolTip == false)
        f.screen.advance(by: 0.1)
        let shown = try #require(bubble(f))
        #expect(shown.label.text == "Save the document")
        #expect(shown.frame.minY == 60 + Theme.light.toolTips.pointerOffset, "below the pointer")
        #expect(abs(shown.frame.midX - 80) < 0.5, "centred on it")
        #expect(f.window.subviews.last === shown, "over everything")
        #expect(f.window.hitTest(CGPoint(x: shown.frame.midX, y: shown.frame.midY)) !== shown, "takes no input")
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixel(x: Int(shown.frame.minX) + 3, y: Int(shown.frame.midY)) != Color.white, "drawn")
    }

    @Test func movingStartsTheWaitAgain() {
        let f = Fixture()
        _ = makeButton(f)
        f.screen.move(to: CGPoint(x: 80, y: 60))
        f.screen.advance(by: 0.3)
        f.screen.move(to: CGPoint(x: 90, y: 60))
        f.screen.advance(by: 0.3)
        #expect(bubble(f) == nil)
        f.screen.advance(by: 0.25)
        #expect(bubble(f) != nil)
        f.screen.move(to: CGPoint(x: 100, y: 62))
        #expect(bubble(f) != nil, "moving over the view keeps a shown tool tip")
    }

    @Test func hidesWhenThePointerLeaves() {
        let f = Fixture()
        _ = makeButton(f)
        f.screen.move(to: CGPoint(x: 80, y: 60))
        f.screen.advance(by: 0.6)
        #expect(bubble(f) != nil)
        f.screen.move(to: CGPoint(x: 250, y: 200))
        #expect(bubble(f) == nil)
        f.screen.move(to: CGPoint(x: 80, y: 60))
        f.screen.advance(by: 0.1)
        f.screen.movePointerOut()
        f.screen.advance(by: 1)
        #expect(bubble(f) == nil, "leaving the window cancels the wait")
        f.expectIdle()
    }

    @Test func aPressOrAKeyHidesItUntilThePointerComesBack() {
        let f = Fixture()
        var clicks = 0
        let button = makeButton(f)
        button.addAction(Action { _ in clicks += 1 }, for: .primaryActionTriggered)
        f.screen.move(to: CGPoint(x: 80, y: 60))
        f.screen.advance(by: 0.6)
        #expect(bubble(f) != nil)
        f.screen.click(at: CGPoint(x: 80, y: 60))
        #expect(bubble(f) == nil)
        #expect(clicks == 1, "the press still reaches the button")
        f.screen.advance(by: 1)
        #expect(bubble(f) == nil, "not again while the pointer stays")
        f.screen.move(to: CGPoint(x: 250, y: 200))
        f.screen.move(to: CGPoint(x: 80, y: 60))
        f.screen.advance(by: 0.6)
        #expect(bubble(f) != nil, "again after leaving and coming back")
        f.screen.key("a")
        #expect(bubble(f) == nil)
        f.screen.scroll(dy: 1, at: CGPoint(x: 80, y: 60))
        f.expectIdle()
    }

    @Test func staysInsideTheWindowNearItsEdges() throws {
        let f = Fixture(width: 320, height: 240)
        let button = makeButton(f, frame: CGRect(x: 220, y: 200, width: 100, height: 40))
        button.toolTip = "A rather long tool tip near the corner"
        f.screen.move(to: CGPoint(x: 315, y: 235))
        f.screen.advance(by: 0.6)
        let shown = try #require(bubble(f))
        let margin = Theme.light.toolTips.windowMargin
        #expect(shown.frame.maxX == 320 - margin)
        #expect(shown.frame.maxY == 235 - margin, "above the pointer when below has no room")
        #expect(shown.frame.minX >= margin && shown.frame.minY >= margin)
    }

    @Test func hidesWhenItsViewLeavesTheWindow() {
        let f = Fixture()
        let button = makeButton(f)
        f.screen.move(to: CGPoint(x: 80, y: 60))
        f.screen.advance(by: 0.6)
        #expect(bubble(f) != nil)
        button.removeFromSuperview()
        f.screen.runFrame()
        #expect(bubble(f) == nil)
        f.expectIdle()
    }

    @Test func turningItOffHidesIt() {
        let f = Fixture()
        let button = makeButton(f)
        f.screen.move(to: CGPoint(x: 80, y: 60))
        f.screen.advance(by: 0.6)
        button.toolTipInteraction?.isEnabled = false
        #expect(bubble(f) == nil)
    }

    @Test func placementIsAPureFunction() {
        let area = CGRect(x: 0, y: 0, width: 300, height: 200)
        let size = CGSize(width: 100, height: 24)
        let middle = ToolTipPlacement.frame(size: size, pointer: CGPoint(x: 150, y: 50), in: area, pointerOffset: 20, margin: 4)
        #expect(middle == CGRect(x: 100, y: 70, width: 100, height: 24))
        let left = ToolTipPlacement.frame(size: size, pointer: CGPoint(x: 10, y: 50), in: area, pointerOffset: 20, margin: 4)
        #expect(left.minX == 4)
        let bottom = ToolTipPlacement.frame(size: size, pointer: CGPoint(x: 150, y: 190), in: area, pointerOffset: 20, margin: 4)
        #expect(bottom.maxY == 186)
        let huge = ToolTipPlacement.frame(
            size: CGSize(width: 400, height: 300), pointer: CGPoint(x: 150, y: 100), in: area, pointerOffset: 20, margin: 4)
        #expect(huge.origin == CGPoint(x: 4, y: 4), "too big: the top left corner stays inside")
    }

    private final class HalfDelegate: ToolTipInteractionDelegate {
        func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: CGPoint) -> ToolTipConfiguration? {
            ToolTipConfiguration(toolTip: "Left half", in: CGRect(x: 0, y: 0, width: 50, height: 40))
        }
    }

    @Test func theDelegateDecidesTheTextAndWhereItApplies() {
        let f = Fixture()
        let view = View(frame: CGRect(x: 40, y: 40, width: 100, height: 40))
        f.root.addSubview(view)
        let delegate = HalfDelegate()
        let interaction = ToolTipInteraction()
        interaction.delegate = delegate
        view.addInteraction(interaction)
        f.screen.move(to: CGPoint(x: 60, y: 60))
        f.screen.advance(by: 0.6)
        #expect(bubble(f)?.label.text == "Left half")
        f.screen.move(to: CGPoint(x: 120, y: 60))
        #expect(bubble(f) == nil, "outside the source rect")
        f.screen.advance(by: 0.6)
        #expect(bubble(f) == nil, "nothing applies there")
    }

    @Test func theInnermostToolTipShows() {
        let f = Fixture()
        let outer = View(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        let inner = View(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        outer.addSubview(inner)
        f.root.addSubview(outer)
        outer.addInteraction(ToolTipInteraction(defaultToolTip: "Outer"))
        inner.addInteraction(ToolTipInteraction(defaultToolTip: "Inner"))
        f.screen.move(to: CGPoint(x: 50, y: 50))
        f.screen.advance(by: 0.6)
        #expect(bubble(f)?.label.text == "Inner")
        f.screen.move(to: CGPoint(x: 150, y: 150))
        f.screen.advance(by: 0.6)
        #expect(bubble(f)?.label.text == "Outer")
    }

    private final class Recorder: Interaction {
        weak var view: View?
        var log: [String] = []
        func willMove(to view: View?) { log.append("will \(view == nil ? "nil" : "view")") }
        func didMove(to view: View?) {
            self.view = view
            log.append("did \(view == nil ? "nil" : "view")")
        }
    }

    @Test func interactionsMoveBetweenViews() {
        let a = View(frame: .zero), b = View(frame: .zero)
        let recorder = Recorder()
        a.addInteraction(recorder)
        a.addInteraction(recorder)
        #expect(a.interactions.count == 1)
        b.addInteraction(recorder)
        #expect(a.interactions.isEmpty && b.interactions.count == 1 && recorder.view === b)
        #expect(recorder.log == ["will view", "did view", "will nil", "did nil", "will view", "did view"])
        let lines = capturingDiagnostics { a.removeInteraction(recorder) }
        #expect(lines.count == 1)
        b.interactions = []
        #expect(recorder.view == nil)
    }

    @Test func aControlsToolTipIsAnInteraction() {
        let button = Button(title: "Go")
        #expect(button.toolTip == nil && button.toolTipInteraction == nil)
        button.toolTip = "Go there"
        #expect(button.toolTipInteraction?.defaultToolTip == "Go there")
        button.toolTip = "Elsewhere"
        #expect(button.interactions.count == 1)
        #expect(button.toolTip == "Elsewhere")
    }
}
