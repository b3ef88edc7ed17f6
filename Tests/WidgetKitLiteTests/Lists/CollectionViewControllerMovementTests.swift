import Foundation
import Testing

@testable import WidgetKitLite

/// A collection view controller written as UIKit's documentation has one reorder its items:
/// it overrides `canMoveItemAt` and `moveItemAt`, and the standard long press does the rest.
@MainActor
final class ReorderingGridController: CollectionViewController {
    var colors = (0..<12).map { "Item \($0)" }
    var movable = true
    var selected: [IndexPath] = []

    init() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(GridCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { colors.count }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? GridCell)?.label.text = colors[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }

    override func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = colors.remove(at: sourceIndexPath.item)
        colors.insert(item, at: destinationIndexPath.item)
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor @Suite struct CollectionViewControllerMovementTests {
    @MainActor struct Scene {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400))
        let controller = ReorderingGridController()

        init() {
            let window = screen.makeWindow()
            window.rootViewController = controller
            screen.advance(by: 0)
        }

        func center(_ item: Int) -> CGPoint {
            let frame = controller.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            return controller.collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: controller.view.window!)
        }

        func longPressDrag(_ item: Int, to other: Int) {
            screen.press(at: center(item))
            screen.advance(by: 0.7)
            let from = center(item), to = center(other)
            for step in 1...5 {
                let t = CGFloat(step) / 5
                screen.move(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
                screen.advance(by: 0.02)
            }
            screen.release(at: to)
            screen.advance(by: 1)
        }
    }

    @Test func aLongPressMovesAnItemTheDataSourceCanMove() {
        let s = Scene()
        #expect(s.controller.installsStandardGestureForInteractiveMovement)
        s.longPressDrag(1, to: 6)
        #expect(s.controller.colors.prefix(8) == ["Item 0", "Item 2", "Item 3", "Item 4", "Item 5", "Item 6", "Item 1", "Item 7"])
        let shown = (0..<8).compactMap {
            (s.controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? GridCell)?.label.text
        }
        #expect(shown == Array(s.controller.colors.prefix(8)), "the cells show the new order")
    }

    @Test func withoutTheStandardGestureOrAMovableItemNothingMovesAndClicksStillSelect() {
        let s = Scene()
        s.controller.installsStandardGestureForInteractiveMovement = false
        s.longPressDrag(1, to: 6)
        #expect(s.controller.colors.prefix(3) == ["Item 0", "Item 1", "Item 2"])

        let t = Scene()
        t.controller.movable = false
        t.longPressDrag(1, to: 6)
        #expect(t.controller.colors.prefix(3) == ["Item 0", "Item 1", "Item 2"])
        t.screen.click(at: t.center(3))
        t.screen.advance(by: 0.5)
        #expect(t.controller.selected.last == IndexPath(item: 3, section: 0))
    }
}
