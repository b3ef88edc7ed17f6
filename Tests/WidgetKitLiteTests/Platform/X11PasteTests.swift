@preconcurrency import Glibc
import CX11
import Foundation
import Testing

@testable import WidgetKitLite

private let keysymV: UInt = 0x76
private let keysymX: UInt = 0x78
private let keysymC: UInt = 0x63
private let keysymHome: UInt = 0xFF50
private let controlMask: UInt32 = 4

/// A focused text field in a window of its own connection to `$DISPLAY`, and the diagnostic
/// lines reported while the fixture lives.
@MainActor
private final class PasteFixture {
    let host: X11Host
    let window: WidgetKitLite.Window
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    let surface: X11Surface
    private(set) var lines: [String] = []
    private let previousHandler: ((String) -> Void)?

    init(text: String = "") throws {
        host = try X11Host.open(displayName: nil, scale: 1).get()
        window = WidgetKitLite.Window(size: CGSize(width: 320, height: 60))
        window.attach(to: host, loop: FrameLoop(host: host, isTracing: false))
        window.makeKeyAndVisible()
        window.addSubview(field)
        field.text = text
        _ = field.becomeFirstResponder()
        surface = try #require(window.surface as? X11Surface)
        host.sync()
        previousHandler = Diagnostics.handler
        Diagnostics.handler = { [weak self] in self?.lines.append($0) }
    }

    func close() {
        Diagnostics.handler = previousHandler
        window.close()
        host.shutdown()
    }

    /// Sends Ctrl+V through the server.
    func pressControlV() { surface.sendKeyPress(keysym: keysymV, state: controlMask) }

    /// Types one letter through the server.
    func type(_ keysym: UInt) { surface.sendKeyPress(keysym: keysym) }

    /// Presses and releases the middle button over the field's text.
    func middleClick() {
        surface.sendButton(2, pressed: true, x: 30, y: 27)
        surface.sendButton(2, pressed: false, x: 30, y: 27)
    }

    /// Runs the host's event loop by hand (reading the server, and the transfer checks its
    /// wakeups would make) until `condition` holds, for at most `seconds`; whether it came to
    /// hold. Synchronous, so no other test runs meanwhile and every diagnostic line is this
    /// test's.
    func wait(upTo seconds: TimeInterval, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        let fd = XConnectionNumber(host.display)
        while !condition() {
            if Date() > deadline { return false }
            host.processPendingEvents()
            host.selections.checkTransfers(at: host.clock.now)
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 5)
        }
        return true
    }

    /// Runs the event loop by hand for `seconds`.
    func run(for seconds: TimeInterval) { _ = wait(upTo: seconds) { false } }
}

/// Pasting from another X client: the paste never holds up the event loop, a slow owner is
/// cut off, and only text is pasted. Runs against the X server in `DISPLAY` (scripts/test
/// starts a private Xvfb); the owners are `SelectionOwnerThread`s.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct X11PasteTests {
    private static let trickle = Array("trickle".utf8).map { [$0] }

    /// Keys typed while an INCR answer trickles in are handled at once, and the paste lands
    /// when the last chunk has come, where the caret is then.
    @Test(arguments: ["CLIPBOARD", "PRIMARY"])
    func aPasteDoesNotHoldUpInputWhileTheOwnerSends(selection: String) throws {
        let t = try PasteFixture()
        defer { t.close() }
        let owner = try #require(
            SelectionOwnerThread(
                selection: selection,
                answer: .incremental(type: "UTF8_STRING", chunks: [Array("tr".utf8), Array("ick".utf8), Array("le".utf8)], interval: 0.25)))
        defer { owner.stop() }
        if selection == "CLIPBOARD" { t.pressControlV() } else { t.middleClick() }
        t.type(keysymX)
        #expect(t.wait(upTo: 10) { t.field.text?.contains("x") == true })
        #expect(!owner.finished, "the key typed after the paste waited for the owner's whole transfer")
        #expect(t.wait(upTo: 10) { t.field.text == "xtrickle" }, "the field holds \(t.field.text ?? "nil")")
        #expect(t.lines.isEmpty, "\(t.lines)")
    }

    /// An owner that sends one byte at a time, slowly, is dropped at the transfer deadline:
    /// one line, nothing pasted, and typing went on meanwhile.
    @Test func aTricklingOwnerIsCutOffAtTheDeadlineAndNothingIsPasted() throws {
        let t = try PasteFixture()
        defer { t.close() }
        let owner = try #require(
            SelectionOwnerThread(selection: "CLIPBOARD", answer: .incremental(type: "UTF8_STRING", chunks: Self.trickle, interval: 0.6)))
        defer { owner.stop() }
        t.pressControlV()
        t.type(keysymX)
        #expect(t.wait(upTo: 10) { !t.lines.isEmpty })
        #expect(!owner.finished)
        #expect(t.field.text == "x", "the field holds \(t.field.text ?? "nil")")
        #expect(t.lines.count == 1 && t.lines.first?.contains("nothing was pasted") == true, "\(t.lines)")
        t.run(for: 0.7)
        #expect(t.field.text == "x" && t.lines.count == 1, "later chunks change nothing: \(t.field.text ?? "nil"), \(t.lines)")
    }

    /// Reading `Pasteboard.string` waits at most the transfer deadline for a trickling owner.
    @Test func readingTheStringGivesUpOnATricklingOwnerAtTheDeadline() throws {
        let t = try PasteFixture()
        defer { t.close() }
        let owner = try #require(
            SelectionOwnerThread(selection: "CLIPBOARD", answer: .incremental(type: "UTF8_STRING", chunks: Self.trickle, interval: 0.6)))
        defer { owner.stop() }
        #expect(t.host.clipboard.string == nil)
        #expect(!owner.finished)
        #expect(t.lines.count == 1, "\(t.lines)")
    }

    /// Answers that are not text (an INTEGER, a PIXMAP, an ATOM list, INCR chunks of
    /// INTEGER) are refused with one line naming the type; the field keeps its text.
    @Test(arguments: [
        ("INTEGER", SelectionOwnerThread.Answer.property(type: "INTEGER", format: 32, bytes: Array("ABCDEFGH".utf8))),
        ("PIXMAP", .property(type: "PIXMAP", format: 32, bytes: [0x01, 0x00, 0x40, 0x00])),
        ("ATOM", .property(type: "ATOM", format: 32, bytes: [0x1F, 0, 0, 0])),
        ("UTF8_STRING", .property(type: "UTF8_STRING", format: 16, bytes: Array("wide".utf8))),
        ("INTEGER", .incremental(type: "INTEGER", chunks: [Array("ABCD".utf8), Array("EFGH".utf8)], interval: 0)),
    ])
    func answersThatAreNotTextAreRefused(name: String, answer: SelectionOwnerThread.Answer) throws {
        let t = try PasteFixture(text: "keep")
        defer { t.close() }
        let owner = try #require(SelectionOwnerThread(selection: "CLIPBOARD", answer: answer))
        defer { owner.stop() }
        t.pressControlV()
        #expect(t.wait(upTo: 5) { !t.lines.isEmpty })
        t.run(for: 0.1)
        #expect(t.field.text == "keep", "the field holds \(t.field.text.debugDescription)")
        #expect(t.lines.count == 1 && t.lines.first?.contains(name) == true, "\(t.lines)")
    }

    /// Text types are converted: STRING from Latin-1, COMPOUND_TEXT, the MIME name of UTF-8.
    @Test(arguments: [
        ("Zoë", SelectionOwnerThread.Answer.property(type: "STRING", format: 8, bytes: [0x5A, 0x6F, 0xEB])),
        ("plain", .property(type: "COMPOUND_TEXT", format: 8, bytes: Array("plain".utf8))),
        ("中文", .property(type: "text/plain;charset=utf-8", format: 8, bytes: Array("中文".utf8))),
        ("Zoë", .incremental(type: "STRING", chunks: [[0x5A, 0x6F], [0xEB]], interval: 0)),
    ])
    func textTypesArePasted(expected: String, answer: SelectionOwnerThread.Answer) throws {
        let t = try PasteFixture()
        defer { t.close() }
        let owner = try #require(SelectionOwnerThread(selection: "CLIPBOARD", answer: answer))
        defer { owner.stop() }
        t.pressControlV()
        #expect(t.wait(upTo: 5) { t.field.text == expected }, "the field holds \(t.field.text.debugDescription)")
        #expect(t.lines.isEmpty, "\(t.lines)")
    }

    /// Edits made while the answer is on its way stay; the text lands where the selection is
    /// when it arrives.
    @Test func aPasteLandsWhereTheSelectionIsWhenItArrives() throws {
        let t = try PasteFixture(text: "ab")
        defer { t.close() }
        let owner = try #require(
            SelectionOwnerThread(
                selection: "CLIPBOARD", answer: .property(type: "UTF8_STRING", format: 8, bytes: Array("P".utf8)), holdingAnswer: true))
        defer { owner.stop() }
        t.pressControlV()
        #expect(t.wait(upTo: 5) { owner.requests == 1 })
        t.type(keysymC)
        t.type(keysymHome)
        #expect(t.wait(upTo: 5) { t.field.text == "abc" && t.field.model.head == 0 })
        owner.release()
        #expect(t.wait(upTo: 5) { t.field.text == "Pabc" }, "the field holds \(t.field.text.debugDescription)")
        #expect(t.field.model.head == 1)
    }

    /// A paste whose text arrives after the field stopped editing is dropped.
    @Test func aPasteArrivingAfterEditingEndedIsDropped() throws {
        let t = try PasteFixture(text: "ab")
        defer { t.close() }
        let owner = try #require(
            SelectionOwnerThread(
                selection: "CLIPBOARD", answer: .property(type: "UTF8_STRING", format: 8, bytes: Array("P".utf8)), holdingAnswer: true))
        defer { owner.stop() }
        t.pressControlV()
        #expect(t.wait(upTo: 5) { owner.requests == 1 })
        _ = t.field.resignFirstResponder()
        owner.release()
        #expect(t.wait(upTo: 5) { owner.finished })
        #expect(t.wait(upTo: 5) { t.host.selections.transfersUnderWay == 0 })
        #expect(t.field.text == "ab" && t.lines.isEmpty, "\(t.field.text.debugDescription), \(t.lines)")
    }
}
