import Foundation

/// A row of mutually exclusive segments — UIKit's `UISegmentedControl`.
///
/// `Theme.segmentedControlHeight` (32 pt) tall, segments of equal width on a rounded grey
/// background; the selected one sits on a raised indicator that slides to a newly selected
/// segment over `Theme.segmentedAnimationDuration`. A click selects the segment released
/// on (if the press began there too); while focused, Left and Right select the neighbour.
/// A change made by the user sends `.valueChanged` once; setting `selectedSegmentIndex` in
/// code sends nothing. An index out of range (other than `noSegment`, -1) is ignored with
/// one diagnostic line; inserting at an index out of range clamps it to the valid range.
@MainActor
open class SegmentedControl: Control {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The index of no segment: `selectedSegmentIndex` when nothing is selected.
    public static let noSegment = -1

    /// The selected segment, or `noSegment`. Out-of-range indices are ignored (diagnostic).
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set {
            guard newValue == Self.noSegment || titles.indices.contains(newValue) else {
                Diagnostics.report("SegmentedControl.selectedSegmentIndex: \(newValue) is out of range 0..<\(titles.count); keeping \(selectedIndex)")
                return
            }
            guard newValue != selectedIndex else { return }
            selectedIndex = newValue
            placeIndicator(animated: window != nil)
        }
    }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    private var titles: [String]
    private var enabledSegments: [Bool]
    private var selectedIndex = SegmentedControl.noSegment
    private var labels: [Label] = []
    private let indicatorShadow = View()
    private let indicator = View()
    /// The segment pressed now (drawn highlighted when it is not the selected one).
    private var pressedIndex: Int?
    /// One accessibility element per segment, kept so that assistive technologies see the
    /// same element for a segment from one reading to the next.
    private var segmentElements: [SegmentAccessibilityElement] = []

    /// The segments as accessibility elements (see `SegmentAccessibilityElement`).
    var accessibilitySegments: [SegmentAccessibilityElement] {
        if segmentElements.count != titles.count {
            segmentElements = titles.indices.map { SegmentAccessibilityElement(control: self, index: $0) }
        }
        return segmentElements
    }

    /// Creates a control with one segment per title, none selected.
    public init(items: [String]) {
        titles = items
        enabledSegments = Array(repeating: true, count: items.count)
        super.init(frame: .zero)
        for part in [indicatorShadow, indicator] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        accessibilityIdentifier = "segmented control"
        rebuildLabels()
        frame.size = sizeThatFits(.zero)
    }

    /// Creates a control with no segments.
    public convenience override init(frame: CGRect) {
        self.init(items: [])
        self.frame = frame
    }

    // MARK: Segments

    /// Sets the title of segment `index`; out of range is ignored with a diagnostic.
    open func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else {
            Diagnostics.report("SegmentedControl.setTitle(_:forSegmentAt:): \(index) is out of range 0..<\(titles.count); ignored")
            return
        }
        titles[index] = title ?? ""
        labels[index].text = titles[index]
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title of segment `index`; nil out of range.
    open func titleForSegment(at index: Int) -> String? {
        titles.indices.contains(index) ? titles[index] : nil
    }

    /// Inserts a segment titled `title` at `index` (clamped to 0…`numberOfSegments`); the
    /// segments slide to their new widths when `animated`.
    open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        let at = min(max(0, index), titles.count)
        titles.insert(title ?? "", at: at)
        enabledSegments.insert(true, at: at)
        if selectedIndex != Self.noSegment && selectedIndex >= at { selectedIndex += 1 }
        rebuildLabels()
        relayout(animated: animated)
    }

    /// Removes segment `index` (ignored with a diagnostic when out of range); a removed
    /// selected segment leaves nothing selected.
    open func removeSegment(at index: Int, animated: Bool) {
        guard titles.indices.contains(index) else {
            Diagnostics.report("SegmentedControl.removeSegment(at:animated:): \(index) is out of range 0..<\(titles.count); ignored")
            return
        }
        titles.remove(at: index)
        enabledSegments.remove(at: index)
        if selectedIndex == index {
            selectedIndex = Self.noSegment
        } else if selectedIndex > index {
            selectedIndex -= 1
        }
        rebuildLabels()
        relayout(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        enabledSegments.removeAll()
        selectedIndex = Self.noSegment
        rebuildLabels()
        relayout(animated: false)
    }

    /// Enables or disables segment `index` (a disabled segment cannot be selected by the user).
    open func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard enabledSegments.indices.contains(index) else { return }
        enabledSegments[index] = enabled
        updateColors()
    }

    /// Whether segment `index` can be selected by the user (false out of range).
    open func isEnabledForSegment(at index: Int) -> Bool {
        enabledSegments.indices.contains(index) && enabledSegments[index]
    }

    private func rebuildLabels() {
        for label in labels { label.removeFromSuperview() }
        labels = titles.map { title in
            let label = Label()
            label.text = title
            label.font = theme.segmentedTitleFont
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
            return label
        }
        updateColors()
        invalidateIntrinsicContentSize()
    }

    private func relayout(animated: Bool) {
        if animated && window != nil {
            View.animate(withDuration: theme.segmentedAnimationDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
                self.layoutParts()
            }
        } else {
            View.performWithoutAnimation { layoutParts() }
        }
    }

    // MARK: Geometry

    /// The widest title plus 12 pt at each side, times the number of segments; 32 pt tall.
    open override var intrinsicContentSize: CGSize {
        let widest = labels.map { $0.intrinsicContentSize.width }.max() ?? 0
        return CGSize(width: CGFloat(titles.count) * (widest + 2 * Self.titlePadding), height: theme.segmentedControlHeight)
    }

    /// The natural size (`intrinsicContentSize`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Space at each side of a segment's title: 12 pt.
    static let titlePadding: CGFloat = 12

    /// The frame of segment `index` in the control's coordinates.
    func segmentFrame(at index: Int) -> CGRect {
        let count = CGFloat(max(1, titles.count))
        let width = bounds.width / count
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }

    /// The segment under `point`, if any.
    private func segment(at point: CGPoint) -> Int? {
        guard !titles.isEmpty, bounds.contains(point) else { return nil }
        let index = Int((point.x / (bounds.width / CGFloat(titles.count))).rounded(.down))
        return min(max(0, index), titles.count - 1)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Only a new size moves the indicator here: a sliding indicator keeps sliding when a
        // title's font changes.
        let resized = bounds.size != laidOutSize
        laidOutSize = bounds.size
        View.performWithoutAnimation {
            for (i, label) in labels.enumerated() { label.frame = segmentFrame(at: i) }
            if resized { placeIndicatorFrame() }
        }
    }

    /// The size at the last layout pass.
    private var laidOutSize: CGSize = .zero

    private func layoutParts() {
        for (i, label) in labels.enumerated() { label.frame = segmentFrame(at: i) }
        placeIndicatorFrame()
    }

    private func placeIndicator(animated: Bool) {
        updateColors()
        if animated {
            View.animate(withDuration: theme.segmentedAnimationDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
                self.placeIndicatorFrame()
            }
        } else {
            View.performWithoutAnimation { placeIndicatorFrame() }
        }
    }

    private func placeIndicatorFrame() {
        let inset = theme.segmentedSelectionInset
        let shown = selectedIndex != Self.noSegment && titles.indices.contains(selectedIndex)
        // Inset no further than to the segment's centre: `insetBy` past it gives `CGRect.null`
        // (an infinite origin) in a control narrower or shorter than two insets.
        let segment = segmentFrame(at: selectedIndex)
        let dx = min(inset, segment.width / 2), dy = min(inset, segment.height / 2)
        let frame = shown ? segment.insetBy(dx: dx, dy: dy) : .zero
        indicator.frame = frame
        indicatorShadow.frame = frame.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 0.5)
        indicator.isHidden = !shown
        indicatorShadow.isHidden = !shown
    }

    // MARK: Appearance

    open override func stateDidChange() {
        super.stateDidChange()
        updateColors()
    }

    private func updateColors() {
        let theme = self.theme
        backgroundColor = fadedForState(theme.segmentedBackgroundColor)
        cornerRadius = theme.segmentedCornerRadius
        indicator.backgroundColor = fadedForState(theme.segmentedSelectedColor)
        indicator.cornerRadius = theme.segmentedCornerRadius - theme.segmentedSelectionInset
        indicatorShadow.backgroundColor = fadedForState(theme.thumbShadowColor)
        indicatorShadow.cornerRadius = indicator.cornerRadius + 0.5
        for (i, label) in labels.enumerated() {
            let usable = isEnabled && enabledSegments[i]
            label.textColor = usable ? theme.labelColor : theme.secondaryLabelColor
            label.font = i == selectedIndex ? theme.segmentedSelectedTitleFont : theme.segmentedTitleFont
        }
        setNeedsDisplay()
    }

    /// Draws hairlines between unselected segments and the pressed segment's highlight.
    open override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let theme = self.theme
        if let pressed = pressedIndex, pressed != selectedIndex, isHighlighted {
            let inset = theme.segmentedSelectionInset
            context.fill(segmentFrame(at: pressed).insetBy(dx: inset, dy: inset), color: theme.segmentedHighlightColor, cornerRadius: theme.segmentedCornerRadius - inset)
        }
        let hairline = 1 / context.scale
        for i in 1..<max(1, titles.count) where i != selectedIndex && i - 1 != selectedIndex {
            let x = segmentFrame(at: i).minX
            context.fill(CGRect(x: x - hairline / 2, y: 8, width: hairline, height: bounds.height - 16), color: theme.segmentedSeparatorColor)
        }
        super.draw(rect, in: context)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: WidgetKitLite.Event?) -> Bool {
        pressedIndex = segment(at: touch.location(in: self))
        setNeedsDisplay()
        return pressedIndex != nil
    }

    /// The pressed segment stays highlighted only while the pointer is over it.
    open override func isTouchInside(at point: CGPoint) -> Bool {
        guard let pressed = pressedIndex else { return false }
        return segmentFrame(at: pressed).contains(point)
    }

    open override func endTracking(_ touch: Touch?, with event: WidgetKitLite.Event?) {
        let pressed = pressedIndex
        pressedIndex = nil
        setNeedsDisplay()
        guard isTouchInside, let index = pressed, index != selectedIndex, isEnabledForSegment(at: index) else { return }
        selectedIndex = index
        placeIndicator(animated: true)
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: WidgetKitLite.Event?) {
        pressedIndex = nil
        setNeedsDisplay()
    }

    // MARK: Keyboard

    /// Left and Right select the neighbouring enabled segment while focused (sending
    /// `.valueChanged`); other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: WidgetKitLite.Event?) {
        guard isEnabled, isFocused, let press = presses.first(where: { $0.modifiers.isEmpty }),
            ["left", "right"].contains(press.name.lowercased()), !titles.isEmpty
        else {
            super.pressesBegan(presses, with: event)
            return
        }
        let step = press.name.lowercased() == "left" ? -1 : 1
        var index = selectedIndex == Self.noSegment ? (step > 0 ? -1 : titles.count) : selectedIndex
        repeat {
            index += step
        } while titles.indices.contains(index) && !enabledSegments[index]
        guard titles.indices.contains(index) else { return }
        selectedIndex = index
        placeIndicator(animated: true)
        sendActions(for: .valueChanged)
    }
}
