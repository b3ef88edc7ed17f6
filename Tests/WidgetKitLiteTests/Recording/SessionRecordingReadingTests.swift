import Foundation
import Testing

@testable import WidgetKitLite

/// Reading recordings, good and bad: each bad input has one outcome — nothing to replay with
/// one line, or the good entries kept and `stop` naming the line.
@MainActor @Suite struct SessionRecordingReadingTests {
    private func read(_ text: String) -> Result<SessionRecording, SessionRecordingError> {
        SessionRecording.read(text, name: "s.wklrec")
    }

    private func failure(_ text: String) -> String? {
        if case let .failure(error) = read(text) { return error.description }
        return nil
    }

    private func recording(_ text: String) throws -> SessionRecording {
        try read(text).get()
    }

    @Test func aWholeRecordingReadsEveryEntryAndNoStop() throws {
        let read = try recording(RecordingTestText.session())
        #expect(read.stop == nil)
        #expect(read.header.origin == 1_000_000_000_000)
        #expect(read.header.scale == 1)
        #expect(read.header.appearance == .light)
        #expect(read.header.app == "RecordingTest")
        #expect(read.entries.first == SessionRecording.Entry(time: 0, item: .launch, line: 10))
        #expect(read.entries.filter { $0.item == .frame }.count == 8)
        #expect(read.entries.last?.item == .end)
        let down = read.entries.first { if case .event(_, .pointerDown) = $0.item { true } else { false } }
        #expect(down?.time == 500_000_100)
        // The event's own time is the clock reading at origin + 0.5000001 s, exactly.
        #expect(down?.item == .event(window: 1, .pointerDown(location: CGPoint(x: 60, y: 70), button: 1, modifiers: [], time: MonotonicClock.seconds(nanoseconds: 1_000_500_000_100))))
    }

    @Test func anEmptyFileIsNotARecording() {
        #expect(failure("") == "s.wklrec is empty: not a session recording")
        let missing = SessionRecording.read(contentsOf: URL(fileURLWithPath: "/nonexistent/s.wklrec"))
        guard case let .failure(error) = missing else {
            Issue.record("a missing file read as a recording")
            return
        }
        #expect(error.description == "cannot read the recording /nonexistent/s.wklrec")
    }

    @Test func otherTextIsNotARecording() {
        let message = failure("hello world\nwhatever\n")
        #expect(message?.contains("is not a session recording") == true)
        #expect(failure("wklrec one\n---\n")?.contains("is not a session recording") == true)
        #expect(failure("\u{89}PNG\r\n")?.contains("is not a session recording") == true)
    }

    @Test func aNewerVersionIsOneLineAndNothingReplayed() throws {
        let newer = RecordingTestText.session().replacingOccurrences(of: "wklrec 1\n", with: "wklrec 2\n")
        let message = try #require(failure(newer))
        #expect(message == "s.wklrec is a version 2 recording; this toolkit reads version 1 and older: nothing replayed")
        #expect(!message.contains("\n"))
    }

    @Test func aRecordingCutOffInsideItsHeaderHasNothingToReplay() {
        let header = RecordingTestText.header()
        let cut = String(header[..<header.range(of: "---")!.lowerBound])
        #expect(failure(cut) == "s.wklrec is cut off inside its header: nothing to replay")
        #expect(failure("wklrec 1\napp =x") == "s.wklrec is cut off inside its header: nothing to replay")
        // A header line it cannot read is one line naming it.
        #expect(failure("wklrec 1\norigin soon\n---\n")?.hasPrefix("s.wklrec line 2: cannot read the header line") == true)
    }

    @Test func aRecordingCutOffMidLineKeepsTheEntriesBefore() throws {
        let whole = RecordingTestText.session()
        // Cut in the middle of the third `frame` line after the click.
        let cutAt = whole.range(of: "0.725000000 fr")!.upperBound
        let read = try recording(String(whole[..<cutAt]))
        let lineNumber = whole[..<cutAt].split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(read.stop == SessionRecording.Stop(line: lineNumber, reason: "the recording is cut off mid-line"))
        #expect(read.entries.last?.time == 700_000_000)
        #expect(read.entries.count == 10)
    }

    @Test func aDamagedLineStopsThereAndKeepsTheEntriesBefore() throws {
        let damaged = RecordingTestText.session(extra: "1.000000000 teleport 1 2\n")
        let read = try recording(damaged)
        #expect(read.stop?.reason == "cannot read \"1.000000000 teleport 1 2\"")
        #expect(read.stop?.line == 23)
        #expect(read.entries.last?.time == 900_000_000)
    }

    @Test func timeGoingBackwardsStopsThere() throws {
        let read = try recording(RecordingTestText.session(extra: "0.100000000 frame\n"))
        #expect(read.stop == SessionRecording.Stop(line: 23, reason: "time goes backwards"))
        #expect(read.entries.last?.time == 900_000_000)
    }

    @Test func aRecordingWithoutAnEndLineWasCutOff() throws {
        let read = try recording(RecordingTestText.session(endLine: false))
        #expect(read.stop?.reason == "the recording ends before the app did (it was cut off)")
        #expect(read.entries.last?.item == .frame)
        #expect(read.entries.count == 14)
    }

    @Test func aNewerToolkitsHeaderLinesAndSettingsAreSkipped() throws {
        let text = RecordingTestText.session().replacingOccurrences(of: "themes ", with: "colour-profile sRGB\nthemes ")
        let read = try recording(text)
        #expect(read.stop == nil)
        #expect(read.entries.first?.item == .launch)
    }
}
