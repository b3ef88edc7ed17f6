import Foundation
@testable import WidgetKitLite

/// SplitMix64: a tiny, fast generator whose sequence depends only on its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One step of a fuzz run; its description is what a failure prints.
enum FuzzAction: CustomStringConvertible {
    case click(CGPoint)
    /// A click while the primary button is held and its release was lost.
    case pressAgain(CGPoint)
    /// A click of another button (2 middle, 3 secondary).
    case otherButtonClick(CGPoint, button: Int)
    case press(CGPoint)
    case move(CGPoint)
    case release(CGPoint)
    case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
    case key(String)
    case advance(TimeInterval)
    case resize(CGSize)
    case beginPop
    case scrubPop(CGFloat)
    case endPop(cancelled: Bool)
    case rest

    var description: String {
        let p = describe
        switch self {
        case let .click(point): return "click \(p(point))"
        case let .pressAgain(point): return "click \(p(point)) with the held button's release lost"
        case let .otherButtonClick(point, button): return "button \(button) click \(p(point))"
        case let .press(point): return "press \(p(point))"
        case let .move(point): return "move \(p(point))"
        case let .release(point): return "release \(p(point))"
        case let .drag(from, to, duration): return "drag \(p(from)) → \(p(to)) in \(fmt(duration)) s"
        case let .key(name): return "key \(name)"
        case let .advance(seconds): return "advance \(fmt(seconds)) s"
        case let .resize(size): return "resize \(fmt(size.width))×\(fmt(size.height))"
        case .beginPop: return "begin interactive pop"
        case let .scrubPop(percent): return "scrub interactive pop to \(fmt(percent))"
        case let .endPop(cancelled): return cancelled ? "cancel interactive pop" : "finish interactive pop"
        case .rest: return "rest"
        }
    }

    /// Whether the action releases a held primary button before it starts.
    var releasesHeldButton: Bool {
        switch self {
        case .click, .drag, .rest: return true
        default: return false
        }
    }
}

private func describe(_ point: CGPoint) -> String { "(\(fmt(point.x)), \(fmt(point.y)))" }
private func fmt(_ value: CGFloat) -> String { String(format: "%.3g", Double(value)) }
private func fmt(_ value: Double) -> String { String(format: "%.3g", value) }

/// Drives a `FuzzApp` with a seeded random sequence of input, time steps and resizes, and
/// checks the tree against its model and the toolkit's invariants after every step.
@MainActor
final class Fuzzer {
    struct Options {
        var size = CGSize(width: 320, height: 240)
        /// Compare an incremental frame with a full repaint every this many steps (and at rest).
        var damageCheckInterval = 1
    }

    /// An interactive pop being watched: which tab, its driver, what its end must be.
    private struct TrackedPop {
        let id: Int
        let tab: Int
        let driver: TransitionDriver
        var mustComplete = false
        var expectedCancelled: Bool?
    }

    let seed: UInt64
    let options: Options
    private var rng: SplitMix64
    let app: FuzzApp
    private(set) var step = 0
    private var recent: [String] = []
    private var failure: String?
    private var diagnostics: [String] = []
    private var tracked: [TrackedPop] = []
    private var nextPopID = 0
    private var apiPop: Int?
    private var pointer: CGPoint?
    /// Where the held button went down.
    private var pressedAt: CGPoint?
    /// The drag in progress while its release is being delivered (for the release rule).
    private var releasingDrag: (from: CGPoint, to: CGPoint, duration: TimeInterval)?

    /// Called after each step (replays use it to print state).
    var trace: ((Int, FuzzAction) -> Void)?

    init(seed: UInt64, options: Options = Options()) {
        self.seed = seed
        self.options = options
        rng = SplitMix64(seed: seed)
        app = FuzzApp(size: options.size)
        // A tab switch finishes a pop still being dragged; a released one lands as its
        // release decided (the switch only makes it land at once).
        app.tabLeft = { [unowned self] left in
            for i in tracked.indices where tracked[i].tab == left && tracked[i].driver.isInteractive { tracked[i].mustComplete = true }
        }
    }

    /// Runs `steps` steps; returns a report of the first failure (seed, step, last actions).
    func run(steps: Int) -> String? {
        let previous = Diagnostics.handler
        Diagnostics.handler = { [unowned self] in diagnostics.append($0) }
        defer { Diagnostics.handler = previous }
        for _ in 0..<steps {
            step += 1
            let action = nextAction()
            let held = pointer.map { " (after releasing the button held at \(describe($0)))" } ?? ""
            recent.append("\(step): \(action)\(action.releasesHeldButton ? held : "")")
            if recent.count > 16 { recent.removeFirst() }
            let before = diagnostics.count
            app.model.expectedDiagnostics = 0
            perform(action)
            observePops()
            if let trace { trace(step, action) }
            checkAfterStep(newDiagnostics: Array(diagnostics[before...]))
            if let failure { return report(failure) }
        }
        let before = diagnostics.count
        app.model.expectedDiagnostics = 0
        perform(.rest)
        checkAfterStep(newDiagnostics: Array(diagnostics[before...]))
        return failure.map(report)
    }

    private func report(_ message: String) -> String {
        """
        fuzz seed \(seed), step \(step): \(message)
        last actions:
          \(recent.joined(separator: "\n  "))
        replay: WKL_FUZZ_SEED=\(seed) WKL_FUZZ_STEPS=\(step) swift test --filter FuzzTests
        """
    }

    private func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    // MARK: Choosing actions

    private var screen: HeadlessScreen { app.screen }
    private var bounds: CGRect { app.window.bounds }

    private func random(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &rng) }
    private func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    /// Anywhere, a little outside the window included.
    private func anyPoint() -> CGPoint {
        CGPoint(x: random(-5...(bounds.width + 5)).rounded(), y: random(-5...(bounds.height + 5)).rounded())
    }

    /// A point on something that reacts: a button, a tab item, the back button, a bottom bar.
    private func targetPoint() -> CGPoint {
        var targets: [CGRect] = []
        let nav = app.currentNavigation
        if let page = nav.visibleViewController as? FuzzPage, page.isViewLoaded {
            targets += page.buttons.map { $0.convert($0.bounds, to: nil) }
            targets.append(page.bottomBar.convert(page.bottomBar.bounds, to: nil))
            targets.append(page.view.convert(page.view.bounds, to: nil))
        }
        for i in 0..<3 {
            if let f = app.tabs.tabBar.frameOfItem(at: i) { targets.append(app.tabs.tabBar.convert(f, to: nil)) }
        }
        let back = nav.navigationBar.backButton
        if !back.isHidden { targets.append(back.convert(back.bounds, to: nil)) }
        guard let rect = targets.randomElement(using: &rng), rect.width >= 1, rect.height >= 1 else { return anyPoint() }
        return CGPoint(x: random(rect.minX...(rect.maxX - 1)).rounded(), y: random(rect.minY...(rect.maxY - 1)).rounded())
    }

    private func point() -> CGPoint { chance(0.6) ? targetPoint() : anyPoint() }

    /// One kind of step: its relative weight and how it picks its parameters. These rows
    /// are every surface the fuzzer drives; a new surface adds rows here, a `FuzzAction`
    /// case with its `perform` branch (recording its calls in the model), and its checks.
    private struct ActionKind {
        let weight: Double
        let make: (Fuzzer) -> FuzzAction
    }

    private static let actionKinds: [ActionKind] = [
        // Pointer: clicks, drags (half from the left edge), a press held across steps.
        ActionKind(weight: 24) { $0.clickAction() },
        ActionKind(weight: 10) { $0.dragAction() },
        ActionKind(weight: 6) { $0.heldPointerAction() },
        ActionKind(weight: 1) { f in .otherButtonClick(f.point(), button: f.chance(0.5) ? 2 : 3) },
        // Keyboard: the app's key commands, misuse keys included.
        ActionKind(weight: 20) { f in .key(FuzzApp.keys.randomElement(using: &f.rng)!) },
        // The clock.
        ActionKind(weight: 22) { $0.advanceAction() },
        // The window's size.
        ActionKind(weight: 3) { f in .resize(f.nextSize()) },
        // The navigation controller's interactive pop, driven through its API.
        ActionKind(weight: 8) { $0.interactivePopAction() },
        // Settling.
        ActionKind(weight: 7) { f in f.chance(0.3) ? .rest : .advance(Double.random(in: 0...0.5, using: &f.rng)) },
    ]

    private static let totalWeight = actionKinds.reduce(0) { $0 + $1.weight }

    private func nextAction() -> FuzzAction {
        if step % 97 == 0 { return .rest }
        var roll = Double.random(in: 0..<Self.totalWeight, using: &rng)
        for kind in Self.actionKinds {
            if roll < kind.weight { return kind.make(self) }
            roll -= kind.weight
        }
        return .rest
    }

    /// A point near the left edge (where an interactive pop starts).
    private func edgePoint() -> CGPoint { CGPoint(x: random(0...19).rounded(), y: random(0...bounds.height).rounded()) }

    /// A click; while the button is held, most often it is released first, else its release
    /// was lost and the click is a second press.
    private func clickAction() -> FuzzAction {
        let p = point()
        guard pointer != nil else { return .click(p) }
        return chance(0.7) ? .click(p) : .pressAgain(p)
    }

    private func dragAction() -> FuzzAction {
        let from = chance(0.5) ? edgePoint() : point()
        let to = CGPoint(x: random(-10...(bounds.width + 10)).rounded(), y: from.y + random(-30...30).rounded())
        return .drag(from: from, to: to, duration: Double(random(0.01...0.6)))
    }

    private func heldPointerAction() -> FuzzAction {
        if pointer == nil { return .press(chance(0.5) ? edgePoint() : point()) }
        return chance(0.6) ? .move(anyPoint()) : .release(anyPoint())
    }

    private func advanceAction() -> FuzzAction {
        let seconds: Double = chance(0.2) ? 0 : (chance(0.3) ? 1.0 / 60 : Double.random(in: 0...0.5, using: &rng))
        return .advance(seconds)
    }

    private func interactivePopAction() -> FuzzAction {
        if apiPop == nil { return .beginPop }
        return chance(0.7) ? .scrubPop(random(0...1)) : .endPop(cancelled: chance(0.5))
    }

    private func nextSize() -> CGSize {
        let roll = Double.random(in: 0..<1, using: &rng)
        switch roll {
        case ..<0.45: return options.size
        case ..<0.60: return CGSize(width: 1, height: 1)
        case ..<0.75: return CGSize(width: random(1...120).rounded(), height: random(1...120).rounded())
        case ..<0.95: return CGSize(width: random(100...640).rounded(), height: random(80...480).rounded())
        default: return CGSize(width: random(800...1280).rounded(), height: random(600...800).rounded())
        }
    }

    // MARK: Performing

    private func perform(_ action: FuzzAction) {
        switch action {
        case let .click(p):
            if pointer != nil { release(at: pointer!) }
            screen.click(at: p)
        case let .pressAgain(p):
            // The toolkit cancels the held touch first: a pop it drives ends cancelled.
            for i in tracked.indices where tracked[i].driver.isInteractive && isDrivenByThePointer(tracked[i]) {
                tracked[i].expectedCancelled = true
            }
            screen.press(at: p)
            observePops()
            (pointer, pressedAt) = (p, p)
            release(at: p)
        case let .otherButtonClick(p, button):
            let before = inputState()
            app.window.click(at: p, button: button, time: screen.now)
            observePops()
            if inputState() != before { fail("a click of button \(button) changed what the pointer drives: \(before) → \(inputState())") }
        case let .press(p):
            pointer = p
            pressedAt = p
            screen.press(at: p)
            observePops()
            checkPopsFollowThePointer()
        case let .move(p):
            pointer = p
            screen.move(to: p)
            observePops()
            checkPopsFollowThePointer()
        case let .release(p):
            release(at: p)
        case let .drag(from, to, duration):
            if let p = pointer { release(at: p) }
            drag(from: from, to: to, duration: duration)
        case let .key(name):
            screen.key(name)
        case let .advance(seconds):
            screen.advance(by: seconds)
        case let .resize(size):
            screen.resize(to: size)
            screen.advance(by: 0)
        case .beginPop:
            if app.currentNavigation.beginInteractivePop() {
                observePops()
                apiPop = tracked.last?.id
            }
        case let .scrubPop(percent):
            guard let pop = tracked.first(where: { $0.id == apiPop }) else {
                apiPop = nil
                return
            }
            app.navigations[pop.tab].updateInteractivePop(percent)
        case let .endPop(cancelled):
            // Something else (a tab switch) may have ended it already.
            guard let index = tracked.firstIndex(where: { $0.id == apiPop }), tracked[index].driver.isInteractive else {
                apiPop = nil
                return
            }
            tracked[index].expectedCancelled = cancelled
            app.navigations[tracked[index].tab].endInteractivePop(cancelled: cancelled)
            apiPop = nil
        case .rest:
            rest()
        }
    }

    /// Releases the held button; a pop its drag drives must finish when released past 0.6 of
    /// the width (the rule is half, or a fling; the margin leaves rounding out).
    private func release(at p: CGPoint) {
        if let start = pressedAt, (p.x - start.x) / max(1, bounds.width) > 0.6 {
            for i in tracked.indices where tracked[i].driver.isInteractive && tracked[i].expectedCancelled == nil && isDrivenByThePointer(tracked[i]) {
                tracked[i].expectedCancelled = false
            }
        }
        pointer = nil
        pressedAt = nil
        screen.release(at: p)
        observePops()
    }

    /// A straight drag, one move per frame, watching for an interactive pop as it goes; on
    /// release a pop must follow the documented rule where it is unambiguous.
    private func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        screen.press(at: from)
        observePops()
        let steps = max(1, Int((duration * HeadlessScreen.framesPerSecond).rounded(.up)))
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            screen.advance(by: duration / Double(steps))
            screen.move(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            observePops()
            checkPopsFollowThePointer()
        }
        releasingDrag = (from, to, duration)
        screen.release(at: to)
        observePops()
        releasingDrag = nil
    }

    /// Settles everything: releases the pointer, ends an interactive pop, runs the clock
    /// until idle, then checks what must hold at rest.
    private func rest() {
        if let p = pointer { release(at: p) }
        observePops()
        if apiPop != nil { perform(.endPop(cancelled: chance(0.5))) }
        observePops()
        screen.advance(by: 1)
        var waited = 1.0
        while !screen.isIdle && waited < 60 {
            screen.advance(by: 0.5)
            waited += 0.5
        }
        observePops()
        checkAtRest()
    }

    // MARK: Interactive pops

    /// Notices interactive pops that began (they count as done in the model while dragged)
    /// and those that were released, finished or cancelled.
    private func observePops() {
        for (tab, nav) in app.navigations.enumerated() {
            guard let driver = nav.activeTransition, driver.isInteractive, !tracked.contains(where: { $0.driver === driver }) else { continue }
            nextPopID += 1
            app.model.stacks[tab].beginInteractivePop(id: nextPopID)
            tracked.append(TrackedPop(id: nextPopID, tab: tab, driver: driver))
        }
        for pop in tracked where !pop.driver.isInteractive {
            let cancelled = pop.driver.isCancelled
            if pop.mustComplete && cancelled { fail("an interactive pop of tab \(pop.tab) was cancelled by a tab switch instead of finished") }
            if let expected = pop.expectedCancelled, expected != cancelled {
                fail("an interactive pop ended \(cancelled ? "cancelled" : "finished"), it should have \(expected ? "cancelled" : "finished")")
            }
            if pop.expectedCancelled == nil, !pop.mustComplete, let drag = releasingDrag {
                let width = max(1, bounds.width)
                let fraction = (drag.to.x - drag.from.x) / width
                let speed = fraction / CGFloat(max(drag.duration, 1e-3))
                if fraction > 0.6 && cancelled { fail("a drag released at \(fmt(fraction)) of the width cancelled its pop") }
                if fraction < 0.4 && speed < 0.8 && !cancelled {
                    fail("a slow drag released at \(fmt(fraction)) of the width (\(fmt(speed)) widths/s) finished its pop")
                }
            }
            app.model.stacks[pop.tab].resolveInteractivePop(id: pop.id, cancelled: cancelled)
            if pop.id == apiPop { apiPop = nil }
        }
        tracked.removeAll { !$0.driver.isInteractive }
    }

    /// Whether `pop` is driven by the held pointer (its controller's edge pan is under way).
    private func isDrivenByThePointer(_ pop: TrackedPop) -> Bool {
        app.navigations[pop.tab].interactivePopGestureRecognizer?.state.isInProgress == true
    }

    /// What a click of another button must leave alone.
    private struct InputState: Equatable, CustomStringConvertible {
        var selectedIndex: Int
        var stacks: [[ObjectIdentifier]]
        var pops: [String]
        var barsHidden: [Bool]
        var description: String { "tab \(selectedIndex), stacks \(stacks.map(\.count)), pops \(pops), bars hidden \(barsHidden)" }
    }

    private func inputState() -> InputState {
        InputState(
            selectedIndex: app.tabs.selectedIndex,
            stacks: app.navigations.map { $0.viewControllers.map(ObjectIdentifier.init) },
            pops: tracked.map { "\($0.tab): \($0.driver.isInteractive ? "dragged" : "released") at \(fmt($0.driver.percentComplete))" },
            barsHidden: app.loadedPages.map(\.bottomBar.isBarHidden))
    }

    // MARK: Checks

    /// Right after a pointer event, a pop driven by the edge pan shows the pan's translation
    /// over the width: the page follows the pointer from the move that began the pop.
    private func checkPopsFollowThePointer() {
        for (tab, nav) in app.navigations.enumerated() {
            guard let pan = nav.interactivePopGestureRecognizer as? PanGestureRecognizer, pan.state.isInProgress,
                let driver = nav.activeTransition, driver.isInteractive
            else { continue }
            let expected = (pan.translation(in: nav.view).x / max(1, nav.view.bounds.width)).clamped(to: 0...1)
            if abs(driver.percentComplete - expected) > 1e-9 {
                fail("tab \(tab)'s interactive pop is at \(fmt(driver.percentComplete)), its drag at \(fmt(expected)) of the width")
            }
        }
    }

    private func names(_ stack: [ViewController]) -> String { "[" + stack.map { $0.title ?? "?" }.joined(separator: ", ") + "]" }

    private func checkAfterStep(newDiagnostics: [String]) {
        let model = app.model!
        if app.tabs.selectedIndex != model.selectedIndex {
            fail("selected tab \(app.tabs.selectedIndex), model \(model.selectedIndex)")
        }
        for (tab, nav) in app.navigations.enumerated() {
            let expected = model.stacks[tab].stack
            if !nav.viewControllers.elementsEqual(expected, by: ===) {
                fail("tab \(tab) stack \(names(nav.viewControllers)), model \(names(expected))")
            }
        }
        if newDiagnostics.count != model.expectedDiagnostics {
            fail("\(newDiagnostics.count) diagnostics, expected \(model.expectedDiagnostics): \(newDiagnostics)")
        }
        if screen.isIdle && screen.isFrameTimerActive { fail("idle with the frame timer running") }
        if step % options.damageCheckInterval == 0 { checkDamage() }
    }

    private func checkDamage() {
        let shown = screen.snapshot()
        let full = screen.fullRepaint()
        guard shown != full else { return }
        var differing = 0
        var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        if shown.width == full.width && shown.height == full.height {
            for y in 0..<full.height {
                for x in 0..<full.width where shown.premultipliedPixel(x: x, y: y) != full.premultipliedPixel(x: x, y: y) {
                    differing += 1
                    box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                }
            }
        }
        if let dir = ProcessInfo.processInfo.environment["WKL_FUZZ_DUMP"] {
            try? shown.writePNG(to: URL(fileURLWithPath: dir + "/shown.png"))
            try? full.writePNG(to: URL(fileURLWithPath: dir + "/full.png"))
        }
        fail(
            "the frame on screen differs from a full repaint: \(differing) pixels in x \(box.minX)…\(box.maxX), y \(box.minY)…\(box.maxY) "
                + "(\(shown.width)×\(shown.height) vs \(full.width)×\(full.height))")
    }

    private func checkAtRest() {
        if !screen.isIdle { fail("not idle after the clock ran 60 s") }
        if screen.isFrameTimerActive { fail("frame timer running at rest") }
        for (tab, nav) in app.navigations.enumerated() {
            if nav.isTransitioning { fail("tab \(tab) still transitioning at rest") }
            if nav.visibleViewController !== nav.topViewController {
                fail("tab \(tab) shows \(nav.visibleViewController?.title ?? "nothing"), top is \(nav.topViewController?.title ?? "nothing")")
            }
        }
        let tabs = app.tabs
        let nav = app.currentNavigation
        if let top = nav.topViewController, top.isViewLoaded {
            if top.view.superview !== nav.view {
                let pages = nav.view.subviews.compactMap { view in nav.viewControllers.first { $0.viewIfLoaded === view }?.title }
                fail("the top page \(top.title ?? "?") of tab \(tabs.selectedIndex) is not in its container, which shows \(pages)")
            }
            if top.view.presentation.frame != nav.view.bounds {
                fail("the top page is at \(top.view.presentation.frame), its container's bounds are \(nav.view.bounds)")
            }
        }
        // The tab bar is fully shown or fully hidden, and the safe area agrees.
        let h = tabs.view.bounds.height
        let bar = tabs.tabBar.presentation.frame
        let shown = abs(bar.minY - (h - bar.height)) < 1e-6
        let hidden = abs(bar.minY - h) < 1e-6
        if !shown && !hidden { fail("tab bar at y \(bar.minY) in a view \(h) tall: neither shown nor hidden") }
        if tabs.isTabBarHidden != hidden { fail("isTabBarHidden \(tabs.isTabBarHidden) with the bar at y \(bar.minY) of \(h)") }
        let expectedInset: CGFloat = tabs.tabBar.isHidden || hidden ? 0 : Theme.current.tabBarHeight
        let inset = nav.view.safeAreaInsets.bottom
        if abs(inset - expectedInset) > 1e-6 { fail("selected tab's bottom safe area \(inset) with the bar \(hidden ? "hidden" : "shown")") }
        // Bottom bars: alpha 0 or 1 as toggled; the visible one pinned to the safe area.
        for page in app.loadedPages {
            let expected = page.expectsBarHidden
            if page.bottomBar.isBarHidden != expected { fail("\(page.title ?? "?")'s bottom bar hidden \(page.bottomBar.isBarHidden), toggled to \(expected)") }
            // A fade started while the page was in no window waits until the page is shown.
            let alpha = page.bottomBar.presentation.alpha
            if page.bottomBar.window != nil, alpha != (expected ? 0 : 1) { fail("\(page.title ?? "?")'s bottom bar alpha \(alpha) at rest") }
        }
        if let page = nav.topViewController as? FuzzPage, page.isViewLoaded {
            let pageBottom = page.view.bounds.maxY - page.view.safeAreaInsets.bottom
            if abs(page.bottomBar.frame.maxY - pageBottom) > 1e-6 {
                fail("bottom bar ends at \(page.bottomBar.frame.maxY), the page's safe area at \(pageBottom)")
            }
        }
        for problem in app.layoutProblems() { fail(problem) }
        checkDamage()
    }
}
