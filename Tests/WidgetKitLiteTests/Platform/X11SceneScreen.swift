@preconcurrency import Glibc
import CX11
import Foundation
import Testing

@testable import WidgetKitLite

/// A screen of windows on the X server in `DISPLAY`, drawn by one renderer and stepped by a
/// manual clock exactly as `HeadlessScreen` steps its own: the same calls run frames at the
/// same instants, so animations show the same moment on both. Input goes straight to the
/// front window, as on the headless screen (the server takes no part in it).
@MainActor
final class X11SceneScreen: SceneScreen {
    let size: CGSize
    let host: X11Host
    let clock = ManualClock()
    let loop: FrameLoop
    private(set) var windows: [WidgetKitLite.Window] = []
    private var pointerLocation: CGPoint = .zero

    /// A screen of `size` points on the shared connection for `renderer` at `scale`.
    init(size: CGSize, scale: CGFloat, renderer: Configuration.RenderingPath) throws {
        self.size = size
        host = try Self.host(renderer: renderer, scale: scale)
        loop = FrameLoop(host: host, clock: clock, isTracing: false)
    }

    func makeWindow() -> WidgetKitLite.Window {
        let window = WidgetKitLite.Window(size: size)
        window.attach(to: host, loop: loop)
        windows.append(window)
        window.makeKeyAndVisible()
        runFrame()
        return window
    }

    func runFrame() { loop.runFrame() }

    func advance(by seconds: TimeInterval) {
        clock.advance(by: seconds, framesPerSecond: HeadlessScreen.framesPerSecond) { runFrame() }
    }

    func press(at point: CGPoint) {
        pointerLocation = point
        deliver(.pointerDown(location: point, button: 1, modifiers: [], time: clock.now))
    }

    func release(at point: CGPoint) {
        pointerLocation = point
        deliver(.pointerUp(location: point, button: 1, modifiers: [], time: clock.now))
    }

    func scroll(dx: CGFloat, dy: CGFloat, at point: CGPoint) {
        deliver(.scroll(location: point, dx: dx, dy: dy, modifiers: [], time: clock.now))
    }

    /// The headless screen's drag: one straight-line move per frame.
    func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        press(at: from)
        let steps = max(1, Int((duration * HeadlessScreen.framesPerSecond).rounded(.up)))
        let start = clock.now
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            clock.set(start + duration * Double(t))
            pointerLocation = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            deliver(.pointerMoved(location: pointerLocation, modifiers: [], time: clock.now))
            runFrame()
        }
        release(at: to)
    }

    private func deliver(_ event: PlatformEvent) {
        guard let window = windows.last, let surface = window.surface else { return }
        window.surface(surface, didReceive: event)
    }

    /// What the server shows in the front window, as opaque pixels (a frame is run first if
    /// one is pending). A round trip.
    func windowImage() throws -> Image {
        if !loop.isIdle { runFrame() }
        host.sync()
        let surface = try #require(windows.last?.surface as? X11Surface)
        let (w, h) = (surface.pixelWidth, surface.pixelHeight)
        let image = try #require(XGetImage(host.display, surface.window, 0, 0, UInt32(w), UInt32(h), wkl_AllPlanes(), ZPixmap))
        defer { _ = wkl_XDestroyImage(image) }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(w * h)
        for y in 0..<h {
            for x in 0..<w {
                pixels.append(0xFF00_0000 | UInt32(truncatingIfNeeded: wkl_XGetPixel(image, Int32(x), Int32(y))))
            }
        }
        return Image(width: w, height: h, pixels: pixels)
    }

    /// Closes every window of the screen, stops the frame timer a scene caught mid-animation
    /// leaves running on the shared connection, and waits for the server.
    func close() {
        for window in windows { window.close() }
        windows.removeAll()
        host.setFrameTimerActive(false)
        host.sync()
    }

    private static let openAttempts = 20
    private static let retryDelayMicroseconds: UInt32 = 100_000
    private static var hosts: [String: X11Host] = [:]

    /// One connection per renderer and scale, open until the process ends: opening and
    /// closing one per scene would race with other suites' connections.
    private static func host(renderer: Configuration.RenderingPath, scale: CGFloat) throws -> X11Host {
        let key = "\(renderer)@\(scale)"
        if let host = hosts[key] { return host }
        var configuration = Configuration(environment: ProcessInfo.processInfo.environment)
        configuration.scale = scale
        configuration.renderer = renderer
        var opened = X11Host.open(configuration: configuration)
        for _ in 1..<openAttempts {
            guard case .failure = opened else { break }
            usleep(retryDelayMicroseconds)
            opened = X11Host.open(configuration: configuration)
        }
        let host = try opened.get()
        hosts[key] = host
        return host
    }
}
