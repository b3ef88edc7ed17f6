import Foundation

/// A session recording read back: its header and its items in order (the format is
/// `SessionRecordingFormat`'s; the article <doc:RecordingAndReplay> describes it).
///
/// Reading keeps every good line up to the first one it cannot read: a recording cut off
/// mid-line (the app was killed) or damaged later on replays to its last good item, and
/// ``stop`` says where and why.
struct SessionRecording {
    /// One font the recording app drew with, to tell whether a replay's fonts are the same.
    struct FontIdentity: Equatable {
        /// What the font is for (`system`, `system-bold`, `monospaced`).
        var role: String
        /// Its file.
        var path: String
        /// The FNV-1a hash of the file's bytes.
        var hash: String
    }

    /// What the first lines say.
    struct Header {
        var formatVersion = SessionRecordingFormat.currentVersion
        /// The program's name.
        var app = ""
        /// The program's path when it recorded.
        var executable = ""
        /// Its command line (without the program).
        var arguments: [String] = []
        /// The monotonic clock at the start, in nanoseconds: every time is counted from it.
        var origin: Int64 = 0
        /// The configuration that shapes what is drawn.
        var scale: CGFloat?
        var appearance: Configuration.Appearance?
        var animationSpeed: Double = 1
        var contentSizeCategory = ContentSizeCategory.large
        var reducesMotion: Bool?
        var renderer: String = "-"
        var fontIdentities: [FontIdentity] = []
        /// The hash of the light and dark themes' descriptions.
        var themes = ""
        /// Seconds between checks of the window's pixels; nil: none.
        var checkInterval: TimeInterval?
    }

    /// What a line records.
    enum Record: Equatable {
        /// The app launched (`ApplicationMain`): its delegate's launch ran at this instant.
        case launch
        /// The display opened; its screen is `size` points.
        case screen(size: CGSize)
        /// The host made window `id` (numbered from 1 in the order made) of `size` points.
        case window(id: Int, size: CGSize, isPopup: Bool)
        /// A frame ran.
        case frame
        /// The loop's timers due at `deadline` fired.
        case wake(deadline: TimeInterval)
        /// `event` went to window `window`.
        case event(window: Int, PlatformEvent)
        /// A read of a pasteboard gave `text` (`redactedLength`: text of that many characters
        /// was left out, and is replayed as bullets).
        case paste(Pasteboard.Name, text: String?, synchronously: Bool)
        /// A drag from another application did `event` at window `window` (a move also says
        /// whether a move is allowed and the type identifiers its item offers).
        case drag(window: Int, RecordedDrag)
        /// A load of a dropped item as `type` gave `data`.
        case dropData(type: String, data: Data?, synchronously: Bool)
        /// Work the app left for the main queue's next turn ran (the oldest left).
        case turn
        /// A desktop source said `settings`.
        case settings(DesktopSettings, DesktopSettingsSource)
        /// After frame `frame`, window `window` showed pixels of `hash` (`image`: a PNG of them).
        case check(window: Int, frame: Int, hash: String, image: String?)
        /// When the app ended, window `window`'s view tree was `tree` (`ViewTreeDescription`).
        case tree(window: Int, tree: String)
        /// Something the recording does not hold happened here (`text` says what).
        case note(String)
        /// The app ended cleanly.
        case end
    }

    /// What a drag from another application did at a window.
    enum RecordedDrag: Equatable {
        case move(CGPoint, allowsMove: Bool, types: [String])
        case exit
        case drop(CGPoint)
    }

    /// An item, when it happened (nanoseconds since the origin) and on which line.
    struct Entry: Equatable {
        var time: Int64
        var item: Record
        var line: Int
    }

    /// Why reading stopped before the end of the file.
    struct Stop: Equatable, CustomStringConvertible {
        var line: Int
        var reason: String
        var description: String { "line \(line): \(reason)" }
    }

    var header = Header()
    var entries: [Entry] = []
    /// Set when a line could not be read: the entries before it are kept.
    var stop: Stop?

    /// The seconds since the origin of `entry`.
    func seconds(_ entry: Entry) -> TimeInterval { Double(entry.time) / 1e9 }

    /// Each window's view tree when the app ended, by window number (empty when the
    /// recording does not reach its end).
    var finalTrees: [Int: String] {
        var trees: [Int: String] = [:]
        for case let .tree(window, tree) in entries.map(\.item) { trees[window] = tree }
        return trees
    }

    /// The monotonic clock's reading at `nanoseconds` after the origin.
    func clockTime(_ nanoseconds: Int64) -> TimeInterval { MonotonicClock.seconds(nanoseconds: header.origin + nanoseconds) }
}

/// A recording that cannot be replayed at all: one line.
struct SessionRecordingError: Error, CustomStringConvertible {
    let description: String
}

extension SessionRecording {
    /// Reads the recording at `url`.
    static func read(contentsOf url: URL) -> Result<SessionRecording, SessionRecordingError> {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(SessionRecordingError(description: "cannot read the recording \(url.path)"))
        }
        return read(String(decoding: data, as: UTF8.self), name: url.path)
    }

    /// Reads a recording's text; `name` names it in messages.
    static func read(_ text: String, name: String = "the recording") -> Result<SessionRecording, SessionRecordingError> {
        typealias F = SessionRecordingFormat
        var recording = SessionRecording()
        let endsWithNewline = text.hasSuffix("\n")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first else { return .failure(SessionRecordingError(description: "\(name) is empty: not a session recording")) }
        let magic = first.split(separator: " ")
        guard magic.count == 2, magic[0] == F.magic, let version = Int(magic[1]) else {
            return .failure(SessionRecordingError(description: "\(name) is not a session recording (it does not start with \"\(F.magic) \(F.currentVersion)\")"))
        }
        guard version <= F.currentVersion else {
            return .failure(
                SessionRecordingError(
                    description: "\(name) is a version \(version) recording; this toolkit reads version \(F.currentVersion) and older: nothing replayed"))
        }
        recording.header.formatVersion = version
        var index = 1
        var sawHeaderEnd = false
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line == F.headerEnd {
                sawHeaderEnd = true
                break
            }
            if line.hasPrefix("#") { continue }
            guard readHeader(line, into: &recording.header) else {
                return .failure(SessionRecordingError(description: "\(name) line \(index): cannot read the header line \"\(line.prefix(80))\""))
            }
        }
        guard sawHeaderEnd else { return .failure(SessionRecordingError(description: "\(name) is cut off inside its header: nothing to replay")) }
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("#") || line.isEmpty { continue }
            guard let entry = readEntry(line, number: index, origin: recording.header.origin) else {
                let cut = index == lines.count && !endsWithNewline
                recording.stop = Stop(line: index, reason: cut ? "the recording is cut off mid-line" : "cannot read \"\(line.prefix(80))\"")
                break
            }
            if let last = recording.entries.last, entry.time < last.time {
                recording.stop = Stop(line: index, reason: "time goes backwards")
                break
            }
            recording.entries.append(entry)
        }
        if recording.stop == nil, recording.entries.last?.item != .end {
            recording.stop = Stop(line: lines.count, reason: "the recording ends before the app did (it was cut off)")
        }
        return .success(recording)
    }

    private static func readHeader(_ line: Substring, into header: inout Header) -> Bool {
        typealias F = SessionRecordingFormat
        let fields = line.split(separator: " ")
        guard let word = fields.first else { return false }
        switch word {
        case "app":
            guard fields.count == 2, let name = F.text(fields[1]), let name else { return false }
            header.app = name
        case "executable":
            guard fields.count == 2, let path = F.text(fields[1]), let path else { return false }
            header.executable = path
        case "arguments":
            var arguments: [String] = []
            for field in fields.dropFirst() {
                guard let argument = F.text(field), let argument else { return false }
                arguments.append(argument)
            }
            header.arguments = arguments
        case "origin":
            guard fields.count == 2, let origin = Int64(fields[1]), origin >= 0 else { return false }
            header.origin = origin
        case "configuration":
            for field in fields.dropFirst() {
                let pair = field.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { return false }
                let value = pair[1]
                switch pair[0] {
                case "scale": header.scale = value == "-" ? nil : F.number(value)
                case "appearance": header.appearance = Configuration.Appearance(rawValue: String(value))
                case "animation-speed":
                    guard let speed = Double(value), speed.isFinite, speed > 0 else { return false }
                    header.animationSpeed = speed
                case "content-size": header.contentSizeCategory = ContentSizeCategory(rawValue: String(value))
                case "reduce-motion": header.reducesMotion = value == "1" ? true : value == "0" ? false : nil
                case "renderer": header.renderer = String(value)
                default: continue
                }
            }
        case "font":
            guard fields.count == 4, let path = F.text(fields[2]), let path else { return false }
            header.fontIdentities.append(FontIdentity(role: String(fields[1]), path: path, hash: String(fields[3])))
        case "themes":
            guard fields.count == 2 else { return false }
            header.themes = String(fields[1])
        case "checks":
            guard fields.count == 2, let seconds = Double(fields[1]), seconds.isFinite, seconds > 0 else { return false }
            header.checkInterval = seconds
        default:
            // A newer toolkit's header line: what it says is not needed to replay.
            return true
        }
        return true
    }

    private static func readEntry(_ line: Substring, number: Int, origin: Int64) -> Entry? {
        typealias F = SessionRecordingFormat
        let fields = line.split(separator: " ")
        guard fields.count >= 2, let time = F.nanoseconds(fields[0]) else { return nil }
        let rest = Array(fields.dropFirst(2))
        let item: Record
        switch fields[1] {
        case "launch":
            guard rest.isEmpty else { return nil }
            item = .launch
        case "screen":
            guard rest.count == 2, let w = F.number(rest[0]), let h = F.number(rest[1]), w > 0, h > 0 else { return nil }
            item = .screen(size: CGSize(width: w, height: h))
        case "window":
            guard rest.count == 4, let id = Int(rest[0]), id >= 1, let w = F.number(rest[1]), let h = F.number(rest[2]),
                rest[3] == "main" || rest[3] == "popup"
            else { return nil }
            item = .window(id: id, size: CGSize(width: w, height: h), isPopup: rest[3] == "popup")
        case "frame":
            guard rest.isEmpty else { return nil }
            item = .frame
        case "wake":
            guard rest.count == 1, let deadline = Double(rest[0]), deadline.isFinite else { return nil }
            item = .wake(deadline: deadline)
        case "event":
            guard rest.count >= 2, let id = Int(rest[0]), let event = PlatformEvent(recordingFields: Array(rest.dropFirst()), origin: origin)
            else { return nil }
            item = .event(window: id, event)
        case "paste":
            guard rest.count == 3, rest[0] == "general" || rest[0] == "primary", rest[1] == "sync" || rest[1] == "async" else { return nil }
            let text: String?
            if rest[2].first == "*" {
                guard let length = Int(rest[2].dropFirst()), length >= 0 else { return nil }
                text = String(repeating: PlatformEvent.redactedCharacter, count: length)
            } else {
                guard let read = F.text(rest[2]) else { return nil }
                text = read
            }
            item = .paste(rest[0] == "general" ? .general : .primary, text: text, synchronously: rest[1] == "sync")
        case "drag":
            guard rest.count >= 2, let id = Int(rest[0]) else { return nil }
            switch rest[1] {
            case "move":
                guard rest.count >= 5, let x = F.number(rest[2]), let y = F.number(rest[3]), rest[4] == "0" || rest[4] == "1" else { return nil }
                var types: [String] = []
                for field in rest.dropFirst(5) {
                    guard let type = F.text(field), let type else { return nil }
                    types.append(type)
                }
                item = .drag(window: id, .move(CGPoint(x: x, y: y), allowsMove: rest[4] == "1", types: types))
            case "exit":
                guard rest.count == 2 else { return nil }
                item = .drag(window: id, .exit)
            case "drop":
                guard rest.count == 4, let x = F.number(rest[2]), let y = F.number(rest[3]) else { return nil }
                item = .drag(window: id, .drop(CGPoint(x: x, y: y)))
            default:
                return nil
            }
        case "turn":
            guard rest.isEmpty else { return nil }
            item = .turn
        case "dropdata":
            guard rest.count == 3, rest[0] == "sync" || rest[0] == "async", let type = F.text(rest[1]), let type else { return nil }
            var data: Data?
            if rest[2] != "-" {
                guard rest[2].first == "b", let decoded = Data(base64Encoded: String(rest[2].dropFirst())) else { return nil }
                data = decoded
            }
            item = .dropData(type: type, data: data, synchronously: rest[0] == "sync")
        case "settings":
            guard let source = rest.first.flatMap(DesktopSettingsSource.init(recordingName:)),
                let settings = DesktopSettings(recordingFields: Array(rest.dropFirst()))
            else { return nil }
            item = .settings(settings, source)
        case "check":
            guard rest.count == 3 || rest.count == 4, let id = Int(rest[0]), let frame = Int(rest[1]), rest[2].count == 16 else { return nil }
            var image: String?
            if rest.count == 4 {
                guard let path = F.text(rest[3]), let path else { return nil }
                image = path
            }
            item = .check(window: id, frame: frame, hash: String(rest[2]), image: image)
        case "tree":
            guard rest.count == 2, let id = Int(rest[0]), let text = F.text(rest[1]), let text else { return nil }
            item = .tree(window: id, tree: text)
        case "note":
            guard rest.count == 1, let text = F.text(rest[0]), let text else { return nil }
            item = .note(text)
        case "end":
            item = .end
        default:
            return nil
        }
        return Entry(time: time, item: item, line: number)
    }
}
