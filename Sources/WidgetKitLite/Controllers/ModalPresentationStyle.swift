import Foundation

/// How a presented controller covers its presenter — UIKit's `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Int, Sendable {
    /// The toolkit's choice: `.pageSheet`.
    case automatic
    /// A sheet that slides up over the dimmed presenter, leaving a strip of it visible at
    /// the top; Escape or a downward drag dismisses it. The presenter stays on screen.
    case pageSheet
    /// Slides up over the whole window; the presenter disappears underneath (it gets
    /// `viewWillDisappear`/`viewDidDisappear`) until the dismissal.
    case fullScreen
    /// Slides up over the whole window; the presenter stays on screen under it (shows
    /// through where the presented view is transparent).
    case overFullScreen
}
