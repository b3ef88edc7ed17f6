import Foundation

/// A view that blurs what is behind it — UIKit's `UIVisualEffectView`.
///
/// With a `BlurEffect` the view shows everything painted under it (its superview's earlier
/// subviews, their content, the windows' background) blurred by a Gaussian of
/// `Theme.blur.sigma` points, with the style's tint over it, then its `contentView` and the
/// content view's subviews sharp on top. Add subviews to `contentView`, as in UIKit.
///
/// The blur is made on the render backend (on the X server with RENDER: the client sends
/// no pixels for it) from a copy of the backdrop a quarter of the size each way, and kept
/// while nothing under the view changes: a still backdrop costs one scaled composite per
/// frame that repaints the view. Setting `layer.cornerRadius` with `clipsToBounds` rounds
/// it. Inside a view with a transform, or inside a rasterised subtree, the view shows its
/// tint without the blur.
open class VisualEffectView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The effect: a `BlurEffect`, or nil (or a plain `VisualEffect`) for none — the view
    /// then shows only its content view.
    public var effect: VisualEffect? {
        didSet { markDirty(contentChanged: false) }
    }

    /// The view that holds the effect view's content, kept the size of its bounds.
    public let contentView = View()

    /// An effect view with `effect`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        showsBackdrop = true
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// An effect view with no effect and `frame`.
    public override init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
        showsBackdrop = true
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The blur effect, when the effect is one.
    var blurEffect: BlurEffect? { effect as? BlurEffect }
}
