import Foundation

/// What a scene is made with — UIKit's `UISceneConfiguration`: the class of its delegate
/// (made with `init()` when the scene connects) and its name. A configuration without a
/// delegate class makes no scene: the app makes its windows itself.
@MainActor
public final class SceneConfiguration {
    /// The name the app gave the configuration.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: SceneSession.Role
    /// The class of the scene's delegate; nil: the app has no scenes.
    public var delegateClass: SceneDelegate.Type?
    /// The class of the scene: ``WindowScene`` (the only kind on a desktop).
    public var sceneClass: Scene.Type? = WindowScene.self

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
