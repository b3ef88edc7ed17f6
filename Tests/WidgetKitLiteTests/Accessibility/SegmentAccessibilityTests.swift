import Foundation
import Testing
@testable import WidgetKitLite

/// A segmented control is a container of one element per segment, as UIKit's is.
@MainActor @Suite struct SegmentAccessibilityTests {
    private func screen() -> (Fixture, SegmentedControl) {
        let f = Fixture()
        let segments = SegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 20, y: 40, width: 240, height: 32)
        segments.accessibilityLabel = "Range"
        segments.selectedSegmentIndex = 1
        f.root.addSubview(segments)
        f.screen.runFrame()
        return (f, segments)
    }

    @Test func eachSegmentIsAPageTabNamedByItsTitleAndTheChosenOneIsSelected() throws {
        let (f, _) = screen()
        let list = try #require(f.screen.accessibilitySnapshot().allNodes.first { $0.role == "page tab list" })
        #expect(list.name == "Range")
        #expect(list.children.map(\.role) == ["page tab", "page tab", "page tab"])
        #expect(list.children.map(\.name) == ["Day", "Week", "Month"])
        #expect(list.children.map { $0.states.contains("selected") } == [false, true, false])
        #expect(list.children[2].frame == CGRect(x: 180, y: 40, width: 80, height: 32))
    }

    @Test func activatingASegmentChoosesItAndSendsValueChangedOnce() throws {
        let (_, segments) = screen()
        var changes = 0
        segments.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        let elements = try #require(segments.accessibilityElements as? [AccessibilityElement])
        #expect(elements[2].accessibilityActivate())
        #expect(segments.selectedSegmentIndex == 2)
        #expect(changes == 1)
        // The chosen segment again: nothing changes, nothing is sent.
        #expect(elements[2].accessibilityActivate())
        #expect(changes == 1)
    }

    @Test func aDisabledSegmentIsNotEnabledAndCannotBeChosen() throws {
        let (_, segments) = screen()
        segments.setEnabled(false, forSegmentAt: 0)
        let elements = try #require(segments.accessibilityElements as? [AccessibilityElement])
        #expect(elements[0].accessibilityTraits.contains(.notEnabled))
        #expect(!elements[0].accessibilityActivate())
        #expect(segments.selectedSegmentIndex == 1)
    }

    @Test func theSameElementsAreReadEachTime() throws {
        let (_, segments) = screen()
        let first = try #require(segments.accessibilityElements as? [AccessibilityElement])
        let second = try #require(segments.accessibilityElements as? [AccessibilityElement])
        #expect(zip(first, second).allSatisfy { $0 === $1 })
        segments.insertSegment(withTitle: "Year", at: 3, animated: false)
        #expect((segments.accessibilityElements ?? []).count == 4)
    }
}
