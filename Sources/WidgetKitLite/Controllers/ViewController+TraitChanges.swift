import Foundation

/// A view controller's traits are its view's: `registerForTraitChanges(_:handler:)` calls
/// its handlers where the view's traits changed, after the controller's
/// `traitCollectionDidChange(_:)`.
extension ViewController: TraitEnvironment, TraitChangeObserving {}
