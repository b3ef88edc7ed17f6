import Foundation

/// A control for picking a value from a continuous range — UIKit's `UISlider`.
///
/// A round thumb (`Theme.sliderThumbDiameter`, 28 pt) sits on a 4-pt track, tinted left of
/// the thumb (`minimumTrackTintColor`, the tint) and grey right of it. Drag the thumb to
/// change the value; a click on the track moves the thumb there and can be dragged on.
/// While focused, Left/Down and Right/Up step by `Theme.sliderKeyStepFraction` of the range
/// (Page Up/Page Down by a tenth) and Home/End go to the ends. With `isContinuous` (the default) every change made by the
/// user sends `.valueChanged` at once; otherwise one `.valueChanged` is sent on release if
/// the value changed. Setting `value` in code sends nothing.
///
/// Values are clamped to `minimumValue…maximumValue`. A NaN value is ignored and ±infinity
/// goes to the nearer end, each with one diagnostic line; non-finite bounds are ignored
/// with a diagnostic; a minimum above the maximum moves the maximum up to it (and the other
/// way round), as in UIKit.
@MainActor
open class Slider: Control {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The value, within `minimumValue…maximumValue` (default 0.5 of 0…1).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The lower end of the range (default 0).
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard newValue.isFinite else {
                Diagnostics.report("Slider.minimumValue: NaN or infinite value \(newValue); keeping \(storedMinimum)")
                return
            }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            rangeDidChange()
        }
    }

    /// The upper end of the range (default 1).
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard newValue.isFinite else {
                Diagnostics.report("Slider.maximumValue: NaN or infinite value \(newValue); keeping \(storedMaximum)")
                return
            }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            rangeDidChange()
        }
    }

    /// Whether `.valueChanged` is sent during a drag (true) or once on release (false).
    open var isContinuous = true

    /// The track left of the thumb; nil uses the slider's ``View/tintColor``.
    open var minimumTrackTintColor: Color? {
        didSet { updateColors() }
    }

    /// The track right of the thumb; nil uses `Theme.sliderMaximumTrackColor`.
    open var maximumTrackTintColor: Color? {
        didSet { updateColors() }
    }

    /// The thumb colour; nil uses `Theme.thumbColor`.
    open var thumbTintColor: Color? {
        didSet { updateColors() }
    }

    private var storedValue: Float = 0.5
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    private let minimumTrack = View()
    private let maximumTrack = View()
    private let thumbShadow = View()
    private let thumb = View()
    /// The value when the press began (to tell whether a non-continuous drag changed it).
    private var valueAtPress: Float = 0
    /// The value and the pointer's x when the thumb was grabbed: a drag moves the value by
    /// the pointer's movement, so a press without movement changes nothing.
    private var valueAtGrab: Float = 0
    private var grabX: CGFloat = 0

    /// Creates a slider at 0.5 of 0…1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [minimumTrack, maximumTrack, thumbShadow, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        accessibilityIdentifier = "slider"
        updateColors()
    }

    /// Creates a slider at 0.5 of 0…1 with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// Sets the value (clamped to the range), gliding the thumb over
    /// `Theme.sliderAnimationDuration` when `animated`. Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        guard let clamped = sanitize(value, api: "Slider.setValue") else { return }
        guard clamped != storedValue else { return }
        storedValue = clamped
        placeParts(animated: animated)
    }

    /// The value `value` becomes: clamped to the range; nil (ignored) for NaN.
    private func sanitize(_ value: Float, api: String) -> Float? {
        if value.isNaN {
            Diagnostics.report("\(api): NaN value; keeping \(storedValue)")
            return nil
        }
        let clamped = min(max(value, storedMinimum), storedMaximum)
        if value.isInfinite { Diagnostics.report("\(api): infinite value \(value); using \(clamped)") }
        return clamped
    }

    private func rangeDidChange() {
        storedValue = min(max(storedValue, storedMinimum), storedMaximum)
        placeParts(animated: false)
    }

    // MARK: Geometry

    /// Height of the natural size: the thumb plus 3 pt.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: theme.sliderThumbDiameter + 3)
    }

    /// The offered width (at least two thumbs wide) and the natural height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let d = theme.sliderThumbDiameter
        return CGSize(width: max(size.width.finite(), 2 * d), height: d + 3)
    }

    /// The value as a fraction of the range, 0…1.
    private var fraction: CGFloat {
        storedMaximum > storedMinimum ? CGFloat((storedValue - storedMinimum) / (storedMaximum - storedMinimum)) : 0
    }

    /// The x of the thumb's centre for `fraction`.
    private func thumbCenterX(at fraction: CGFloat) -> CGFloat {
        let r = theme.sliderThumbDiameter / 2
        return r + fraction * max(0, bounds.width - 2 * r)
    }

    /// The value under x (the thumb's centre there), clamped to the range.
    private func value(atThumbCenter x: CGFloat) -> Float {
        let r = theme.sliderThumbDiameter / 2
        let span = max(0, bounds.width - 2 * r)
        let f = span > 0 ? ((x - r) / span).clamped(to: 0...1) : 0
        return storedMinimum + Float(Double(f) * Double(storedMaximum - storedMinimum))
    }

    /// The thumb's frame now (model values).
    var thumbFrame: CGRect { thumb.frame }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts(animated: false)
    }

    private func placeParts(animated: Bool) {
        let theme = self.theme
        let d = theme.sliderThumbDiameter, trackHeight = theme.sliderTrackHeight
        let cx = thumbCenterX(at: fraction), midY = bounds.height / 2
        let trackY = midY - trackHeight / 2
        let apply = { [self] in
            minimumTrack.frame = CGRect(x: 0, y: trackY, width: cx, height: trackHeight)
            maximumTrack.frame = CGRect(x: cx, y: trackY, width: max(0, bounds.width - cx), height: trackHeight)
            thumb.frame = CGRect(x: cx - d / 2, y: midY - d / 2, width: d, height: d)
            thumbShadow.frame = thumb.frame.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 0.5)
        }
        minimumTrack.cornerRadius = trackHeight / 2
        maximumTrack.cornerRadius = trackHeight / 2
        thumb.cornerRadius = d / 2
        thumbShadow.cornerRadius = d / 2 + 0.5
        if animated && window != nil {
            View.animate(withDuration: theme.sliderAnimationDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction], animations: apply)
        } else {
            View.performWithoutAnimation(apply)
        }
    }

    // MARK: Appearance

    open override func stateDidChange() {
        super.stateDidChange()
        updateColors()
    }

    /// The minimum track follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        let theme = self.theme
        minimumTrack.backgroundColor = fadedForState(minimumTrackTintColor ?? tintColor)
        maximumTrack.backgroundColor = fadedForState(maximumTrackTintColor ?? theme.sliderMaximumTrackColor)
        let thumbColor = thumbTintColor ?? theme.thumbColor
        thumb.backgroundColor = isHighlighted ? Color.interpolate(thumbColor, theme.thumbShadowColor.withAlphaComponent(1), Self.highlightDarkening) : thumbColor
        thumb.alpha = isEnabled ? 1 : 0.8
        thumbShadow.backgroundColor = fadedForState(theme.thumbShadowColor)
    }

    /// How far a pressed thumb darkens towards the shadow colour.
    static let highlightDarkening: CGFloat = 0.08

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool {
        let p = touch.location(in: self)
        valueAtPress = storedValue
        let grab = thumb.frame.insetBy(dx: -Self.thumbGrabMargin, dy: -Self.thumbGrabMargin)
        if !grab.contains(p) {
            // A click on the track moves the thumb under the pointer.
            change(to: value(atThumbCenter: p.x), animated: true)
        }
        valueAtGrab = storedValue
        grabX = p.x
        return true
    }

    /// How far around the thumb a press still grabs it: 8 pt.
    static let thumbGrabMargin: CGFloat = 8

    open override func continueTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool {
        change(to: draggedValue(to: touch.location(in: self).x), animated: false)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: WidgetKitLite.Event?) {
        if let touch { change(to: draggedValue(to: touch.location(in: self).x), animated: false) }
        if !isContinuous && storedValue != valueAtPress { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: WidgetKitLite.Event?) {
        if !isContinuous && storedValue != valueAtPress { sendActions(for: .valueChanged) }
    }

    /// The value after the pointer moved from `grabX` to `x`, clamped to the range.
    private func draggedValue(to x: CGFloat) -> Float {
        guard x != grabX else { return valueAtGrab }
        let span = max(0, bounds.width - theme.sliderThumbDiameter)
        guard span > 0 else { return valueAtGrab }
        let moved = Double(valueAtGrab) + Double((x - grabX) / span) * Double(storedMaximum - storedMinimum)
        return min(max(Float(moved), storedMinimum), storedMaximum)
    }

    /// A change made by the user: moves the thumb and, when continuous, sends `.valueChanged`.
    private func change(to newValue: Float, animated: Bool) {
        guard newValue != storedValue else { return }
        storedValue = newValue
        placeParts(animated: animated)
        if isContinuous { sendActions(for: .valueChanged) }
    }

    // MARK: Keyboard

    /// Arrow keys step the value while focused, Page Up and Page Down by a tenth of the
    /// range (as `accessibilityIncrement()` does), Home and End go to the ends; each change
    /// sends `.valueChanged`. Other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        guard isEnabled, isFocused, let press = presses.first(where: { $0.modifiers.isEmpty }) else {
            super.pressesBegan(presses, with: event)
            return
        }
        let step = Float(Double(storedMaximum - storedMinimum) * Double(theme.sliderKeyStepFraction))
        let target: Float
        switch press.name.lowercased() {
        case "left", "down": target = storedValue - step
        case "right", "up": target = storedValue + step
        case "prior", "page_up", "kp_prior": target = storedValue + (storedMaximum - storedMinimum) / 10
        case "next", "page_down", "kp_next": target = storedValue - (storedMaximum - storedMinimum) / 10
        case "home": target = storedMinimum
        case "end": target = storedMaximum
        default:
            super.pressesBegan(presses, with: event)
            return
        }
        let clamped = min(max(target, storedMinimum), storedMaximum)
        guard clamped != storedValue else { return }
        storedValue = clamped
        placeParts(animated: true)
        sendActions(for: .valueChanged)
    }
}
