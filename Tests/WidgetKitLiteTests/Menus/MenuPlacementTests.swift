import Foundation
import Testing

@testable import WidgetKitLite

@MainActor @Suite struct MenuPlacementTests {
    let area = CGRect(x: 0, y: 0, width: 400, height: 300)
    let size = CGSize(width: 100, height: 80)

    private func at(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: 0, height: 0) }

    @Test func opensDownRightOfThePoint() {
        #expect(MenuPlacement.frame(for: size, anchor: at(50, 40), in: area, style: .below) == CGRect(x: 50, y: 40, width: 100, height: 80))
    }

    @Test func nearTheRightEdgeItOpensLeftOfThePoint() {
        #expect(MenuPlacement.frame(for: size, anchor: at(350, 40), in: area, style: .below) == CGRect(x: 250, y: 40, width: 100, height: 80))
    }

    @Test func nearTheBottomEdgeItOpensAboveThePoint() {
        #expect(MenuPlacement.frame(for: size, anchor: at(50, 260), in: area, style: .below) == CGRect(x: 50, y: 180, width: 100, height: 80))
    }

    @Test func nearTheLeftAndTopEdgesItIsShiftedInside() {
        // An anchor left of and above the area (a point at the very corner of a popup area).
        let frame = MenuPlacement.frame(for: size, anchor: at(-20, -10), in: area, style: .below)
        #expect(frame == CGRect(x: 0, y: 0, width: 100, height: 80))
        // Near the bottom-right corner: flips both ways.
        #expect(MenuPlacement.frame(for: size, anchor: at(390, 290), in: area, style: .below) == CGRect(x: 290, y: 210, width: 100, height: 80))
    }

    @Test func withRoomOnNeitherSideItIsShiftedNotCut() {
        // 250 pt tall in a 300 pt area, from the middle: neither below (150) nor above (150) fits.
        let frame = MenuPlacement.frame(for: CGSize(width: 100, height: 250), anchor: at(50, 150), in: area, style: .below)
        #expect(frame == CGRect(x: 50, y: 50, width: 100, height: 250))
    }

    @Test func aMenuTallerThanTheAreaIsCutToIt() {
        let frame = MenuPlacement.frame(for: CGSize(width: 100, height: 5000), anchor: at(50, 40), in: area, style: .below)
        #expect(frame == CGRect(x: 50, y: 0, width: 100, height: 300))
    }

    @Test func aButtonsMenuOpensUnderItAndAlignsRightEdgesNearTheRight() {
        let button = CGRect(x: 340, y: 10, width: 50, height: 20)
        #expect(MenuPlacement.frame(for: size, anchor: button, in: area, style: .below) == CGRect(x: 290, y: 30, width: 100, height: 80))
    }

    @Test func submenusOpenBesideTheRowAndFlipLeftAtTheRightEdge() {
        let row = CGRect(x: 10, y: 50, width: 120, height: 24)
        #expect(MenuPlacement.frame(for: size, anchor: row, in: area, style: .beside(overlap: 2)) == CGRect(x: 128, y: 50, width: 100, height: 80))
        let rightRow = CGRect(x: 280, y: 250, width: 110, height: 24)
        // No room on the right: left of the parent; no room below: shifted up.
        #expect(
            MenuPlacement.frame(for: size, anchor: rightRow, in: area, style: .beside(overlap: 2)) == CGRect(x: 182, y: 220, width: 100, height: 80))
    }

    @Test func anEmptyAreaGivesAnEmptyFrame() {
        #expect(MenuPlacement.frame(for: size, anchor: at(5, 5), in: .zero, style: .below).size == .zero)
    }
}
