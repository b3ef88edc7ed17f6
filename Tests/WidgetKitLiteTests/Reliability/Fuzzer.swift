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
    /// A key press that types `text` (as an input method delivers it).
    case type(String)
    /// An editing key with modifiers (arrows, Backspace, Control-C, …).
    case editKey(String, KeyModifiers)
    /// A mouse wheel scroll.
    case wheel(CGPoint, dy: CGFloat)
    /// Table updates on the visible page's table: an insert or a delete at a fraction of
    /// its rows, new content for a row there (reloaded), or a reload.
    case insertRow(CGFloat, animated: Bool)
    case deleteRow(CGFloat, animated: Bool)
    case replaceRow(CGFloat, animated: Bool)
    case reloadTable
    /// The app presents a sheet (0), a full-screen page (1) or an alert (2), or dismisses.
    case present(Int)
    case dismiss
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
        case let .type(text): return "type \(text.debugDescription)"
        case let .editKey(name, modifiers):
            return "key " + (modifiers.contains(.control) ? "Ctrl+" : "") + (modifiers.contains(.shift) ? "Shift+" : "") + name
        case let .wheel(point, dy): return "wheel \(fmt(dy)) at \(p(point))"
        case let .insertRow(at, animated): return "insert a row at \(fmt(at)) of the table\(animated ? ", animated" : "")"
        case let .deleteRow(at, animated): return "delete the row at \(fmt(at)) of the table\(animated ? ", animated" : "")"
        case let .replaceRow(at, animated): return "new content for the row at \(fmt(at)) of the table, reloaded\(animated ? " animated" : "")"
        case .reloadTable: return "reload the table"
        case let .present(kind): return "present \(["a sheet", "a full-screen page", "an alert"][kind])"
        case .dismiss: return "dismiss"
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

    /// What is presented (and whether it is moving), what the model expects and what has focus,
    /// for traces.
    var stateLine: String {
        let presented = app.tabs.presentedViewController
        let moving = presented?.presentationState.controller?.isTransitioning == true ? " (moving)" : ""
        let focus = app.window.focusedView.map { "\(type(of: $0))" } ?? "none"
        return "presents \(presented?.title ?? "nothing")\(moving), model \(app.model.presented?.title ?? "nothing"), focus \(focus)"
    }

    init(seed: UInt64, options: Options = Options()) {
        self.seed = seed
        self.options = options
        rng = SplitMix64(seed: seed)
        // Odd seeds root the third tab in a self-sizing table, even ones in a fixed-height one.
        app = FuzzApp(size: options.size, tableKind: seed % 2 == 1 ? .selfSizingTable : .table)
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
        if ProcessInfo.processInfo.environment["WKL_FUZZ_STATS"] != nil {
            let texts = app.loadedPages.compactMap { $0.field?.text }.filter { !$0.isEmpty }
            print("fuzz seed \(seed) timing \(timing) stats: \(stats.sorted { $0.key < $1.key }), clipboard \(app.model.clipboard.debugDescription), texts \(texts.prefix(5))")
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
            targets += page.controls.map { $0.convert($0.bounds, to: nil) }
            targets.append(page.view.convert(page.view.bounds, to: nil))
            for view in [page.field as View?, page.table].compactMap({ $0 }) {
                let rect = view.convert(view.bounds, to: nil)
                targets += [rect, rect]
            }
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
        // Text: typing (or a click on the visible page's field when none is editing) and
        // editing keys.
        ActionKind(weight: 8) { $0.typeAction() },
        ActionKind(weight: 6) { f in
            let (name, modifiers) = Fuzzer.editKeys.randomElement(using: &f.rng)!
            return .editKey(name, modifiers)
        },
        // Tables: wheel scrolls and vertical drags over the visible page's table, updates.
        ActionKind(weight: 3) { f in .wheel(f.tablePoint() ?? f.point(), dy: f.random(-400...400).rounded()) },
        ActionKind(weight: 2) { $0.tableDragAction() },
        ActionKind(weight: 3) { $0.tableUpdateAction() },
        // Presentation through the app's calls (during pushes, pops and other presentations
        // too); keys "s" and "a" present as well.
        ActionKind(weight: 3) { f in f.chance(0.55) ? .present(Int.random(in: 0...2, using: &f.rng)) : .dismiss },
    ]

    /// What typing types: letters, a space, precomposed and decomposed accents, an emoji
    /// with a skin tone, a flag (one character each).
    static let typedTexts = ["a", "b", "z", "Q", " ", "7", "_", ".", "é", "e\u{301}", "👍🏽", "🇫🇷", "ß"]

    /// The editing keys pressed.
    static let editKeys: [(String, KeyModifiers)] = [
        ("BackSpace", []), ("BackSpace", []), ("Delete", []), ("BackSpace", .control), ("Delete", .control),
        ("Left", []), ("Right", []), ("Left", .shift), ("Right", .shift), ("Left", .control), ("Right", [.control, .shift]),
        ("Home", []), ("End", []), ("Home", .shift), ("End", .shift), ("Up", []), ("Down", []),
        ("a", .control), ("c", .control), ("x", .control), ("v", .control), ("v", .control),
        ("z", .control), ("z", .control), ("z", [.control, .shift]), ("y", .control), ("Return", []),
    ]

    private static let totalWeight = actionKinds.reduce(0) { $0 + $1.weight }

    private func nextAction() -> FuzzAction {
        if step % 97 == 0 { return .rest }
        // While a field edits, half the steps edit it: typing comes in runs, as people type.
        if editingPage() != nil, chance(0.5) {
            if chance(0.6) { return .type(Self.typedTexts.randomElement(using: &rng)!) }
            let (name, modifiers) = Self.editKeys.randomElement(using: &rng)!
            return .editKey(name, modifiers)
        }
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
        if let container = app.tabs.presentedViewController?.presentationState.controller?.containerView, container.window != nil, chance(0.4) {
            // Down a presented sheet: the interactive dismissal.
            let rect = container.convert(container.bounds, to: nil).intersection(bounds)
            if rect.width >= 1, rect.height >= 1 {
                let from = CGPoint(x: random(rect.minX...(rect.maxX - 1)).rounded(), y: random(rect.minY...(rect.maxY - 1)).rounded())
                let to = CGPoint(x: from.x + random(-20...20).rounded(), y: from.y + random(-20...(bounds.height)).rounded())
                return .drag(from: from, to: to, duration: Double(random(0.05...0.6)))
            }
        }
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

    /// The visible page, when it is a loaded `FuzzPage`.
    private var visiblePage: FuzzPage? {
        (app.currentNavigation.visibleViewController as? FuzzPage).flatMap { $0.isViewLoaded ? $0 : nil }
    }

    private func typeAction() -> FuzzAction {
        stats["type: page kind \(visiblePage?.kind.rawValue ?? -1)", default: 0] += 1
        if let field = visiblePage?.field, !field.isEditing, chance(0.8) {
            stats["type: click field", default: 0] += 1
            let rect = field.convert(field.bounds, to: nil)
            if rect.width >= 1, rect.height >= 1 {
                return .click(CGPoint(x: random(rect.minX...(rect.maxX - 1)).rounded(), y: random(rect.minY...(rect.maxY - 1)).rounded()))
            }
        }
        return .type(Self.typedTexts.randomElement(using: &rng)!)
    }

    /// A point on the visible page's table, if it shows one.
    private func tablePoint() -> CGPoint? {
        guard let table = visiblePage?.table else { return nil }
        let rect = table.convert(table.bounds, to: nil)
        guard rect.width >= 1, rect.height >= 1 else { return nil }
        return CGPoint(x: random(rect.minX...(rect.maxX - 1)).rounded(), y: random(rect.minY...(rect.maxY - 1)).rounded())
    }

    private func tableDragAction() -> FuzzAction {
        let from = tablePoint() ?? point()
        let to = CGPoint(x: from.x + random(-8...8).rounded(), y: from.y + random(-300...300).rounded())
        return .drag(from: from, to: to, duration: Double(random(0.02...0.5)))
    }

    private func tableUpdateAction() -> FuzzAction {
        let roll = Double.random(in: 0..<1, using: &rng)
        if roll < 0.4 { return .insertRow(random(0...1), animated: chance(0.7)) }
        if roll < 0.7 { return .deleteRow(random(0...1), animated: chance(0.7)) }
        if roll < 0.9 { return .replaceRow(random(0...1), animated: chance(0.7)) }
        return .reloadTable
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
        let before = fieldsBefore(action)
        let predicted = predictedRows(action)
        performAction(action)
        fieldsAfter(action, before)
        tablesAfter(action, predicted)
    }

    private func performAction(_ action: FuzzAction) {
        switch action {
        case let .click(p):
            if pointer != nil { release(at: pointer!) }
            // During a presentation or dismissal the window takes no input: the click
            // changes nothing (no tab, stack, bar, focus or presentation change).
            let blocked = app.window.isInputBlocked
            let before = (inputState(), app.window.focusedView.map(ObjectIdentifier.init), app.model.presented.map(ObjectIdentifier.init))
            screen.click(at: p)
            if blocked {
                stats["click during a presentation transition", default: 0] += 1
                let after = (inputState(), app.window.focusedView.map(ObjectIdentifier.init), app.model.presented.map(ObjectIdentifier.init))
                if after != before { fail("a click during a presentation transition changed \(before) → \(after)") }
            }
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
            expectKey(name, text: name.count == 1 ? name : (name == "Space" ? " " : nil), modifiers: [])
            screen.key(name)
        case let .type(text):
            expectKey(text == " " ? "space" : text, text: text, modifiers: [])
            screen.type(text)
        case let .editKey(name, modifiers):
            expectKey(name, text: name.count == 1 ? name : nil, modifiers: modifiers)
            screen.key(name, modifiers: modifiers)
        case let .wheel(point, dy):
            screen.scroll(dy: dy, at: point)
        case .insertRow, .deleteRow, .replaceRow, .reloadTable:
            stats["table update on page kind \(visiblePage?.table == nil ? -1 : visiblePage!.kind.rawValue)", default: 0] += 1
            performTableUpdate(action)
        case let .present(kind):
            app.present(kind: kind)
        case .dismiss:
            app.dismissPresented()
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

    /// Performs an update of the visible page's table (nothing when it shows none).
    private func performTableUpdate(_ action: FuzzAction) {
        switch action {
        case let .insertRow(at, animated):
            guard let page = visiblePage, page.table != nil else { return }
            page.insertRow(at: Int((at * CGFloat(page.tableModel.items.count)).rounded()), animated: animated)
        case let .deleteRow(at, animated):
            guard let page = visiblePage, page.table != nil, !page.tableModel.items.isEmpty else { return }
            page.deleteRow(at: min(page.tableModel.items.count - 1, Int(at * CGFloat(page.tableModel.items.count))), animated: animated)
        case let .replaceRow(at, animated):
            guard let page = visiblePage, page.table != nil, !page.tableModel.items.isEmpty else { return }
            page.replaceRow(at: min(page.tableModel.items.count - 1, Int(at * CGFloat(page.tableModel.items.count))), animated: animated)
        case .reloadTable:
            visiblePage?.reloadTable()
        default:
            break
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
    /// Seconds spent settling and checking damage (printed with `WKL_FUZZ_STATS=1`).
    private var timing: [String: Double] = [:]

    private func rest() {
        let t0 = Date()
        defer { timing["rest", default: 0] += Date().timeIntervalSince(t0) }
        if let p = pointer { release(at: p) }
        observePops()
        if apiPop != nil { performAction(.endPop(cancelled: chance(0.5))) }
        observePops()
        screen.advance(by: 1)
        var waited = 1.0
        while !screen.frameLoop.isIdle && waited < 60 {
            screen.advance(by: 0.5)
            waited += 0.5
        }
        observePops()
        checkAtRest()
    }

    // MARK: Text fields

    /// Whether `action` comes from the pointer (a press may land in a field or a table).
    private func isPointerAction(_ action: FuzzAction) -> Bool {
        switch action {
        case .click, .pressAgain, .otherButtonClick, .press, .move, .release, .drag, .rest: return true
        default: return false
        }
    }

    /// The page whose field edits the keys now (it has the keyboard focus and is editing).
    private func editingPage() -> FuzzPage? {
        guard let focused = app.window.focusedView else { return nil }
        return app.livePages.first { $0.field === focused && $0.field!.isEditing }
    }

    /// The page whose table has the keyboard focus.
    private func focusedTablePage() -> FuzzPage? {
        guard let focused = app.window.focusedView else { return nil }
        return app.livePages.first { $0.table === focused }
    }

    /// What a key must do, by the documented keys: applied to the model of the field that
    /// edits, or of the table that has the focus.
    private func expectKey(_ name: String, text: String?, modifiers: KeyModifiers) {
        // During a presentation or dismissal the window takes no keys: nothing changes.
        if app.window.isInputBlocked {
            stats["key during a presentation transition", default: 0] += 1
            return
        }
        let lower = name.lowercased()
        let shift = modifiers.contains(.shift), control = modifiers.contains(.control)
        if let page = editingPage() {
            stats["key into a field", default: 0] += 1
            var m = page.textModel
            var handled = true
            if control {
                switch lower {
                case "a": m.select(0..<m.state.text.count)
                case "c": if !m.selection.isEmpty { app.model.clipboard = m.selectedText }
                case "x":
                    if !m.selection.isEmpty {
                        app.model.clipboard = m.selectedText
                        m.replaceSelection(with: "", typing: false)
                    }
                case "v": if let clip = app.model.clipboard, !clip.isEmpty { m.replaceSelection(with: clip, typing: false) }
                case "z": shift ? m.redo() : m.undo()
                case "y": m.redo()
                default: handled = false
                }
            } else {
                handled = false
            }
            if !handled {
                switch lower {
                case "left", "right": m.move(forward: lower == "right", byWord: control, extending: shift)
                case "home", "up": m.moveCaret(to: 0, extending: shift)
                case "end", "down": m.moveCaret(to: m.state.text.count, extending: shift)
                case "backspace": m.deleteBackward(byWord: control)
                case "delete": m.deleteForward(byWord: control)
                case "return", "tab", "escape": break
                default:
                    if !control, let text, !text.isEmpty { m.replaceSelection(with: text, typing: true) }
                }
            }
            page.textModel = m
        } else if lower == "escape", modifiers.isEmpty, let sheet = app.tabs.presentedViewController as? FuzzSheet {
            // A sheet ends on Escape (its content takes no keys).
            app.model.dismissed(sheet)
        } else if let page = focusedTablePage(), modifiers.isEmpty {
            let count = page.tableModel.items.count
            guard count > 0 else { return }
            let row = page.tableModel.selectedRow
            switch lower {
            case "up", "down":
                let target = row.map { min(max(0, $0 + (lower == "down" ? 1 : -1)), count - 1) } ?? (lower == "down" ? 0 : count - 1)
                page.tableModel.selected = page.tableModel.items[target]
            case "return":
                if let row { expectedSelectCalls[ObjectIdentifier(page)] = [row] }
            default: break
            }
        }
    }

    /// Rows `didSelectRowAt` must report in this step, by page (set by the key prediction).
    private var expectedSelectCalls: [ObjectIdentifier: [Int]] = [:]
    /// How often each surface was reached (printed with `WKL_FUZZ_STATS=1`).
    private var stats: [String: Int] = [:]

    /// The field a held press began in (it selects as the pointer moves).
    private weak var heldField: TextField?

    /// Character offset of UTF-8 offset `offset` in `text`.
    private func characters(_ text: String, _ offset: Int) -> Int {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count))
        return text[..<index].count
    }

    /// What a pointer action needs from before it: the field a middle click pastes into and
    /// the primary selection it pastes.
    private func fieldsBefore(_ action: FuzzAction) -> (target: TextField?, primary: String?) {
        guard case let .otherButtonClick(p, button) = action, button == 2, pointer == nil else { return (nil, nil) }
        var view = app.window.hitTest(p)
        while let v = view, !(v is PrimarySelectionPasting) { view = v.superview }
        // It pastes when it edits or can take the focus (not under a presented controller).
        guard let field = view as? TextField, field.isEnabled, field.isEditing || app.window.isFocusable(field) else { return (nil, nil) }
        return (field, screen.primaryPasteboard.string)
    }

    /// After a step: a pointer action may have placed the caret in a field (the model takes
    /// the selection shown, and a press starts a new undo step) and a middle click pastes the
    /// primary selection at the caret; nothing else may change a field's text, and nothing
    /// but a press in it may move its selection.
    private func fieldsAfter(_ action: FuzzAction, _ before: (target: TextField?, primary: String?)) {
        let pointerAction = isPointerAction(action)
        for page in app.livePages {
            guard let field = page.field else { continue }
            let changes = page.fieldChanges
            // A press in the field held across steps goes on selecting as the pointer moves
            // (each move places the caret); its release places nothing.
            var movedHeld = false
            if case .move = action, heldField === field { movedHeld = true }
            let pressed = page.fieldPressed || movedHeld
            if pointerAction {
                if pointer == nil {
                    if heldField === field { heldField = nil }
                } else if page.fieldPressed {
                    heldField = field
                }
            }
            page.fieldChanges = []
            page.fieldPressed = false
            guard pointerAction else { continue }
            var m = page.textModel
            let isTarget = before.target === field
            if isTarget, let primary = before.primary, !primary.isEmpty {
                guard changes.count == 1, changes[0].string == primary, changes[0].range.length == 0,
                    let range = Range(changes[0].range, in: m.string)
                else {
                    let pasted = changes.map { "\($0.string.debugDescription) at \($0.range)" }
                    fail("a middle click pasted \(pasted) into \(page.title ?? "?")'s field, the primary selection holds \(primary.debugDescription)")
                    continue
                }
                m.moveCaret(to: m.string[..<range.lowerBound].count, extending: false)
                m.replaceSelection(with: primary, typing: false)
            } else if !changes.isEmpty {
                fail("\(action) changed \(page.title ?? "?")'s field: \(changes.map { "\($0.string.debugDescription) at \($0.range)" })")
            }
            let text = field.model.text
            let anchor = characters(text, field.model.anchor), head = characters(text, field.model.head)
            if !pressed, !isTarget, anchor != m.state.anchor || head != m.state.head {
                fail("\(page.title ?? "?")'s field selection moved to \(anchor)…\(head) from \(m.state.anchor)…\(m.state.head) without a press in it")
            }
            m.adoptSelection(anchor: anchor, head: head, moved: pressed || isTarget)
            page.textModel = m
        }
    }

    // MARK: Tables

    /// The row a click must select, by page: under the point, with rows as tall as the
    /// model says from the top of the content, when the point is on the table (nil: none
    /// may be selected).
    private func predictedRows(_ action: FuzzAction) -> [ObjectIdentifier: Int?]? {
        guard case let .click(p) = action, pointer == nil else { return nil }
        var rows: [ObjectIdentifier: Int?] = [:]
        for page in app.livePages {
            guard let table = page.table, table.window != nil else { continue }
            let q = table.convert(p, from: nil)
            let tops = page.rowTops
            let row = q.y < 0 ? nil : tops.indices.dropLast().last { tops[$0] <= q.y }
            let inside = table.bounds.contains(q) && row.map { q.y < tops[$0 + 1] } == true
            rows[ObjectIdentifier(page)] = inside ? row : nil
        }
        return rows
    }

    /// After a step: the rows a table reported selected are the ones predicted (a click),
    /// the selected one (Return) or, after other pointer actions, any row; nothing else
    /// selects.
    private func tablesAfter(_ action: FuzzAction, _ predicted: [ObjectIdentifier: Int?]?) {
        let expected = expectedSelectCalls
        expectedSelectCalls = [:]
        for page in app.livePages {
            guard page.table != nil else { continue }
            let calls = page.selectCalls
            page.selectCalls = []
            let id = ObjectIdentifier(page)
            if let rows = expected[id] {
                if calls.map(\.row) != rows { fail("\(page.title ?? "?")'s table reported rows \(calls.map(\.row)) selected, expected \(rows)") }
                continue
            }
            guard !calls.isEmpty else { continue }
            if let predicted, let row = predicted[id] ?? nil {
                if calls.map(\.row) != [row] { fail("a click on row \(row) of \(page.title ?? "?")'s table selected \(calls.map(\.row))") }
            } else if predicted != nil || !isPointerAction(action) {
                fail("\(action) selected rows \(calls.map(\.row)) of \(page.title ?? "?")'s table")
            }
            for call in calls where call.section != 0 || !page.tableModel.items.indices.contains(call.row) {
                fail("\(page.title ?? "?")'s table reported row \(call) selected of \(page.tableModel.items.count)")
            }
            stats["row selections", default: 0] += calls.count
            if let last = calls.last, page.tableModel.items.indices.contains(last.row) { page.tableModel.selected = page.tableModel.items[last.row] }
        }
    }

    /// After every step: each table's rows and selection are its model's; each field's text
    /// and selection too.
    private func checkContent() {
        if screen.pasteboard.string != app.model.clipboard {
            fail("the clipboard holds \(screen.pasteboard.string.debugDescription), expected \(app.model.clipboard.debugDescription)")
        }
        for page in app.livePages {
            let name = page.title ?? "?"
            if let field = page.field {
                let m = page.textModel
                if field.text != m.string { fail("\(name)'s field shows \(field.text.debugDescription), expected \(m.string.debugDescription)") }
                let text = field.model.text
                let anchor = characters(text, field.model.anchor), head = characters(text, field.model.head)
                if field.text == m.string, anchor != m.state.anchor || head != m.state.head {
                    fail("\(name)'s field selects \(anchor)…\(head), expected \(m.state.anchor)…\(m.state.head)")
                }
            }
            if let table = page.table, table.geometry != nil {
                let m = page.tableModel
                if table.numberOfRows(inSection: 0) != m.items.count { fail("\(name)'s table has \(table.numberOfRows(inSection: 0)) rows, expected \(m.items.count)") }
                let selected = table.indexPathForSelectedRow
                if selected.map({ [$0.section, $0.row] }) != m.selectedRow.map({ [0, $0] }) {
                    fail("\(name)'s table selects \(selected.map { "\($0)" } ?? "nothing"), expected \(m.selectedRow.map { "row \($0)" } ?? "nothing")")
                }
                for cell in table.visibleCells {
                    guard let path = table.indexPath(for: cell), m.items.indices.contains(path.row) else {
                        fail("\(name)'s table shows a cell for \(table.indexPath(for: cell).map { "\($0)" } ?? "no row") of \(m.items.count)")
                        continue
                    }
                    let text = page.text(ofItem: m.items[path.row])
                    if cell.textLabel?.text != text {
                        fail("\(name)'s row \(path.row) shows \(cell.textLabel?.text.debugDescription ?? "nothing"), expected \(text.debugDescription)")
                    }
                    if cell.isSelected != (path.row == m.selectedRow) { fail("\(name)'s row \(path.row) drawn \(cell.isSelected ? "" : "not ")selected") }
                }
            }
        }
    }

    /// At rest, on screen: the offset is in range, the content is every row (rows of a
    /// self-sizing table not measured yet count at the estimate), the cells shown are every
    /// row in view (none beyond the reuse margin), in place at the model's heights, and no
    /// other cell is left in the table.
    private func checkTablesAtRest() {
        for page in app.livePages {
            guard let table = page.table, table.window != nil, table.geometry != nil else { continue }
            let name = page.title ?? "?"
            let count = page.tableModel.items.count
            let tops = page.rowTops
            let limits = table.offsetLimits.y
            let y = table.contentOffset.y
            if y < limits.lowerBound - 1e-6 || y > limits.upperBound + 1e-6 { fail("\(name)'s table rests at offset \(y), outside \(limits)") }
            let measured = min(count, table.geometry?.resolvedRows ?? 0)
            let estimate = page.kind == .selfSizingTable ? Theme.light.lists.rowHeight : FuzzPage.rowHeight
            let content = tops[measured] + CGFloat(count - measured) * estimate
            if abs(table.contentSize.height - content) > 1e-6 {
                fail("\(name)'s table content is \(table.contentSize.height) tall for \(count) rows (\(measured) measured), expected \(content)")
            }
            let visible = Set(table.indexPathsForVisibleRows.map(\.row))
            if let last = visible.max(), last >= measured { fail("\(name)'s row \(last) is shown but only \(measured) rows are measured") }
            let top = table.bounds.minY, bottom = table.bounds.maxY, margin = Theme.light.lists.reuseMargin
            if table.bounds.height > 0 {
                for row in 0..<count {
                    let minY = tops[row], maxY = tops[row + 1]
                    if minY >= top, maxY <= bottom, !visible.contains(row) { fail("\(name)'s row \(row) is in view (\(top)…\(bottom)) without a cell") }
                    if maxY < top - margin - 1 || minY > bottom + margin + 1, visible.contains(row) {
                        fail("\(name)'s row \(row) has a cell though it is far out of view (\(top)…\(bottom))")
                    }
                }
            }
            for cell in table.visibleCells {
                guard let row = table.indexPath(for: cell)?.row else { continue }
                let expected = CGRect(x: 0, y: tops[row], width: table.bounds.width, height: tops[row + 1] - tops[row])
                if cell.frame != expected || cell.presentation.frame != expected { fail("\(name)'s row \(row) rests at \(cell.presentation.frame), expected \(expected)") }
                if cell.isHidden || cell.presentation.alpha != 1 { fail("\(name)'s row \(row) rests hidden or at alpha \(cell.presentation.alpha)") }
            }
            let cellsInTable = table.subviews.filter { $0 is TableViewCell }
            let shown = table.visibleCells
            if cellsInTable.count != shown.count || !cellsInTable.allSatisfy({ c in shown.contains { $0 === c } }) {
                fail("\(name)'s table holds \(cellsInTable.count) cells at rest, shows \(shown.count)")
            }
        }
    }

    // MARK: Presentation

    /// The interactive dismissal of a sheet being watched.
    private var trackedDismissal: (sheet: ViewController, driver: TransitionDriver)?

    /// A chosen alert action dismisses its alert; a sheet dragged down and released lands
    /// as the drag decided: dismissed when it finished.
    private func observePresentation() {
        if let alert = app.model.presented as? AlertController, alert.chosenAction != nil { app.model.dismissed(alert) }
        if trackedDismissal == nil, let sheet = app.tabs.presentedViewController,
            let driver = sheet.presentationState.controller?.transition, driver.isInteractive
        {
            trackedDismissal = (sheet, driver)
        }
        if let (sheet, driver) = trackedDismissal, !driver.isInteractive {
            if !driver.isCancelled { app.model.dismissed(sheet) }
            trackedDismissal = nil
        }
    }

    /// At rest: the tab bar controller presents what the model says, in the window above
    /// the dimmed tree (its view at the shown frame, the presenter hidden only under a
    /// full-screen page); nothing presented leaves the window holding the tree alone;
    /// the keyboard focus is inside the presented view; every dismissed controller is gone.
    private func checkPresentationAtRest() {
        let window = app.window, tabs = app.tabs
        let expected = app.model.presented
        if tabs.presentedViewController !== expected {
            fail("the tabs present \(tabs.presentedViewController?.title ?? "nothing"), expected \(expected?.title ?? "nothing")")
            return
        }
        if let presented = expected {
            guard let presentation = presented.presentationState.controller else { return fail("\(presented.title ?? "?") has no presentation") }
            let container = presentation.containerView
            if window.subviews.count != 3 || window.subviews.last !== container || container.subviews.first !== presented.viewIfLoaded {
                fail("presenting \(presented.title ?? "?"), the window holds \(window.subviews.count) views, the container \(container.subviews.count)")
            }
            if container.presentation.frame != presentation.shownFrame(in: window.bounds) || container.presentation.alpha != 1 {
                fail("\(presented.title ?? "?") rests at \(container.presentation.frame) alpha \(container.presentation.alpha), expected \(presentation.shownFrame(in: window.bounds))")
            }
            if presented.viewIfLoaded?.frame != container.bounds { fail("\(presented.title ?? "?")'s view is at \(presented.viewIfLoaded?.frame ?? .zero) in \(container.bounds)") }
            if tabs.view.isHidden != (presented.modalPresentationStyle == .fullScreen && !(presented is AlertController)) {
                fail("the presenter is \(tabs.view.isHidden ? "hidden" : "shown") under \(presented.title ?? "?")")
            }
            if let focused = window.focusedView, !focused.isDescendant(of: container) { fail("the focus is outside the presented \(presented.title ?? "?")") }
        } else {
            if window.subviews.count != 1 || window.subviews.first !== tabs.view { fail("nothing presented, the window holds \(window.subviews.count) views") }
            if tabs.view.isHidden { fail("nothing presented, the tabs are hidden") }
        }
        let alive = app.model.liveDismissedControllers()
        if !alive.isEmpty { fail("dismissed controllers still alive at rest: \(alive)") }
    }

    // MARK: Interactive pops

    /// Notices interactive pops that began (they count as done in the model while dragged)
    /// and those that were released, finished or cancelled.
    private func observePops() {
        observePresentation()
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
        // The app misuses only the containers' API on purpose: any other line comes from
        // the toolkit's own code (a control tripping its misuse diagnostics), even in a
        // step whose count matches.
        for line in newDiagnostics where !TreeModel.expectedDiagnosticPrefixes.contains(where: line.hasPrefix) {
            fail("a diagnostic from built-in code: \(line)")
        }
        if screen.isIdle && screen.isFrameTimerActive { fail("idle with the frame timer running") }
        checkContent()
        if step % options.damageCheckInterval == 0 { checkDamage() }
    }

    private func checkDamage() {
        let t0 = Date()
        defer { timing["damage", default: 0] += Date().timeIntervalSince(t0) }
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
        // Frames have stopped; a caret blink may still wake the app (screen.isIdle is false then).
        if !screen.frameLoop.isIdle { fail("frames still wanted after the clock ran 60 s") }
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
        let expectedInset: CGFloat = tabs.tabBar.isHidden || hidden ? 0 : Theme.light.tabBarHeight
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
        checkTablesAtRest()
        checkPresentationAtRest()
        checkDamage()
    }
}
