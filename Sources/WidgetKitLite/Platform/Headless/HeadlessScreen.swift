import Foundation

/// A screen in memory with a manual clock: deterministic UI tests without an X server
/// (the model is Flutter's `WidgetTester` and NIO's `EmbeddedEventLoop`).
///
/// The very same frame loop, layout, compositor and event dispatch run as on X11. Time
/// moves only with `advance(by:)`, which runs a frame at every 1/60 s step and always ends
/// with a frame at exactly the new time. Input is delivered synchronously. Many screens
/// can exist in one process, each with its own clock and animation speed; none needs
/// `Application.run()`.
@MainActor
public final class HeadlessScreen {
    /// The screen's size in points.
    public let size: CGSize
    /// Device pixels per point: the scale the screen was made with, until the desktop's
    /// resolution changes it (see <doc:FollowingTheDesktop>).
    public var scale: CGFloat { host.scale }
    let host: HeadlessHost
    let frameLoop: FrameLoop
    private(set) var windows: [Window] = []
    /// Frames per second of `advance(by:)`.
    public static let framesPerSecond: Double = 60

    /// Creates a screen of `size` points at `scale` device pixels per point (both sanitised:
    /// at least 1×1 point, scale 1…8) whose animations run at `animationSpeed` (see
    /// ``animationSpeed``; 1 unless given — never `WKL_ANIMATION_SPEED`, so tests are
    /// deterministic). Its windows draw with `theme` and `darkTheme`, in `appearance`
    /// unless they override it (light unless given — never `WKL_APPEARANCE`), at the text
    /// size `contentSizeCategory` unless they set another (`.large` unless given — never
    /// `WKL_CONTENT_SIZE`), and keep backing stores within `layerMemoryBudget`. Other
    /// screens keep theirs.
    public init(
        size: CGSize = CGSize(width: 800, height: 600), scale: CGFloat = 1, animationSpeed: Double = 1,
        theme: Theme = .light, darkTheme: Theme = .dark, appearance: UserInterfaceStyle = .light,
        contentSizeCategory: ContentSizeCategory = .large, layerMemoryBudget: LayerMemoryBudget = LayerMemoryBudget()
    ) {
        let s = size.sanitized
        self.size = CGSize(width: max(1, s.width), height: max(1, s.height))
        let validScale = scale.isFinite ? min(max(scale, 1), 8) : 1
        if size.isNonFinite { BadValue.report("HeadlessScreen size", size, using: self.size) }
        if !scale.isFinite { BadValue.report("HeadlessScreen scale", scale, using: validScale) }
        host = HeadlessHost(screenSize: self.size, scale: validScale)
        frameLoop = FrameLoop(host: host, isTracing: false)
        environment = WindowEnvironment(
            themes: ThemePalette(light: theme, dark: darkTheme), appearance: appearance == .dark ? .dark : .light,
            contentSizeCategory: contentSizeCategory, layerMemoryBudget: layerMemoryBudget)
        self.animationSpeed = animationSpeed
    }

    /// What this screen's windows draw with.
    let environment: WindowEnvironment

    /// The appearance of this screen's windows that do not override it.
    public var appearance: UserInterfaceStyle { environment.appearance }

    /// Multiplies the speed of every animation in this screen's windows (1 = normal; 0.1 =
    /// ten times slower); other screens and the X11 windows keep theirs. Each animation
    /// takes the speed when it starts (a view in no window yet: when it joins one of this
    /// screen's windows); running ones keep theirs. Invalid values (not finite, or ≤ 0)
    /// become 1 with one diagnostic line.
    public var animationSpeed: Double {
        get { frameLoop.animationSpeed }
        set {
            let valid = newValue.isFinite && newValue > 0
            if !valid { BadValue.report("HeadlessScreen animationSpeed", newValue, using: 1) }
            frameLoop.animationSpeed = valid ? newValue : 1
        }
    }

    /// The current time of the manual clock, in seconds.
    public var now: TimeInterval { host.manualClock.now }

    /// The URLs the app asked the desktop to open (a link clicked in a text view), oldest
    /// first: a screen in memory records them and opens nothing.
    public var openedURLs: [URL] { host.openedURLs }

    /// Makes a window filling the screen and shows it.
    public func makeWindow() -> Window {
        let window = Window(size: size)
        adopt(window)
        window.show()
        runFrame()
        return window
    }

    /// Makes this screen `window`'s context (its host, loop and environment); input goes to
    /// the window adopted last, which has the keyboard focus (as a window manager focuses a
    /// new window). An application made for tests shows its windows here.
    func adopt(_ window: Window) {
        window.environment = environment
        window.attach(to: host, loop: frameLoop)
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        focusedWindow = window
    }

    /// Asks to close `window` as the window manager's close button does: its `shouldClose`
    /// is asked, and when it closes its application hears of it (its scene disconnects;
    /// after the last window the app ends).
    public func close(_ window: Window) {
        guard let surface = window.surface else { return }
        window.surface(surface, didReceive: .closeRequested)
        if window.surface == nil { windows.removeAll { $0 === window } }
    }

    /// Gives the keyboard focus to `window` (nil: to another program), as the window manager
    /// does when the user clicks a window: the window that had it loses it first.
    public func focus(_ window: Window?) {
        if let current = focusedWindow, current !== window, let surface = current.surface {
            current.surface(surface, didReceive: .focusChanged(false))
        }
        focusedWindow = window
        if let window, let surface = window.surface { window.surface(surface, didReceive: .focusChanged(true)) }
    }

    /// The window that has the keyboard focus (``focus(_:)``).
    private weak var focusedWindow: Window?

    /// Moves the clock forward by `seconds`, running a frame every 1/60 s and a final one
    /// at exactly the new time. Non-finite or negative durations run one frame now. Wakeups
    /// the host has scheduled (timers that wait without frames) fire at their deadlines in
    /// between, with the clock at exactly the deadline.
    public func advance(by seconds: TimeInterval) {
        host.manualClock.advance(
            by: seconds, framesPerSecond: Self.framesPerSecond, firingWakeupsUntil: { host.fireWakeups(through: $0) }
        ) {
            if host.timerActive { host.wakeupCount += 1 }
            runFrame()
        }
    }

    /// How many times a real host would have woken the process during `advance(by:)`: the
    /// frame timer's ticks while frames were wanted, plus the one-shot wakeups that fired.
    var wakeupCount: Int { host.wakeupCount }

    /// Whether a one-shot wakeup is scheduled (a timer waits without frames).
    var hasPendingWakeups: Bool { host.hasPendingWakeups }

    /// Runs one frame at the current time.
    public func runFrame() {
        frameLoop.runFrame()
    }

    /// Whether the app is at rest and stays so by itself: nothing animates, no frame is
    /// pending and no wakeup is scheduled (a focused field's caret blink, a delayed action
    /// of the toolkit). A real host would not wake the process again until input arrives.
    public var isIdle: Bool { frameLoop.isIdle && !host.hasPendingWakeups }

    /// Whether the frame timer would be running.
    public var isFrameTimerActive: Bool { frameLoop.timerActive }

    // MARK: Input

    private var pointerLocation: CGPoint = .zero
    private var buttonDown = false

    /// Presses the primary button at `point` (window coordinates).
    public func press(at point: CGPoint) {
        pointerLocation = point.sanitized
        buttonDown = true
        deliver(.pointerDown(location: pointerLocation, button: 1, modifiers: [], time: now))
    }

    /// Moves the pointer to `point`.
    public func move(to point: CGPoint) {
        pointerLocation = point.sanitized
        deliver(.pointerMoved(location: pointerLocation, modifiers: [], time: now))
    }

    /// Releases the primary button at `point`.
    public func release(at point: CGPoint) {
        pointerLocation = point.sanitized
        buttonDown = false
        deliver(.pointerUp(location: pointerLocation, button: 1, modifiers: [], time: now))
    }

    /// A press and a release at `point` at the current time; recognizers and actions have
    /// run when it returns.
    public func click(at point: CGPoint) {
        press(at: point)
        release(at: point)
    }

    /// Presses at `from`, advances the clock by `duration` with one straight-line move per
    /// frame, and releases at `to`.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        press(at: from)
        let d = duration.isFinite ? max(0, duration) : 0
        let steps = max(1, Int((d * Self.framesPerSecond).rounded(.up)))
        let start = now
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            host.fireWakeups(through: start + d * Double(t))
            host.manualClock.set(start + d * Double(t))
            move(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            runFrame()
        }
        release(at: to)
    }

    /// Scrolls by (`dx`, `dy`) points at `point`, as a mouse wheel does (with Shift held, a
    /// vertical step scrolls sideways).
    public func scroll(dx: CGFloat = 0, dy: CGFloat, at point: CGPoint) {
        scroll(dx: dx, dy: dy, at: point, modifiers: [])
    }

    /// Scrolls with `modifiers` held.
    public func scroll(dx: CGFloat = 0, dy: CGFloat, at point: CGPoint, modifiers: KeyModifiers) {
        deliver(.scroll(location: point.sanitized, dx: dx.finite(), dy: dy.finite(), modifiers: modifiers, time: now))
    }

    /// A press and a release of the secondary (right) button at `point`.
    public func secondaryClick(at point: CGPoint) {
        deliver(.pointerDown(location: point.sanitized, button: 3, modifiers: [], time: now))
        deliver(.pointerUp(location: point.sanitized, button: 3, modifiers: [], time: now))
    }

    /// Presses and releases a key by name ("a", "Space", "Return", "Escape", "Tab", …).
    public func key(_ name: String, modifiers: KeyModifiers = []) {
        let text: String? = name.count == 1 ? name : (name == "Space" ? " " : nil)
        deliver(.keyDown(key: name, text: text, modifiers: modifiers, time: now))
        deliver(.keyUp(key: name, modifiers: modifiers, time: now))
    }

    /// Resizes the screen's windows to `size` points (as a window manager would).
    public func resize(to size: CGSize) {
        for window in windows { window.surface?.requestSize(size) }
    }

    private func deliver(_ event: PlatformEvent) {
        guard let window = windows.last, let surface = window.surface else { return }
        window.surface(surface, didReceive: event)
    }

    // MARK: Pixels

    /// What the front window shows now (a frame is run first if one is pending).
    public func snapshot() -> Image {
        if !frameLoop.isIdle { runFrame() }
        guard let surface = windows.last?.surface as? HeadlessSurface else { return Image(width: 0, height: 0, pixels: []) }
        return Image(copying: surface.bitmap.canvas)
    }
}

/// The headless platform: memory surfaces and a manual clock; its "timer" is `advance`.
@MainActor
final class HeadlessHost: PlatformHost {
    let manualClock = ManualClock()
    var clock: FrameClock { manualClock }
    private(set) var scale: CGFloat
    let screenSize: CGSize
    var frameHandler: (@MainActor () -> Void)?
    private(set) var timerActive = false
    /// The pointer theme asked for last (`usePointerTheme`): nothing draws pointers in memory.
    private(set) var pointerTheme: (name: String?, size: Int?) = (nil, nil)

    /// The screen keeps its size in points; new windows and rescaled ones use `scale`.
    func setScale(_ scale: CGFloat) {
        guard scale.isFinite else { return }
        self.scale = min(max(scale, 1), 8)
    }

    func usePointerTheme(name: String?, size: Int?) { pointerTheme = (name, size) }
    let presentingPath = "memory"
    var reconnectionTimeout: TimeInterval? {
        get { nil }
        set {}  // a screen in memory never loses its connection
    }
    /// The screen's clipboard and primary selection, in memory (a replay's answer as recorded).
    var generalPasteboard = Pasteboard(name: .general, store: MemoryPasteboardStore())
    var primaryPasteboard = Pasteboard(name: .primary, store: MemoryPasteboardStore())
    /// Every surface made, windows and popups, in the order made (a replay numbers them so).
    private(set) var surfacesMade: [WeakHeadlessSurface] = []
    /// The icons handed to `setApplicationIcons(_:)` last.
    var applicationIcons: [DesktopIcon] = []
    /// The URLs handed to `open(_:)`, oldest first: a screen in memory opens nothing.
    private(set) var openedURLs: [URL] = []

    func open(_ url: URL) -> Bool {
        openedURLs.append(url)
        return true
    }

    init(screenSize: CGSize, scale: CGFloat) {
        self.screenSize = screenSize
        self.scale = scale
    }

    func makeSurface(size: CGSize, title: String, sink: SurfaceEventSink) -> WindowSurface? {
        let surface = HeadlessSurface(size: size, scale: scale, sink: sink, title: title)
        surfacesMade.append(WeakHeadlessSurface(surface: surface))
        return surface
    }

    /// Whether the screen makes popup surfaces (menus in windows of their own); off unless a
    /// test turns it on, so menus draw inside the window as they are captured in goldens.
    var makesPopupSurfaces = false
    /// The popup surfaces made, oldest first, closed ones included.
    private(set) var popupSurfaces: [HeadlessSurface] = []
    /// The drag images shown, oldest first, closed ones included (`HeadlessDragImage.swift`).
    var dragImages: [HeadlessDragImage] = []

    func makePopupSurface(size: CGSize, at origin: CGPoint, over parent: WindowSurface, sink: SurfaceEventSink) -> WindowSurface? {
        guard makesPopupSurfaces else { return nil }
        let base = parent.originOnScreen ?? .zero
        let surface = HeadlessSurface(size: size, scale: scale, sink: sink, title: "")
        surface.originOnScreen = CGPoint(x: base.x + origin.x, y: base.y + origin.y)
        popupSurfaces.append(surface)
        surfacesMade.append(WeakHeadlessSurface(surface: surface))
        return surface
    }

    func setFrameTimerActive(_ active: Bool) { timerActive = active }

    /// Wakeups made so far (counted by `HeadlessScreen.advance(by:)` and `fireWakeups`).
    var wakeupCount = 0
    private var wakeups: [ManualWakeup] = []

    var hasPendingWakeups: Bool { wakeups.contains { !$0.isCancelled } }

    func scheduleWakeup(at deadline: TimeInterval, _ handler: @escaping @MainActor () -> Void) -> HostWakeup {
        let wakeup = ManualWakeup(deadline: deadline.isFinite ? deadline : .infinity, handler: handler)
        wakeups.append(wakeup)
        return wakeup
    }

    /// Fires, in deadline order, the wakeups due by `time` (including those their handlers
    /// schedule), each with the clock set to its deadline (never backwards). A deadline
    /// within the frame loop timers' tolerance of `time` counts as due, as the loop would
    /// fire it from a frame at `time` anyway.
    func fireWakeups(through time: TimeInterval) {
        wakeups.removeAll { $0.isCancelled }
        while let next = wakeups.min(by: { $0.deadline < $1.deadline }),
            next.deadline <= time + FrameLoopTimers.tolerance
        {
            wakeups.removeAll { $0 === next }
            manualClock.set(next.deadline)
            wakeupCount += 1
            next.fire()
            wakeups.removeAll { $0.isCancelled }
        }
    }

    /// Fires the first pending wakeup whose deadline is exactly `deadline`, with the clock
    /// as it is (a replay sets it to the recorded instant first); false when there is none.
    func fireWakeup(deadline: TimeInterval) -> Bool {
        wakeups.removeAll { $0.isCancelled }
        guard let index = wakeups.firstIndex(where: { $0.deadline == deadline }) else { return false }
        let wakeup = wakeups.remove(at: index)
        wakeupCount += 1
        wakeup.fire()
        return true
    }

    func pasteboard(named name: Pasteboard.Name) -> Pasteboard {
        name == .general ? generalPasteboard : primaryPasteboard
    }
}

/// A wakeup on the headless host's manual clock, fired by `HeadlessHost.fireWakeups(through:)`.
@MainActor
final class ManualWakeup: HostWakeup {
    let deadline: TimeInterval
    private var handler: (@MainActor () -> Void)?
    var isCancelled: Bool { handler == nil }

    init(deadline: TimeInterval, handler: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.handler = handler
    }

    func cancel() { handler = nil }

    /// Runs the handler once.
    func fire() {
        let pending = handler
        handler = nil
        pending?()
    }
}

/// A surface the host does not keep alive.
struct WeakHeadlessSurface {
    weak var surface: HeadlessSurface?
}

/// A window surface in memory: a retained bitmap.
@MainActor
final class HeadlessSurface: WindowSurface {
    private(set) var bitmap: Bitmap
    private(set) var scale: CGFloat
    private(set) var title: String
    weak var sink: SurfaceEventSink?
    /// Rectangles presented by the last frame.
    private(set) var lastPresented: [PixelRect] = []
    /// What the window manager of the screen shows (`HeadlessSurface+DesktopState.swift`).
    var desktop = HeadlessDesktop()

    init(size: CGSize, scale: CGFloat, sink: SurfaceEventSink, title: String) {
        self.scale = scale
        self.sink = sink
        self.title = title
        bitmap = Bitmap(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        desktop.state = sink.desktopRequest.state
        desktop.dialogParent = sink.desktopRequest.dialogParent
    }

    var pixelWidth: Int { bitmap.width }
    var pixelHeight: Int { bitmap.height }
    func beginFrame() -> Canvas { bitmap.canvas }
    func present(_ damage: [PixelRect]) { lastPresented = damage }
    func setTitle(_ title: String) { self.title = title }
    func requestSize(_ size: CGSize) {
        let (w, h) = pixelSize(of: size, at: scale)
        guard w != bitmap.width || h != bitmap.height else { return }
        bitmap = Bitmap(width: w, height: h)
        sink?.surface(self, didReceive: .resized(CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale)))
    }
    /// The bitmap's size for `size` points at `scale`: at least 1, at most the largest drawn.
    private func pixelSize(of size: CGSize, at scale: CGFloat) -> (Int, Int) {
        let s = size.sanitized
        let limit = Bitmap.maximumDimension
        return (min(max(1, Int((s.width * scale).rounded())), limit), min(max(1, Int((s.height * scale).rounded())), limit))
    }

    /// The window manager made the window `size` points (a replayed ConfigureNotify): the
    /// bitmap follows and the sink hears `.resized(size)`, as on X11.
    func resizedFromOutside(to size: CGSize) {
        let (w, h) = pixelSize(of: size, at: scale)
        if w != bitmap.width || h != bitmap.height { bitmap = Bitmap(width: w, height: h) }
        sink?.surface(self, didReceive: .resized(size))
    }

    func rescale(to scale: CGFloat, size: CGSize) {
        self.scale = scale
        let (w, h) = pixelSize(of: size, at: scale)
        bitmap = Bitmap(width: w, height: h)
    }
    func close() { isClosed = true }
    /// Whether `close()` was called.
    private(set) var isClosed = false
    /// Where the window is on the screen: a window at the screen's top-left corner; a popup
    /// where it was placed.
    var originOnScreen: CGPoint? = .zero
    /// Whether the window holds a pointer grab (`grabPointer()`).
    private(set) var isGrabbingPointer = false
    func grabPointer() -> Bool {
        isGrabbingPointer = true
        return true
    }
    func releasePointer() { isGrabbingPointer = false }
    /// The cursor the window shows.
    private(set) var cursor: Cursor = .arrow
    func setCursor(_ cursor: Cursor) { self.cursor = cursor }
}
