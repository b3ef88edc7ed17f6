import Foundation
import Testing
@testable import WidgetKitLite

/// The projection a sheet's release uses to decide between dismissing and springing back.
@MainActor @Suite struct PresentationProjectionTests {
    @Test func theProjectionIsUIKits() {
        #expect(abs(PresentationController.project(velocity: 1000) - 499) < 0.001)
    }
}
