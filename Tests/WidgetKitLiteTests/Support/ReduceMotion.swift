import Foundation
@testable import WidgetKitLite

/// Runs `body` with `Accessibility.isReduceMotionEnabled` set to `enabled`, then puts the
/// setting back (the tests that read it are synchronous on the main actor, so no other
/// test sees the change).
@MainActor
func withReduceMotion<T>(_ enabled: Bool = true, _ body: () throws -> T) rethrows -> T {
    let saved = Accessibility.reduceMotionOverride
    Accessibility.isReduceMotionEnabled = enabled
    defer { Accessibility.reduceMotionOverride = saved }
    return try body()
}
