import Foundation

/// Replays a session recorded with `WKL_RECORD` through an app's own code, on a headless
/// screen, frame-exact (see <doc:RecordingAndReplay>).
///
/// An app launched with ``ApplicationMain(delegateClass:)`` replays when its command line
/// says `--replay session.wklrec` (and `wkl-replay session.wklrec` runs it so); a test
/// replays with ``run(_:delegateClass:toFrame:toSeconds:)`` and asserts on the result.
@MainActor
public final class SessionReplay {
    /// Where a replay stopped, and what the screen showed there.
    public struct Frame {
        /// The frame shown (1 is the first recorded).
        public var frame: Int
        /// Seconds since the recording's start of the last item replayed.
        public var seconds: TimeInterval
        /// The front window's pixels.
        public var image: Image
        /// The FNV-1a hash of those pixels, as the recording's checks write it.
        public var pixelHash: String
        /// The front window's view tree (`--tree`'s text).
        public var viewTree: String
        /// What assistive technologies would read of the front window.
        public var accessibility: AccessibilitySnapshot
        /// Why the replay stopped before the recording's end, in one line; nil when it did not.
        public var stop: String?
    }

    let recording: SessionRecording
    let screen: HeadlessScreen
    let application: Application
    let replayer: SessionReplayer
    /// The exit status the app ended with during the replay, if it ended.
    var endedWith: Int32? { outcome.exitCode }

    /// Replays `url` through `delegateClass`'s launch up to `frame` or `seconds` (the
    /// recording's end when both are nil) and returns what the screen shows. Throws a
    /// one-line error when the recording cannot be read at all.
    public static func run(
        _ url: URL, delegateClass: ApplicationDelegate.Type, toFrame frame: Int? = nil, toSeconds seconds: TimeInterval? = nil
    ) throws -> Frame {
        let replay = try SessionReplay(contentsOf: url, delegateClass: delegateClass, report: { Diagnostics.report($0) })
        replay.run(toFrame: frame, toSeconds: seconds)
        return replay.result()
    }

    init(contentsOf url: URL, delegateClass: ApplicationDelegate.Type, report: @escaping (String) -> Void) throws {
        let recording: SessionRecording
        switch SessionRecording.read(contentsOf: url) {
        case let .success(read): recording = read
        case let .failure(error): throw error
        }
        self.recording = recording
        let header = recording.header
        var configuration = Configuration()
        configuration.scale = header.scale
        configuration.appearance = header.appearance
        configuration.animationSpeed = header.animationSpeed
        configuration.contentSizeCategory = header.contentSizeCategory
        configuration.reducesMotion = header.reducesMotion
        var screenSize = CGSize(width: 1024, height: 768)
        for entry in recording.entries {
            if case let .screen(size) = entry.item {
                screenSize = size
                break
            }
        }
        screen = HeadlessScreen(
            size: screenSize, scale: header.scale ?? 1, animationSpeed: header.animationSpeed,
            appearance: header.appearance == .dark ? .dark : .light, contentSizeCategory: header.contentSizeCategory)
        let outcome = ReplayOutcome()
        application = Application(display: .headless(screen), endProcess: { outcome.exitCode = $0 })
        application.isReplay = true
        application.configuration = configuration
        replayer = SessionReplayer(recording: recording, screen: screen)
        replayer.checkImageDirectory = url.deletingLastPathComponent()
        replayer.report = {
            outcome.lines.append($0)
            report($0)
        }
        replayer.launch = { [application] in _ = application.launch(delegateClass: delegateClass) }
        replayer.applySettings = { [application] in application.desktopSettingsChanged($0, from: $1) }
        self.outcome = outcome
        for line in Self.identityDifferences(recording.header) { replayer.report(line) }
        application.replayTermination = { [replayer] _ in
            replayer.report(Self.quitLine(replayer))
            exit(1)
        }
    }

    /// What the replay reported and how the app ended, filled in as it goes.
    private let outcome: ReplayOutcome
    /// The lines the replay reported so far (each also went to `report`).
    var lines: [String] { outcome.lines }

    /// Replays up to `frame`, `seconds`, or the end.
    func run(toFrame frame: Int? = nil, toSeconds seconds: TimeInterval? = nil) {
        if let frame {
            replayer.run(toFrame: frame)
        } else if let seconds {
            replayer.run(toSeconds: seconds)
        } else {
            replayer.run()
        }
    }

    /// What the screen shows now.
    func result() -> Frame {
        let window = frontWindow
        let image = snapshot()
        return Frame(
            frame: replayer.frameCount, seconds: replayer.seconds, image: image, pixelHash: RecordingIdentity.hash(image),
            viewTree: window.map(ViewTreeDescription.describe) ?? "", accessibility: screen.accessibilitySnapshot(), stop: stopLine)
    }

    /// The window a user looked at: the key window, else the last shown.
    var frontWindow: Window? { application.keyWindow ?? application.windows.last }

    /// The front window's pixels now.
    func snapshot() -> Image {
        guard let surface = frontWindow?.surface as? HeadlessSurface else { return screen.snapshot() }
        return Image(copying: surface.bitmap.canvas)
    }

    /// Why the replay is not at the recording's end: a divergence, or a recording that stops
    /// early (cut off or damaged) and has been replayed to its last good item.
    var stopLine: String? {
        if let divergence = replayer.divergence { return divergence }
        guard replayer.isFinished, let stop = recording.stop else { return nil }
        return "replay: \(stop): replayed to frame \(replayer.frameCount) (\(SessionReplayer.format(replayer.seconds)) s), the last good one"
    }

    /// The line said when the replayed app quits where the recording does not end.
    static func quitLine(_ replayer: SessionReplayer) -> String {
        let at = replayer.lastEntry.map { "line \($0.line) (\(SessionReplayer.format(replayer.recording.seconds($0))) s)" } ?? "its start"
        return "replay: the app quit at \(at), where the recording goes on or was cut off; stopped at frame \(replayer.frameCount)"
    }

    /// One line for each font or theme that is not the recording's.
    static func identityDifferences(_ header: SessionRecording.Header) -> [String] {
        var lines: [String] = []
        let here = RecordingIdentity.fontIdentities()
        for font in header.fontIdentities {
            guard let local = here.first(where: { $0.role == font.role }), local.hash != font.hash else { continue }
            lines.append(
                "replay: the recording's \(font.role) font is \(font.path) (\(font.hash)); here it is \(local.path) (\(local.hash)): text may be drawn differently")
        }
        return lines
    }
}

/// What a replay reported, and the exit status its app ended with.
@MainActor
private final class ReplayOutcome {
    var lines: [String] = []
    var exitCode: Int32?
}
