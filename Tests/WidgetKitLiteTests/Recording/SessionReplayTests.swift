import Foundation
import Testing

@testable import WidgetKitLite

/// Replaying hand-written recordings through `RecordingTestAppDelegate`'s own code: what the
/// screen shows, frame-exact and the same every run, and the one line and defined outcome of
/// each way the app's current code can differ from the recording.
@MainActor @Suite(.serialized) struct SessionReplayTests {
    /// The lines a replay reported.
    private final class Lines {
        var all: [String] = []
    }

    private func replay(_ text: String, toFrame frame: Int? = nil, toSeconds seconds: TimeInterval? = nil) throws -> (SessionReplay.Frame, [String]) {
        let url = try RecordingTestText.write(text)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let lines = Lines()
        let replay = try SessionReplay(contentsOf: url, delegateClass: RecordingTestAppDelegate.self, report: { lines.all.append($0) })
        replay.run(toFrame: frame, toSeconds: seconds)
        return (replay.result(), lines.all)
    }

    private var bar: View? { RecordingTestViewController.latest?.bar }

    @Test func aSessionReplaysThroughTheAppsOwnCode() throws {
        let url = try RecordingTestText.write(RecordingTestText.session())
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let result = try SessionReplay.run(url, delegateClass: RecordingTestAppDelegate.self)
        #expect(result.stop == nil)
        #expect(result.frame == 8, "one frame for each frame line")
        #expect(result.seconds == 2.5)
        #expect(RecordingTestViewController.latest?.clicks == 1, "the recorded click reached the button")
        #expect(result.viewTree.contains("Label (10,10 200x24) text=\"Clicked 1\""), "\(result.viewTree)")
        #expect(result.viewTree.contains("Button (10,50 100x40) title=\"Click\""))
        #expect(bar?.frame.minX == 160)
        #expect(bar?.presentationFrame.minX == 160, "the animation has ended by 2 s")
        #expect(!result.viewTree.contains("presented="))
        #expect(result.image.width == 240 && result.image.height == 160)
        #expect(result.pixelHash == RecordingIdentity.hash(result.image))
        // The bar's pixels: red at its end, white where it started.
        #expect(result.image.pixel(x: 170, y: 120) == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(result.image.pixel(x: 10, y: 120) == Color(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test func aReplayStopsAtTheFrameOrMomentAskedFor() throws {
        let (second, _) = try replay(RecordingTestText.session(), toFrame: 2)
        #expect(second.frame == 2)
        #expect(second.viewTree.contains("text=\"Not clicked\""))
        #expect(RecordingTestViewController.latest?.clicks == 0)

        // At 0.7 s the bar is on its way: the model is at the end, the screen between.
        let (moving, _) = try replay(RecordingTestText.session(), toSeconds: 0.7)
        #expect(moving.frame == 4)
        #expect(moving.seconds == 0.7)
        #expect(moving.viewTree.contains("text=\"Clicked 1\""))
        let x = try #require(bar?.presentationFrame.minX)
        #expect(x > 0 && x < 160, "presented at \(x)")
        #expect(bar?.frame.minX == 160)
        #expect(moving.viewTree.contains("presented=("))

        // The same moment, asked by frame, is the same picture.
        let (fourth, _) = try replay(RecordingTestText.session(), toFrame: 4)
        #expect(fourth.image.pngData() == moving.image.pngData())
        #expect(fourth.pixelHash != second.pixelHash)
    }

    @Test func theSameRecordingReplaysToTheSamePNGBytes() throws {
        let url = try RecordingTestText.write(RecordingTestText.session())
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        for seconds in [0.7, 0.725, nil] {
            let first = try SessionReplay.run(url, delegateClass: RecordingTestAppDelegate.self, toSeconds: seconds)
            let second = try SessionReplay.run(url, delegateClass: RecordingTestAppDelegate.self, toSeconds: seconds)
            let png = try #require(first.image.pngData())
            #expect(png == second.image.pngData(), "at \(String(describing: seconds))")
            #expect(first.viewTree == second.viewTree)
        }
        let middle = try SessionReplay.run(url, delegateClass: RecordingTestAppDelegate.self, toSeconds: 0.7)
        let later = try SessionReplay.run(url, delegateClass: RecordingTestAppDelegate.self, toSeconds: 0.725)
        #expect(middle.image.pngData() != later.image.pngData(), "the animation moved between the two frames")
    }

    // MARK: Bad input

    @Test func anEventForAWindowTheAppDoesNotMakeStopsOnTheLastGoodFrame() throws {
        let text = RecordingTestText.session(extra: "1.000000000 event 2 down 5 5 1 0 @1.000000000\n")
        let (result, lines) = try replay(text)
        let expected = "replay: line 23 (1.000 s): an event for window 2, which the app's current code did not make; stopped at frame 7"
        #expect(lines == [expected])
        #expect(result.stop == expected)
        #expect(result.frame == 7)
        let (lastGood, _) = try replay(RecordingTestText.session(), toFrame: 7)
        #expect(result.image.pngData() == lastGood.image.pngData())
    }

    @Test func aWindowTheAppDoesNotMakeStops() throws {
        let (result, lines) = try replay(RecordingTestText.session(extra: "1.000000000 window 2 100 80 main\n"))
        #expect(lines.count == 1)
        #expect(result.stop == "replay: line 23 (1.000 s): the recording's window 2 is not made by the app's current code; stopped at frame 7")
        #expect(result.frame == 7)
    }

    @Test func aPasteNobodyAskedForStops() throws {
        let (result, lines) = try replay(RecordingTestText.session(extra: "1.000000000 paste general async =hello%20there\n"))
        #expect(lines == ["replay: line 23 (1.000 s): a paste the app's current code did not ask for; stopped at frame 7"])
        #expect(result.stop == lines.first)
        #expect(result.frame == 7)
    }

    @Test func aWakeupWithNoTimerIsOneLineAndTheReplayGoesOn() throws {
        let text = RecordingTestText.session(extra: "1.000000000 wake 1001.0\n1.100000000 wake 1001.1\n")
        let (result, lines) = try replay(text)
        #expect(lines.count == 1, "one line for the first, none for the second: \(lines)")
        #expect(lines.first?.hasPrefix("replay: line 23: the app's current code set no timer for 1001.0") == true)
        #expect(result.stop == nil)
        #expect(result.frame == 8)
    }

    @Test func fontsThatDifferAreOneLineAndTheReplayGoesOn() throws {
        let fonts = "font system =/usr/share/fonts/gone/Gone-Regular.ttf 0123456789abcdef\n"
        let (result, lines) = try replay(RecordingTestText.session(fonts: fonts))
        #expect(lines.count == 1, "\(lines)")
        let line = try #require(lines.first)
        #expect(line.hasPrefix("replay: the recording's system font is /usr/share/fonts/gone/Gone-Regular.ttf (0123456789abcdef); here it is "))
        #expect(line.hasSuffix(": text may be drawn differently"))
        #expect(result.stop == nil)
        #expect(result.frame == 8)
        // This machine's own fonts say nothing.
        let here = RecordingIdentity.fontIdentities()
        let same = here.map { "font \($0.role) \(SessionRecordingFormat.text($0.path)) \($0.hash)\n" }.joined()
        let (_, quiet) = try replay(RecordingTestText.session(fonts: same))
        #expect(quiet.isEmpty, "\(quiet)")
    }

    @Test func aRecordingCutOffReplaysToItsLastGoodFrame() throws {
        let (unended, lines) = try replay(RecordingTestText.session(endLine: false))
        #expect(lines.isEmpty)
        #expect(unended.frame == 8)
        #expect(unended.stop == "replay: line 23: the recording ends before the app did (it was cut off): replayed to frame 8 (2.000 s), the last good one")

        let whole = RecordingTestText.session()
        let cut = String(whole[..<whole.range(of: "0.800000000 fr")!.upperBound])
        let (midLine, _) = try replay(cut)
        #expect(midLine.frame == 5)
        #expect(midLine.stop == "replay: line 21: the recording is cut off mid-line: replayed to frame 5 (0.725 s), the last good one")
    }

    @Test func aRecordingThatCannotBeReadThrowsOneLine() throws {
        let newer = RecordingTestText.session().replacingOccurrences(of: "wklrec 1\n", with: "wklrec 2\n")
        let url = try RecordingTestText.write(newer)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect {
            _ = try SessionReplay.run(url, delegateClass: RecordingTestAppDelegate.self)
        } throws: { error in
            "\(error)" == "\(url.path) is a version 2 recording; this toolkit reads version 1 and older: nothing replayed"
        }
    }
}
