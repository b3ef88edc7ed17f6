import Foundation

/// The methods a scene's delegate implements — UIKit's `UISceneDelegate`. Declare it
/// `final` (the toolkit makes it with `init()`):
///
/// ```
/// final class SceneDelegate: Responder, WindowSceneDelegate {
///     var window: Window?
///     func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
///         guard let windowScene = scene as? WindowScene else { return }
///         window = Window(windowScene: windowScene)
///         window?.rootViewController = RootViewController()
///         window?.makeKeyAndVisible()
///     }
/// }
/// ```
///
/// On a desktop each scene is one window: `scene(_:willConnectTo:options:)` when it is made
/// (at launch, or by ``Application/requestSceneSessionActivation(_:userActivity:options:errorHandler:)``),
/// `sceneWillEnterForeground(_:)` then `sceneDidBecomeActive(_:)` once it is shown,
/// `sceneWillResignActive(_:)` when the keyboard focus leaves its window and
/// `sceneDidBecomeActive(_:)` when it comes back, and `sceneDidDisconnect(_:)` after its
/// last window closed. `sceneDidEnterBackground(_:)` is never called. Every method has a
/// default that does nothing.
@MainActor
public protocol SceneDelegate: AnyObject {
    /// Creates the delegate (a scene connecting calls it).
    init()
    /// The scene is connecting: make its window here.
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
    /// The scene's last window closed; the scene is gone.
    func sceneDidDisconnect(_ scene: Scene)
    /// The scene became active: its window has the keyboard focus.
    func sceneDidBecomeActive(_ scene: Scene)
    /// The scene is about to become inactive: the keyboard focus left its window.
    func sceneWillResignActive(_ scene: Scene)
    /// The scene is about to be shown for the first time.
    func sceneWillEnterForeground(_ scene: Scene)
    /// Never called on a desktop.
    func sceneDidEnterBackground(_ scene: Scene)
}

extension SceneDelegate {
    /// Does nothing.
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: Scene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: Scene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: Scene) {}
}

/// A scene delegate that keeps its scene's window — UIKit's `UIWindowSceneDelegate`.
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
    /// The scene's main window.
    var window: Window? { get set }
}
