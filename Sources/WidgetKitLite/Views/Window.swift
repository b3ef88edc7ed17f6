import Foundation

/// A top-level window: the root of a view tree, shown by a platform host — UIKit's `UIWindow`.
///
/// A window paints only what changed: views report changes to the window's renderer, which
/// repaints the damaged rectangles, and the host presents just them.
///
/// The window is its tree's context: views take their frame loop (and so their clock),
/// host and scale from the window they are in. Creating a window opens nothing; the first
/// `makeKeyAndVisible()` of a window not made by a `HeadlessScreen` attaches it to
/// `Application.shared`, which opens the X display then.
@MainActor
open class Window: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The owner whose view fills the window: the root view controller, which app code
    /// sets as `rootViewController` (declared with the controllers). Setting another owner
    /// removes the old one's view and installs the new one's (`installRootView()`).
    var rootViewOwner: ViewOwner? {
        didSet {
            guard rootViewOwner !== oldValue else { return }
            oldValue?.view.removeFromSuperview()
            oldValue?.isRootOfWindow = false
            installRootView()
        }
    }

    /// The title the window manager shows.
    open var title: String = "" {
        didSet { if title != oldValue { surface?.setTitle(title) } }
    }

    /// Device pixels per point: the host's, once the window is attached to one (1 before).
    public private(set) var scale: CGFloat = 1

    /// The host showing this window; nil until the window is first shown.
    private(set) var host: PlatformHost?
    /// The frame loop of the host; nil until the window is first shown.
    private(set) var frameLoop: FrameLoop?
    /// Told when the window closed: the application that adopted it (nil for headless
    /// screens' windows).
    weak var closeObserver: WindowCloseObserver?
    /// The scene the window belongs to (a `WindowScene`, declared with the application), if
    /// any: its next responder.
    weak var sceneResponder: Responder?
    /// Whether the window is its application's key window: the one made key last
    /// (`makeKeyAndVisible()`, `makeKey()`), or clicked or typed in last. Nil-targeted
    /// actions start at its first responder.
    public internal(set) var isKeyWindow = false {
        didSet { if isKeyWindow != oldValue { Accessibility.changeObserver?.accessibilityKeyWindowDidChange(self) } }
    }
    /// Whether the window takes its host's screen size when attached (`Window()`).
    private var fillsScreen = false
    var surface: WindowSurface?
    /// For a popup window (an open menu): the window it belongs to and where its top-left
    /// corner goes in that window's coordinates. `show()` then asks the host for a popup
    /// surface instead of a top-level window.
    var popupPlacement: (parent: WindowSurface, origin: CGPoint)?
    /// The menu session running in this window, if any (a `MenuSession`, declared with the
    /// menus' presentation above); closing the window ends it.
    var runningMenu: RunningMenu?
    private var hasPresented = false
    /// Paints this window and owns all its render state (a `Renderer`); nil until the window
    /// is attached to a host (or a layer above asks for its renderer). Changes made before
    /// are not recorded: a new renderer repaints everything at its first frame.
    private(set) var rendering: WindowRendering?
    /// Called when the user asks to close the window; return false to keep it open.
    /// The default closes the window and, when it was the last, ends the application.
    public var shouldClose: (() -> Bool)?
    /// Called after the window closed.
    public var onClose: (() -> Void)?
    /// Dispatches input events to views and gesture recognizers.
    lazy var eventDispatcher = EventDispatcher(window: self)
    /// The themes, appearance and backing-store budget the host gives the window.
    var environment = WindowEnvironment() { didSet { updateTraitCollectionRecursively() } }
    /// `preferredContentSizeCategory` as the app set it; nil: the environment's.
    var contentSizeCategoryOverride: ContentSizeCategory?
    /// Views that blur what is behind them (`VisualEffectView`) that joined the window; those
    /// that left it are skipped and dropped by the renderer.
    var backdropViews: [WeakView] = []
    /// Full screen, maximized, minimized, as asked and as the window manager said; the
    /// dialog parent (`Window+DesktopState.swift`).
    var desktop = WindowDesktop()

    /// Creates a window of `size` points (sanitised). Nothing is opened until it is shown.
    public init(size: CGSize) {
        super.init(frame: CGRect(origin: .zero, size: size.sanitized))
        if size.isNonFinite { BadValue.report("Window size", size, using: modelFrame.size) }
        modelBackgroundColor = .systemBackground
    }

    /// Creates a window as large as the screen it is shown on.
    public convenience init() {
        self.init(size: .zero)
        fillsScreen = true
    }

    /// Makes `host` and its `loop` this tree's context: the scale follows the host, the
    /// window's painter is made by `makeRendering` (at the host's scale; one made before at
    /// another scale is replaced), and animations started while the tree had no loop start
    /// now. Once per window.
    func attach(to host: PlatformHost, loop: FrameLoop, makeRendering: (Window) -> WindowRendering) {
        guard self.host == nil else { return }
        self.host = host
        frameLoop = loop
        if fillsScreen { frame = CGRect(origin: .zero, size: host.screenSize) }
        if host.scale != scale || rendering == nil {
            scale = host.scale
            rendering = makeRendering(self)
        }
        didMoveToWindowRecursively(self)
    }

    /// Redraws the window at `newScale` device pixels per point, keeping its size in points:
    /// the surface is rescaled, `makeRendering` makes a painter for the new scale (backing
    /// stores drawn at the old one are gone), every view whose `displayScale` changes hears
    /// of it, every view is measured and laid out again (text is measured on the pixel grid
    /// of its scale: a title sized at one scale may not fit at another), and everything is
    /// painted at the next frame. Nothing happens at the same scale.
    func useScale(_ newScale: CGFloat, makeRendering: (Window) -> WindowRendering) {
        guard newScale.isFinite, newScale > 0, newScale != scale else { return }
        scale = newScale
        surface?.rescale(to: newScale, size: modelFrame.size)
        if host != nil || rendering != nil { rendering = makeRendering(self) }
        updateTraitCollectionRecursively()
        remeasureRecursively()
        damageAll()
        setNeedsLayout()
        requestFrame()
    }

    /// Makes `rendering` the window's painter (a layer above making it on first use).
    func install(_ rendering: WindowRendering) {
        self.rendering = rendering
    }

    /// Lays out `view` (a page about to be shown: pushed, popped to, selected) and draws
    /// now what the next frames will composite of it, so the frames of its transition only
    /// move stores that exist. Does nothing before the window is shown.
    func prepareToShow(_ view: View) {
        rendering?.prepareToShow(view)
    }

    /// Shows the window once it has a host (creates the native window when needed) and lays
    /// it out; without a host it does nothing. `makeKeyAndVisible()` (declared with the
    /// application) first gives a window with no host one.
    func show() {
        guard let host else { return }
        if surface == nil {
            let size = modelFrame.size
            if let popup = popupPlacement {
                surface = host.makePopupSurface(size: size, at: popup.origin, over: popup.parent, sink: self)
            } else {
                surface = host.makeSurface(size: size, title: title.isEmpty ? "WidgetKitLite" : title, sink: self)
            }
        }
        frameLoop?.addClient(self)
        damageAll()
        setNeedsLayout()
    }

    /// The next responder: the window's scene, else the application that shows it (nil for a
    /// window of a `HeadlessScreen` that belongs to no application).
    open override var next: Responder? { sceneResponder ?? (closeObserver as? Responder) }

    /// Closes the native window; the window's views stay intact.
    public func close() {
        runningMenu?.end()
        surface?.close()
        surface = nil
        frameLoop?.removeClient(self)
        onClose?()
    }

    /// Fills the window with the root owner's view, inside its appearance transition.
    func installRootView() {
        guard let owner = rootViewOwner else { return }
        owner.isRootOfWindow = true
        let view: View = owner.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        owner.beginAppearanceTransition(true, animated: false)
        addSubview(view)
        owner.endAppearanceTransition()
    }

    // MARK: Damage

    var needsFrame: Bool { (rendering?.needsPaint ?? false) || subtreeNeedsLayout }

    func requestFrame() { frameLoop?.requestFrame() }

    /// A view started animating: it joins the loop's moving things and is repainted every
    /// frame until it stops (`View.tick(at:)`).
    func animationsDidChange(_ view: View) {
        frameLoop?.add(view)
        view.markDirty(contentChanged: false)
    }

    func damageAll() { rendering?.damageAll() }

    /// The window's size in device pixels.
    var pixelSize: PixelSize {
        PixelSize(width: Int((modelFrame.width * scale).rounded()), height: Int((modelFrame.height * scale).rounded()))
    }

    // MARK: Frame phases

    func layoutPhase() {
        updateConstraintsIfNeeded()
        layoutSubtreeIfNeeded()
        // The tree is in place for this frame: the view under a still pointer may be another.
        eventDispatcher.hover.reevaluate()
    }
}

extension Window: FrameClient {
    /// The window's part of each phase: layout, then the renderer's collect, build, execute
    /// and present (animations advance through the loop's registry of moving things).
    func run(_ phase: FramePhase, at now: TimeInterval) {
        switch phase {
        case .layout:
            layoutPhase()
        case .collect, .build, .execute:
            rendering?.run(phase, clearColor: Pixel.opaqueBlack)
        case .present:
            rendering?.run(phase, clearColor: Pixel.opaqueBlack)
            if pixelsPainted > 0, !hasPresented, popupPlacement == nil {
                hasPresented = true
                frameLoop?.statistics.traceFirstFrame()
            }
        case .input, .animate, .postFrame:
            break
        }
    }

    var pixelsPainted: Int { rendering?.pixelsPainted ?? 0 }

    func framesDidStop() { rendering?.framesDidStop() }
}

extension View: FrameTicking {
    /// Advances the view's animations to `now`: repaints it, drops the tracks that are
    /// finished (they rest at their model value, shown by this last repaint); false once
    /// none moves or the view left its window.
    func tick(at now: TimeInterval) -> Bool {
        guard window != nil else { return false }
        markDirty(contentChanged: tracks.keys.contains { $0 != .frame && $0 != .alpha })
        for (property, track) in tracks where track.driver.isFinished(at: now) {
            tracks[property] = nil
        }
        return tracks.values.contains { $0.driver.isMoving(at: now) }
    }
}

/// Hears that a window closed (the user closed it, or its native window was destroyed):
/// the application, which ends the process after its last window; and that the user
/// clicked or typed in a window that was not key, which becomes the key window.
@MainActor
protocol WindowCloseObserver: AnyObject {
    func windowDidClose(_ window: Window)
    func windowDidBecomeKey(_ window: Window)
    /// The window got or lost the keyboard focus of the display.
    func window(_ window: Window, focusDidChange isFocused: Bool)
}

extension WindowCloseObserver {
    /// Marks `window` key (an observer that keeps no other windows).
    func windowDidBecomeKey(_ window: Window) { window.isKeyWindow = true }
    /// Nothing.
    func window(_ window: Window, focusDidChange isFocused: Bool) {}
}

extension Window: SurfaceEventSink {
    func surface(_ surface: WindowSurface, didReceive event: PlatformEvent) {
        switch event {
        case let .resized(size):
            let s = size.sanitized
            guard s != modelFrame.size else { return }
            frame = CGRect(origin: .zero, size: s)
            damageAll()
        case .exposed:
            damageAll()
        case .closeRequested:
            if shouldClose?() ?? true {
                close()
                closeObserver?.windowDidClose(self)
            }
        case let .focusChanged(isFocused):
            closeObserver?.window(self, focusDidChange: isFocused)
            return
        case let .desktopStateChanged(state):
            windowManagerDidShow(state)
            return
        case .destroyed:
            runningMenu?.end()
            self.surface = nil
            frameLoop?.removeClient(self)
            onClose?()
            closeObserver?.windowDidClose(self)
        case .pointerMoved, .pointerExited:
            // What a motion changes (a hover highlight, a drag's scroll, an app's handler)
            // asks for its own frame through the views it changes; a motion over an inert
            // area asks for none.
            eventDispatcher.dispatch(event)
            return
        case .pointerDown, .keyDown:
            if !isKeyWindow {
                if let closeObserver { closeObserver.windowDidBecomeKey(self) } else { isKeyWindow = true }
            }
            eventDispatcher.dispatch(event)
        case .pointerUp, .scroll, .keyUp:
            eventDispatcher.dispatch(event)
        }
        frameLoop?.requestFrame()
    }
}

extension View {
    /// Invalidates the intrinsic content size of this view and of every view under it and
    /// asks each to lay out again (the window's scale changed).
    fileprivate func remeasureRecursively() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        for sub in subviews { sub.remeasureRecursively() }
    }
}
