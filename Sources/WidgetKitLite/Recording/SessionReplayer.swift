import Foundation

/// Replays a recorded session on a headless screen, item by item: the manual clock is set
/// to each item's recorded instant, then the item is done as it was — a frame run, the
/// timers due woken, an event handed to its window, a pasteboard read answered, the
/// desktop's settings applied — so the app's own code computes what it computed when it
/// was recorded, frame for frame.
///
/// The launch and the desktop settings are the application's: `launch` and
/// `applySettings` do them. When the app's current code no longer does what the recording
/// expects (a window it does not make, a wakeup or a paste it does not wait for), the
/// replay says so in one line and stops there: the screen shows the last good frame.
@MainActor
final class SessionReplayer {
    /// A check of the window's pixels the recording holds, compared with the replay's.
    struct CheckResult {
        var entry: SessionRecording.Entry
        var window: Int
        var frame: Int
        var recordedHash: String
        var replayedHash: String?
        /// The largest difference of one colour channel from the recorded PNG, when there is one.
        var largestDifference: Int?
        /// How many pixels differ from the recorded PNG at all.
        var differingPixels: Int?
        var isEqual: Bool { recordedHash == replayedHash }
    }

    let recording: SessionRecording
    let screen: HeadlessScreen
    /// Where the recording's check images are (its directory), for comparisons.
    var checkImageDirectory: URL?
    /// Runs the app's launch (`Application.launch(delegateClass:)`).
    var launch: () -> Void = {}
    /// Applies a desktop source's settings (`Application.desktopSettingsChanged`).
    var applySettings: (DesktopSettings, DesktopSettingsSource) -> Void = { _, _ in }
    /// One line for each thing that did not go as recorded (`Diagnostics` by default).
    var report: (String) -> Void = { Diagnostics.report($0) }

    /// The next entry to replay.
    private(set) var position = 0
    /// Why the replay stopped before the end, in one line; nil while it has not.
    private(set) var divergence: String?
    /// The checks met so far.
    private(set) var checks: [CheckResult] = []
    private var surfaces: [Int: HeadlessSurface] = [:]
    private var consumed: Set<Int> = []
    /// The drags from other applications under way, by window.
    private var drags: [Int: IncomingDrag] = [:]
    /// The recorded answers to loads of dropped data, in order.
    private let dropLoads: ReplayAnswers<Data>
    private let general: ReplayPasteboardStore
    private let primary: ReplayPasteboardStore
    private var reportedWakeups = false
    private var hasLaunched = false

    init(recording: SessionRecording, screen: HeadlessScreen) {
        self.recording = recording
        self.screen = screen
        func answers(_ name: Pasteboard.Name) -> [ReplayAnswers<String>.Answer] {
            recording.entries.compactMap {
                guard case let .paste(n, text, synchronously) = $0.item, n == name else { return nil }
                return synchronously ? .now(text) : .later
            }
        }
        dropLoads = ReplayAnswers(
            recording.entries.compactMap {
                guard case let .dropData(_, data, synchronously) = $0.item else { return nil }
                return synchronously ? .now(data) : .later
            })
        general = ReplayPasteboardStore(answers: answers(.general))
        primary = ReplayPasteboardStore(answers: answers(.primary))
        screen.host.generalPasteboard = Pasteboard(name: .general, store: general)
        screen.host.primaryPasteboard = Pasteboard(name: .primary, store: primary)
        // X11 shows menus in windows of their own: so does the replay.
        screen.host.makesPopupSurfaces = true
    }

    /// Frames run so far (1 is the first).
    var frameCount: Int { screen.frameLoop.frameCount }
    /// Whether every entry was replayed, or the replay stopped.
    var isFinished: Bool { position >= recording.entries.count || divergence != nil }
    /// The entry replayed last.
    var lastEntry: SessionRecording.Entry? { position > 0 ? recording.entries[position - 1] : nil }
    /// The seconds since the recording's start of the entry replayed last.
    var seconds: TimeInterval { lastEntry.map(recording.seconds) ?? 0 }
    /// The entry to replay next.
    var nextEntry: SessionRecording.Entry? { isFinished ? nil : recording.entries[position] }

    /// Replays entries while `proceed` says so of the next one (and until the end, or a
    /// divergence).
    func run(while proceed: (SessionRecording.Entry) -> Bool = { _ in true }) {
        while let entry = nextEntry, proceed(entry) { step() }
    }

    /// Replays entries up to frame `frame` (it has run).
    func run(toFrame frame: Int) {
        while !isFinished, frameCount < frame { step() }
    }

    /// Replays the entries up to `seconds` since the start: the screen then shows what it
    /// showed at that moment.
    func run(toSeconds seconds: TimeInterval) {
        let limit = Int64((seconds * 1e9).rounded())
        run { $0.time <= limit }
    }

    /// Replays one entry; the work it leaves for the main queue's next turn is kept and
    /// runs where the recording says it ran (a `turn` line).
    func step() {
        NextTurn.keeping(in: nextTurns, replayNextEntry)
    }

    /// The work the app left for the main queue's next turn, run at the recorded `turn`s.
    private let nextTurns = NextTurn.Holder()

    private func replayNextEntry() {
        guard let entry = nextEntry else { return }
        position += 1
        guard !consumed.contains(position - 1) else { return }
        // The app ended inside this entry (a key that quits): the replay ends before it, on
        // the last frame the session showed, and the process goes on.
        if endsTheApp(position - 1) {
            // The clock stands at that instant, as the app's did when it recorded its end.
            screen.host.manualClock.set(recording.clockTime(entry.time))
            position = recording.entries.count
            return
        }
        screen.host.manualClock.set(recording.clockTime(entry.time))
        switch entry.item {
        case .launch:
            launchApp(at: entry)
        case .screen:
            // A recording an app started in code (`Configuration.recordingURL` set while
            // launching) begins as its display opens: the launch is replayed there.
            if !hasLaunched { launchApp(at: entry) }
        case let .window(id, _, _):
            let made = screen.host.surfacesMade
            guard id - 1 < made.count, let surface = made[id - 1].surface else {
                return diverge(entry, "the recording's window \(id) is not made by the app's current code")
            }
            surfaces[id] = surface
        case .frame:
            screen.frameLoop.runFrame()
        case let .wake(deadline):
            if !screen.host.fireWakeup(deadline: deadline) {
                if !reportedWakeups {
                    reportedWakeups = true
                    report("replay: line \(entry.line): the app's current code set no timer for \(deadline); firing the timers due instead (later ones may differ too)")
                }
                screen.host.fireWakeups(through: screen.host.manualClock.now)
            }
        case let .event(id, event):
            guard let surface = surfaces[id] else {
                return diverge(entry, "an event for window \(id), which the app's current code did not make")
            }
            if case let .resized(size) = event {
                surface.resizedFromOutside(to: size)
            } else {
                surface.sink?.surface(surface, didReceive: event)
            }
        case let .paste(name, text, synchronously):
            guard !synchronously else { return }
            guard (name == .general ? general : primary).answers.answerWaitingRead(with: text) else {
                return diverge(entry, "a paste the app's current code did not ask for")
            }
        case let .drag(id, event):
            guard let surface = surfaces[id] else {
                return diverge(entry, "a drag over window \(id), which the app's current code did not make")
            }
            replayDrag(event, window: id, surface: surface)
        case let .dropData(_, data, synchronously):
            guard !synchronously else { return }
            guard dropLoads.answerWaitingRead(with: data) else {
                return diverge(entry, "dropped data the app's current code did not load")
            }
        case .turn:
            guard nextTurns.runNext() else {
                return diverge(entry, "work for the main queue that the app's current code did not leave")
            }
        case let .settings(settings, source):
            applySettings(settings, source)
        case let .check(id, frame, hash, image):
            check(entry, window: id, frame: frame, hash: hash, image: image)
        case let .note(text):
            report("replay: line \(entry.line) (\(Self.format(recording.seconds(entry))) s): the session took \(text); what follows may differ")
        case .tree, .end:
            break
        }
    }

    /// Runs the launch at `entry`. The settings the display reported as it opened, during the
    /// launch, are known before the first window is made, as they were.
    private func launchApp(at entry: SessionRecording.Entry) {
        hasLaunched = true
        var index = position
        while index < recording.entries.count, recording.entries[index].time == entry.time {
            if case .window = recording.entries[index].item { break }
            if case let .settings(settings, source) = recording.entries[index].item {
                applySettings(settings, source)
                consumed.insert(index)
            }
            index += 1
        }
        launch()
    }

    /// A drag from another application at window `window`, as recorded: a drag made on its
    /// first move, whose item loads its data as the recording says.
    private func replayDrag(_ event: SessionRecording.RecordedDrag, window: Int, surface: HeadlessSurface) {
        guard let destination = surface.sink as? DragDestination else { return }
        switch event {
        case let .move(point, allowsMove, types):
            let drag = drags[window] ?? makeDrag(types: types)
            drag.allowsMove = allowsMove
            drags[window] = drag
            _ = destination.drag(drag, movedTo: point)
        case .exit:
            guard let drag = drags.removeValue(forKey: window) else { return }
            destination.dragExited(drag)
        case let .drop(point):
            guard let drag = drags.removeValue(forKey: window) else { return }
            _ = destination.drop(drag, at: point)
        }
    }

    private func makeDrag(types: [String]) -> IncomingDrag {
        let provider = ItemProvider()
        for type in types {
            provider.registerDataRepresentation(forTypeIdentifier: type) { [dropLoads] completion in
                dropLoads.read(fallback: nil, completion: completion)
            }
        }
        return IncomingDrag(items: [DragItem(itemProvider: provider)], allowsMove: false)
    }

    /// Whether the entry at `index` is the one the app ended in: what follows it at the same
    /// instant is its final state and its end.
    private func endsTheApp(_ index: Int) -> Bool {
        let entries = recording.entries
        switch entries[index].item {
        case .end, .tree: return false
        default: break
        }
        var next = index + 1
        while next < entries.count, entries[next].time == entries[index].time {
            switch entries[next].item {
            case .end: return true
            case .tree, .check, .window, .paste, .note, .dropData: next += 1
            default: return false
            }
        }
        return false
    }

    /// The first line where window `window`'s view tree now differs from the one recorded
    /// when the app ended, as "recorded … / replayed …"; nil when they are equal or the
    /// recording holds none.
    func finalTreeDifference(window: Int, tree: String) -> String? {
        guard let recorded = recording.finalTrees[window], recorded != tree else { return nil }
        let a = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let b = tree.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let left = index < a.count ? String(a[index]) : "(nothing)"
        let right = index < b.count ? String(b[index]) : "(nothing)"
        return "line \(index + 1) of the view tree: recorded \(left.trimmingCharacters(in: .whitespaces)) / replayed \(right.trimmingCharacters(in: .whitespaces))"
    }

    /// The recorded number of window `surface`, if the replay made it.
    func windowNumber(of surface: WindowSurface) -> Int? {
        surfaces.first { $0.value === surface }?.key
    }

    private func diverge(_ entry: SessionRecording.Entry, _ reason: String) {
        let line = "replay: line \(entry.line) (\(Self.format(recording.seconds(entry))) s): \(reason); stopped at frame \(frameCount)"
        divergence = line
        report(line)
    }

    static func format(_ seconds: TimeInterval) -> String { String(format: "%.3f", seconds) }

    // MARK: Checks

    private func check(_ entry: SessionRecording.Entry, window: Int, frame: Int, hash: String, image: String?) {
        var result = CheckResult(entry: entry, window: window, frame: frame, recordedHash: hash)
        if let surface = surfaces[window] {
            let replayed = Image(copying: surface.bitmap.canvas)
            result.replayedHash = RecordingIdentity.hash(replayed)
            if let image, let directory = checkImageDirectory,
                let recorded = try? Image(contentsOfPNG: directory.appendingPathComponent(image))
            {
                let difference = Self.difference(recorded, replayed)
                result.largestDifference = difference.largest
                result.differingPixels = difference.pixels
            }
        }
        checks.append(result)
    }

    /// The largest channel difference and the number of differing pixels of two images
    /// (alpha ignored); images of different sizes differ everywhere.
    static func difference(_ a: Image, _ b: Image) -> (largest: Int, pixels: Int) {
        guard a.width == b.width, a.height == b.height else { return (255, max(a.pixels.count, b.pixels.count)) }
        var largest = 0, pixels = 0
        for (p, q) in zip(a.pixels, b.pixels) where (p ^ q) & 0x00FF_FFFF != 0 {
            pixels += 1
            for shift in [0, 8, 16] {
                largest = max(largest, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        return (largest, pixels)
    }
}
