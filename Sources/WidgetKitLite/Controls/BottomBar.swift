import Foundation

/// The bar of the mission: full width, pinned to its superview's safe-area bottom (so it
/// rides on top of the tab bar and follows it when the tab bar slides), 100 points tall,
/// black at alpha 0.35 by default, holding optional items. It fades through an
/// interruptible `ViewPropertyAnimator`: a second call mid-fade turns it around from where
/// it is, without a jump. A hidden bar takes no touches.
@MainActor
open class BottomBar: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The bar's height in points.
    open var height: CGFloat = Theme.light.bottomBarHeight {
        didSet { layoutInSuperview() }
    }
    /// How long a fade lasts.
    open var fadeDuration: TimeInterval = Theme.light.bottomBarFadeDuration
    /// Whether the bar is hidden (its target state while a fade runs).
    public private(set) var isBarHidden = false
    /// The views shown in the bar, laid out left to right, centred vertically.
    open var items: [View] = [] {
        didSet { installItems(replacing: oldValue) }
    }

    private func installItems(replacing old: [View]) {
        for item in old where item.superview === self { item.removeFromSuperview() }
        for item in items { addSubview(item) }
        setNeedsLayout()
    }
    /// The running fade, if any.
    public private(set) var fadeAnimator: ViewPropertyAnimator?

    /// Creates a bar; add it to a view controller's view and it pins itself.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .theme(\.bottomBarColor)
        accessibilityIdentifier = "bottom bar"
    }

    /// Creates a bar holding a label with `text` in the `label` colour: black on the light
    /// appearance's grey bar, white on the dark one's (over 4.5:1 on both).
    public convenience init(text: String) {
        self.init(frame: .zero)
        let label = Label(text: text, font: theme.bodyFont, color: .label)
        items = [label]
        installItems(replacing: [])  // observers do not run inside the class's own initialisers
    }

    /// Fades the bar out or in: 0.5 s ease-in, interruptible. A call mid-fade stops the
    /// running animator where it is and turns around from the value on screen.
    open func setBarHidden(_ hidden: Bool, animated: Bool) {
        // Only a running fade is stopped (stopping an inactive animator is misuse).
        if let fadeAnimator, fadeAnimator.state == .active { fadeAnimator.stopAnimation(true) }
        fadeAnimator = nil
        isBarHidden = hidden
        let target: CGFloat = hidden ? 0 : 1
        guard animated else {
            View.performWithoutAnimation { alpha = target }
            return
        }
        fadeAnimator = ViewPropertyAnimator.runningPropertyAnimator(
            withDuration: fadeDuration, delay: 0, options: .init(curve: theme.bottomBarFadeCurve),
            animations: { [weak self] in self?.alpha = target },
            completion: { [weak self] _ in self?.fadeAnimator = nil })
    }

    /// Toggles `isBarHidden` with a fade.
    open func toggle() { setBarHidden(!isBarHidden, animated: true) }

    override var drawsOutsideRasterization: Bool { true }

    override var placesItselfInSuperview: Bool { true }

    override func layoutInSuperview() {
        guard let parent = superview else { return }
        let b = parent.bounds
        let bottom = parent.safeAreaInsets.bottom
        frame = CGRect(x: b.minX, y: b.maxY - bottom - height, width: b.width, height: height)
    }

    open override func layoutSubviews() {
        var x: CGFloat = 20
        for item in items where !item.isHidden {
            let s = item.sizeThatFits(.zero)
            item.frame = CGRect(x: x, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
            x += s.width + 12
        }
    }
}
