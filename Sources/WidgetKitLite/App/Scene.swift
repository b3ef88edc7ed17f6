import Foundation

/// One instance of the app's interface — UIKit's `UIScene`. On a desktop every scene is a
/// ``WindowScene``: one window. Its ``next`` responder is the application.
@MainActor
public class Scene: Responder {
    /// Where a scene is in its life — UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected yet, or disconnected.
        case unattached
        /// Shown, with the keyboard focus in its window.
        case foregroundActive
        /// Shown, without the keyboard focus.
        case foregroundInactive
        /// Never on a desktop.
        case background
    }

    /// What a scene was connected for — UIKit's `UIScene.ConnectionOptions`: on a desktop,
    /// nothing (no URLs, activities or shortcuts).
    @MainActor
    public final class ConnectionOptions {
        /// URLs the scene was opened to show: always empty.
        public let urlContexts: Set<URL> = []
        init() {}
    }

    /// Options of a request for a scene — UIKit's `UIScene.ActivationRequestOptions`.
    @MainActor
    open class ActivationRequestOptions {
        /// Creates options with the defaults.
        public init() {}
    }

    /// The scene's session.
    public let session: SceneSession
    /// The scene's delegate: made from the configuration's `delegateClass` and kept by the
    /// scene.
    public var delegate: SceneDelegate?
    /// Where the scene is in its life.
    public internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene: a window scene's windows show it (set before a window's own
    /// title, it becomes that title).
    public var title: String? {
        didSet { titleDidChange() }
    }
    /// The application the scene belongs to.
    let application: Application

    /// A scene of `session` — UIKit's `init(session:connectionOptions:)`; the application
    /// makes scenes, apps do not.
    required init(session: SceneSession, connectionOptions: ConnectionOptions, application: Application) {
        self.session = session
        self.application = application
        super.init()
    }

    /// The next responder: the application.
    public override var next: Responder? { application }

    /// A window scene gives its title to its windows.
    func titleDidChange() {}
}

extension Scene: Hashable {
    /// The same scene.
    public nonisolated static func == (a: Scene, b: Scene) -> Bool { a === b }
    /// Hashes the identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
