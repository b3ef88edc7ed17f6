import Foundation

/// A spinner that shows that a task is in progress — UIKit's `UIActivityIndicatorView`.
///
/// The spinner is UIKit's ring of fading spokes (8 for `.medium`, 12 for `.large`) that steps
/// clockwise by one spoke at a time, a full turn per `Theme.indicators.activityIndicatorPeriod`
/// (1 s). It is drawn centred in the view's bounds at its style's size
/// (`intrinsicContentSize`: 20 × 20 pt or 37 × 37 pt), in `color`.
///
/// It animates only while it is started (`startAnimating()`), in a window and drawn: each
/// step is a frame-loop timer scheduled when the previous step is drawn, so no frames run
/// between steps, and a spinner that is stopped, hidden (itself or an ancestor), transparent
/// or out of its window schedules nothing — zero wakeups. It resumes where the turn would be
/// when it is drawn again. With `hidesWhenStopped` (the default) the view is hidden while it
/// is stopped, as in UIKit; a new indicator is therefore hidden until it starts.
@MainActor
open class ActivityIndicatorView: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The size of the spinner — UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// 20 × 20 pt, 8 spokes.
        case medium
        /// 37 × 37 pt, 12 spokes.
        case large
    }

    /// The spinner's size. Changing it invalidates the intrinsic content size.
    open var style: Style {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' colour; nil restores the default, `Theme.indicators.activityIndicatorColor`
    /// (the system grey).
    open var color: Color! {
        get { ownColor ?? .theme(\.indicators.activityIndicatorColor) }
        set {
            guard newValue != ownColor else { return }
            ownColor = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the view is hidden while it is stopped. Default: true.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spinner is started.
    public private(set) var isAnimating = false

    private var ownColor: Color?
    /// When the running turn started, on the frame loop's clock (set when first drawn).
    private var turnStart: TimeInterval?
    /// The next step, scheduled when the current one was drawn.
    private var stepTimer: FrameLoopTimer?

    /// Creates a stopped indicator of `style`, hidden while stopped.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        let side = Self.side(of: style, in: Theme.light)
        frame = CGRect(x: 0, y: 0, width: side, height: side)
        isHidden = true
        isUserInteractionEnabled = false
        accessibilityIdentifier = "activity-indicator"
    }

    /// Creates a stopped `.medium` indicator with `frame`, hidden while stopped.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
        accessibilityIdentifier = "activity-indicator"
    }

    /// Starts the spinner (and shows the view when `hidesWhenStopped`). Already started:
    /// nothing happens.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        turnStart = nil
        if hidesWhenStopped { isHidden = false }
        setNeedsDisplay()
    }

    /// Stops the spinner (and hides the view when `hidesWhenStopped`); nothing stays
    /// scheduled. Already stopped: nothing happens.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        cancelStep()
        turnStart = nil
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    /// Whether a step of the spinner is scheduled (it is animating and was drawn).
    var isStepScheduled: Bool { stepTimer?.isPending ?? false }

    // MARK: Size

    /// A square of the style's side: 20 pt (`.medium`) or 37 pt (`.large`).
    open override var intrinsicContentSize: CGSize {
        let side = Self.side(of: style, in: theme)
        return CGSize(width: side, height: side)
    }

    /// The style's square, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    static func side(of style: Style, in theme: Theme) -> CGFloat {
        style == .large ? theme.indicators.activityIndicatorLargeSize : theme.indicators.activityIndicatorMediumSize
    }

    /// Spokes of the ring: 8 (`.medium`) or 12 (`.large`).
    var spokeCount: Int { style == .large ? 12 : 8 }

    // MARK: Visibility

    open override var isHidden: Bool {
        didSet {
            if isHidden { cancelStep() } else if isAnimating { setNeedsDisplay() }
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { cancelStep() } else if isAnimating { setNeedsDisplay() }
    }

    private func cancelStep() {
        stepTimer?.cancel()
        stepTimer = nil
    }

    // MARK: Drawing

    /// The spoke drawn darkest now: 0 (top) while stopped, else the step of the running turn.
    /// Schedules the next step when animating in a window.
    private func leadingSpokeForDrawing() -> Int {
        guard isAnimating, !isHidden, let loop = window?.frameLoop else { return 0 }
        let now = loop.now
        let start = turnStart ?? now
        turnStart = start
        let period = theme.indicators.activityIndicatorPeriod
        let stepDuration = (period.isFinite && period > 0 ? period : 1) / Double(spokeCount)
        // A step drawn at its own deadline counts as reached (sums of steps are inexact).
        let step = Int(((now - start) / stepDuration + Self.stepSlack).rounded(.down))
        if !isStepScheduled {
            stepTimer = loop.schedule(at: start + Double(step + 1) * stepDuration) { [weak self] in
                guard let self else { return }
                self.stepTimer = nil
                self.setNeedsDisplay()
            }
        }
        return step % spokeCount
    }

    /// Slack when a step's index is computed at its deadline.
    private static let stepSlack = 1e-6
    /// The faintest spoke, as a fraction of the colour's alpha: 0.25.
    static let faintestSpoke: CGFloat = 0.25
    /// Spokes start at this fraction of the side from the centre…
    static let spokeInnerRadius: CGFloat = 0.25
    /// …and are this fraction of the side thick (with round ends).
    static let spokeWidth: CGFloat = 0.09

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let leading = leadingSpokeForDrawing()
        let side = Self.side(of: style, in: theme)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let width = side * Self.spokeWidth
        let inner = side * Self.spokeInnerRadius, outer = side / 2 - width / 2
        let n = spokeCount
        let base: Color = color
        for i in 0..<n {
            let behind = (leading - i + n) % n
            let shade = 1 - (1 - Self.faintestSpoke) * CGFloat(behind) / CGFloat(n - 1)
            let angle = CGFloat(i) / CGFloat(n) * 2 * .pi
            let dx = sin(angle), dy = -cos(angle)
            let spoke = BezierPath()
            spoke.move(to: CGPoint(x: center.x + inner * dx, y: center.y + inner * dy))
            spoke.addLine(to: CGPoint(x: center.x + outer * dx, y: center.y + outer * dy))
            spoke.lineWidth = width
            spoke.lineCapStyle = .round
            context.stroke(spoke, color: base.withAlphaComponent(base.alpha * shade))
        }
    }
}
