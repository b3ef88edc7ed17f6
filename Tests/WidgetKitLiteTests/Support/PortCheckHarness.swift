import Foundation

@testable import WidgetKitLite

/// Launches the port check's app on a headless screen (the example file imports only the
/// public API).
@MainActor enum PortCheckHarness {
    /// An application whose windows show on `screen` and whose process end calls `exit`.
    static func application(on screen: HeadlessScreen, exit: @escaping (Int32) -> Void) -> Application {
        Application(display: .headless(screen), endProcess: exit)
    }

    /// Runs `application`'s launch with a delegate of `delegateClass` (no run loop).
    static func launch(_ application: Application, _ delegateClass: ApplicationDelegate.Type) -> Bool {
        application.launch(delegateClass: delegateClass)
    }
}
