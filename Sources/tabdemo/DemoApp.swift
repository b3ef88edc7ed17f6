import Foundation
import WidgetKitLite

/// Builds the demo's controller tree in a window (the same on X11 and headless).
@MainActor
enum DemoApp {
    static func install(in window: Window) {
        window.rootViewController = WelcomeViewController()
    }
}
