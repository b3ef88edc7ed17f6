import Foundation

extension Application {
    /// Asks for a scene — UIKit's `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
    /// With no session (or one that is not open) a new scene connects: the delegate's
    /// `application(_:configurationForConnecting:options:)` names its delegate class, whose
    /// `scene(_:willConnectTo:options:)` makes its window, another desktop window. With an
    /// open session, that scene's window becomes key. An app without scenes (no delegate
    /// class) gets `errorHandler` called with ``SceneError/noSceneDelegate`` after one
    /// line. `userActivity` is ignored (there are no user activities on Linux).
    public func requestSceneSessionActivation(
        _ sceneSession: SceneSession?, userActivity: Any?, options: Scene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        if let sceneSession, let scene = sceneSession.scene as? WindowScene, let window = scene.windows.last {
            window.makeKeyAndVisible()
            self.window(window, focusDidChange: true)
            return
        }
        guard let scene = connectScene(to: nil) else {
            Diagnostics.report("Application.requestSceneSessionActivation: the delegate's scene configuration names no delegate class; no window opened")
            errorHandler?(SceneError.noSceneDelegate)
            return
        }
        if let window = (scene as? WindowScene)?.windows.last { self.window(window, focusDidChange: true) }
    }

    /// Opens another window of the app: a new scene, as
    /// ``requestSceneSessionActivation(_:userActivity:options:errorHandler:)`` with no session.
    public func openWindow() {
        requestSceneSessionActivation(nil, userActivity: nil, options: nil)
    }

    /// Closes `sceneSession`'s window — UIKit's `requestSceneSessionDestruction`: its scene
    /// disconnects (and, after the last window, the app ends as when the user closes it).
    public func requestSceneSessionDestruction(
        _ sceneSession: SceneSession, options: Scene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard let scene = sceneSession.scene as? WindowScene else { return }
        for window in scene.windows {
            window.close()
            windowDidClose(window)
        }
    }

    /// Makes a session and, when the delegate's configuration for it names a delegate class,
    /// connects its scene: the scene delegate is made, `scene(_:willConnectTo:options:)` runs,
    /// then `sceneWillEnterForeground(_:)`. Nil when no scene was made.
    @discardableResult
    func connectScene(to existing: SceneSession?) -> Scene? {
        let session = existing ?? makeSession()
        let options = Scene.ConnectionOptions()
        var configuration = session.configuration
        callDelegate { configuration = $0.application(self, configurationForConnecting: session, options: options) }
        guard let delegateClass = configuration.delegateClass else { return nil }
        session.configuration = configuration
        let sceneClass = configuration.sceneClass ?? WindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options, application: self)
        session.scene = scene
        scene.delegate = delegateClass.init()
        scenes.append(scene)
        let outer = Self.callingDelegate
        Self.callingDelegate = self
        defer { Self.callingDelegate = outer }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        return scene
    }

    /// `scene`'s last window closed: it resigns if active, its delegate hears
    /// `sceneDidDisconnect(_:)`, and the app's delegate that its session was discarded.
    func disconnect(_ scene: Scene) {
        guard let index = scenes.firstIndex(where: { $0 === scene }) else { return }
        resign(scene)
        scenes.remove(at: index)
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        scene.session.scene = nil
        callDelegate { $0.application(self, didDiscardSceneSessions: [scene.session]) }
    }

    private func makeSession() -> SceneSession {
        sessionCount += 1
        return SceneSession(persistentIdentifier: "scene-\(sessionCount)", role: .windowApplication)
    }
}

/// Why a scene request failed.
public enum SceneError: Error, Sendable {
    /// The delegate's scene configuration names no delegate class: the app has no scenes.
    case noSceneDelegate
}
