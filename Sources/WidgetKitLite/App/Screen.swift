import Foundation

/// The display an app's windows are on — UIKit's `UIScreen`: its size in points and its
/// scale.
///
/// ``main`` is the display the app shows its windows on, as the X server reports it once
/// the display is open (`WKL_SCALE` and `Xft.dpi` give the scale); before that it is
/// `Theme.defaultScreenSize` at scale 1. A window of a `HeadlessScreen` is on that screen
/// (its size and scale).
@MainActor
public final class Screen {
    /// The screen's rectangle in points, at the origin.
    public let bounds: CGRect
    /// Device pixels per point.
    public let scale: CGFloat

    init(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }

    /// The screen's rectangle in device pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: (bounds.width * scale).rounded(), height: (bounds.height * scale).rounded())
    }

    /// Device pixels per point: ``scale``.
    public var nativeScale: CGFloat { scale }

    /// The screen of the app's display (see the overview for the values before it opens).
    public static var main: Screen { Application.shared.mainScreen }

    /// The screen `host` shows windows on.
    convenience init(host: PlatformHost) {
        self.init(size: host.screenSize, scale: host.scale)
    }
}

extension Application {
    /// The screen of the application's display; before it is open, the default screen size
    /// at scale 1.
    var mainScreen: Screen {
        if let host = openHost { return Screen(host: host) }
        return Screen(size: Theme.light.defaultScreenSize, scale: 1)
    }
}

extension Window {
    /// The screen the window is shown on: its host's (``Screen/main`` before it is shown).
    public var screen: Screen {
        if let host { return Screen(host: host) }
        return .main
    }
}
