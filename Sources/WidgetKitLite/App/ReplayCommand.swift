import Foundation

/// The replay an app's command line asks for (`app --replay session.wklrec …`), run in
/// place of the app by ``ApplicationMain(delegateClass:)``: it writes what the request
/// names and returns the exit status — 0; 1 when the recording cannot be read, an output
/// cannot be written, or (with `--until-diverged`) a check differs.
@MainActor
enum ReplayCommand {
    static func run(_ request: ReplayRequest, delegateClass: ApplicationDelegate.Type) -> Int32 {
        let replay: SessionReplay
        do {
            replay = try SessionReplay(contentsOf: request.recording, delegateClass: delegateClass, report: { say($0) })
        } catch {
            say("replay: \(error)")
            return 1
        }
        checkArguments(replay.recording.header)
        // The app quits where the recording does not end: the outputs show the moment it did.
        replay.application.replayTermination = { _ in
            say(SessionReplay.quitLine(replay.replayer))
            exit(finish(replay, request, delegateClass: delegateClass, status: 1))
        }
        if let range = request.contactSheet, let url = request.screenshot {
            return write(ContactSheet.make(replay, from: range.lowerBound, to: range.upperBound), to: url)
        }
        var status: Int32 = 0
        if request.untilDiverged {
            status = untilDiverged(replay)
        } else {
            replay.run(toFrame: request.frame, toSeconds: request.time)
        }
        if let stop = replay.stopLine, replay.replayer.divergence == nil { say(stop) }
        return finish(replay, request, delegateClass: delegateClass, status: status)
    }

    /// Writes the outputs `request` asks for from what the screen shows now; the exit status.
    private static func finish(
        _ replay: SessionReplay, _ request: ReplayRequest, delegateClass: ApplicationDelegate.Type, status: Int32
    ) -> Int32 {
        var status = status
        let result = replay.result()
        if let url = request.screenshot, write(result.image, to: url) != 0 { status = 1 }
        if request.printsTree { print(result.viewTree) }
        if request.printsAccessibility { print(result.accessibility.description) }
        if let url = request.test {
            let source = ReplayTestWriter.source(
                recording: request.recording, delegateClass: delegateClass, frame: request.frame, seconds: request.time, result: result)
            do {
                try source.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                say("replay: cannot write the test \(url.path): \(error.localizedDescription)")
                status = 1
            }
        }
        return status
    }

    /// Replays every check and names the first that differs; 1 when one does.
    private static func untilDiverged(_ replay: SessionReplay) -> Int32 {
        var seen = 0
        while !replay.replayer.isFinished {
            replay.replayer.step()
            let checks = replay.replayer.checks
            guard checks.count > seen else { continue }
            seen = checks.count
            let check = checks[checks.count - 1]
            guard !check.isEqual else { continue }
            var line = "replay: frame \(check.frame) (\(SessionReplayer.format(replay.recording.seconds(check.entry))) s, line \(check.entry.line))"
            line += " differs from the recording: window \(check.window) hashed \(check.replayedHash ?? "nothing"), recorded \(check.recordedHash)"
            if let largest = check.largestDifference, let pixels = check.differingPixels {
                line += "; \(pixels) pixels differ, by at most \(largest) per channel"
            }
            print(line)
            return 1
        }
        let checks = replay.replayer.checks
        var status: Int32 = replay.replayer.divergence == nil ? 0 : 1
        var treeNote = "no final view tree recorded"
        if let window = replay.frontWindow, let surface = window.surface, let number = replay.replayer.windowNumber(of: surface),
            replay.recording.finalTrees[number] != nil
        {
            if let difference = replay.replayer.finalTreeDifference(window: number, tree: ViewTreeDescription.describe(window)) {
                print("replay: the final view tree differs from the recording's: \(difference)")
                status = 1
                treeNote = "the final view tree differs"
            } else {
                treeNote = "the final view tree equal"
            }
        }
        print(
            "replay: \(checks.count) checks, every one equal (the last at frame \(checks.last?.frame ?? 0)); \(treeNote); "
                + "\(replay.replayer.frameCount) frames replayed")
        return status
    }

    /// Says when the app was started with arguments other than the recorded ones.
    private static func checkArguments(_ header: SessionRecording.Header) {
        let recorded = Configuration.appArguments(header.arguments)
        let here = Configuration.appArguments(Array(CommandLine.arguments.dropFirst()))
        guard recorded != here else { return }
        say(
            "replay: the session was recorded with the arguments [\(recorded.joined(separator: " "))], this run has [\(here.joined(separator: " "))]; "
                + "wkl-replay starts the app with the recorded ones")
    }

    private static func write(_ image: Image, to url: URL) -> Int32 {
        do {
            try image.writePNG(to: url)
            return 0
        } catch {
            say("replay: cannot write \(url.path): \(error.localizedDescription)")
            return 1
        }
    }

    private static func say(_ line: String) {
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }
}
