import Foundation

/// A control of two halves that decrement and increment a value — UIKit's `UIStepper`.
///
/// The stepper is always `Theme.indicators.stepperSize` (94 × 32 pt): a frame of another size
/// keeps its origin and takes that size. A press on the − (left) or + (right) half steps the
/// value by `stepValue` at once; with `autorepeat` (the default) holding it steps again
/// `Theme.indicators.stepperAutorepeatDelay` (0.5 s) after the press, then every
/// `stepperAutorepeatInterval` (0.1 s), and after `stepperAutorepeatAccelerationCount` (10)
/// repeats every `stepperAutorepeatFastInterval` (0.05 s) — faster the longer it is held, as
/// UIKit's. Repeats are frame-loop timers (no frames between them) and stop when the pointer
/// leaves the pressed half, at release, or at the end of the range. While focused, Up/Right
/// increment, Down/Left decrement and Home/End go to the ends.
///
/// Values stay within `minimumValue…maximumValue`. At an end, the half that would leave the
/// range is drawn faded and ignores presses — unless `wraps`, when stepping past an end goes
/// to the other end. With `isContinuous` (the default) every step sends `.valueChanged`;
/// otherwise one `.valueChanged` is sent on release if the value changed. Keyboard steps
/// always send it at once. Setting `value` in code sends nothing.
///
/// Bad input is reported in one line and has a defined outcome: a NaN value, a NaN or
/// infinite bound, a minimum not below the maximum (UIKit raises) and a step that is not
/// positive and finite are ignored; an infinite value goes to the nearer end.
@MainActor
open class Stepper: Control {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The value, within `minimumValue…maximumValue` (default 0 of 0…100).
    open var value: Double {
        get { storedValue }
        set {
            if newValue.isNaN {
                Diagnostics.report("Stepper.value: NaN value; keeping \(storedValue)")
                return
            }
            let clamped = min(max(newValue, storedMinimum), storedMaximum)
            if newValue.isInfinite { BadValue.report("Stepper.value", newValue, using: clamped) }
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    /// The lower end (default 0); must be below `maximumValue`.
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue.isFinite, newValue < storedMaximum else {
                Diagnostics.report("Stepper.minimumValue: \(newValue) is not finite or not below the maximum \(storedMaximum); keeping \(storedMinimum)")
                return
            }
            storedMinimum = newValue
            rangeDidChange()
        }
    }

    /// The upper end (default 100); must be above `minimumValue`.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue.isFinite, newValue > storedMinimum else {
                Diagnostics.report("Stepper.maximumValue: \(newValue) is not finite or not above the minimum \(storedMinimum); keeping \(storedMaximum)")
                return
            }
            storedMaximum = newValue
            rangeDidChange()
        }
    }

    /// How much a step changes the value (default 1); must be positive and finite.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue.isFinite, newValue > 0 else {
                Diagnostics.report("Stepper.stepValue: \(newValue) is not positive and finite; keeping \(storedStep)")
                return
            }
            storedStep = newValue
        }
    }

    /// Whether stepping past an end goes to the other end. Default: false.
    open var wraps = false {
        didSet { if wraps != oldValue { setNeedsDisplay() } }
    }

    /// Whether holding a half steps again and again. Default: true.
    open var autorepeat = true

    /// Whether each step sends `.valueChanged` at once (true) or one is sent on release (false).
    open var isContinuous = true

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    /// One half of the stepper.
    enum Half {
        case decrement, increment
    }

    /// The half being pressed.
    private(set) var pressedHalf: Half?
    private var valueAtPress: Double = 0
    private var pressTime: TimeInterval = 0
    private var repeats = 0
    private var repeatTimer: FrameLoopTimer?

    /// Creates a stepper at 0 of 0…100 at `frame.origin`, `Theme.indicators.stepperSize` large.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Theme.light.indicators.stepperSize))
        accessibilityIdentifier = "stepper"
    }

    /// Creates a stepper at the origin.
    public convenience init() { self.init(frame: .zero) }

    /// The frame; its size is always `Theme.indicators.stepperSize`.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: theme.indicators.stepperSize) }
    }

    /// `Theme.indicators.stepperSize` (94 × 32 pt).
    open override var intrinsicContentSize: CGSize { theme.indicators.stepperSize }

    /// `Theme.indicators.stepperSize`, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { theme.indicators.stepperSize }

    private func rangeDidChange() {
        storedValue = min(max(storedValue, storedMinimum), storedMaximum)
        setNeedsDisplay()
    }

    // MARK: Stepping

    /// Whether `half` can step now: enabled, and not at its end unless the stepper wraps.
    func canStep(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .increment ? storedValue < storedMaximum : storedValue > storedMinimum
    }

    /// The value one step of `half` from now, wrapped or clamped.
    private func stepped(_ half: Half) -> Double {
        let next = half == .increment ? storedValue + storedStep : storedValue - storedStep
        // As UIKit documents: past an end, a wrapping stepper goes to the other end.
        if next > storedMaximum { return wraps ? storedMinimum : storedMaximum }
        if next < storedMinimum { return wraps ? storedMaximum : storedMinimum }
        return next
    }

    /// Steps by `half`, sending `.valueChanged` when `sendsNow`; returns whether the value changed.
    @discardableResult
    func step(_ half: Half, sendsNow: Bool) -> Bool {
        guard canStep(half) else { return false }
        let next = stepped(half)
        guard next != storedValue else { return false }
        storedValue = next
        setNeedsDisplay()
        if sendsNow { sendActions(for: .valueChanged) }
        return true
    }

    /// Goes to `end` (an end of the range) from the keyboard, sending `.valueChanged`.
    private func jump(to end: Double) {
        guard isEnabled, end != storedValue else { return }
        storedValue = end
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    private func half(at point: CGPoint) -> Half { point.x < bounds.midX ? .decrement : .increment }

    // MARK: Auto-repeat

    /// When the `n`-th repeat (from 1) of a hold happens, in seconds after the press.
    static func repeatOffset(_ n: Int, in theme: IndicatorTheme) -> TimeInterval {
        let slow = max(0, theme.stepperAutorepeatAccelerationCount)
        let delay = max(0, theme.stepperAutorepeatDelay)
        let interval = max(Self.shortestRepeat, theme.stepperAutorepeatInterval)
        let fast = max(Self.shortestRepeat, theme.stepperAutorepeatFastInterval)
        if n <= slow { return delay + Double(n - 1) * interval }
        return delay + Double(max(0, slow - 1)) * interval + Double(n - slow) * fast
    }

    /// Repeats faster than this are slowed to it.
    static let shortestRepeat: TimeInterval = 1.0 / 60

    private func scheduleRepeat() {
        repeatTimer?.cancel()
        repeatTimer = nil
        guard autorepeat, let half = pressedHalf, canStep(half), let loop = window?.frameLoop else { return }
        let deadline = pressTime + Self.repeatOffset(repeats + 1, in: theme.indicators)
        repeatTimer = loop.schedule(at: deadline) { [weak self] in
            guard let self, self.pressedHalf == half, self.isTracking else { return }
            self.repeats += 1
            self.step(half, sendsNow: self.isContinuous)
            self.scheduleRepeat()
        }
    }

    private func endPress() {
        repeatTimer?.cancel()
        repeatTimer = nil
        pressedHalf = nil
        setNeedsDisplay()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool {
        let half = half(at: touch.location(in: self))
        guard canStep(half) else { return false }
        pressedHalf = half
        valueAtPress = storedValue
        pressTime = window?.frameLoop?.now ?? touch.timestamp
        repeats = 0
        step(half, sendsNow: isContinuous)
        scheduleRepeat()
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool {
        guard let pressed = pressedHalf else { return false }
        let p = touch.location(in: self)
        if !bounds.contains(p) || half(at: p) != pressed {
            // Left the pressed half: no more repeats for this press.
            repeatTimer?.cancel()
            repeatTimer = nil
        }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: WidgetKitLite.Event?) {
        endPress()
        if !isContinuous && storedValue != valueAtPress { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: WidgetKitLite.Event?) {
        endPress()
        if !isContinuous && storedValue != valueAtPress { sendActions(for: .valueChanged) }
    }

    // MARK: Keyboard

    /// Up/Right increment and Down/Left decrement while focused, Home and End go to the
    /// minimum and maximum, each change sending `.valueChanged`; other keys go up the
    /// responder chain.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        guard isEnabled, isFocused, let press = presses.first(where: { $0.modifiers.isEmpty }) else {
            super.pressesBegan(presses, with: event)
            return
        }
        switch press.name.lowercased() {
        case "up", "right": step(.increment, sendsNow: true)
        case "down", "left": step(.decrement, sendsNow: true)
        case "home": jump(to: storedMinimum)
        case "end": jump(to: storedMaximum)
        default: super.pressesBegan(presses, with: event)
        }
    }

    // MARK: Drawing

    /// The − and + glyphs: 14 pt wide…
    static let glyphLength: CGFloat = 14
    /// …and 2 pt thick.
    static let glyphThickness: CGFloat = 2
    /// The divider between the halves: 1 pt wide, 18 pt tall.
    static let dividerHeight: CGFloat = 18

    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let indicators = theme.indicators
        let size = indicators.stepperSize
        let box = CGRect(origin: .zero, size: size)
        context.fill(box, color: fadedForState(.theme(\.indicators.stepperBackgroundColor)), cornerRadius: indicators.stepperCornerRadius)
        let halfWidth = size.width / 2
        if let pressedHalf, isHighlighted {
            context.saveGState()
            context.clip(to: BezierPath(roundedRect: box, cornerRadius: indicators.stepperCornerRadius))
            let x: CGFloat = pressedHalf == .decrement ? 0 : halfWidth
            context.fill(CGRect(x: x, y: 0, width: halfWidth, height: size.height), color: .theme(\.indicators.stepperHighlightColor))
            context.restoreGState()
        }
        let dividerY = (size.height - Self.dividerHeight) / 2
        context.fill(
            CGRect(x: halfWidth - 0.5, y: dividerY, width: 1, height: Self.dividerHeight), color: fadedForState(.theme(\.indicators.stepperDividerColor)))
        let glyph: Color = .theme(\.indicators.stepperGlyphColor)
        let l = Self.glyphLength, t = Self.glyphThickness, midY = size.height / 2
        for half in [Half.decrement, .increment] {
            let color = canStep(half) ? glyph : glyph.withAlphaComponent(glyph.alpha * theme.disabledControlAlpha)
            let cx = half == .decrement ? halfWidth / 2 : halfWidth * 1.5
            context.fill(CGRect(x: cx - l / 2, y: midY - t / 2, width: l, height: t), color: color)
            if half == .increment {
                // The upright in two pieces, so a faded + does not darken where they cross.
                let arm = (l - t) / 2
                context.fill(CGRect(x: cx - t / 2, y: midY - l / 2, width: t, height: arm), color: color)
                context.fill(CGRect(x: cx - t / 2, y: midY + t / 2, width: t, height: arm), color: color)
            }
        }
        super.draw(rect, in: context)
    }
}
