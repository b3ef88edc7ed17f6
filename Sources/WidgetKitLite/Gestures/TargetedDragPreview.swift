import Foundation

/// The picture a drag shows under the pointer — UIKit's `UITargetedDragPreview`: what a view
/// shows on screen when the drag starts (a snapshot), cut to the parameters' visible path.
///
/// The view must be in the window the drag starts in; the snapshot is taken once, so the
/// view may change or move afterwards without changing the image.
@MainActor
public class TargetedDragPreview {
    /// The view whose pixels the preview shows.
    public let view: View
    /// How the view is cut (its visible path's bounding box).
    public let parameters: DragPreviewParameters
    /// Where the lift starts (kept as given; the preview appears next to the pointer at once).
    public let target: PreviewTarget

    /// A preview of all of `view`, lifted from where it is.
    public convenience init(view: View) {
        self.init(view: view, parameters: DragPreviewParameters())
    }

    /// A preview of `view` cut by `parameters`, lifted from where it is.
    public convenience init(view: View, parameters: DragPreviewParameters) {
        let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        self.init(view: view, parameters: parameters, target: PreviewTarget(container: view, center: center))
    }

    /// A preview of `view` cut by `parameters`, lifted from `target`.
    public init(view: View, parameters: DragPreviewParameters, target: PreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// The part of the window the preview shows, in window points; nil when the view is not
    /// in `window` or nothing of it is visible.
    func rect(in window: Window) -> CGRect? {
        guard view.window === window else { return nil }
        var local = view.bounds
        if let path = parameters.visiblePath {
            let box = path.bounds
            guard !box.isNull else { return nil }
            local = local.intersection(box)
        }
        guard !local.isNull, local.width > 0, local.height > 0 else { return nil }
        return window.convert(local, from: view)
    }
}

/// How a drag preview is cut and backed — UIKit's `UIDragPreviewParameters`.
@MainActor
public class DragPreviewParameters {
    /// The part of the view shown, in its coordinates (the bounding box of the path); nil:
    /// all of it.
    public var visiblePath: BezierPath?
    /// Behind the view's transparent parts (not drawn: the snapshot shows what the window
    /// shows there).
    public var backgroundColor: Color?

    /// Parameters that show the whole view.
    public init() {}
}

/// Where a preview comes from — UIKit's `UIPreviewTarget`: a point in a container view.
@MainActor
public class PreviewTarget {
    /// The view `center` is in.
    public let container: View
    /// The point, in `container`'s coordinates.
    public let center: CGPoint

    /// The point `center` of `container`.
    public init(container: View, center: CGPoint) {
        self.container = container
        self.center = center
    }
}
