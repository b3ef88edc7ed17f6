import Foundation

/// An object with traits that can be observed: views and view controllers — UIKit's
/// `UITraitEnvironment` with iOS 17's `registerForTraitChanges(_:handler:)`.
@MainActor
public protocol TraitEnvironment: AnyObject {
    /// The traits the object is drawn for.
    var traitCollection: TraitCollection { get }
}

/// One `registerForTraitChanges(_:handler:)` — UIKit's `UITraitChangeRegistration`: pass
/// it to `unregisterForTraitChanges(_:)` to stop the calls.
@MainActor
public final class TraitChangeRegistration {
    /// The traits observed.
    let traits: [any TraitDefinition.Type]
    /// Calls the app's handler with the observed object and the previous traits.
    let notify: (TraitCollection) -> Void

    init(traits: [any TraitDefinition.Type], notify: @escaping (TraitCollection) -> Void) {
        self.traits = traits
        self.notify = notify
    }
}

/// What keeps registrations and calls them (View and ViewController).
@MainActor
protocol TraitChangeObserving: TraitEnvironment {
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}

extension TraitChangeObserving {
    /// Calls, in registration order, the handlers of the registrations one of whose traits
    /// differs from `previous`.
    func notifyTraitChangeRegistrations(previous: TraitCollection) {
        let current = traitCollection
        for registration in traitChangeRegistrations where registration.traits.contains(where: { current.differs(in: $0, from: previous) }) {
            registration.notify(previous)
        }
    }
}

extension TraitEnvironment {
    /// Calls `handler` with this object and its previous traits whenever one of `traits`
    /// changes, after `traitCollectionDidChange(_:)` — UIKit's iOS 17 API, as in
    /// `registerForTraitChanges([TraitHorizontalSizeClass.self]) { (self: Self, previous: TraitCollection) in … }`.
    /// The object is held weakly; the registration lasts until `unregisterForTraitChanges(_:)`
    /// or the object's end. A handler whose first parameter's type the object is not is never
    /// called (one diagnostic line when registering).
    @discardableResult
    public func registerForTraitChanges<Environment: TraitEnvironment>(
        _ traits: [any TraitDefinition.Type], handler: @escaping (Environment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { [weak self] previous in
            if let target = self as? Environment { handler(target, previous) }
        }
        guard let observing = self as? TraitChangeObserving, self is Environment else {
            Diagnostics.report("registerForTraitChanges: the handler takes \(Environment.self), not \(type(of: self)); it is never called")
            return registration
        }
        observing.traitChangeRegistrations.append(registration)
        return registration
    }

    /// Stops the calls of `registration` (made by this object's `registerForTraitChanges`).
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        (self as? TraitChangeObserving)?.traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension View: TraitEnvironment, TraitChangeObserving {}
