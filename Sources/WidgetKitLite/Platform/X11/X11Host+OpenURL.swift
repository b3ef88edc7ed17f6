import Foundation

extension X11Host {
    /// Runs `xdg-open` (the freedesktop way to open a URL in the user's preferred
    /// application) on `url` without waiting for it; false, with one diagnostic line, when
    /// `xdg-open` is not on the `PATH` or cannot start.
    func open(_ url: URL) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { "\($0)/xdg-open" }
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            Diagnostics.report("cannot open \(url.absoluteString): xdg-open is not installed")
            return false
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.terminationHandler = { _ in }
        do {
            try process.run()
            return true
        } catch {
            Diagnostics.report("cannot open \(url.absoluteString): \(error.localizedDescription)")
            return false
        }
    }
}
