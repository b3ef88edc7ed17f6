import Foundation

/// Makes a view a drag source — UIKit's `UIDragInteraction`. Add it with
/// `view.addInteraction(_:)`: pressing on the view and moving past the pan threshold (10 pt)
/// asks the delegate for the items to drag; the drag then follows the pointer and drops on
/// release, on a drop interaction of the app or in another application. Escape cancels.
@MainActor
public final class DragInteraction: Interaction {
    /// The delegate; held weakly.
    public private(set) weak var delegate: DragInteractionDelegate?
    /// The view the interaction is on.
    public private(set) weak var view: View?
    /// Whether pointer drags on the view start drags. Default: true.
    public var isEnabled = true {
        didSet { recognizer.isEnabled = isEnabled }
    }
    /// The drag under way, if any.
    private(set) var session: DragSession?
    private let recognizer = PanGestureRecognizer()

    /// An interaction asking `delegate`.
    public init(delegate: DragInteractionDelegate) {
        self.delegate = delegate
        recognizer.addTarget(self, action: { interaction in { interaction.recognizerChanged($0) } })
    }

    /// Takes its pan recognizer off the old view, cancelling a drag under way.
    public func willMove(to view: View?) {
        session?.cancel()
        if let old = self.view { old.removeGestureRecognizer(recognizer) }
    }

    /// Keeps `view` (weakly) and puts its pan recognizer on it.
    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    private func recognizerChanged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let view, let window = view.window, let delegate else { return }
            let now = pan.location(in: nil)
            let translation = pan.translation(in: nil)
            let session = DragSession(window: window, at: CGPoint(x: now.x - translation.x, y: now.y - translation.y))
            let items = delegate.dragInteraction(self, itemsForBeginning: session)
            guard !items.isEmpty else { return }
            session.carry(items)
            session.onEnd = { [weak self] session, operation in
                guard let self else { return }
                if self.session === session { self.session = nil }
                self.delegate?.dragInteraction(self, session: session, didEndWith: operation)
            }
            self.session = session
            if let preview = delegate.dragInteraction(self, previewForLifting: items[0], session: session) {
                session.showPreview(preview)
            }
            session.move(to: now)
        case .changed:
            session?.move(to: pan.location(in: nil))
        case .ended:
            session?.drop()
        case .cancelled, .failed:
            session?.cancel()
        default:
            break
        }
    }
}

/// A drag source's decisions — UIKit's `UIDragInteractionDelegate`.
@MainActor
public protocol DragInteractionDelegate: AnyObject {
    /// The items a drag starting now carries (`session.location(in:)` is where the press
    /// was); none: no drag.
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem]
    /// The picture that follows the pointer for `item` (asked for the first item); nil: no
    /// picture. Default: a snapshot of the interaction's view.
    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> TargetedDragPreview?
    /// The drag ended with `operation` (`.cancel` when nothing took it). Default: nothing.
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation)
}

extension DragInteractionDelegate {
    /// Default: a snapshot of the interaction's view.
    public func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> TargetedDragPreview? {
        interaction.view.map { TargetedDragPreview(view: $0) }
    }
    /// Default: nothing.
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {}
}
