import Foundation

/// The headless screen's stand-in for a window manager: it grants every request at once
/// (unless a test turns it off, as if no window manager ran) and lets a test change a
/// window's state as a window manager would.
struct HeadlessDesktop {
    /// The state the window is shown in.
    var state = DesktopWindowState()
    /// Whether the urgency hint is set.
    var demandsAttention = false
    /// Whether requests are granted (false: they go unanswered, as with no window manager).
    var answersRequests = true
    /// The window this one is a dialog of, if any.
    weak var dialogParent: WindowSurface?
}

extension HeadlessSurface {
    /// Grants `state` and reports it back, as a window manager does, unless
    /// `desktop.answersRequests` is off.
    func requestDesktopState(_ state: DesktopWindowState) {
        guard desktop.answersRequests else { return }
        windowManagerShows(state)
    }

    func setDemandsAttention(_ demands: Bool) { desktop.demandsAttention = demands }

    /// The window manager shows the window in `state` (a test plays the user clicking the
    /// window's title-bar buttons): the window is told.
    func windowManagerShows(_ state: DesktopWindowState) {
        desktop.state = state
        sink?.surface(self, didReceive: .desktopStateChanged(state))
    }
}

extension HeadlessHost {
    func setApplicationIcons(_ icons: [DesktopIcon]) { applicationIcons = icons }
}
