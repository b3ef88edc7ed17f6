import Foundation

/// A view's Auto Layout state, made on first use so that views laid out by frames carry
/// none of it.
///
/// Everything in the engine that must not keep a view alive (nodes, constraints, anchors,
/// guides) refers to the view through this object, weakly: a weak reference to the view
/// itself would give the view a side table, and every retain and release of it would take
/// the runtime's slow path. Only the view holds this object, so `view` is valid while it exists.
@MainActor
final class ViewAutoLayout {
    /// The view (not retained: it owns this object).
    unowned(unsafe) let view: View
    /// The view's variables, once a constraint used it.
    var node: LayoutNode?
    /// The constraints installed on the view (`View.constraints`): those whose items' closest
    /// common ancestor it is, in the order they were activated.
    var installed: [NSLayoutConstraint] = []
    /// Content hugging, horizontal and vertical.
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
    /// Compression resistance, horizontal and vertical.
    var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// Guides added with `addLayoutGuide(_:)`, in order.
    var guides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    /// The layout margins set by the app (nil: the default).
    var margins: NSDirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var needsUpdateConstraints = false
    var subtreeNeedsUpdateConstraints = false

    init(view: View, hugging: LayoutPriority) {
        self.view = view
        self.hugging = (hugging, hugging)
    }

    /// Every guide of the view, system ones included.
    var allGuides: [LayoutGuide] { guides + [safeAreaGuide, marginsGuide, readableGuide].compactMap { $0 } }
}

/// The default layout margins of a view: 8 points on every edge, as UIKit.
enum DefaultLayoutMargins {
    static let view = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
}
