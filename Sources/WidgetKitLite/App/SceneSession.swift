import Foundation

/// The record of one scene — UIKit's `UISceneSession`: its role, its configuration and,
/// while connected, its scene. On a desktop every session is one window; closing the window
/// discards the session.
@MainActor
public final class SceneSession: Hashable {
    /// The kind of scene a session makes — UIKit's `UISceneSession.Role`.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window of the app: the only role on a desktop.
        public static let windowApplication = Role(rawValue: "windowApplication")
    }

    /// A name unique in the process ("scene-1", "scene-2", …).
    public let persistentIdentifier: String
    /// The role of the session's scene.
    public let role: Role
    /// The configuration the scene was connected with.
    public internal(set) var configuration: SceneConfiguration
    /// The connected scene; nil once it disconnected.
    public internal(set) weak var scene: Scene?
    /// What the app keeps with the session (not saved across launches).
    public var userInfo: [String: Any]?

    init(persistentIdentifier: String, role: Role) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        configuration = SceneConfiguration(name: nil, sessionRole: role)
    }

    /// The same session.
    public nonisolated static func == (a: SceneSession, b: SceneSession) -> Bool { a === b }

    /// Hashes the identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
