import Foundation

/// A control that turns an option on or off — UIKit's `UISwitch`.
///
/// The switch is always `Theme.switchSize` (51 × 31 pt): a frame of another size keeps its
/// origin and takes that size. A click anywhere on it toggles it; dragging the thumb past
/// the middle and releasing sets the side it was dragged to. Space or Return toggle it while
/// it has the keyboard focus. Every change made by the user sends `.valueChanged` once
/// (setting `isOn` in code sends nothing, as in UIKit). The thumb moves on a spring
/// (`Theme.switchAnimationDuration`, `Theme.switchSpringDampingRatio`) and stretches while
/// pressed; the track fades between `Theme.switchOffTrackColor` and `onTintColor`.
/// Disabled, the switch is drawn faded (`Theme.disabledControlAlpha`) and ignores input.
@MainActor
open class Switch: Control {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// Whether the switch is on. Setting it moves the thumb at once and sends no event.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// The track colour when on. Default: `Theme.switchOnTintColor`.
    open var onTintColor: Color {
        didSet { if onTintColor != oldValue { updateAppearance(animated: false) } }
    }

    /// The thumb colour; nil uses `Theme.thumbColor`.
    open var thumbTintColor: Color? {
        didSet { if thumbTintColor != oldValue { updateAppearance(animated: false) } }
    }

    private var on = false
    private let thumbShadow = View()
    private let thumb = View()
    private var animator: ViewPropertyAnimator?
    /// Where the press began, and the side the thumb was dragged to (nil until it moved).
    private var pressStart: CGPoint = .zero
    private var draggedOn: Bool?
    /// Horizontal movement that turns a press into a drag of the thumb: 4 pt.
    static let dragThreshold: CGFloat = 4

    /// Creates an off switch at `frame.origin`, `Theme.switchSize` large.
    public override init(frame: CGRect) {
        onTintColor = .theme(\.switchOnTintColor)
        super.init(frame: CGRect(origin: frame.origin, size: Theme.light.switchSize))
        for part in [thumbShadow, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        accessibilityIdentifier = "switch"
        updateAppearance(animated: false)
    }

    /// Creates an off switch at the origin.
    public convenience init() { self.init(frame: .zero) }

    /// The frame; its size is always `Theme.switchSize`.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: theme.switchSize) }
    }

    /// Turns the switch on or off, moving the thumb on its spring when `animated`. Sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        updateAppearance(animated: animated)
    }

    /// `Theme.switchSize`.
    open override var intrinsicContentSize: CGSize { theme.switchSize }

    /// `Theme.switchSize`, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { theme.switchSize }

    // MARK: Appearance

    open override func stateDidChange() {
        super.stateDidChange()
        updateAppearance(animated: window != nil)
    }

    /// The side the thumb shows: where it is being dragged, else the value.
    private var shownOn: Bool { draggedOn ?? on }

    private func updateAppearance(animated: Bool) {
        let theme = self.theme
        let size = theme.switchSize, inset = theme.switchThumbInset
        let diameter = size.height - 2 * inset
        let width = diameter + (isHighlighted ? theme.switchThumbStretch : 0)
        let x = shownOn ? size.width - inset - width : inset
        let thumbFrame = CGRect(x: x, y: inset, width: width, height: diameter)
        let fade = disabledFade
        let trackColor = fadedForState(shownOn ? onTintColor : theme.switchOffTrackColor)
        let apply = { [self] in
            backgroundColor = trackColor
            thumb.frame = thumbFrame
            thumbShadow.frame = thumbFrame.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 0.5)
            thumb.alpha = isEnabled ? 1 : 0.8
            thumbShadow.alpha = fade
        }
        cornerRadius = size.height / 2
        thumb.cornerRadius = diameter / 2
        thumbShadow.cornerRadius = diameter / 2 + 0.5
        thumb.backgroundColor = thumbTintColor ?? theme.thumbColor
        thumbShadow.backgroundColor = theme.thumbShadowColor
        // Nothing moves (a focus change, say): no animation, no frames.
        if thumb.frame == thumbFrame && backgroundColor == trackColor && thumb.alpha == (isEnabled ? 1 : 0.8) { return }
        // Only a running spring is stopped: one that ended is inactive, and stopping it
        // would be misuse (the toolkit's own diagnostic).
        if let animator, animator.state == .active { animator.stopAnimation(true) }
        animator = nil
        guard animated else {
            View.performWithoutAnimation(apply)
            return
        }
        let spring = ViewPropertyAnimator(duration: theme.switchAnimationDuration, dampingRatio: theme.switchSpringDampingRatio, animations: apply)
        spring.addCompletion { [weak self, weak spring] _ in
            if let self, self.animator === spring { self.animator = nil }
        }
        spring.startAnimation()
        animator = spring
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool {
        pressStart = touch.location(in: self)
        draggedOn = nil
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool {
        let p = touch.location(in: self)
        if draggedOn != nil || abs(p.x - pressStart.x) >= Self.dragThreshold {
            let side = p.x >= bounds.midX
            if side != draggedOn {
                draggedOn = side
                updateAppearance(animated: true)
            }
        }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: WidgetKitLite.Event?) {
        let dragged = draggedOn
        draggedOn = nil
        // A drag sets the side it ended on; a click released inside toggles.
        let newValue = dragged ?? (isTouchInside ? !on : on)
        if newValue != on {
            on = newValue
            updateAppearance(animated: true)
            sendActions(for: .valueChanged)
        } else {
            updateAppearance(animated: true)
        }
    }

    open override func cancelTracking(with event: WidgetKitLite.Event?) {
        draggedOn = nil
        updateAppearance(animated: true)
    }

    // MARK: Keyboard

    /// Space or Return while focused toggle the switch and send `.valueChanged`, then
    /// `.primaryActionTriggered`.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        let activates = presses.contains { $0.modifiers.isEmpty && Self.activationKeys.contains($0.name.lowercased()) }
        if activates, isEnabled, isFocused {
            setOn(!on, animated: true)
            sendActions(for: .valueChanged)
        }
        super.pressesBegan(presses, with: event)
    }
}
