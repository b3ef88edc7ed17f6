import Foundation

/// Makes a view a drop target — UIKit's `UIDropInteraction`. Add it with
/// `view.addInteraction(_:)`; its delegate says which drags it takes, what a drop would do
/// while a drag moves over the view, and performs the drop.
///
/// Drags come from the app's own views (`DragInteraction`, table and collection rows) and,
/// on X11, from other applications (XDND). A drag is offered to the deepest view under the
/// pointer with a drop interaction whose delegate can handle it, else to its nearest such
/// ancestor.
@MainActor
public final class DropInteraction: Interaction {
    /// The delegate; held weakly.
    public private(set) weak var delegate: DropInteractionDelegate?
    /// The view the interaction is on.
    public private(set) weak var view: View?
    /// Whether the interaction takes a drag while another drop into it is under way (ignored:
    /// one drag runs at a time).
    public var allowsSimultaneousDropSessions = false

    /// An interaction asking `delegate`.
    public init(delegate: DropInteractionDelegate) {
        self.delegate = delegate
    }

    /// Nothing to do before moving.
    public func willMove(to view: View?) {}

    /// Keeps `view` (weakly).
    public func didMove(to view: View?) { self.view = view }
}

/// A drop target's decisions — UIKit's `UIDropInteractionDelegate`. Every method is
/// optional: a delegate that implements none takes every drag and proposes `.cancel`.
@MainActor
public protocol DropInteractionDelegate: AnyObject {
    /// Whether the interaction takes `session` at all (asked once per drag, before it
    /// enters). Default: true.
    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool
    /// The drag entered the view.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession)
    /// The drag moved over the view: what a drop here would do. Default: `.cancel`.
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal
    /// The drag left the view, or ended without a drop on it.
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession)
    /// The drag was dropped on the view with a copy or move proposal: load the items here
    /// (`session.loadObjects(ofClass:completion:)`); loads from another application must
    /// start before this returns.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession)
    /// The drop is over (after `performDrop`).
    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession)
    /// The drag ended, dropped here or not (for every interaction it entered).
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession)
}

extension DropInteractionDelegate {
    /// Default: every drag.
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { true }
    /// Default: nothing.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {}
    /// Default: `.cancel`.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .cancel)
    }
    /// Default: nothing.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {}
    /// Default: nothing.
    public func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {}
    /// Default: nothing.
    public func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) {}
    /// Default: nothing.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {}
}

/// What a drop at the current place would do — UIKit's `UIDropProposal`.
@MainActor
public class DropProposal {
    /// The operation: `.copy` or `.move` take the drop, `.forbidden` refuses it visibly,
    /// `.cancel` not at all. A `.move` the drag does not allow becomes `.copy`.
    public let operation: DropOperation

    /// A proposal of `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}
