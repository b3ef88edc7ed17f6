import Foundation

/// The application's icon images and its requests for the user's attention.
struct ApplicationDesktop {
    var iconImages: [Image] = []
    /// The attention requests not yet cancelled, by number.
    var attentionRequests: Set<Int> = []
    /// The number of the last request made.
    var lastAttentionRequest = 0
}

extension Application {
    /// How insistently ``requestUserAttention(_:)`` asks — AppKit's
    /// `NSApplication.RequestUserAttentionType`. X11 has one urgency hint: both set it.
    public enum RequestUserAttentionType: Sendable {
        /// Until the app is activated or the request cancelled.
        case criticalRequest
        /// The same on X11 (AppKit bounces the Dock icon once).
        case informationalRequest
    }

    /// The app's icon at several sizes, which every window shows in the task switcher and
    /// title bar (`_NET_WM_ICON`, all sizes; the window manager picks one). Images over 256
    /// pixels a side are left out. Empty (the default): the window manager's default icon.
    /// AppKit has one `applicationIconImage`; X11 takes every size at once.
    public var applicationIconImages: [Image] {
        get { desktop.iconImages }
        set {
            desktop.iconImages = newValue
            openHost?.setApplicationIcons(desktopIcons)
        }
    }

    /// The icon images as the host takes them.
    var desktopIcons: [DesktopIcon] {
        desktop.iconImages.map { DesktopIcon(width: $0.width, height: $0.height, pixels: $0.pixels) }
    }

    /// Asks for the user's attention (the urgency hint on every window: the taskbar flashes
    /// them) until the app is activated or ``cancelUserAttentionRequest(_:)``. Returns the
    /// request's number; 0, doing nothing, when the app is active already (as AppKit).
    @discardableResult
    public func requestUserAttention(_ requestType: RequestUserAttentionType) -> Int {
        guard applicationState != .active else { return 0 }
        desktop.lastAttentionRequest += 1
        desktop.attentionRequests.insert(desktop.lastAttentionRequest)
        for window in windows { window.surface?.setDemandsAttention(true) }
        return desktop.lastAttentionRequest
    }

    /// Cancels the request numbered `request`; the urgency hint goes once none is left.
    /// Unknown numbers are ignored.
    public func cancelUserAttentionRequest(_ request: Int) {
        guard desktop.attentionRequests.remove(request) != nil, desktop.attentionRequests.isEmpty else { return }
        for window in windows { window.surface?.setDemandsAttention(false) }
    }

    /// Whether a request for the user's attention is pending.
    public var isRequestingUserAttention: Bool { !desktop.attentionRequests.isEmpty }

    /// The app got the focus: every attention request ends.
    func endUserAttentionRequests() {
        guard !desktop.attentionRequests.isEmpty else { return }
        desktop.attentionRequests = []
        for window in windows { window.surface?.setDemandsAttention(false) }
    }
}
