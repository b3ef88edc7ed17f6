import Foundation
import WidgetKitLite

/// The demo on the desktop: its icon (Resources/Icons/tabdemo-SIZE.png, those that exist),
/// the full-screen and maximize keys, an About dialog, and a trace line whenever the window
/// manager shows a window in a new state.
@MainActor
enum DemoDesktop {
    /// The icon sizes looked for: those of the bundle up to 256 (the 512 one is for the
    /// desktop's menus; a window's icon property holds every size it is given, uncompressed).
    static let iconSizes = [16, 24, 32, 48, 64, 128, 256]

    /// The icon images found in the resource bundle, smallest first (none: the window
    /// manager's default icon, and no error).
    static func iconImages() -> [Image] {
        let bundle = DemoImages.bundle
        return iconSizes.compactMap { size in
            let name = "tabdemo-\(size)"
            let url =
                bundle.url(forResource: name, withExtension: "png")
                ?? bundle.url(forResource: name, withExtension: "png", subdirectory: "Icons")
            return url.flatMap { try? Image(contentsOfPNG: $0) }
        }
    }

    /// Traces `windowState` (fullScreen, maximized, minimized as 0 or 1) each time the window
    /// manager shows `window` in a new state; keep the token while the window lives.
    static func traceStates(of window: Window) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: Window.didChangeDesktopStateNotification, object: window, queue: nil) {
            [weak window] _ in
            MainActor.assumeIsolated {
                guard let window else { return }
                Trace.event(
                    "windowState",
                    [
                        "fullScreen": window.isFullScreen ? 1 : 0, "maximized": window.isMaximized ? 1 : 0,
                        "minimized": window.isMinimized ? 1 : 0,
                    ])
            }
        }
    }

    /// Window → Ask for Attention in 2 Seconds: a `Timer` fires 2 s later, as in a UIKit app,
    /// and asks for the user's attention when the app is no longer active (traced as
    /// `attention` with the request's number, 0 when the app was active and nothing was asked).
    static func askForAttentionLater() {
        _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
            MainActor.assumeIsolated {
                let request = Application.shared.requestUserAttention(.criticalRequest)
                Trace.event("attention", ["request": Double(request)])
            }
        }
    }

    /// Shows a small About window as a dialog of `parent`.
    static func showAbout(over parent: Window) {
        let dialog = Window(size: CGSize(width: 320, height: 120))
        dialog.title = "About tabdemo"
        dialog.parentWindow = parent
        let controller = ViewController()
        // The view is as large as the screen until the window lays it out: size it first, so
        // the label's flexible width follows the dialog's.
        controller.view.frame = dialog.bounds
        let label = Label()
        label.text = "tabdemo — WidgetKitLite's demo"
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 40, width: 320, height: 40)
        label.autoresizingMask = [.flexibleWidth]
        controller.view.addSubview(label)
        dialog.rootViewController = controller
        dialog.makeKeyAndVisible()
        Trace.event("aboutShown")
    }
}
