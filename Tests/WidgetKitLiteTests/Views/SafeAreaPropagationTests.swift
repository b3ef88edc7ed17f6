import Foundation
import Testing
@testable import WidgetKitLite

/// A view that counts its safe-area changes.
@MainActor
private final class InsetsRecordingView: View {
    private(set) var changes = 0
    override func safeAreaInsetsDidChange() { changes += 1 }
}

/// A change of a view's safe area reaches exactly the subviews it concerns, also when the
/// plain subviews are skipped as a group (pages of many views).
@MainActor @Suite struct SafeAreaPropagationTests {
    /// A page of 200 small tiles in a container whose bottom band changes.
    private func makePage(_ f: Fixture) -> (container: View, tiles: [InsetsRecordingView]) {
        let container = View(frame: f.root.bounds)
        f.root.addSubview(container)
        let tiles = (0..<200).map { i in
            InsetsRecordingView(frame: CGRect(x: CGFloat(i % 20) * 12, y: CGFloat(i / 20) * 12, width: 10, height: 10))
        }
        for tile in tiles { container.addSubview(tile) }
        return (container, tiles)
    }

    /// A tile that moved to the bottom edge while there was no band learns of the band when
    /// it grows: the group of plain tiles that was clear of the band is not trusted after a
    /// tile of it moved.
    @Test func aTileMovedIntoTheBandIsNotSkipped() {
        let f = Fixture(width: 320, height: 240)
        let (container, tiles) = makePage(f)
        container.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        container.containerSafeAreaInsets = .zero
        #expect(tiles.allSatisfy { $0.changes == 0 }, "the tiles are clear of the band")
        let moved = tiles[7]
        moved.frame = CGRect(x: 100, y: 230, width: 10, height: 10)
        #expect(moved.storedSafeAreaInsets == .zero && moved.changes == 0, "no band yet")
        container.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        #expect(moved.changes == 1 && moved.storedSafeAreaInsets.bottom == 30)
        #expect(tiles.filter { $0 !== moved }.allSatisfy { $0.changes == 0 && $0.storedSafeAreaInsets == .zero })
        container.containerSafeAreaInsets = .zero
        #expect(moved.changes == 2 && moved.storedSafeAreaInsets == .zero)
    }

    /// A tile added to the group after it was summarised, in the band, is told of changes.
    @Test func aTileAddedLaterIsNotSkipped() {
        let f = Fixture(width: 320, height: 240)
        let (container, tiles) = makePage(f)
        container.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        let late = InsetsRecordingView(frame: CGRect(x: 0, y: 200, width: 10, height: 40))
        container.addSubview(late)
        #expect(late.storedSafeAreaInsets.bottom == 10)
        container.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 25, right: 0)
        #expect(late.storedSafeAreaInsets.bottom == 25 && late.changes == 2)
        #expect(tiles.allSatisfy { $0.changes == 0 })
    }

    /// A tile that gained insets of its own (a container's) leaves the group of plain tiles:
    /// its own insets are kept and its superview's band added when the band reaches it.
    @Test func aTileWithContainerInsetsIsNotSkipped() {
        let f = Fixture(width: 320, height: 240)
        let (container, tiles) = makePage(f)
        container.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        let tile = tiles[3]
        tile.containerSafeAreaInsets = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        #expect(tile.storedSafeAreaInsets.top == 4)
        container.containerSafeAreaInsets = EdgeInsets(top: 5, left: 0, bottom: 10, right: 0)
        #expect(tile.storedSafeAreaInsets.top == 9, "5 of the container's band over the tile at y 0, and its own 4")
        #expect(tiles[4].storedSafeAreaInsets.top == 5, "its neighbour in the band")
        #expect(tiles[150].storedSafeAreaInsets == .zero && tiles[150].changes == 0, "a tile clear of the band")
    }

    /// A bottom bar among many tiles follows its superview's safe area as the band changes.
    @Test func aBottomBarAmongTilesFollowsTheSafeArea() {
        let f = Fixture(width: 320, height: 240)
        let (container, _) = makePage(f)
        let bar = BottomBar(text: "Bar")
        container.addSubview(bar)
        let height = bar.frame.height
        for bottom in [0, 49, 24.5, 0] as [CGFloat] {
            container.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
            #expect(bar.frame.maxY == 240 - bottom && bar.frame.height == height)
        }
    }
}
