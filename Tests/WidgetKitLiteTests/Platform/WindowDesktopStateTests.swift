import Foundation
import Testing

@testable import WidgetKitLite

/// The names of the notifications a window posted, in order.
private final class NotificationLog: @unchecked Sendable {
    var names: [String] = []
    var tokens: [NSObjectProtocol] = []

    init(_ window: Window) {
        let names: [Notification.Name] = [
            Window.didChangeDesktopStateNotification, Window.didEnterFullScreenNotification,
            Window.didExitFullScreenNotification, Window.didMiniaturizeNotification, Window.didDeminiaturizeNotification,
        ]
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: window, queue: nil) { [unowned self] note in
                    self.names.append(
                        note.name.rawValue.replacingOccurrences(of: "Window", with: "")
                            .replacingOccurrences(of: "Notification", with: ""))
                })
        }
    }

    deinit { for token in tokens { NotificationCenter.default.removeObserver(token) } }
}

@MainActor @Suite struct WindowDesktopStateTests {
    private func shownWindow() throws -> (HeadlessScreen, Window, HeadlessSurface) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let window = screen.makeWindow()
        let surface = try #require(window.surface as? HeadlessSurface)
        return (screen, window, surface)
    }

    @Test func fullScreenIsAskedForReportedBackAndAnnounced() throws {
        let (_, window, surface) = try shownWindow()
        let log = NotificationLog(window)
        #expect(!window.isFullScreen)
        window.toggleFullScreen()
        #expect(window.isFullScreen && surface.desktop.state.isFullScreen)
        #expect(log.names == ["DidEnterFullScreen", "DidChangeDesktopState"])
        window.isFullScreen = false
        #expect(!window.isFullScreen && !surface.desktop.state.isFullScreen)
        #expect(log.names.suffix(2) == ["DidExitFullScreen", "DidChangeDesktopState"])
        window.isFullScreen = false
        #expect(log.names.count == 4, "asking for the state the window is in changes nothing")
    }

    @Test func maximizeAndZoomAreOneState() throws {
        let (_, window, surface) = try shownWindow()
        let log = NotificationLog(window)
        window.zoom()
        #expect(window.isMaximized && window.isZoomed && surface.desktop.state.isMaximized)
        #expect(log.names == ["DidChangeDesktopState"])
        window.isMaximized = false
        #expect(!window.isZoomed && !surface.desktop.state.isMaximized)
    }

    @Test func withNoWindowManagerTheGetterKeepsTheRequestAndNothingIsAnnounced() throws {
        let (_, window, surface) = try shownWindow()
        surface.desktop.answersRequests = false
        let log = NotificationLog(window)
        window.isFullScreen = true
        window.minimize()
        #expect(window.isFullScreen && window.isMinimized, "the request stands until a window manager answers")
        #expect(!surface.desktop.state.isFullScreen)
        #expect(log.names.isEmpty)
    }

    @Test func theWindowManagerChangingTheStateIsReadBack() throws {
        let (_, window, surface) = try shownWindow()
        let log = NotificationLog(window)
        surface.windowManagerShows(DesktopWindowState(isMinimized: true))
        #expect(window.isMinimized && !window.isFullScreen)
        #expect(log.names == ["DidMiniaturize", "DidChangeDesktopState"])
        surface.windowManagerShows(DesktopWindowState(isMaximized: true))
        #expect(!window.isMinimized && window.isMaximized)
        #expect(log.names.suffix(2) == ["DidDeminiaturize", "DidChangeDesktopState"])
        window.deminimize()
        #expect(log.names.count == 4, "deminimizing a window that is not minimized asks nothing")
    }

    @Test func aStateSetBeforeShowingIsTheNewWindowsAndADialogNamesItsParent() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let main = screen.makeWindow()
        let dialog = Window(size: CGSize(width: 200, height: 100))
        dialog.isMaximized = true
        dialog.minimize()
        dialog.parentWindow = main
        #expect(dialog.isMaximized && dialog.isMinimized && dialog.parentWindow === main)
        screen.adopt(dialog)
        dialog.show()
        let surface = try #require(dialog.surface as? HeadlessSurface)
        #expect(surface.desktop.state == DesktopWindowState(isMaximized: true, isMinimized: true))
        #expect(surface.desktop.dialogParent === main.surface)
        #expect((main.surface as? HeadlessSurface)?.desktop.dialogParent == nil)
    }

    @Test func attentionIsRequestedWhileInactiveAndEndsWhenTheAppIsFocused() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let application = Application(display: .headless(screen)) { _ in }
        let window = Window(size: CGSize(width: 400, height: 300))
        application.adopt(window)
        window.show()
        let surface = try #require(window.surface as? HeadlessSurface)
        screen.focus(window)
        #expect(application.applicationState == .active)
        #expect(application.requestUserAttention(.criticalRequest) == 0, "an active app asks nothing")
        #expect(!surface.desktop.demandsAttention)

        screen.focus(nil)
        screen.advance(by: 0)
        #expect(application.applicationState != .active)
        let first = application.requestUserAttention(.informationalRequest)
        let second = application.requestUserAttention(.criticalRequest)
        #expect(first > 0 && second > first && surface.desktop.demandsAttention)
        application.cancelUserAttentionRequest(first)
        #expect(surface.desktop.demandsAttention, "one request is left")
        application.cancelUserAttentionRequest(second)
        #expect(!surface.desktop.demandsAttention && !application.isRequestingUserAttention)

        application.requestUserAttention(.criticalRequest)
        screen.focus(window)
        #expect(!surface.desktop.demandsAttention && !application.isRequestingUserAttention)
    }

    @Test func iconImagesReachTheHost() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300))
        let application = Application(display: .headless(screen)) { _ in }
        let small = Image(width: 16, height: 16, color: .red)
        let large = Image(width: 32, height: 32, color: .blue)
        application.applicationIconImages = [small, large]
        #expect(screen.host.applicationIcons.map(\.width) == [16, 32])
        #expect(screen.host.applicationIcons[0].pixels.count == 256)
    }

    @Test func configurationReadsTheStartupID() {
        #expect(Configuration(environment: ["DESKTOP_STARTUP_ID": "launcher-1_TIME42"]).startupNotificationID == "launcher-1_TIME42")
        #expect(Configuration(environment: ["DESKTOP_STARTUP_ID": ""]).startupNotificationID == nil)
        #expect(Configuration(environment: [:]).startupNotificationID == nil)
    }
}

/// The window-manager protocols' bytes, without a display.
@Suite struct WindowManagerEncodingTests {
    @Test func startupRemoveIsEscapedNulTerminatedAndCutInTwentyBytes() {
        let chunks = X11WindowManagerEncoding.startupRemoveChunks(id: #"a"b\c"#)
        #expect(chunks.allSatisfy { $0.count == 20 })
        let bytes = chunks.flatMap { $0 }
        let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        #expect(text == #"remove: ID="a\"b\\c""#)
        #expect(chunks.count == 2 && bytes[text.utf8.count] == 0)
    }

    @Test func aMessageOfExactlyTwentyBytesGetsAChunkForItsNul() {
        // `remove: ID=""` is 13 bytes; seven more make 20.
        let chunks = X11WindowManagerEncoding.startupRemoveChunks(id: "abcdefg")
        #expect(chunks.count == 2 && chunks[1] == Array(repeating: 0, count: 20))
    }

    @Test func iconsAreSizesThenStraightARGBAndOversizedOnesAreLeftOut() {
        let halfRed: UInt32 = 0x8080_0000  // premultiplied: alpha 0x80, red 0x80 → straight red 0xFF
        let icons = [
            DesktopIcon(width: 2, height: 1, pixels: [0xFF00_FF00, halfRed]),
            DesktopIcon(width: 257, height: 1, pixels: Array(repeating: 0, count: 257)),
            DesktopIcon(width: 0, height: 0, pixels: []),
            DesktopIcon(width: 1, height: 1, pixels: [0]),
        ]
        #expect(X11WindowManagerEncoding.iconCardinals(icons) == [2, 1, 0xFF00_FF00, 0x80FF_0000, 1, 1, 0])
    }

    @Test func syncValuesJoinTheirTwoHalves() {
        #expect(X11WindowManagerEncoding.syncValue(low: 5, high: 0) == 5)
        #expect(X11WindowManagerEncoding.syncValue(low: CLong(UInt32.max), high: 1) == (1 << 33) - 1)
        #expect(X11WindowManagerEncoding.syncValue(low: 0, high: -1) == -(1 << 32))
    }
}
