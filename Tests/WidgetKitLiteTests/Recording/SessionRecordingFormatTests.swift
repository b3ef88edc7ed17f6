import Foundation
import Testing

@testable import WidgetKitLite

/// The recording's line format: times, text, events and settings read back exactly as they
/// were written.
@MainActor @Suite struct SessionRecordingFormatTests {
    private typealias F = SessionRecordingFormat

    @Test func timesRoundTripToTheNanosecond() {
        let samples: [Int64] = [0, 1, 999_999_999, 1_000_000_000, 1_000_000_001, 12_345_678_901, 86_400_123_456_789, -1, -1_500_000_000]
        for ns in samples {
            let text = F.time(ns)
            #expect(F.nanoseconds(text[...]) == ns, "\(text)")
            #expect(text.split(separator: ".").last?.count == 9, "\(text) has nine decimals")
        }
        #expect(F.time(12_345_678_901) == "12.345678901")
        #expect(F.time(-5) == "-0.000000005")
        // Not times: the reader says nil rather than guessing.
        for bad in ["", "1", "1.5", "1.0000000001", "a.000000000", "1.00000000x", "--1.000000000"] {
            #expect(F.nanoseconds(bad[...]) == nil, "\(bad)")
        }
    }

    @Test func clockReadingsTurnBackIntoTheSameSeconds() {
        // Readings of the monotonic clock as a long-running machine gives them.
        let readings: [Int64] = [35_212_345_678_901, 1, 999_999_999, 4_000_000_000_123, 123_456_789_012_345, MonotonicClock.nanoseconds]
        for ns in readings {
            let seconds = MonotonicClock.seconds(nanoseconds: ns)
            #expect(MonotonicClock.nanoseconds(exactly: seconds) == ns, "\(ns)")
            // Through an event's time field, relative to an origin, and back.
            let origin = ns / 2
            let field = F.eventTime(seconds, origin: origin)
            #expect(field.hasPrefix("@"))
            #expect(F.eventTime(field[...], origin: origin) == seconds)
        }
        // A time the clock did not give is written as its number, and still reads back.
        let odd = 0.1 + 0.2
        #expect(MonotonicClock.nanoseconds(exactly: odd) == nil)
        let field = F.eventTime(odd, origin: 0)
        #expect(field.hasPrefix("@="))
        #expect(F.eventTime(field[...], origin: 0) == odd)
        #expect(MonotonicClock.nanoseconds(exactly: -1) == nil)
        #expect(MonotonicClock.nanoseconds(exactly: .nan) == nil)
    }

    @Test func textFieldsRoundTrip() {
        let samples: [String?] = [nil, "", "a", "two words", "100%", "%20", "line\nbreak\r\n", "tab\there", "\u{7F}", "naïve café", "日本語", "🙂 emoji", "=", "-", "*"]
        for sample in samples {
            let field = F.text(sample)
            #expect(!field.contains(" "), "\(field) is one field")
            #expect(!field.contains("\n"), "\(field) is on one line")
            let read = F.text(field[...])
            #expect(read == .some(sample), "\(String(describing: sample)) → \(field)")
        }
        #expect(F.text("a b%") == "=a%20b%25")
        #expect(F.text(nil) == "-")
        // Malformed fields read as nil (not as some text).
        #expect(F.text("plain"[...]) == nil)
        #expect(F.text("=%2"[...]) == nil)
        #expect(F.text("=%zz"[...]) == nil)
    }

    @Test func everyPlatformEventRoundTrips() {
        let origin: Int64 = 1_000_000_000_000
        let at = MonotonicClock.seconds(nanoseconds: origin + 1_234_567_891)
        let modifiers: KeyModifiers = [.shift, .control]
        let events: [PlatformEvent] = [
            .pointerDown(location: CGPoint(x: 10, y: 20.5), button: 1, modifiers: [], time: at),
            .pointerUp(location: CGPoint(x: -3.25, y: 0), button: 3, modifiers: modifiers, time: at),
            .pointerMoved(location: CGPoint(x: 100.125, y: 7), modifiers: [.alternate], time: at),
            .scroll(location: CGPoint(x: 5, y: 6), dx: -0.5, dy: 12, modifiers: [.command], time: at),
            .keyDown(key: "a", text: "a", modifiers: [], time: at),
            .keyDown(key: "space", text: " ", modifiers: [.shift], time: at),
            .keyDown(key: "Return", text: nil, modifiers: [], time: at),
            .keyDown(key: "é", text: "é%\n", modifiers: [], time: at),
            .keyUp(key: "Escape", modifiers: modifiers, time: at),
            .pointerExited(time: at),
            .resized(CGSize(width: 640, height: 480.5)),
            .exposed(nil),
            .exposed(CGRect(x: 1, y: 2, width: 3, height: 4)),
            .closeRequested,
            .destroyed,
            .focusChanged(true),
            .focusChanged(false),
            .desktopStateChanged(DesktopWindowState(isFullScreen: true, isMaximized: false, isMinimized: true)),
            .desktopStateChanged(DesktopWindowState()),
        ]
        for event in events {
            let line = event.recordingFields(origin: origin, redacted: false)
            let fields = line.split(separator: " ")
            #expect(PlatformEvent(recordingFields: fields, origin: origin) == event, "\(line)")
        }
        // Fields that are not an event read as nil.
        for bad in ["", "down 1 2 1", "warp 1 2", "focus 2", "resize 0 10", "key =a", "expose 1 2"] {
            #expect(PlatformEvent(recordingFields: bad.split(separator: " "), origin: origin) == nil, "\(bad)")
        }
    }

    @Test func redactedKeysHoldNoCharacterAndReplayAsBullets() {
        let origin: Int64 = 5_000_000_000
        let at = MonotonicClock.seconds(nanoseconds: origin + 10)
        let press = PlatformEvent.keyDown(key: "s", text: "s", modifiers: [.shift], time: at)
        let line = press.recordingFields(origin: origin, redacted: true)
        #expect(line.hasPrefix("key * * 1 @"))
        #expect(!line.contains("s"))
        let read = PlatformEvent(recordingFields: line.split(separator: " "), origin: origin)
        #expect(read == .keyDown(key: "•", text: "•", modifiers: [.shift], time: at))
        let release = PlatformEvent.keyUp(key: "s", modifiers: [], time: at).recordingFields(origin: origin, redacted: true)
        #expect(release.hasPrefix("keyup * 0 @"))
    }

    @Test func desktopSettingsRoundTrip() {
        var all = DesktopSettings()
        all.dotsPerInch = 144
        all.prefersDark = true
        all.cursorThemeName = "Adwaita Dark %"
        all.cursorSize = 48
        all.doubleClickInterval = 0.35
        all.doubleClickDistance = 6
        all.caretBlinks = false
        all.caretBlinkInterval = 1.2
        all.animationsEnabled = false
        all.accentColor = Color(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        all.prefersHighContrast = true
        var some = DesktopSettings()
        some.prefersDark = false
        for settings in [all, some, DesktopSettings()] {
            let fields = settings.recordingFields()
            let read = DesktopSettings(recordingFields: fields.split(separator: " "))
            #expect(read == settings, "\(fields)")
        }
        // A newer toolkit's setting is skipped; a malformed one is refused.
        #expect(DesktopSettings(recordingFields: ["dark=1", "future=9"]) == some.with(dark: true))
        #expect(DesktopSettings(recordingFields: ["dark=yes"]) == nil)
        #expect(DesktopSettings(recordingFields: ["dpi"]) == nil)
        for source in DesktopSettingsSource.allCases {
            #expect(DesktopSettingsSource(recordingName: source.recordingName[...]) == source)
        }
    }
}

extension DesktopSettings {
    fileprivate func with(dark: Bool) -> DesktopSettings {
        var copy = self
        copy.prefersDark = dark
        return copy
    }
}
