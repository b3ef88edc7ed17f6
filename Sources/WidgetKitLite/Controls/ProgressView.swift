import Foundation

/// A bar that shows how far a task has come — UIKit's `UIProgressView`.
///
/// The filled part, from the leading edge, is `progress` (0…1) of the width, in
/// `progressTintColor` (the view's ``View/tintColor`` by default) over a track in
/// `trackTintColor` (`Theme.indicators.progressTrackColor`). `.default` is 4 pt tall with
/// rounded ends; `.bar`, for toolbars, is 2.5 pt tall and square. The bar fills the view's
/// width and sits centred in its height; `intrinsicContentSize` has the style's height and no
/// width.
///
/// `setProgress(_:animated: true)` glides the fill on the frame loop over
/// `Theme.indicators.progressAnimationDuration` (0.25 s, ease-in-out); `progress` reads the
/// new value at once, and the fill's ``View/presentation`` shows the value on screen.
///
/// `observedProgress` follows a Foundation `Progress`. Foundation on Linux has no key-value
/// observing (`Progress` has no `observe(_:)`), so the view reads `fractionCompleted` once
/// per frame while the progress is unfinished and the view is in a window — those frames
/// run only then — and stops once it is finished or cancelled.
@MainActor
open class ProgressView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The look of a progress view — UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// 4 pt tall, rounded.
        case `default`
        /// 2.5 pt tall, square, for toolbars.
        case bar
    }

    /// The look. Changing it invalidates the intrinsic content size.
    open var progressViewStyle: Style = .default {
        didSet {
            guard progressViewStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            placeParts(animated: false)
            updateColors()
        }
    }

    /// The fraction done, 0…1 (default 0). Values outside are clamped; NaN becomes 0 with one
    /// diagnostic line.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The filled part's colour; nil uses the view's ``View/tintColor``.
    open var progressTintColor: Color? {
        didSet { updateColors() }
    }

    /// The track's colour; nil uses the theme's track colour for the style.
    open var trackTintColor: Color? {
        didSet { updateColors() }
    }

    /// A Foundation `Progress` whose `fractionCompleted` the view shows (read every frame
    /// while it is unfinished and the view is in a window). Nil stops following.
    open var observedProgress: Progress? {
        didSet {
            guard observedProgress !== oldValue else { return }
            follower = nil
            followObservedProgress()
        }
    }

    private var storedProgress: Float = 0
    private let track = View()
    private let fill = View()
    private var follower: ProgressFollower?
    /// The size the parts were last placed for.
    private var placedSize: CGSize?

    /// Creates a progress view with `frame`, at 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [track, fill] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        isUserInteractionEnabled = false
        accessibilityIdentifier = "progress-view"
        updateColors()
        placeParts(animated: false)
    }

    /// Creates a progress view of `style` with a zero frame, at 0.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the progress (clamped to 0…1; NaN becomes 0 with one diagnostic line), gliding the
    /// fill when `animated` and in a window.
    open func setProgress(_ progress: Float, animated: Bool) {
        let value: Float
        if progress.isNaN {
            BadValue.report("ProgressView.setProgress", progress, using: 0)
            value = 0
        } else {
            value = min(max(progress, 0), 1)
        }
        guard value != storedProgress else { return }
        storedProgress = value
        placeParts(animated: animated)
    }

    /// The progress the fill shows on screen now (its presentation), 0…1.
    var presentedProgress: CGFloat {
        let width = bounds.width
        return width > 0 ? fill.presentation.frame.width / width : CGFloat(storedProgress)
    }

    // MARK: Geometry

    /// The style's height (4 pt or 2.5 pt), no width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: barHeight)
    }

    /// The offered width and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(0, size.width.finite()), height: barHeight)
    }

    private var barHeight: CGFloat {
        progressViewStyle == .bar ? theme.indicators.progressBarHeight : theme.indicators.progressHeight
    }

    /// A layout pass re-places the parts only when the size changed, so that it does not cut
    /// short a glide of the fill.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != placedSize { placeParts(animated: false) }
    }

    private func placeParts(animated: Bool) {
        placedSize = bounds.size
        let height = barHeight
        let y = (bounds.height - height) / 2
        let radius = progressViewStyle == .bar ? 0 : height / 2
        let width = bounds.width * CGFloat(storedProgress)
        track.cornerRadius = radius
        fill.cornerRadius = radius
        let apply = { [self] in
            track.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            fill.frame = CGRect(x: 0, y: y, width: width, height: height)
        }
        if animated && window != nil {
            View.animate(
                withDuration: theme.indicators.progressAnimationDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                animations: apply)
        } else {
            View.performWithoutAnimation(apply)
        }
    }

    // MARK: Appearance

    /// The fill follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        fill.backgroundColor = progressTintColor ?? tintColor
        let defaultTrack: Color = progressViewStyle == .bar ? .theme(\.indicators.progressBarTrackColor) : .theme(\.indicators.progressTrackColor)
        track.backgroundColor = trackTintColor ?? defaultTrack
    }

    // MARK: Following a Progress

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        followObservedProgress()
    }

    /// Starts reading `observedProgress` every frame, when there is one to follow.
    private func followObservedProgress() {
        guard let observed = observedProgress else { return }
        showFraction(of: observed)
        guard let loop = window?.frameLoop, !Self.isOver(observed) else { return }
        let follower = self.follower ?? ProgressFollower(view: self)
        self.follower = follower
        loop.add(follower)
    }

    /// Shows `observed.fractionCompleted`; returns whether `reader` should keep reading it
    /// (a reader replaced by another stops).
    fileprivate func readObservedProgress(by reader: ProgressFollower) -> Bool {
        guard reader === follower, let observed = observedProgress, window != nil else { return false }
        showFraction(of: observed)
        return !Self.isOver(observed)
    }

    private func showFraction(of observed: Progress) {
        let fraction = observed.fractionCompleted
        setProgress(fraction.isFinite ? Float(fraction) : 0, animated: false)
    }

    private static func isOver(_ progress: Progress) -> Bool {
        progress.isFinished || progress.isCancelled || progress.fractionCompleted >= 1
    }
}

/// Reads a progress view's observed `Progress` once per frame until it is over.
@MainActor
private final class ProgressFollower: FrameTicking {
    weak var view: ProgressView?

    init(view: ProgressView) {
        self.view = view
    }

    func tick(at now: TimeInterval) -> Bool {
        view?.readObservedProgress(by: self) ?? false
    }
}
