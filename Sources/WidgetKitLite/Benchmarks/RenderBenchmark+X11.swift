@preconcurrency import Glibc
import Foundation

/// Push frames through each way of drawing into an X window, on the X server in `DISPLAY`.
extension RenderBenchmark {
    /// Per renderer ("xrender" (back buffer), "xrender-folded" (the same with the dimming
    /// folded into the outgoing page's composite), "xrender-direct", "xrender-putimage" (uploads
    /// through the socket, as for a remote display), "shm" and "putimage" (pixman into the
    /// window's buffer, then presented)): client and X server CPU milliseconds per push frame
    /// at `width`×`height`, bytes the client wrote to the server per frame and for uploading
    /// the two pages. Each frame ends with a round trip, as a frame loop draining events
    /// would. `serverPID` is the X server's process (its CPU time is read from /proc).
    @_spi(Benchmarks)
    public static func x11Frames(width: Int, height: Int, frames: Int, serverPID: Int32?) -> [String: [String: Double]] {
        var results: [String: [String: Double]] = [:]
        // Xvfb resets (and refuses connections for a moment) whenever its last client leaves:
        // one connection stays open across the measurements.
        var configuration = Configuration.process
        configuration.scale = 1
        let keeper = try? X11Host.open(configuration: configuration).get()
        defer { keeper?.shutdown() }
        let renderers = ["xrender", "xrender-folded", "xrender-direct", "xrender-putimage", "shm", "putimage"]
        for renderer in renderers {
            if let figures = x11Frames(renderer: renderer, width: width, height: height, frames: frames, serverPID: serverPID) {
                results[renderer] = figures
            }
        }
        return results
    }

    private static func x11Frames(renderer: String, width: Int, height: Int, frames: Int, serverPID: Int32?)
        -> [String: Double]?
    {
        var configuration = Configuration.process
        configuration.scale = 1
        configuration.renderer = renderer == "putimage" ? .putimage : nil
        let opened = X11Host.open(configuration: configuration)
        guard case .success(let host) = opened else { return nil }
        defer { host.shutdown() }
        // The surface holds its sink weakly: this one lives as long as the measurement.
        let sink = IgnoringSurfaceSink()
        defer { withExtendedLifetime(sink) {} }
        guard
            let surface = host.makeSurface(size: CGSize(width: width, height: height), title: "wkl-bench", sink: sink)
                as? X11Surface
        else { return nil }
        defer { surface.close() }
        host.sync()
        let size = PixelSize(width: width, height: height)
        let backend: RenderBackend
        let synchronize: () -> Void
        switch renderer {
        case "shm", "putimage":
            backend = PixmanBackend(
                targetSize: size, frameBuffer: { surface.beginFrame() }, present: { surface.present($0) })
            synchronize = { host.sync() }
        default:
            guard
                let xrender = XRenderBackend(
                    display: host.display, window: surface.window,
                    presentation: renderer == "xrender-direct" ? .direct : .backBuffer,
                    sharedMemory: renderer != "xrender-putimage")
            else { return nil }
            backend = xrender
            synchronize = { try? xrender.synchronize() }
        }
        defer { backend.close() }
        let scene = PushFrameScene(size: size, frames: frames, foldsDimming: renderer == "xrender-folded")
        let pages = [PushFrameScene.pageContent(size: size, tint: 0), PushFrameScene.pageContent(size: size, tint: 0x0010_2030)]
        let uploadStart = (bytesWritten(), processSeconds())
        guard let outgoing = try? backend.makeLayer(size: size), let incoming = try? backend.makeLayer(size: size) else {
            return nil
        }
        for (layer, content) in zip([outgoing, incoming], pages) {
            try? backend.upload(content.canvas, rect: size.bounds, to: layer, at: PixelPoint(x: 0, y: 0))
        }
        synchronize()
        let uploadBytes = bytesWritten() - uploadStart.0
        let uploadSeconds = processSeconds() - uploadStart.1
        let client = processSeconds()
        let server = serverPID.flatMap(serverSeconds)
        let bytes = bytesWritten()
        let wall = Date()
        for i in 0..<frames {
            let list = scene.list(frame: i, outgoing: outgoing, incoming: incoming)
            try? backend.execute(list, into: .window)
            try? backend.present(list.changedRects(in: size.bounds))
            synchronize()
        }
        let perFrame = 1000 / Double(frames)
        var figures: [String: Double] = [
            "clientCpuMsPerFrame": (processSeconds() - client) * perFrame,
            "wallMsPerFrame": Date().timeIntervalSince(wall) * perFrame,
            "bytesPerFrame": Double(bytesWritten() - bytes) / Double(frames),
            "uploadBytesTwoPages": Double(uploadBytes),
            "uploadClientMsTwoPages": uploadSeconds * 1000,
        ]
        if let before = server, let pid = serverPID, let after = serverSeconds(pid) {
            figures["serverCpuMsPerFrame"] = (after - before) * perFrame
            figures["totalCpuMsPerFrame"] = figures["clientCpuMsPerFrame"]! + figures["serverCpuMsPerFrame"]!
        }
        return figures
    }

    /// Bytes this process has written with write(2) and friends (/proc/self/io `wchar`):
    /// during the measured frames, only the X connection is written to.
    private static func bytesWritten() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
            return Int(line.dropFirst("wchar:".count).trimmingCharacters(in: .whitespaces)) ?? 0
        }
        return 0
    }

    /// User + system CPU seconds of process `pid` (/proc/pid/stat fields 14 and 15).
    private static func serverSeconds(_ pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name start at field 3.
        let fields = text[text.index(after: close)...].split(separator: " ")
        let utimeIndex = 14 - 3, stimeIndex = 15 - 3
        guard fields.count > stimeIndex, let user = Double(fields[utimeIndex]), let system = Double(fields[stimeIndex])
        else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

/// Ignores every event (benchmark windows).
@MainActor
private final class IgnoringSurfaceSink: SurfaceEventSink {
    func surface(_ surface: WindowSurface, didReceive event: PlatformEvent) {}
}
