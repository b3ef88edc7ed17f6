import Foundation

/// A scene that shows a window — UIKit's `UIWindowScene`. On a desktop a window scene is
/// one top-level window (`Window(windowScene:)`); closing its last window disconnects it.
@MainActor
public class WindowScene: Scene {
    /// The scene's windows, oldest first (those made with `Window(windowScene:)` or given
    /// this scene as ``Window/windowScene``, while open).
    public var windows: [Window] { windowList.compactMap(\.value) }
    /// The window of the scene that is key, if any.
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } }
    /// The screen the scene's windows are on.
    public var screen: Screen { windows.first?.screen ?? application.mainScreen }
    /// The traits of the scene: its first window's (the light default before it has one).
    public var traitCollection: TraitCollection {
        windows.first?.traitCollection ?? TraitCollection(userInterfaceStyle: .light)
    }

    private var windowList: [WeakWindow] = []

    /// Adds `window` to the scene.
    func attach(_ window: Window) {
        windowList.removeAll { $0.value == nil || $0.value === window }
        windowList.append(WeakWindow(value: window))
        if let title, window.title.isEmpty { window.title = title }
    }

    /// Removes `window` from the scene.
    func detach(_ window: Window) {
        windowList.removeAll { $0.value == nil || $0.value === window }
    }

    override func titleDidChange() {
        for window in windows { window.title = title ?? "" }
    }
}

/// A window held without retaining it.
private struct WeakWindow {
    weak var value: Window?
}
