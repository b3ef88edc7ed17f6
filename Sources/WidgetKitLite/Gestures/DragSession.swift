import Foundation

/// A drag started in this app — UIKit's `UIDragSession`: its items and where the pointer is.
///
/// Over the app's windows the drag is delivered to their drop interactions directly (the
/// items' `localObject`s arrive as they are); elsewhere the platform carries it to other
/// applications (XDND on X11) with the items' data.
@MainActor
public final class DragSession {
    /// The dragged items.
    public private(set) var items: [DragItem] = []
    /// Anything the source keeps with the drag.
    public var localContext: Any?
    /// The window the drag started in, and where the pointer is in it.
    public private(set) weak var window: Window?
    var locationInWindow: CGPoint
    /// The drag as the app's drop targets see it (made with the items).
    private(set) var dropSession = DropSession(items: [], allowsMoveOperation: true, isLocal: true)
    /// Told once when the drag ends, with the operation done.
    var onEnd: (@MainActor (DragSession, DropOperation) -> Void)?
    /// The drag as another application sees it, while the pointer is outside the window.
    var external: ExternalDrag?
    /// The table or collection view the drag started on, and the row (item) it lifted.
    weak var sourceList: View?
    var sourceIndexPath: IndexPath?
    /// Whether the drag ended (dropped or cancelled).
    private(set) var hasEnded = false
    /// The picture following the pointer, and where its top-left corner is (window points).
    private var previewImage: DragImage?
    private(set) var previewOrigin: CGPoint?

    /// A drag starting at `point` of `window`; it carries nothing until `carry(_:)`.
    init(window: Window, at point: CGPoint) {
        self.window = window
        locationInWindow = point
    }

    /// Sets the items (once, before the first move) and takes the window's keys until the
    /// drag ends: Escape cancels it, other keys are dropped.
    func carry(_ items: [DragItem]) {
        self.items = items
        dropSession = DropSession(items: items, allowsMoveOperation: true, isLocal: true)
        dropSession.dragSession = self
        if let window, window.eventDispatcher.keyboardCapture == nil { window.eventDispatcher.keyboardCapture = self }
    }

    /// Where the pointer is in `view`'s coordinates.
    public func location(in view: View) -> CGPoint {
        guard let window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// Shows a snapshot of `preview` next to the pointer (`Theme.drag.previewOffset`), at
    /// `Theme.drag.previewAlpha`, until the drag ends; nothing when its view is not in the
    /// window or the platform shows no drag images.
    func showPreview(_ preview: TargetedDragPreview) {
        guard !hasEnded, previewImage == nil, let window, let host = window.host, let surface = window.surface,
            let rect = preview.rect(in: window)
        else { return }
        let origin = previewPlace(for: locationInWindow)
        previewImage = host.showDragImage(of: rect, in: surface, at: origin, alpha: window.theme.drag.previewAlpha)
        if previewImage != nil { previewOrigin = origin }
    }

    private func previewPlace(for point: CGPoint) -> CGPoint {
        let offset = window?.theme.drag.previewOffset ?? .zero
        return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    private func movePreview(to point: CGPoint) {
        guard let previewImage else { return }
        let origin = previewPlace(for: point)
        previewOrigin = origin
        previewImage.move(to: origin)
    }

    private func removePreview() {
        previewImage?.close()
        previewImage = nil
        previewOrigin = nil
    }

    /// The pointer moved to `point` (window points): the window's drop target there is
    /// offered the drag, or, outside the window, the platform's. Returns the operation a
    /// drop would do.
    @discardableResult
    func move(to point: CGPoint) -> DropOperation {
        guard !hasEnded, let window else { return .cancel }
        locationInWindow = point
        movePreview(to: point)
        if window.bounds.contains(point) {
            external?.leave()
            return window.updateDrop(dropSession, at: point)
        }
        window.exitDrop(dropSession)
        if external == nil { external = window.beginExternalDrag(items) }
        return external?.move(to: point) ?? .cancel
    }

    /// Drops at the pointer; `onEnd` gets the operation done (`.cancel` when no target
    /// took it): at once for a drop in the app, when the other application answers
    /// otherwise.
    func drop() {
        guard !hasEnded else { return }
        removePreview()
        guard let window else { return cancel() }
        hasEnded = true
        if let external, external.isOverTarget || external.awaitsTargetAnswer {
            window.endDrop(dropSession)
            external.drop { [weak self] operation in self?.end(with: operation) }
            return
        }
        external?.abandon()
        end(with: window.performDrop(dropSession))
    }

    /// Ends the drag without a drop (a cancelled gesture).
    func cancel() {
        guard !hasEnded else { return }
        hasEnded = true
        removePreview()
        external?.abandon()
        window?.exitDrop(dropSession)
        window?.endDrop(dropSession)
        end(with: .cancel)
    }

    private func end(with operation: DropOperation) {
        removePreview()
        external = nil
        if let window, window.eventDispatcher.keyboardCapture === self { window.eventDispatcher.keyboardCapture = nil }
        let onEnd = onEnd
        self.onEnd = nil
        onEnd?(self, operation)
    }
}

extension DragSession: KeyboardCapturing {
    /// Escape cancels the drag; other keys are dropped while it runs.
    func captureKeyDown(_ press: KeyPress) {
        if press.name.lowercased() == "escape" { cancel() }
    }
}
