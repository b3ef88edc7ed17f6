import Foundation

/// What a view controller knows about presentations: the controller it presents, the one
/// presenting it, its style, and the machinery showing it while it is presented.
@MainActor
struct PresentationState {
    /// The controller presented by this one (held strongly, as in UIKit).
    var presented: ViewController?
    /// The controller that presented this one.
    weak var presenting: ViewController?
    /// The style this controller asks for when presented.
    var style: ModalPresentationStyle = .automatic
    /// The views and transitions showing this controller while it is presented.
    var controller: PresentationController?
    /// Presentations this controller asked for that wait for a push or pop to end.
    var queuedPresentations = 0
}
