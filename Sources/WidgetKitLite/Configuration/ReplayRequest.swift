import Foundation

/// What a replay of a recorded session is asked to produce: the command line's `--replay`
/// and its companions, read by ``Configuration`` (`app --replay session.wklrec --at 2
/// --screenshot shot.png`). An app launched with ``ApplicationMain(delegateClass:)`` replays
/// instead of opening the display when one is given (see <doc:RecordingAndReplay>).
public struct ReplayRequest: Sendable, Equatable {
    /// The recording to replay.
    public var recording: URL
    /// The frame to stop at (1 is the first frame recorded); nil: see ``time``.
    public var frame: Int?
    /// The second of the recording to stop at (the last frame shown by then); nil with no
    /// ``frame`` either: the end of the recording.
    public var time: TimeInterval?
    /// Where to write the PNG of the frame stopped at (or of the contact sheet).
    public var screenshot: URL?
    /// Whether to print the view tree at that frame.
    public var printsTree = false
    /// Whether to print the accessibility snapshot at that frame.
    public var printsAccessibility = false
    /// Seconds FROM..TO of the recording to lay out as a contact sheet at ``screenshot``.
    public var contactSheet: ClosedRange<TimeInterval>?
    /// Whether to compare every check the recording holds and stop at the first that differs.
    public var untilDiverged = false
    /// Where to write a Swift test that replays the session and asserts its final state.
    public var test: URL?

    /// The options it reads, each with a value but `--tree`, `--a11y` and `--until-diverged`.
    static let valueOptions: Set<String> = ["--replay", "--frame", "--at", "--screenshot", "--contact-sheet", "--to-test"]
    static let flagOptions: Set<String> = ["--tree", "--a11y", "--until-diverged"]

    /// The request in `arguments` (nil without `--replay`), or one line saying what is wrong.
    static func parse(_ arguments: [String]) -> Result<ReplayRequest?, ReplayRequestError> {
        guard arguments.contains("--replay") else { return .success(nil) }
        var request = ReplayRequest(recording: URL(fileURLWithPath: ""))
        var path: String?
        var i = 0
        while i < arguments.count {
            let name = arguments[i]
            if flagOptions.contains(name) {
                switch name {
                case "--tree": request.printsTree = true
                case "--a11y": request.printsAccessibility = true
                default: request.untilDiverged = true
                }
                i += 1
                continue
            }
            guard valueOptions.contains(name) else {
                i += 1
                continue
            }
            guard i + 1 < arguments.count, !arguments[i + 1].isEmpty else {
                return .failure(ReplayRequestError("\(name) needs a value"))
            }
            let value = arguments[i + 1]
            switch name {
            case "--replay": path = value
            case "--frame":
                guard let n = Int(value), n >= 1 else { return .failure(ReplayRequestError("--frame wants a frame number ≥ 1, got \"\(value)\"")) }
                request.frame = n
            case "--at":
                guard let t = Double(value), t.isFinite, t >= 0 else { return .failure(ReplayRequestError("--at wants seconds ≥ 0, got \"\(value)\"")) }
                request.time = t
            case "--screenshot": request.screenshot = URL(fileURLWithPath: value)
            case "--to-test": request.test = URL(fileURLWithPath: value)
            default:
                let ends = value.components(separatedBy: "..").compactMap { Double($0) }
                guard ends.count == 2, ends.allSatisfy({ $0.isFinite && $0 >= 0 }), ends[0] <= ends[1] else {
                    return .failure(ReplayRequestError("--contact-sheet wants FROM..TO in seconds, got \"\(value)\""))
                }
                request.contactSheet = ends[0]...ends[1]
            }
            i += 2
        }
        guard let path else { return .failure(ReplayRequestError("--replay needs a recording")) }
        request.recording = URL(fileURLWithPath: path)
        if request.frame != nil, request.time != nil { return .failure(ReplayRequestError("--frame and --at cannot both be given")) }
        if request.contactSheet != nil, request.screenshot == nil {
            return .failure(ReplayRequestError("--contact-sheet needs --screenshot PATH to write the sheet to"))
        }
        return .success(request)
    }

    /// `arguments` without the replay's options (when `--replay` is among them), so an app
    /// that parses its own never sees them.
    static func strip(_ arguments: [String]) -> [String] {
        guard arguments.contains("--replay") else { return arguments }
        var rest: [String] = []
        var i = 0
        while i < arguments.count {
            if valueOptions.contains(arguments[i]) {
                i += 2
            } else if flagOptions.contains(arguments[i]) {
                i += 1
            } else {
                rest.append(arguments[i])
                i += 1
            }
        }
        return rest
    }
}

/// A bad replay command line, in one line.
public struct ReplayRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line.
    public let description: String
    init(_ description: String) { self.description = description }
}
