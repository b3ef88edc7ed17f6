import Foundation

/// A rectangular area of the screen that draws itself and holds subviews — UIKit's `UIView`.
///
/// All geometry is in logical points; the window's scale maps it to device pixels.
/// Setting an animatable property (`frame`, `bounds`, `center`, `alpha`,
/// `backgroundColor`, `cornerRadius`) inside an animation block changes the model value at
/// once and animates what is shown (`presentation`). Main actor only.
///
/// A view is a ``Responder``: its ``next`` responder is its view controller when it is the
/// controller's root view, else its superview.
@MainActor
open class View: Responder {
    // MARK: Model values

    var modelFrame: CGRect {
        didSet { if isSummarizedAsPlain { superview?.plainSubviewsSummary = nil } }
    }
    var modelBoundsOrigin: CGPoint = .zero
    /// Whether what is typed or pasted while this view, or a view inside it, has the
    /// keyboard focus is kept out of session recordings (`WKL_RECORD`): the recording holds
    /// how many characters, and a replay types bullets. Secure text fields are always kept
    /// out. False by default.
    public var redactsRecordedInput = false
    var modelAlpha: CGFloat = 1
    var modelBackgroundColor: Color?
    var modelCornerRadius: CGFloat = 0
    /// `transform`'s model value (View+Transform.swift).
    var modelTransform: CGAffineTransform = .identity
    /// The view's `layer`, made on first use; it holds the model values of the layer-only
    /// styling (border, shadow, masked corners), the view those it shares (`CALayer`).
    var layerStorage: CALayer?

    /// Running animations, at most one per property.
    var tracks: [AnimatableProperty: PropertyTrack] = [:]
    /// The animated values this view's window shows (`AnimatedValue.owner`).
    var animatedValues: [AnimatedValue] = []

    // MARK: Hierarchy state

    /// The view's subviews, back to front.
    public internal(set) var subviews: [View] = [] {
        didSet { plainSubviewsSummary = nil }
    }
    /// The view this view is a subview of.
    ///
    /// Non-owning and not `weak`: a weak reference would give every view with subviews a
    /// side table, and every retain and release of it would take the slow path. It cannot
    /// dangle: it is set only by `insertSubview(_:at:)` and cleared by
    /// `removeFromSuperview()` and by the superview's `deinit` (a view is in its superview's
    /// `subviews`, which retain it, exactly while this is set).
    public internal(set) var superview: View? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The storage of `superview`, which hot walks up the tree read without retaining
    /// anything (`forEachAncestor(_:)`).
    /// Written on the main actor (and by the superview's `deinit`); read without isolation
    /// by `forEachAncestor`.
    nonisolated(unsafe) private(set) var superviewReference: Unmanaged<View>?
    /// The owner (the view controller) whose root view this is, if any (`ViewOwner`).
    weak var owningViewController: ViewOwner? {
        didSet { if isSummarizedAsPlain { superview?.plainSubviewsSummary = nil } }
    }

    // MARK: Render and layout state

    /// What changed since the last frame of `changeRecipient`, the renderer told of it (nil
    /// when nothing is recorded).
    var pendingChange: ViewChange = []
    weak var changeRecipient: ViewChangeSink?

    /// The view's Auto Layout state (constraints, guides, priorities, margins), made on
    /// first use.
    var autoLayoutStorage: ViewAutoLayout?
    /// `translatesAutoresizingMaskIntoConstraints`'s storage.
    var translatesAutoresizingMaskStorage = true
    /// Whether the view shows a blur of what is behind it (a `VisualEffectView`): its
    /// window lists it for the renderer (`Window.backdropViews`).
    var showsBackdrop = false

    var needsLayout = true
    var subtreeNeedsLayout = true
    var storedSafeAreaInsets: EdgeInsets = .zero {
        didSet { if isSummarizedAsPlain { superview?.plainSubviewsSummary = nil } }
    }
    /// Safe-area amounts a container adds over this view (bars), before overlap propagation.
    var containerSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard containerSafeAreaInsets != oldValue else { return }
            if isSummarizedAsPlain { superview?.plainSubviewsSummary = nil }
            updateSafeAreaInsetsIfNeeded()
        }
    }
    /// The subviews a change of this view's safe area can skip, while valid (see
    /// `PlainSubviewsSummary`); nil once a subview is added, removed or reordered, or one
    /// counted in it moves or changes its insets.
    var plainSubviewsSummary: PlainSubviewsSummary?
    /// Whether the superview's `plainSubviewsSummary` counts this view among its plain
    /// subviews (a change of this view's frame or insets then drops that summary).
    var isSummarizedAsPlain = false

    /// A number no other view of the process had or will have: what the renderer's records
    /// (keyed by `ObjectIdentifier`, which a later view can reuse) tell views apart by.
    let serial: UInt64 = View.takeSerial()
    private static var lastSerial: UInt64 = 0
    private static func takeSerial() -> UInt64 {
        lastSerial &+= 1
        return lastSerial
    }

    /// Creates a view with the given frame (sanitised: NaN and infinities become 0).
    public init(frame: CGRect) {
        modelFrame = frame.sanitized
        super.init()
        if frame.isNonFinite { BadValue.report("View.init(frame:)", frame, using: modelFrame) }
    }

    /// Creates a view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Returns nil — UIKit's `init(coder:)`, which decodes a view from a storyboard or a nib:
    /// there are none (make views in code). A subclass that declares an initializer of its
    /// own writes `required init?(coder: NSCoder)` as UIKit subclasses do (calling
    /// `super.init(coder: coder)` returns nil).
    public required init?(coder: NSCoder) { nil }

    /// Clears the `superview` of the subviews that outlive this view. (Not an `isolated
    /// deinit`: subclasses keep declaring a plain `deinit`.)
    deinit {
        for sub in subviews { sub.superviewReference = nil }
        layerStorage?.viewReference = nil
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. While `transform` is not the
    /// identity it is the bounding box of the transformed bounds, and setting it sets
    /// `center` and the bounds' size (UIKit leaves that case undefined).
    open var frame: CGRect {
        get { modelTransform.isIdentity ? modelFrame : modelFrame.transformedAboutCenter(by: modelTransform) }
        set {
            let value = newValue.sanitized
            if newValue.isNonFinite { BadValue.report("View.frame", newValue, using: value) }
            guard value != modelFrame || tracks[.frame] != nil else { return }
            let presented = presentationFrame
            let sizeChanged = value.size != modelFrame.size
            markDirty(contentChanged: sizeChanged)
            modelFrame = value
            AnimationContext.propertyChanged(self, .frame, from: .rect(presented), to: .rect(value))
            geometryDidChange(sizeChanged: sizeChanged)
        }
    }

    /// The view's own coordinate system: origin (scroll offset) and size.
    open var bounds: CGRect {
        get { CGRect(origin: modelBoundsOrigin, size: modelFrame.size) }
        set {
            let value = newValue.sanitized
            if newValue.isNonFinite { BadValue.report("View.bounds", newValue, using: value) }
            if value.origin != modelBoundsOrigin || tracks[.boundsOrigin] != nil {
                let presented = presentationBoundsOrigin
                markDirty()
                modelBoundsOrigin = value.origin
                AnimationContext.propertyChanged(self, .boundsOrigin, from: .point(presented), to: .point(value.origin))
                updateSafeAreaInsetsIfNeeded()
            }
            if value.size != modelFrame.size {
                let c = center
                frame = CGRect(x: c.x - value.width / 2, y: c.y - value.height / 2, width: value.width, height: value.height)
            }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: modelFrame.midX, y: modelFrame.midY) }
        set {
            let c = newValue.sanitized
            if newValue.isNonFinite { BadValue.report("View.center", newValue, using: c) }
            frame = CGRect(x: c.x - modelFrame.width / 2, y: c.y - modelFrame.height / 2, width: modelFrame.width, height: modelFrame.height)
        }
    }

    // MARK: Appearance

    /// Opacity of the view and its whole subtree (group opacity), 0…1.
    open var alpha: CGFloat {
        get { modelAlpha }
        set {
            let value = newValue.clamped(to: 0...1)
            if !newValue.isFinite { BadValue.report("View.alpha", newValue, using: value) }
            guard value != modelAlpha || tracks[.alpha] != nil else { return }
            let presented = presentationAlpha
            markDirty(contentChanged: false)
            modelAlpha = value
            AnimationContext.propertyChanged(self, .alpha, from: .scalar(presented), to: .scalar(value))
        }
    }

    /// The fill behind the view's content; nil draws nothing.
    open var backgroundColor: Color? {
        get { modelBackgroundColor }
        set {
            guard newValue != modelBackgroundColor || tracks[.backgroundColor] != nil else { return }
            let presented = presentationBackgroundColor
            markDirty()
            modelBackgroundColor = newValue
            AnimationContext.propertyChanged(self, .backgroundColor, from: .color(presented), to: .color(newValue))
        }
    }

    /// Radius of the rounded corners of the background, in points (`layer.cornerRadius`; the
    /// layer's `maskedCorners` says which corners). With `clipsToBounds` the view's content
    /// and subviews are clipped to the rounded shape too. NaN, infinite or negative: one
    /// line, 0.
    open var cornerRadius: CGFloat {
        get { modelCornerRadius }
        set {
            let value = BadValue.nonNegative(newValue, "View.cornerRadius")
            guard value != modelCornerRadius || tracks[.cornerRadius] != nil else { return }
            let presented = presentationCornerRadius
            markDirty()
            modelCornerRadius = value
            AnimationContext.propertyChanged(self, .cornerRadius, from: .scalar(presented), to: .scalar(value))
        }
    }

    /// Hidden views are not drawn and receive no touches.
    open var isHidden = false {
        willSet { if isHidden != newValue { markDirty(contentChanged: false) } }
        didSet {
            guard isHidden != oldValue else { return }
            superview?.setNeedsLayout()
            superview?.subviewVisibilityDidChange(self)
            Accessibility.changeObserver?.accessibilityStructureDidChange(in: self)
        }
    }

    /// Whether subviews are clipped to the bounds (`layer.masksToBounds`): to the rounded
    /// shape, anti-aliased, when the view has a `cornerRadius` — its own content too.
    open var clipsToBounds = false {
        willSet { if clipsToBounds != newValue { markDirty() } }
    }

    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether the view takes touches; when false, touches go to views behind it.
    open var isUserInteractionEnabled = true

    /// Whether the view says its content is fully opaque — UIKit's drawing hint, accepted for
    /// source compatibility. It has no effect: the renderer decides from what the view draws
    /// whether its content can be copied instead of blended.
    open var isOpaque = false

    /// A tag to find the view by (`viewWithTag(_:)`).
    open var tag = 0

    /// An optional name used in diagnostics and traces.
    open var accessibilityIdentifier: String?

    // MARK: Accessibility (UIKit's UIAccessibility; View+Accessibility.swift)

    /// What the app set of the properties below.
    var accessibilityStorage = AccessibilityStorage()

    /// Whether assistive technologies see this view as one element (its subviews are then
    /// not seen). Default: false for a plain view; true for a ``Button`` and the other
    /// controls, a ``Label`` with text and an ``ImageView`` with an accessibility label.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage.isElement ?? accessibilityDefaults?.defaultIsAccessibilityElement ?? false }
        set { accessibilityStorage.isElement = newValue }
    }

    /// A short name of the view ("Play"). Default: a label's text, a button's title (or its
    /// image's accessibility label), an empty text field's placeholder; nil otherwise.
    open var accessibilityLabel: String? {
        get { accessibilityStorage.label ?? accessibilityDefaults?.defaultAccessibilityLabel }
        set { accessibilityStorage.label = newValue }
    }

    /// The view's current value. Default: a switch's "1" or "0", a slider's or progress
    /// view's percentage, a text field's text, a stepper's value, a segmented control's
    /// selected title; nil otherwise.
    open var accessibilityValue: String? {
        get { accessibilityStorage.value ?? accessibilityDefaults?.defaultAccessibilityValue }
        set { accessibilityStorage.value = newValue }
    }

    /// What activating the view does ("Plays the song"); nil unless set.
    open var accessibilityHint: String? {
        get { accessibilityStorage.hint }
        set { accessibilityStorage.hint = newValue }
    }

    /// What the view is and how it behaves. Default: the control's own (`.button`,
    /// `.staticText`, `.adjustable`…, with `.notEnabled` and `.selected` following the
    /// control's state); `.none` for a plain view.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilityStorage.traits ?? accessibilityDefaults?.defaultAccessibilityTraits ?? .none }
        set { accessibilityStorage.traits = newValue }
    }

    /// The view's frame for assistive technologies, in window coordinates. Default: its
    /// bounds converted to the window; set it to make the target larger or smaller.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage.frame ?? convert(bounds, to: nil) }
        set { accessibilityStorage.frame = newValue }
    }

    /// The elements inside this view in reading order, when the view is a container whose
    /// elements are not (only) its subviews: views and ``AccessibilityElement``s. Anything
    /// else in the list is ignored with one diagnostic line when the tree is read. nil
    /// (the default) means "the element subviews, in order".
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage.elements ?? accessibilityDefaults?.defaultAccessibilityElements }
        set { accessibilityStorage.elements = newValue }
    }

    /// Whether assistive technologies ignore this view's siblings (an alert, a sheet).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage.viewIsModal }
        set { accessibilityStorage.viewIsModal = newValue }
    }

    /// Extra actions assistive technologies offer on the view; nil unless set.
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { accessibilityStorage.customActions }
        set { accessibilityStorage.customActions = newValue }
    }

    /// Activates the view (an assistive technology's double tap); returns whether it did
    /// something. Controls do their primary action (a button sends `.touchUpInside` and
    /// `.primaryActionTriggered`, a switch toggles, a text field takes the focus); a plain
    /// view returns false.
    open func accessibilityActivate() -> Bool { accessibilityDefaults?.defaultAccessibilityActivate() ?? false }

    /// Raises an adjustable view's value by one step (a slider by a tenth of its range, a
    /// stepper by its `stepValue`), sending `.valueChanged`; other views do nothing.
    open func accessibilityIncrement() { accessibilityDefaults?.defaultAccessibilityAdjust(up: true) }

    /// Lowers an adjustable view's value by one step; other views do nothing.
    open func accessibilityDecrement() { accessibilityDefaults?.defaultAccessibilityAdjust(up: false) }

    /// `overrideUserInterfaceStyle`'s storage (View+Appearance.swift).
    var overriddenStyle: UserInterfaceStyle = .unspecified
    /// The interface level this view and its subtree are raised to (a presentation's
    /// container sets `.elevated`); `.unspecified` inherits.
    var overriddenLevel: UserInterfaceLevel = .unspecified
    /// `tintColor` as set on this view; nil inherits (View+Tint.swift).
    var ownTintColor: Color?
    /// `tintAdjustmentMode` as set on this view.
    var ownTintAdjustmentMode: TintAdjustmentMode = .automatic
    /// Whether a presentation covering this view dims its subtree's tint.
    var isDimmedByPresentation = false
    /// The tint `tintColorDidChange()` was last called for; views start with the theme's.
    var appliedTintColor: Color = .theme(\.tintColor)
    /// The appearance the view was last styled for; views start light.
    var appliedStyle: UserInterfaceStyle = .light
    /// The interface level the view was last drawn for; views start at the base level.
    var appliedLevel: UserInterfaceLevel = .base
    /// The text size the view was last laid out for; views start at the default size.
    var appliedContentSizeCategory: ContentSizeCategory = .large
    /// The contrast the view was last drawn for; views start at the usual contrast.
    var appliedContrast: AccessibilityContrast = .normal
    /// The size classes and display scale the view was last told of; unspecified (0) until
    /// it first joins a window, whose traits it then takes without a change being reported.
    var appliedWindowTraits = WindowTraits.unknown
    /// The handlers of `registerForTraitChanges(_:handler:)` (View+TraitChanges.swift).
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// Called when the view's traits (`traitCollection`) changed: its window's or an
    /// ancestor's `overrideUserInterfaceStyle` or its window's `preferredContentSizeCategory`
    /// changed, or it joined a window of another appearance or text size. Toolkit views restyle here (colours still equal to the previous theme's
    /// follow the new one); override it to restyle your own views, and call super. The
    /// default redraws the view.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        setNeedsDisplay()
    }

    /// Called when the view's tint (`tintColor`, dimmed or not) changed: set on it or an
    /// ancestor, its `tintAdjustmentMode` changed, a presentation dims or restores it, or it
    /// moved under a superview of another tint — UIKit's `tintColorDidChange()`. The default
    /// redraws the view; controls that keep the tint in subviews update them here. Call super.
    open func tintColorDidChange() {
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Marks the view's content (what `draw(_:in:)` paints) as needing to be drawn again.
    open func setNeedsDisplay() {
        window?.rendering?.contentDidChange(self)
        markDirty()
    }

    /// Draws the view's own content into `context`, whose coordinates are the view's
    /// bounds; the background is already painted. The default draws nothing.
    ///
    /// Called by the renderer when it paints the view (in a frame that shows it, or ahead
    /// of a transition that will), once per change: the first time, then once after
    /// `setNeedsDisplay()` (or a size or appearance change), however many calls came before
    /// that frame. The calls on `context` are recorded; the recording sizes the view's
    /// backing store to what it paints (none when it paints nothing) and is replayed into
    /// it. The store is composited while the view only moves, fades, scrolls with its
    /// superview or its neighbours change: none of those call this method. It is called again without a change only when the renderer dropped the
    /// store (evicted beyond the memory budget, or at rest while the view was off screen,
    /// or a new backend after a reconnection).
    open func draw(_ rect: CGRect, in context: GraphicsContext) { draw(rect) }

    /// UIKit's drawing override point: draws the view's content into the current graphics
    /// context (``GraphicsContext/current``, the one `draw(_:in:)` receives), with
    /// `BezierPath.fill()`, `Color.setFill()`, `Image.draw(in:)` and the context's own calls.
    /// Called by the default `draw(_:in:)`, on the same schedule; the default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Whether `draw(_:in:)` may paint anything. Plain `View`s don't; subclasses are asked
    /// once per size and content change, and a subclass that draws nothing keeps no cache.
    var drawsContent: Bool { drawsContentHint && type(of: self) != View.self }

    /// Internal subclasses that never draw return false.
    var drawsContentHint: Bool { true }

    /// Called when the superview's size or safe area changed, and when added to one: views
    /// pinned to their superview (the bottom bar) place themselves here. A subclass that
    /// overrides it also returns true from `placesItselfInSuperview`.
    func layoutInSuperview() {}

    /// Whether `layoutInSuperview()` does something: true in the subclasses that override it.
    var placesItselfInSuperview: Bool { false }

    // MARK: Hierarchy hooks

    /// Called after a subview was added. The default does nothing.
    open func didAddSubview(_ subview: View) {}

    /// Called before the view moves to a new superview (nil when removed). The default does nothing.
    open func willMoveToSuperview(_ newSuperview: View?) {}

    /// Called after the view moved into or out of a window. The default does nothing.
    open func didMoveToWindow() {}

    // MARK: Layout hooks

    /// Lays out subviews; called in the layout phase when the view needs layout.
    /// Autoresizing has already been applied when the bounds changed, and subviews laid out
    /// by constraints already have their solved frames. The default places them again from
    /// the constraints as they are now, so an override that changes constraints (or a
    /// label's `preferredMaxLayoutWidth`) before calling super sees the result, as in UIKit.
    open func layoutSubviews() {
        applyConstraintFramesToSubviews()
    }

    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size of the content, or `View.noIntrinsicMetric` per dimension.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Called when the safe-area insets changed. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Auto Layout hooks

    /// Updates the view's constraints; called in the layout phase, before layout, after
    /// `setNeedsUpdateConstraints()` (and once when a view that `requiresConstraintBasedLayout`
    /// joins a window). Subviews update before their superview. Override it to change
    /// constraints in one batch, and call super last. The default does nothing.
    open func updateConstraints() {}

    /// Whether the view relies on constraints (its `updateConstraints()` runs when it joins a
    /// window). False by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when the layout margins changed. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// Where the first (or last) baseline lies below the top, for baseline anchors; views
    /// without text answer their bottom edge.
    func layoutBaselineOffset(last: Bool) -> BaselineOffset { .bottom }

    /// The intrinsic size when laid out `width` wide, for views whose height depends on the
    /// width they get (multi-line labels without `preferredMaxLayoutWidth`); nil for the rest.
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? { nil }

    /// Called after a subview was hidden or shown (a stack view collapses it). The default
    /// does nothing beyond the layout the change asks for.
    func subviewVisibilityDidChange(_ subview: View) {}

    /// The content hugging priority a new view of the class has on both axes (250; labels
    /// and buttons 251, as UIKit).
    var defaultContentHuggingPriority: LayoutPriority { .defaultLow }

    /// Finds the front-most view containing `point` (in this view's coordinates): skips
    /// hidden views, views with alpha < 0.01, views with interaction disabled and views
    /// moving in a `View.animate` block without `.allowUserInteraction`; points
    /// outside the bounds never hit. Uses model (not presentation) geometry.
    open func hitTest(_ point: CGPoint) -> View? { defaultHitTest(point) }

    /// Whether `point` (in this view's coordinates) lies inside the bounds.
    open func point(inside point: CGPoint) -> Bool { bounds.contains(point) }

    // MARK: Input (responder chain, gesture recognizers, keyboard focus)

    /// The gesture recognizers attached with `addGestureRecognizer(_:)`, in the order added.
    var attachedGestureRecognizers: [GestureRecognizer] = []
    /// The interactions on the view (``View/interactions``).
    var interactionStorage: [Interaction] = []

    /// Tells the view that a touch began on it (it was the view hit by the press). The
    /// default passes the touches to the next responder: the view controller whose root
    /// view this is, else the superview.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { passTouches(.began, touches, event) }

    /// Tells the view that its touch moved. The default passes it to the next responder.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { passTouches(.moved, touches, event) }

    /// Tells the view that its touch ended. The default passes it to the next responder.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { passTouches(.ended, touches, event) }

    /// Tells the view that its touch was cancelled (a gesture recognizer took it over). The
    /// default passes it to the next responder.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { passTouches(.cancelled, touches, event) }

    /// Tells the view that a key went down while it (or a view inside it) is the first
    /// responder. The default passes the presses to the next responder; at the end of the
    /// chain the window moves the keyboard focus on Tab and Shift-Tab.
    open override func pressesBegan(_ presses: Set<KeyPress>, with event: Event?) { passPresses(presses, event) }

    /// Tells the view that a key went up while it (or a view inside it) is the first
    /// responder. The default passes the presses to the next responder.
    open override func pressesEnded(_ presses: Set<KeyPress>, with event: Event?) { passPressesEnded(presses, event) }

    /// Scrolls the view's content by a wheel step (`dy` > 0 scrolls the content up); returns
    /// whether the view handled it. The default passes the step to the superview.
    @discardableResult
    open func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool { superview?.scrollWheel(dx: dx, dy: dy) ?? false }

    /// Whether `gestureRecognizer` (attached to this view or an ancestor, and tracking a
    /// touch that began on this view) may begin or recognize. The default returns true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether the view can take the keyboard focus (Tab moves across such views). The
    /// default is false; enabled controls return true.
    open var canBecomeFocused: Bool { false }

    /// The pointer's shape over this view; nil (the default) uses the superview's, and the
    /// arrow at the top. A text field sets `.iBeam`.
    open var cursor: Cursor? {
        didSet { if cursor != oldValue { window?.eventDispatcher.hover.refreshCursor() } }
    }

    /// How the view takes part in hover highlights (`HoverTracker`); the default passes.
    /// Controls highlight while enabled and refuse while disabled.
    var hoverParticipation: HoverParticipation { .passes }

    /// Called when the view became or stopped being its window's hovered view
    /// (`isHoverTarget`), gained or lost the focus, or the focus ring was shown or hidden;
    /// the default redraws the view. Controls restyle (`Control.stateDidChange()`).
    func interactionStateDidChange() { setNeedsDisplay() }

    /// Whether the view can become the first responder — UIKit's `canBecomeFirstResponder`.
    /// The default is `canBecomeFocused`: the first responder is the view with the keyboard focus.
    open override var canBecomeFirstResponder: Bool { canBecomeFocused }

    /// Makes the view the first responder: it takes its window's keyboard focus (a text field
    /// starts editing). Returns whether it now has the focus; false when it is not in a
    /// window, hidden, disabled or cannot become first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        return window.focus(self)
    }

    /// Gives up the keyboard focus (a text field ends editing). Returns true, also when the
    /// view did not have the focus; false, keeping the focus, when `canResignFirstResponder`
    /// is false (a subclass may also return false to keep it).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFocused { window?.focus(nil) }
        return true
    }

    /// Whether the view is the first responder: it has its window's keyboard focus.
    open override var isFirstResponder: Bool { isFocused }

    /// The next responder: the view controller whose root view this is, else the superview
    /// (a window: its scene, else its application).
    open override var next: Responder? {
        if let owner = owningViewController { return owner }
        return superview
    }

    // MARK: Window

    /// The window the view is in, if any.
    public var window: Window? {
        var found: Window?
        forEachAncestor { view in
            guard let w = view as? Window else { return true }
            found = w
            return false
        }
        return found
    }

    /// Whether `root` is this view or one of its ancestors (a cheaper `window === root`).
    func isInTree(of root: View) -> Bool {
        var found = false
        forEachAncestor { view in
            found = view === root
            return !found
        }
        return found
    }

    /// Calls `body` with this view, then each of its ancestors up to the root, while it
    /// returns true; retains none of them (each is held by the one above, and `body` must
    /// not change the hierarchy).
    @inline(__always)
    func forEachAncestor(_ body: (View) -> Bool) {
        // The step is a nonisolated closure: an isolated one would check the executor at
        // every call. It runs synchronously on this actor.
        nonisolated(unsafe) let body = body
        var current = Unmanaged.passUnretained(self)
        while true {
            let next: Unmanaged<View>? = current._withUnsafeGuaranteedRef { @Sendable view in
                body(view) ? view.superviewReference : nil
            }
            guard let next else { return }
            current = next
        }
    }

    /// Records that the view changed, for its window's next frame: the area it was painted
    /// on then and the area it covers at that frame are repainted. Only the first call
    /// between two frames reaches the renderer; later ones merge into the record, so any
    /// number of changes to a view costs one damage computation per frame. The record is
    /// made before or after the change alike. `contentChanged` is false for changes that
    /// only move or fade the view as a whole (its own rasterised subtree stays valid); any
    /// change invalidates the rasterised subtrees of ancestors.
    func markDirty(contentChanged: Bool = true) {
        let change: ViewChange = contentChanged ? [.placement, .content] : .placement
        if changeRecipient != nil {
            pendingChange.formUnion(change)
            return
        }
        guard let sink = window?.rendering else { return }
        pendingChange = change
        changeRecipient = sink
        sink.viewChanged(self)
    }

    // MARK: Rasterization

    /// Whether the subtree is rendered once into a backing store that is composited while the
    /// view only moves or fades (Core Animation's `shouldRasterize`). The store is clipped
    /// to the bounds and redrawn whenever anything inside changes; subviews from the first
    /// one that `drawsOutsideRasterization` onwards are drawn live on top of it.
    public var shouldRasterize = false {
        didSet {
            guard shouldRasterize != oldValue else { return }
            window?.rendering?.rasterizationDidChange(self)
            markDirty(contentChanged: false)
        }
    }
    /// Views pinned to something outside their superview (the bottom bar follows the safe
    /// area) are drawn live rather than baked into a rasterised ancestor.
    var drawsOutsideRasterization: Bool { false }

    func geometryDidChange(sizeChanged: Bool) {
        if translatesAutoresizingMaskStorage, let node = autoLayoutStorage?.node, let island = node.island {
            island.refreshInternals(of: node)
        }
        if sizeChanged {
            window?.rendering?.contentDidChange(self)
            setNeedsLayout()
            for sub in subviews {
                sub.superviewSizeChanged(from: sub.lastKnownSuperviewSize)
                sub.layoutInSuperview()
            }
            (self as? Window)?.sizeDidChange()
        }
        updateSafeAreaInsetsIfNeeded()
    }

    /// The size of the superview when autoresizing was last applied.
    var lastKnownSuperviewSize: CGSize = .zero
}

extension View: @MainActor CustomStringConvertible {
    /// The class, accessibility identifier and model frame, for debugging:
    /// `<Button "save" frame=(20.0, 8.0, 80.0, 32.0)>`.
    public var description: String {
        let name = accessibilityIdentifier.map { " \"\($0)\"" } ?? ""
        let f = modelFrame
        return "<\(type(of: self))\(name) frame=(\(f.minX), \(f.minY), \(f.width), \(f.height))>"
    }
}
