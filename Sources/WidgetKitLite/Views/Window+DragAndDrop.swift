import Foundation

/// Drop targeting: which drop interaction a drag over the window is offered to, and the
/// calls to its delegate as the drag enters, moves, leaves and drops. The same for a drag
/// from the app's own views and from another application.
extension Window {
    /// The drag of `session` is at `point` (window points): offers it to the drop
    /// interaction there, telling the one it left and the one it entered; returns the
    /// operation a drop would do.
    @discardableResult
    func updateDrop(_ session: DropSession, at point: CGPoint) -> DropOperation {
        if let old = session.window, old !== self { old.exitDrop(session) }
        session.window = self
        session.locationInWindow = point
        let target = dropTarget(at: point, for: session)
        if target !== session.target {
            if let old = session.target { old.delegate?.dropInteraction(old, sessionDidExit: session) }
            session.target = target
            if let target {
                if !session.entered.contains(where: { $0 === target }) { session.entered.append(target) }
                target.delegate?.dropInteraction(target, sessionDidEnter: session)
            }
        }
        guard let target, let delegate = target.delegate else {
            session.operation = .cancel
            return .cancel
        }
        var operation = delegate.dropInteraction(target, sessionDidUpdate: session).operation
        if operation == .move, !session.allowsMoveOperation { operation = .copy }
        session.operation = operation
        return operation
    }

    /// The drag left the window (or was abandoned): the interaction it was over is told.
    func exitDrop(_ session: DropSession) {
        guard session.window === self else { return }
        if let target = session.target { target.delegate?.dropInteraction(target, sessionDidExit: session) }
        session.target = nil
        session.operation = .cancel
    }

    /// The drag was dropped where it was last moved to: the interaction there performs the
    /// drop when it proposed a copy or a move; every interaction the drag entered is told it
    /// ended. Returns the operation done (`.cancel` when none).
    @discardableResult
    func performDrop(_ session: DropSession) -> DropOperation {
        let operation = session.operation
        defer { endDrop(session) }
        guard let target = session.target, let delegate = target.delegate, operation == .copy || operation == .move else {
            exitDrop(session)
            return .cancel
        }
        delegate.dropInteraction(target, performDrop: session)
        delegate.dropInteraction(target, concludeDrop: session)
        return operation
    }

    /// Tells every interaction the drag entered that it ended.
    func endDrop(_ session: DropSession) {
        let entered = session.entered
        session.entered = []
        session.target = nil
        for interaction in entered { interaction.delegate?.dropInteraction(interaction, sessionDidEnd: session) }
    }

    /// The nearest drop interaction that takes `session`, from the view under `point` up.
    private func dropTarget(at point: CGPoint, for session: DropSession) -> DropInteraction? {
        var view = hitTest(point)
        while let current = view {
            for case let interaction as DropInteraction in current.interactions {
                guard let delegate = interaction.delegate else { continue }
                let key = ObjectIdentifier(interaction)
                let handles = session.handles[key] ?? delegate.dropInteraction(interaction, canHandle: session)
                session.handles[key] = handles
                if handles { return interaction }
            }
            view = current.superview
        }
        return nil
    }
}

extension Window: DragDestination {
    func drag(_ drag: IncomingDrag, movedTo point: CGPoint) -> DropOperation {
        let operation = updateDrop(session(of: drag), at: point)
        frameLoop?.requestFrame()
        return operation
    }

    func dragExited(_ drag: IncomingDrag) {
        let session = session(of: drag)
        exitDrop(session)
        endDrop(session)
        drag.destinationState = nil
        frameLoop?.requestFrame()
    }

    func drop(_ drag: IncomingDrag, at point: CGPoint) -> DropOperation {
        let session = session(of: drag)
        if session.window !== self || session.locationInWindow != point { updateDrop(session, at: point) }
        let operation = performDrop(session)
        drag.destinationState = nil
        frameLoop?.requestFrame()
        return operation
    }

    private func session(of drag: IncomingDrag) -> DropSession {
        if let session = drag.destinationState as? DropSession { return session }
        let session = DropSession(items: drag.items, allowsMoveOperation: drag.allowsMove, isLocal: false)
        drag.destinationState = session
        return session
    }
}

extension Window {
    /// Starts carrying `items` to other applications from this window (nil when the host
    /// cannot, or the window is not shown).
    func beginExternalDrag(_ items: [DragItem]) -> ExternalDrag? {
        guard let host, let surface else { return nil }
        return host.beginExternalDrag(items, from: surface)
    }
}
