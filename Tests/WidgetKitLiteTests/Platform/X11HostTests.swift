@preconcurrency import Glibc
import CX11
import Foundation
import Testing
@testable import WidgetKitLite

/// Records every event a surface delivers.
@MainActor
private final class RecordingSink: SurfaceEventSink {
    var events: [PlatformEvent] = []
    func surface(_ surface: WindowSurface, didReceive event: PlatformEvent) { events.append(event) }
}

private let red: UInt32 = 0xFFFF_0000
private let green: UInt32 = 0xFF00_FF00
private let serverRed: UInt32 = 0xFF_0000
private let serverGreen: UInt32 = 0x00_FF00
private let serverWhite: UInt32 = 0xFF_FFFF
private let keysymTab: UInt = 0xFF09
private let keysymA: UInt = 0x61
private let shiftMask: UInt32 = 1

/// Runs against the X server in `DISPLAY` (a private Xvfb in scripts/test); every test opens
/// its own connection and closes it.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct X11HostTests {
    private func openHost(forcingPutImage: Bool = false) throws -> X11Host {
        if forcingPutImage { setenv("WKL_NO_SHM", "1", 1) }
        defer { if forcingPutImage { unsetenv("WKL_NO_SHM") } }
        switch X11Host.open(displayName: nil, scale: 1) {
        case .success(let host): return host
        case .failure(let error):
            Issue.record("\(error)")
            throw error
        }
    }

    private func makeSurface(_ host: X11Host, _ sink: RecordingSink, width: CGFloat = 320, height: CGFloat = 240)
        throws -> X11Surface
    {
        let surface = try #require(
            host.makeSurface(size: CGSize(width: width, height: height), title: "X11HostTests", sink: sink)
                as? X11Surface)
        host.sync()
        return surface
    }

    /// Paints red, then green over part of it, and reads both back from the server.
    private func checkPresenting(on host: X11Host) throws {
        let sink = RecordingSink()
        let surface = try makeSurface(host, sink)
        defer { surface.close() }
        #expect(surface.pixelWidth == 320 && surface.pixelHeight == 240)

        let first = surface.beginFrame()
        let square = PixelRect(x: 10, y: 20, width: 50, height: 40)
        first.fill(square, with: red)
        surface.present([square])
        host.sync()
        #expect(surface.readPixel(x: 10, y: 20) == serverRed)
        #expect(surface.readPixel(x: 59, y: 59) == serverRed)
        #expect(surface.readPixel(x: 60, y: 60) == serverWhite)

        let second = surface.beginFrame()
        #expect(second.pixel(x: 30, y: 30) == red, "the buffer retains the previous frame")
        let strip = PixelRect(x: 0, y: 0, width: 320, height: 25)
        second.fill(strip, with: green)
        surface.present([strip, PixelRect(x: 300, y: 200, width: 100, height: 100)])
        host.sync()
        #expect(surface.readPixel(x: 15, y: 22) == serverGreen)
        #expect(surface.readPixel(x: 15, y: 30) == serverRed)
    }

    @Test func openingAnUnreachableDisplayNamesItOnOneLine() {
        let result = X11Host.open(displayName: ":987", scale: 1)
        guard case .failure(let error) = result else {
            Issue.record("opened display :987")
            return
        }
        #expect(error == .cannotOpenDisplay(":987"))
        #expect(error.description.contains("cannot open X display \":987\""))
        #expect(!error.description.contains("\n"))
        #expect(X11HostError.displayNotSet.description.contains("DISPLAY is not set"))
    }

    @Test func presentsThroughSharedMemory() throws {
        let host = try openHost()
        defer { host.shutdown() }
        #expect(host.usesSharedMemory == host.serverSupportsSharedMemory)
        try checkPresenting(on: host)
    }

    @Test func presentsThroughPutImageWhenSharedMemoryIsDisabled() throws {
        let host = try openHost(forcingPutImage: true)
        defer { host.shutdown() }
        #expect(!host.usesSharedMemory)
        try checkPresenting(on: host)
    }

    @Test func closingReleasesTheSharedMemorySegment() throws {
        let host = try openHost()
        defer { host.shutdown() }
        let surface = try makeSurface(host, RecordingSink())
        if host.rendersOnServer {
            #expect(segmentsCreatedByThisProcess() == 0, "a window drawn with RENDER has no buffer until one is used")
        }
        _ = surface.beginFrame()
        if host.usesSharedMemory { #expect(segmentsCreatedByThisProcess() == 1) }
        surface.close()
        surface.close()
        host.sync()
        #expect(segmentsCreatedByThisProcess() == 0)
        #expect(surface.readPixel(x: 0, y: 0) == nil)
        #expect(surface.beginFrame().width == 0)
    }

    @Test func resizingReallocatesTheBufferAndReportsLogicalSize() throws {
        let host = try openHost()
        defer { host.shutdown() }
        let sink = RecordingSink()
        let surface = try makeSurface(host, sink)
        defer { surface.close() }
        let errorsBefore = X11Errors.errorCount

        surface.requestSize(CGSize(width: 400, height: 300))
        host.sync()
        #expect(sink.events.contains(.resized(CGSize(width: 400, height: 300))))
        #expect(surface.pixelWidth == 400 && surface.pixelHeight == 300)
        let canvas = surface.beginFrame()
        #expect(canvas.width == 400 && canvas.height == 300)
        canvas.fill(canvas.bounds, with: red)
        surface.present([canvas.bounds])
        host.sync()
        #expect(surface.readPixel(x: 399, y: 299) == serverRed)

        surface.requestSize(.zero)
        surface.requestSize(CGSize(width: CGFloat.nan, height: .infinity))
        surface.requestSize(CGSize(width: 1, height: 1))
        host.sync()
        #expect(X11Errors.errorCount == errorsBefore, "sizes are clamped, never a BadValue")
        #expect(surface.pixelWidth == 1 && surface.pixelHeight == 1)
    }

    /// Another client (a window manager, `xdotool windowsize`) makes the window larger than
    /// the toolkit draws: the content stops at `maximumPixelSide`, with one line.
    @Test func aWindowResizedBeyondTheLimitFromOutsideDrawsUpToIt() throws {
        let host = try openHost()
        defer { host.shutdown() }
        let sink = RecordingSink()
        let surface = try makeSurface(host, sink)
        defer { surface.close() }
        let limit = X11Surface.maximumPixelSide
        let output = capturingStderr {
            for side in [40000, 65535, 32768] {
                XResizeWindow(host.display, surface.window, UInt32(side), UInt32(side))
                host.sync()
            }
        }
        let sizes = { sink.events.compactMap { if case .resized(let size) = $0 { size } else { nil } } }
        #expect(sizes().last == CGSize(width: limit, height: limit))
        #expect(!sizes().contains { $0.width > CGFloat(limit) || $0.height > CGFloat(limit) })
        #expect(surface.pixelWidth == limit && surface.pixelHeight == limit)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("\(limit)"), "one line: \(lines)")
        XResizeWindow(host.display, surface.window, 300, 200)
        host.sync()
        #expect(sizes().last == CGSize(width: 300, height: 200))
        #expect(surface.pixelWidth == 300 && surface.pixelHeight == 200)
    }

    @Test func closeRequestAndKeysReachTheSink() throws {
        let host = try openHost()
        defer { host.shutdown() }
        let sink = RecordingSink()
        let surface = try makeSurface(host, sink)
        defer { surface.close() }

        surface.sendCloseRequest()
        surface.sendKeyPress(keysym: keysymA)
        surface.sendKeyPress(keysym: keysymTab, state: shiftMask)
        host.sync()
        #expect(sink.events.contains(.closeRequested))
        let keys = sink.events.compactMap { event -> String? in
            guard case .keyDown(let key, let text, let modifiers, _) = event else { return nil }
            return "\(key)|\(text ?? "-")|\(modifiers.contains(.shift))"
        }
        #expect(keys == ["a|a|false", "Tab|-|true"])
    }

    @Test func aFailingSharedMemoryRequestMovesWindowsToPutImageKeepingPixels() throws {
        let host = try openHost()
        defer { host.shutdown() }
        guard host.usesSharedMemory else { return }
        let surface = try makeSurface(host, RecordingSink())
        defer { surface.close() }
        let canvas = surface.beginFrame()
        canvas.fill(canvas.bounds, with: red)
        surface.present([canvas.bounds])
        host.sync()

        X11Errors.sharedMemoryRequestFailed = true
        host.processPendingEvents()
        #expect(!host.usesSharedMemory)
        #expect(surface.readPixel(x: 100, y: 100) == serverRed)
        let next = surface.beginFrame()
        #expect(next.pixel(x: 100, y: 100) == red)
        let square = PixelRect(x: 0, y: 0, width: 10, height: 10)
        next.fill(square, with: green)
        surface.present([square])
        host.sync()
        #expect(surface.readPixel(x: 5, y: 5) == serverGreen)
    }

    @Test func pointerLocationsAreInPointsAndWheelStepsScroll() throws {
        let host = try #require(try? X11Host.open(displayName: nil, scale: 2).get())
        defer { host.shutdown() }
        let sink = RecordingSink()
        let surface = try makeSurface(host, sink, width: 100, height: 50)
        defer { surface.close() }
        #expect(surface.pixelWidth == 200 && surface.pixelHeight == 100)
        #expect(host.screenSize == CGSize(width: 640, height: 400))

        surface.sendButton(1, pressed: true, x: 40, y: 20, state: shiftMask)
        surface.sendButton(1, pressed: false, x: 42, y: 22)
        surface.sendButton(5, pressed: true, x: 40, y: 20)
        surface.sendButton(5, pressed: false, x: 40, y: 20)
        surface.sendButton(4, pressed: true, x: 40, y: 20)
        host.sync()
        let pointerEvents = sink.events.filter {
            switch $0 {
            case .pointerDown, .pointerUp, .scroll: true
            default: false
            }
        }
        let time = { (event: PlatformEvent) -> TimeInterval in
            switch event {
            case .pointerDown(_, _, _, let t), .pointerUp(_, _, _, let t), .scroll(_, _, _, _, let t): t
            default: 0
            }
        }
        let at = pointerEvents.first.map(time) ?? 0
        #expect(at > 0)
        #expect(
            pointerEvents == [
                .pointerDown(location: CGPoint(x: 20, y: 10), button: 1, modifiers: .shift, time: at),
                .pointerUp(location: CGPoint(x: 21, y: 11), button: 1, modifiers: [], time: time(pointerEvents[1])),
                .scroll(location: CGPoint(x: 20, y: 10), dx: 0, dy: 40, modifiers: [], time: time(pointerEvents[2])),
                .scroll(location: CGPoint(x: 20, y: 10), dx: 0, dy: -40, modifiers: [], time: time(pointerEvents[3])),
            ])
    }

    @Test func eventsArriveThroughTheMainQueueWithoutPolling() async throws {
        let host = try openHost()
        defer { host.shutdown() }
        let sink = RecordingSink()
        let surface = try makeSurface(host, sink)
        defer { surface.close() }
        surface.sendCloseRequest()
        for _ in 0..<100 where !sink.events.contains(.closeRequested) {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(sink.events.contains(.closeRequested))
    }

    @Test func frameTimerTicksOnlyWhileActive() async throws {
        let host = try openHost()
        defer { host.shutdown() }
        var ticks = 0
        host.frameHandler = { ticks += 1 }
        host.setFrameTimerActive(true)
        host.setFrameTimerActive(true)
        // 60 Hz would give 3 ticks in 50 ms; a loaded machine may take much longer.
        let deadline = ContinuousClock.now + .seconds(5)
        while ticks < 3, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        host.setFrameTimerActive(false)
        let ticksWhileActive = ticks
        #expect(ticksWhileActive >= 3)
        try await Task.sleep(for: .milliseconds(100))
        #expect(ticks == ticksWhileActive)
    }

    /// Shared-memory segments whose creator is this process (/proc/sysvipc/shm, column
    /// `cpid`), whether or not they are already marked for removal.
    private func segmentsCreatedByThisProcess() -> Int {
        guard let table = try? String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8) else { return 0 }
        let creatorColumn = 4
        let pid = String(getpid())
        return table.split(separator: "\n").dropFirst().filter { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return fields.count > creatorColumn && fields[creatorColumn] == pid
        }.count
    }
}

@Suite struct X11KeysTests {
    @Test func namesFollowTheToolkitConvention() {
        #expect(X11Keys.name(forKeysym: 0x61) == "a")
        #expect(X11Keys.name(forKeysym: 0x41) == "a")
        #expect(X11Keys.name(forKeysym: 0x31) == "1")
        #expect(X11Keys.name(forKeysym: 0x20) == "Space")
        #expect(X11Keys.name(forKeysym: 0xFF0D) == "Return")
        #expect(X11Keys.name(forKeysym: 0xFF1B) == "Escape")
        #expect(X11Keys.name(forKeysym: 0xFF08) == "BackSpace")
        #expect(X11Keys.name(forKeysym: 0xFE20) == "Tab")
        #expect(X11Keys.impliedModifiers(forKeysym: 0xFE20) == .shift)
        #expect(X11Keys.name(forKeysym: 0xFF51) == "Left")
        #expect(X11Keys.name(forKeysym: 0xFFBE) == "F1")
        #expect(X11Keys.name(forKeysym: 0) == nil)
    }

    @Test func modifiersComeFromTheStateMask() {
        #expect(X11Keys.modifiers(fromState: 1 | 4) == [.shift, .control])
        #expect(X11Keys.modifiers(fromState: 8 | 64) == [.alternate, .command])
    }
}

/// A display that accepts the connection and never sends the setup reply (a hung server, a
/// stale ssh forwarding): opening it gives up after the connection deadline with one line.
@MainActor @Suite struct X11ConnectionDeadlineTests {
    /// A TCP socket listening on 127.0.0.1:6000+N that never accepts: the kernel completes
    /// the connection and nothing ever answers. Returns the display number and the socket.
    private func silentDisplay() -> (number: Int, socket: Int32)? {
        for number in 150..<250 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { return nil }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(6000 + number).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if bound == 0, listen(fd, 8) == 0 { return (number, fd) }
            close(fd)
        }
        return nil
    }

    @Test func aDisplayThatNeverAnswersFailsAfterTheDeadlineOnOneLine() throws {
        let silent = try #require(silentDisplay())
        defer { close(silent.socket) }
        let name = "127.0.0.1:\(silent.number)"
        var configuration = Configuration(environment: [:])
        configuration.display = name
        let result = X11Host.open(configuration: configuration, connectionTimeout: 1)
        guard case .failure(let error) = result else {
            Issue.record("opened the silent display \(name)")
            return
        }
        #expect(error == .displayDidNotAnswer(name, seconds: 1))
        #expect(error.description.contains("\"\(name)\" did not answer within 1 s"), "\(error)")
        #expect(!error.description.contains("\n"))
    }
}
