import Foundation

extension Application {
    /// A key of the options of ``open(_:options:completionHandler:)`` — UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`. None changes anything on a desktop.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only when an app other than a browser handles the URL (ignored).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }

    /// The URL schemes the desktop opens (through `xdg-open`).
    static let openableSchemes: Set<String> = ["http", "https", "mailto", "file", "ftp", "sftp", "tel", "sms", "webcal"]

    /// Whether ``open(_:options:completionHandler:)`` can hand `url` on: its scheme is one
    /// the desktop opens (http, https, mailto, file, ftp, sftp, tel, sms, webcal) and there
    /// is a way to open it (`xdg-open` is installed; a headless screen records it).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), Self.openableSchemes.contains(scheme) else { return false }
        switch display {
        case .headless: return true
        case .x11: return configuration.urlOpener != nil
        }
    }

    /// Hands `url` to the desktop's handler for it (a browser for a web link) without
    /// waiting — UIKit's `open(_:options:completionHandler:)`; `completionHandler` is told
    /// whether it was handed on. A URL the desktop cannot open (``canOpenURL(_:)`` is false)
    /// is not handed on: one diagnostic line, and the handler gets false. Opening a URL
    /// opens the display when no window did.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
    ) {
        guard canOpenURL(url) else {
            Diagnostics.report("Application.open: cannot open \(url.absoluteString) (no handler for its scheme); ignored")
            completionHandler?(false)
            return
        }
        let host: PlatformHost
        switch display {
        case let .headless(screen): host = screen.host
        case .x11: host = openHost ?? connect().0
        }
        completionHandler?(host.open(url))
    }
}
