import Foundation

/// The state a view's configurations are updated for — UIKit's `UIConfigurationState`.
///
/// A configuration's `updated(for:)` reads the state it is given through this protocol and
/// may cast it to a richer one (``CellConfigurationState`` for cells). Apps attach states of
/// their own through ``ConfigurationStateCustomKey``.
public protocol ConfigurationState {
    /// The traits (light or dark appearance) the view is drawn for.
    var traitCollection: TraitCollection { get set }
    /// An app's own state under `key`; nil when none is set.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The name of an app's own configuration state — UIKit's `UIConfigurationStateCustomKey`:
/// `extension ConfigurationStateCustomKey { static let isArchived = Self("com.example.archived") }`.
public struct ConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable {
    /// The key's name; two keys with the same name are the same key.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
