import Foundation
import Testing
@testable import WidgetKitLite

@MainActor
final class PreviewingDragSource: DragInteractionDelegate {
    var preview: (DragInteraction) -> TargetedDragPreview? = { $0.view.map { TargetedDragPreview(view: $0) } }
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(object: "picture"))]
    }
    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> TargetedDragPreview? {
        preview(interaction)
    }
}

@MainActor @Suite struct DragPreviewTests {
    /// A red 40×30 source view in a white window.
    @MainActor struct Scene {
        let f = Fixture()
        let source = View(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        let delegate = PreviewingDragSource()
        let interaction: DragInteraction

        init() {
            source.backgroundColor = .red
            f.root.addSubview(source)
            interaction = DragInteraction(delegate: delegate)
            source.addInteraction(interaction)
            f.screen.runFrame()
        }

        var images: [HeadlessDragImage] { f.screen.host.dragImages }

        func lift() {
            f.screen.press(at: CGPoint(x: 20, y: 20))
            f.screen.move(to: CGPoint(x: 40, y: 20))
        }
    }

    @Test func thePreviewIsASnapshotOfTheViewThatFollowsThePointer() {
        let s = Scene()
        s.lift()
        #expect(s.images.count == 1)
        let image = s.images[0]
        #expect(image.image.width == 40 && image.image.height == 30)
        #expect(image.image.pixel(x: 20, y: 15) == .red)
        #expect(image.alpha == Theme.light.drag.previewAlpha)
        #expect(image.origin == CGPoint(x: 52, y: 32))
        s.f.screen.move(to: CGPoint(x: 200, y: 150))
        #expect(image.origin == CGPoint(x: 212, y: 162))
        #expect(s.interaction.session?.previewOrigin == CGPoint(x: 212, y: 162))
        #expect(!image.isClosed)
    }

    @Test func thePreviewIsGoneAfterADropAndAfterEscape() {
        let s = Scene()
        s.lift()
        s.f.screen.release(at: CGPoint(x: 40, y: 20))
        #expect(s.images.count == 1 && s.images[0].isClosed)
        s.lift()
        #expect(s.images.count == 2 && !s.images[1].isClosed)
        s.f.screen.key("Escape")
        #expect(s.images[1].isClosed)
        #expect(s.interaction.session == nil)
        s.f.screen.release(at: CGPoint(x: 40, y: 20))
        #expect(s.images.count == 2)
    }

    @Test func aNilPreviewShowsNoImageAndParametersCutTheView() {
        let s = Scene()
        s.delegate.preview = { _ in nil }
        s.lift()
        s.f.screen.release(at: CGPoint(x: 40, y: 20))
        #expect(s.images.isEmpty)
        s.delegate.preview = { interaction in
            let parameters = DragPreviewParameters()
            parameters.visiblePath = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5))
            return TargetedDragPreview(view: interaction.view!, parameters: parameters)
        }
        s.lift()
        #expect(s.images.count == 1)
        #expect(s.images[0].image.width == 10 && s.images[0].image.height == 5)
    }

    @Test func aTableRowIsLiftedAsItsCell() {
        let f = TableFixture(model: TableModel(rows: 20)) { $0.frame = CGRect(x: 0, y: 0, width: 200, height: 400) }
        let source = RowDragSource()
        f.table.dragDelegate = source
        f.screen.advance(by: 0)
        let row = f.table.rectForRow(at: IndexPath(row: 1, section: 0))
        f.screen.press(at: CGPoint(x: 50, y: row.midY))
        f.screen.move(to: CGPoint(x: 70, y: row.midY))
        f.screen.move(to: CGPoint(x: 90, y: row.midY))
        let images = f.screen.host.dragImages
        #expect(images.count == 1)
        #expect(images.first?.image.height == Int(row.height))
        #expect(images.first?.origin == CGPoint(x: 102, y: row.midY + 12))
        f.screen.release(at: CGPoint(x: 90, y: row.midY))
        #expect(images.first?.isClosed == true)
    }
}
