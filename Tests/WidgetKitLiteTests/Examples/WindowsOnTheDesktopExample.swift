// AppKit's documentation snippets for full screen, zoom and attention, written with
// WidgetKitLite's names (no `NS` prefix; `miniaturize` is `minimize`). A plain import.
import Foundation
import Testing
import WidgetKitLite

extension Examples {
    @MainActor @Suite struct WindowsOnTheDesktop {
        /// "Toggle full-screen mode": `window.toggleFullScreen(nil)`, observed with
        /// `NSWindow.didEnterFullScreenNotification`.
        @Test func toggleFullScreenAndObserve() {
            let screen = HeadlessScreen(size: CGSize(width: 640, height: 480))
            let window = screen.makeWindow()
            final class Seen: @unchecked Sendable { var entered = false }
            let seen = Seen()
            let token = NotificationCenter.default.addObserver(
                forName: Window.didEnterFullScreenNotification, object: window, queue: nil
            ) { _ in seen.entered = true }
            defer { NotificationCenter.default.removeObserver(token) }

            window.toggleFullScreen(nil)
            #expect(window.isFullScreen && seen.entered)
            window.zoom(nil)
            #expect(window.isZoomed)
            window.minimize()
            #expect(window.isMinimized)
        }

        /// "Bounce the Dock icon until the user activates the app":
        /// `let request = NSApp.requestUserAttention(.criticalRequest)` …
        /// `NSApp.cancelUserAttentionRequest(request)`.
        @Test func requestAndCancelAttention() {
            let app = Application.shared
            let request = app.requestUserAttention(.criticalRequest)
            app.cancelUserAttentionRequest(request)
            #expect(!app.isRequestingUserAttention)
            app.applicationIconImages = []  // NSApp.applicationIconImage = nil: the default icon
            #expect(app.applicationIconImages.isEmpty)
        }
    }
}
