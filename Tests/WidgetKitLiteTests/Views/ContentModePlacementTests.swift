import Foundation
import Testing
@testable import WidgetKitLite

/// Where each content mode places content of a given size (the geometry `ImageView` draws with).
@MainActor @Suite struct ContentModePlacementTests {
    @Test func placementOfEachMode() {
        let bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        let size = CGSize(width: 40, height: 20)
        #expect(View.ContentMode.scaleToFill.rect(for: size, in: bounds) == bounds)
        #expect(View.ContentMode.scaleAspectFit.rect(for: size, in: bounds) == CGRect(x: 0, y: 15, width: 60, height: 30))
        #expect(View.ContentMode.scaleAspectFill.rect(for: size, in: bounds) == CGRect(x: -30, y: 0, width: 120, height: 60))
        #expect(View.ContentMode.center.rect(for: size, in: bounds) == CGRect(x: 10, y: 20, width: 40, height: 20))
    }
}
