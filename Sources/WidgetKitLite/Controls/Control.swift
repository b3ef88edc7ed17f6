import Foundation

/// A view that turns presses into events sent to targets and actions — UIKit's `UIControl`.
///
/// An enabled control tracks the touch that begins on it: it is highlighted while the
/// pointer stays within `GestureLimits.controlTrackingMargin` (70 pt) of its bounds, and on
/// release sends `.touchUpInside` and `.primaryActionTriggered` (inside) or `.touchUpOutside`.
/// A tap recognizer of a superview does not take a single tap that begins on an enabled
/// control. An enabled control takes the keyboard focus; Space or Return then trigger it,
/// and a focus ring (`Theme.focusRingColor`) is drawn just inside its bounds.
///
/// Note: inside a `Control` subclass the nested `Control.Event` hides the module's
/// `Event`; write `WidgetKitLite.Event` when overriding the touch methods there.
@MainActor
open class Control: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    private struct Registration {
        let events: Control.Event
        /// The `Action`'s identifier; nil for target–action pairs.
        let identifier: String?
        let action: TargetAction<Control>
    }

    private var registrations: [Registration] = []

    /// Whether the control responds to presses and keys; disabled controls are drawn greyed.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                if isTracking { endTrackingWithoutEvents() }
                if window?.eventDispatcher.focusedViewStorage === self { window?.focus(nil) }
            }
            stateDidChange()
            Accessibility.changeObserver?.accessibilityStructureDidChange(in: self)
        }
    }

    /// Whether the control is drawn pressed.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Whether the control is selected (toggles, segments).
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            stateDidChange()
            Accessibility.changeObserver?.accessibilityStructureDidChange(in: self)
        }
    }

    /// Where the content (a button's title and image) sits across the width: `.center` by
    /// default. Changing it lays the control out again.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// Where the content sits across the height: `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved to `.left` and
    /// `.right` (the toolkit lays out left to right).
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        case let other: other
        }
    }

    /// Whether the control is tracking a press.
    public private(set) var isTracking = false

    /// Whether the tracked press is within the tracking area now. As in UIKit it stays valid
    /// inside `endTracking(_:with:)` (it tells whether the release was inside) and is false
    /// once tracking is over.
    public private(set) var isTouchInside = false

    /// The control's state flags.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isFocused { s.insert(.focused) }
        return s
    }

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Called when `isEnabled`, `isHighlighted`, `isSelected` or the focus changed; the
    /// default redraws the control. Subclasses restyle here and call super.
    open func stateDidChange() {
        setNeedsDisplay()
    }

    /// Whether the pointer rests over the control (no button down): buttons highlight then.
    public var isHovered: Bool { isHoverTarget }

    /// An enabled control is the hover target for the views in it; a disabled one keeps
    /// them dark.
    override var hoverParticipation: HoverParticipation { isEnabled ? .highlights : .refuses }

    /// Hover and focus changes restyle the control.
    override func interactionStateDidChange() { stateDidChange() }

    // MARK: Targets and actions

    /// Calls `action` on `target` (held weakly) when one of `events` happens, e.g.
    /// `button.addTarget(self, action: MyController.save, for: .touchUpInside)` with
    /// `func save(_ sender: Button)`.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Self) -> Void, for events: Control.Event) {
        registrations.append(Registration(events: events, identifier: nil, action: TargetAction(target: target, action: action)))
    }

    /// Calls `action` on `target` (held weakly) when one of `events` happens, for actions
    /// that take no sender.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, for events: Control.Event) {
        registrations.append(Registration(events: events, identifier: nil, action: TargetAction(target: target, action: action)))
    }

    /// Removes the actions of `target` (all targets when nil) for `events`.
    public func removeTarget(_ target: AnyObject?, for events: Control.Event) {
        registrations.removeAll { registration in
            registration.identifier == nil && !registration.events.isDisjoint(with: events)
                && (target.map { registration.action.matches($0) } ?? true)
        }
    }

    /// Runs `action` when one of `events` happens.
    public func addAction(_ action: Action, for events: Control.Event) {
        registrations.append(
            Registration(
                events: events, identifier: action.identifier,
                action: TargetAction { control in action.perform(sender: control) }))
    }

    /// Removes the actions with `identifier` registered for `events`.
    public func removeAction(identifiedBy identifier: String, for events: Control.Event) {
        registrations.removeAll { $0.identifier == identifier && !$0.events.isDisjoint(with: events) }
    }

    /// Calls every target and action registered for any of `events`, each once, in the
    /// order they were added.
    open func sendActions(for events: Control.Event) {
        registrations.removeAll { !$0.action.isAlive() }
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            registration.action.call(self)
        }
        if let observer = Accessibility.changeObserver {
            if events.contains(.valueChanged) { observer.accessibilityValueDidChange(of: self) }
            if events.contains(.editingChanged) { observer.accessibilityTextDidChange(in: self) }
        }
    }

    // MARK: Tracking

    /// A tracked press began; return false to stop tracking it. The default returns true.
    open func beginTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool { true }

    /// The tracked press moved; return false to stop tracking it. The default returns true.
    open func continueTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool { true }

    /// The tracked press was released. The default does nothing.
    open func endTracking(_ touch: Touch?, with event: WidgetKitLite.Event?) {}

    /// The tracked press was cancelled. The default does nothing.
    open func cancelTracking(with event: WidgetKitLite.Event?) {}

    /// Whether `point` (in the control's coordinates) is within the tracking area: the
    /// bounds grown by `GestureLimits.controlTrackingMargin` (70 pt). `isTouchInside` and the
    /// choice between `.touchUpInside` and `.touchUpOutside` use this test; subclasses may
    /// override it to track a different area.
    open func isTouchInside(at point: CGPoint) -> Bool {
        let m = GestureLimits.controlTrackingMargin
        return bounds.insetBy(dx: -m, dy: -m).contains(point)
    }

    func isInsideTrackingArea(_ touch: Touch) -> Bool { isTouchInside(at: touch.location(in: self)) }

    open override func touchesBegan(_ touches: Set<Touch>, with event: WidgetKitLite.Event?) {
        guard isEnabled, let touch = touches.first else {
            super.touchesBegan(touches, with: event)
            return
        }
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: WidgetKitLite.Event?) {
        guard isTracking, let touch = touches.first else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch)
        isHighlighted = isTouchInside
        var events: Control.Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
        if !continueTracking(touch, with: event) {
            isTracking = false
            isHighlighted = false
            endTracking(touch, with: event)
            isTouchInside = false
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: WidgetKitLite.Event?) {
        guard isTracking, let touch = touches.first else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        let inside = isInsideTrackingArea(touch)
        isTracking = false
        isTouchInside = inside
        isHighlighted = false
        endTracking(touch, with: event)
        isTouchInside = false
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: WidgetKitLite.Event?) {
        guard isTracking else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        endTrackingWithoutEvents()
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    private func endTrackingWithoutEvents() {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    /// A tap recognizer of a superview does not take a single tap beginning on an enabled
    /// control (the control's own action wins, as in UIKit).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard isEnabled, gestureRecognizer.view !== self, let tap = gestureRecognizer as? TapGestureRecognizer else { return true }
        return tap.numberOfTapsRequired != 1
    }

    // MARK: Keyboard

    /// Enabled controls take the keyboard focus.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Space or Return while focused trigger the control (`.primaryActionTriggered` and
    /// `.touchUpInside`); other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        let activates = presses.contains { press in press.modifiers.isEmpty && Self.activationKeys.contains(press.name.lowercased()) }
        guard activates, isEnabled, isFocused else {
            super.pressesBegan(presses, with: event)
            return
        }
        sendActions(for: [.primaryActionTriggered, .touchUpInside])
    }

    /// Key names that trigger a focused control.
    static let activationKeys: Set<String> = ["space", "return", "kp_enter"]

    // MARK: Drawing

    /// How much a disabled control's colours fade: 1 while enabled, else the theme's
    /// `disabledControlAlpha`.
    var disabledFade: CGFloat { isEnabled ? 1 : theme.disabledControlAlpha }

    /// `color` faded as the control's state asks (`disabledFade`).
    func fadedForState(_ color: Color) -> Color { color.withAlphaComponent(color.alpha * disabledFade) }

    /// Draws the focus ring when the control has the keyboard focus; subclasses draw their
    /// content first and call super last.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        drawFocusRingIfFocused(in: context, cornerRadius: max(cornerRadius, theme.buttonCornerRadius))
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsDisplay()
    }
}
