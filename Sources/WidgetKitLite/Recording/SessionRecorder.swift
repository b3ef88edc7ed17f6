import Foundation

/// Records a session on X11 into a file as it happens (`WKL_RECORD`): the header, then one
/// line for each window made, event delivered, frame run, timer wakeup, pasteboard answer,
/// desktop settings change and pixel check (`SessionRecording`, <doc:RecordingAndReplay>).
///
/// Each input is an entry: the loop's clock is held at one instant for all the entry does,
/// and that instant is written down, so a replay that sets its manual clock to it computes
/// the same values. Work an entry starts by itself (a frame a wakeup runs) is not written
/// again: a replay does it by itself too. Each entry's line reaches the file before the
/// work starts, so a session that crashes keeps its last input.
///
/// Typing and pasting while a secure text field, or a view that `redactsRecordedInput`, has
/// the keyboard focus are written as their length only.
@MainActor
final class SessionRecorder: PlatformTap, FrameLoopTap {
    /// The loop's clock: the host's, held still during each entry.
    let clock: LatchingClock
    private let file: FileHandle
    private let path: String
    private let origin: Int64
    private var buffer = ""
    private var depth = 0
    private var isBroken = false
    private var isFinished = false
    /// Made windows: their number, surface and sink (the window), by surface.
    private var windows: [ObjectIdentifier: RecordedWindow] = [:]
    private var nextWindow = 1
    private weak var loop: FrameLoop?
    private let checkInterval: TimeInterval?
    private let checkImages: URL?
    private var lastCheck: TimeInterval = -.infinity
    /// The check images being written.
    private let imageWrites = DispatchGroup()

    private struct RecordedWindow {
        let id: Int
        weak var surface: WindowSurface?
        weak var sink: SurfaceEventSink?
        let isPopup: Bool
    }

    /// Starts recording into `configuration.recordingURL` (nil when it is not set, or after
    /// one line when the file cannot be made: the app then runs unrecorded). The host and
    /// loop are attached once the display is open, with `attach(host:loop:)`.
    static func start(configuration: Configuration, windowThemes: ThemePalette) -> SessionRecorder? {
        guard let url = configuration.recordingURL else { return nil }
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let file = FileHandle(forWritingAtPath: url.path) else {
            Diagnostics.report("WKL_RECORD: cannot write the recording \(url.path); the session is not recorded")
            return nil
        }
        if let images = configuration.recordingCheckImages {
            try? FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        }
        let recorder = SessionRecorder(
            file: file, path: url.path, clock: LatchingClock(), checkInterval: configuration.recordingCheckInterval,
            checkImages: configuration.recordingCheckImages)
        recorder.writeHeader(configuration: configuration, themes: windowThemes)
        return recorder
    }

    private init(file: FileHandle, path: String, clock: LatchingClock, checkInterval: TimeInterval?, checkImages: URL?) {
        self.file = file
        self.path = path
        self.clock = clock
        self.checkInterval = checkInterval
        self.checkImages = checkImages
        origin = MonotonicClock.nanoseconds
    }

    /// Hears `host`'s inputs and `loop`'s frames and wakeups from now on.
    func attach(host: X11Host, loop: FrameLoop) {
        self.loop = loop
        host.tap = self
        loop.tap = self
        NextTurn.tap = { [weak self] body in
            guard let self else { return body() }
            self.entry(alwaysWrite: true, { "turn" }, body)
        }
        typealias F = SessionRecordingFormat
        writeNow("screen \(F.number(host.screenSize.width)) \(F.number(host.screenSize.height))")
    }

    /// The app's launch runs in `body` (`ApplicationMain`): one instant, written as `launch`.
    func launch(_ body: () -> Void) {
        entry({ "launch" }, body)
    }

    // MARK: Header

    private func writeHeader(configuration: Configuration, themes: ThemePalette) {
        typealias F = SessionRecordingFormat
        let arguments = CommandLine.arguments
        let executable = Bundle.main.executablePath ?? arguments.first ?? ""
        var lines = [
            "\(F.magic) \(F.currentVersion)",
            "# A WidgetKitLite session recording. Replay: wkl-replay \(URL(fileURLWithPath: path).lastPathComponent) --help",
            "app \(F.text(URL(fileURLWithPath: executable).lastPathComponent))",
            "executable \(F.text(executable))",
            (["arguments"] + arguments.dropFirst().map { F.text($0) }).joined(separator: " "),
            "origin \(origin)",
            "configuration scale=\(configuration.scale.map { F.number($0) } ?? "-") appearance=\(configuration.appearance?.rawValue ?? "-")"
                + " animation-speed=\(configuration.animationSpeed) content-size=\(configuration.contentSizeCategory.rawValue)"
                + " reduce-motion=\(configuration.reducesMotion.map { $0 ? "1" : "0" } ?? "-") renderer=\(configuration.renderer?.rawValue ?? "-")",
        ]
        for font in RecordingIdentity.fontIdentities() { lines.append("font \(font.role) \(F.text(font.path)) \(font.hash)") }
        lines.append("themes \(RecordingIdentity.themes(themes))")
        if let checkInterval { lines.append("checks \(checkInterval)") }
        lines.append(F.headerEnd)
        for line in lines { buffer += line + "\n" }
        flush()
    }

    // MARK: Entries

    /// Writes `line` (after the time) as an entry at a held instant and runs `body`; inside
    /// another entry only runs it (unless `alwaysWrite`: an input the replay cannot make by
    /// itself).
    private func entry(alwaysWrite: Bool = false, _ line: () -> String?, _ body: () -> Void) {
        if depth > 0 {
            if alwaysWrite, let text = line() { write(text, at: clock.latch()) }
            return body()
        }
        let instant = clock.latch()
        depth += 1
        if let text = line() { write(text, at: instant) }
        flush()
        body()
        depth -= 1
        clock.unlatch()
    }

    /// The instant of a line written now: the held one inside an entry, else the clock's.
    private var currentInstant: Int64 { depth > 0 ? clock.latch() : MonotonicClock.nanoseconds }

    /// Writes `text` at the current instant; outside an entry it reaches the file at once.
    private func writeNow(_ text: String) {
        write(text, at: currentInstant)
        if depth == 0 { flush() }
    }

    private func write(_ text: String, at instant: Int64) {
        guard !isBroken, !isFinished else { return }
        buffer += SessionRecordingFormat.time(instant - origin) + " " + text + "\n"
    }

    private func flush() {
        guard !buffer.isEmpty, !isBroken else { return }
        do {
            try file.write(contentsOf: Data(buffer.utf8))
            buffer.removeAll(keepingCapacity: true)
        } catch {
            isBroken = true
            buffer.removeAll()
            Diagnostics.report("WKL_RECORD: writing \(path) failed (\(error)); the recording stops here")
        }
    }

    // MARK: PlatformTap

    func surfaceMade(_ surface: WindowSurface, sink: SurfaceEventSink, size: CGSize, isPopup: Bool) {
        let id = nextWindow
        nextWindow += 1
        windows[ObjectIdentifier(surface)] = RecordedWindow(id: id, surface: surface, sink: sink, isPopup: isPopup)
        typealias F = SessionRecordingFormat
        let line = "window \(id) \(F.number(size.width)) \(F.number(size.height)) \(isPopup ? "popup" : "main")"
        writeNow(line)
    }

    func deliver(_ event: PlatformEvent, to surface: WindowSurface, _ deliver: () -> Void) {
        guard let window = windows[ObjectIdentifier(surface)] else { return deliver() }
        let redacted = isRedacting(window.sink) && Self.typesText(event)
        entry(alwaysWrite: true, { "event \(window.id) \(event.recordingFields(origin: origin, redacted: redacted))" }, deliver)
    }

    func pasteboard(_ name: Pasteboard.Name, answered text: String?, synchronously: Bool, _ complete: () -> Void) {
        let redacted = windows.values.contains { ($0.sink as? Window)?.isKeyWindow == true && isRedacting($0.sink) }
        let value = redacted ? "*\(text?.count ?? 0)" : SessionRecordingFormat.text(text)
        let line = "paste \(name == .general ? "general" : "primary") \(synchronously ? "sync" : "async") \(value)"
        if synchronously {
            writeNow(line)
            return complete()
        }
        entry(alwaysWrite: true, { line }, complete)
    }

    func note(_ text: String) {
        writeNow("note \(SessionRecordingFormat.text(text))")
    }

    func drag(_ event: IncomingDragEvent, of drag: IncomingDrag, to surface: WindowSurface, _ deliver: () -> Void) {
        guard let window = windows[ObjectIdentifier(surface)] else { return deliver() }
        typealias F = SessionRecordingFormat
        let fields: String
        switch event {
        case let .moved(point):
            let types = drag.items.first?.itemProvider.registeredTypeIdentifiers ?? []
            fields = "move \(F.number(point.x)) \(F.number(point.y)) \(drag.allowsMove ? 1 : 0)" + types.map { " " + F.text($0) }.joined()
        case .exited:
            fields = "exit"
        case let .dropped(point):
            fields = "drop \(F.number(point.x)) \(F.number(point.y))"
        }
        entry(alwaysWrite: true, { "drag \(window.id) \(fields)" }, deliver)
    }

    func dropData(forType typeIdentifier: String, _ data: Data?, synchronously: Bool, _ complete: () -> Void) {
        let value = data.map { "b" + $0.base64EncodedString() } ?? "-"
        let line = "dropdata \(synchronously ? "sync" : "async") \(SessionRecordingFormat.text(typeIdentifier)) \(value)"
        if synchronously {
            writeNow(line)
            return complete()
        }
        entry(alwaysWrite: true, { line }, complete)
    }

    /// Desktop settings from `source` are applied in `apply`.
    func settings(_ settings: DesktopSettings, from source: DesktopSettingsSource, _ apply: () -> Void) {
        let fields = settings.recordingFields()
        entry(alwaysWrite: true, { "settings \(source.recordingName)" + (fields.isEmpty ? "" : " " + fields) }, apply)
    }

    // MARK: FrameLoopTap

    func frame(_ body: () -> Void) {
        guard depth == 0 else { return body() }
        entry({ "frame" }, body)
        checkPixels()
    }

    func wake(deadline: TimeInterval, _ body: () -> Void) {
        entry({ "wake \(deadline)" }, body)
    }

    // MARK: Checks

    /// After a frame, every `checkInterval` of the loop's time: the hash of each main window's
    /// pixels as the server shows them (and a PNG of them, when asked).
    private func checkPixels() {
        guard let checkInterval, let loop, !isBroken, !isFinished else { return }
        let now = loop.now
        guard now - lastCheck >= checkInterval - 1e-6 else { return }
        lastCheck = now
        let instant = MonotonicClock.nanoseconds(exactly: now) ?? MonotonicClock.nanoseconds
        for window in windows.values.sorted(by: { $0.id < $1.id }) where !window.isPopup {
            guard let surface = window.surface as? X11Surface, let image = surface.capturePixels() else { continue }
            var line = "check \(window.id) \(loop.frameCount) \(RecordingIdentity.hash(image))"
            if let checkImages {
                let url = checkImages.appendingPathComponent(String(format: "window%d-frame%06d.png", window.id, loop.frameCount))
                // Encoded off the main thread, so that frames go on; `finish()` waits for them.
                imageWrites.enter()
                DispatchQueue.global(qos: .utility).async { [imageWrites] in
                    try? image.opaque().writePNG(to: url)
                    imageWrites.leave()
                }
                line += " " + SessionRecordingFormat.text(url.lastPathComponent)
            }
            write(line, at: instant)
        }
        flush()
    }

    // MARK: Ending

    /// Writes each open main window's view tree (what a replay's end is compared with);
    /// called as the app ends, before its windows close.
    func recordFinalState() {
        guard !isFinished else { return }
        let instant = currentInstant
        for window in windows.values.sorted(by: { $0.id < $1.id }) where !window.isPopup {
            guard let view = window.sink as? Window, view.surface != nil else { continue }
            write("tree \(window.id) \(SessionRecordingFormat.text(ViewTreeDescription.describe(view)))", at: instant)
        }
    }

    /// Writes the end line and closes the file (the app ends cleanly); idempotent.
    func finish() {
        guard !isFinished else { return }
        // Inside an entry (a key that quits) the end has that entry's instant: a replay
        // stops before the entry that ended the app.
        write("end", at: currentInstant)
        flush()
        imageWrites.wait()
        isFinished = true
        try? file.close()
    }

    // MARK: Redaction

    /// Whether keys and pastes into `sink`'s window are kept out: its focused view, or a view
    /// it is in, is a secure text field or `redactsRecordedInput`.
    private func isRedacting(_ sink: SurfaceEventSink?) -> Bool {
        guard let window = sink as? Window else { return false }
        var view = window.focusedView
        while let current = view {
            if current.redactsRecordedInput { return true }
            if let field = current as? TextField, field.isSecureTextEntry { return true }
            view = current.superview
        }
        return false
    }

    /// Whether `event` says what was typed: a key that types text, or the release of a key
    /// of one character that is not a shortcut (Ctrl+A stays, as its press does).
    private static func typesText(_ event: PlatformEvent) -> Bool {
        switch event {
        case let .keyDown(_, text, _, _): text != nil
        case let .keyUp(key, modifiers, _): key.count == 1 && modifiers.isDisjoint(with: [.control, .command])
        default: false
        }
    }
}
