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
    /// The controller whose view fills the window.
    open var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
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
    /// The application the window belongs to (nil for headless screens' windows).
    weak var application: Application?
    /// Whether the window takes its host's screen size when attached (`Window()`).
    private var fillsScreen = false
    var surface: WindowSurface?
    private var animatingViews: [ObjectIdentifier: View] = [:]
    private var hasPresented = false
    /// Paints this window and owns all its render state.
    private(set) lazy var renderer = Renderer(window: self, scale: scale)
    /// Called when the user asks to close the window; return false to keep it open.
    /// The default closes the window and, when it was the last, ends the application.
    public var shouldClose: (() -> Bool)?
    /// Called after the window closed.
    public var onClose: (() -> Void)?
    /// Dispatches input events to views and gesture recognizers.
    lazy var eventDispatcher = EventDispatcher(window: self)
    /// The themes, appearance and backing-store budget the host gives the window.
    var environment = WindowEnvironment() { didSet { updateTraitCollectionRecursively() } }

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

    /// Makes `host` and its `loop` this tree's context: the scale follows the host, and
    /// animations started while the tree had no loop start now. Once per window.
    func attach(to host: PlatformHost, loop: FrameLoop) {
        guard self.host == nil else { return }
        self.host = host
        frameLoop = loop
        if fillsScreen { frame = CGRect(origin: .zero, size: host.screenSize) }
        if host.scale != scale {
            scale = host.scale
            renderer = Renderer(window: self, scale: scale)
        }
        didMoveToWindowRecursively(self)
    }

    /// Shows the window (creates the native window when needed) and lays it out. A window
    /// with no host yet joins `Application.shared`, which opens the display on first use.
    public func makeKeyAndVisible() {
        if host == nil { Application.shared.adopt(self) }
        guard let host else { return }
        if surface == nil {
            let size = modelFrame.size
            surface = host.makeSurface(size: size, title: title.isEmpty ? "WidgetKitLite" : title, sink: self)
        }
        frameLoop?.add(self)
        damageAll()
        setNeedsLayout()
    }

    /// Closes the native window; the window's views stay intact.
    public func close() {
        surface?.close()
        surface = nil
        frameLoop?.remove(self)
        onClose?()
    }

    func installRootView() {
        guard let vc = rootViewController else { return }
        vc.isRootOfWindow = true
        let view: View = vc.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        vc.beginAppearanceTransition(true, animated: false)
        addSubview(view)
        vc.endAppearanceTransition()
    }

    // MARK: Damage

    var needsFrame: Bool { renderer.needsPaint || !animatingViews.isEmpty || subtreeNeedsLayout }

    func requestFrame() { frameLoop?.requestFrame() }

    /// A view started animating: it is repainted every frame until it stops.
    func animationsDidChange(_ view: View) {
        animatingViews[ObjectIdentifier(view)] = view
        view.markDirty(contentChanged: false)
    }

    func damageAll() { renderer.damageAll() }

    /// The window's size in device pixels.
    var pixelSize: PixelSize {
        PixelSize(width: Int((modelFrame.width * scale).rounded()), height: Int((modelFrame.height * scale).rounded()))
    }

    // MARK: Frame phases

    func animatePhase(at now: TimeInterval) {
        for (id, view) in animatingViews {
            if !view.isInTree(of: self) {
                animatingViews[id] = nil
                continue
            }
            // Finished tracks rest at their model value; drop them after one last repaint.
            view.markDirty(contentChanged: view.tracks.keys.contains { $0 != .frame && $0 != .alpha })
            for (property, track) in view.tracks where track.driver.isFinished(at: now) {
                view.tracks[property] = nil
            }
            if !view.tracks.values.contains(where: { $0.driver.isMoving(at: now) }) { animatingViews[id] = nil }
        }
    }

    func layoutPhase() {
        layoutSubtreeIfNeeded()
        // The tree is in place for this frame: the view under a still pointer may be another.
        eventDispatcher.hover.reevaluate()
    }

    /// Paints the damage and presents it; returns the pixels painted and time spent presenting.
    func paintPhase() -> (pixels: Int, presentSeconds: TimeInterval) {
        let result = renderer.paint(clearColor: Pixel.opaqueBlack)
        if result.pixels > 0, !hasPresented {
            hasPresented = true
            frameLoop?.statistics.traceFirstFrame()
        }
        return result
    }
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
                application?.windowDidClose(self)
            }
        case .destroyed:
            self.surface = nil
            frameLoop?.remove(self)
            onClose?()
            application?.windowDidClose(self)
        case .pointerMoved, .pointerExited:
            // What a motion changes (a hover highlight, a drag's scroll, an app's handler)
            // asks for its own frame through the views it changes; a motion over an inert
            // area asks for none.
            eventDispatcher.dispatch(event)
            return
        case .pointerDown, .pointerUp, .scroll, .keyDown, .keyUp:
            eventDispatcher.dispatch(event)
        }
        frameLoop?.requestFrame()
    }
}
