import Foundation

extension X11Host {
    /// Runs `xdg-open` (the freedesktop way to open a URL in the user's preferred
    /// application; `Configuration.urlOpener`) on `url` without waiting for it; false, with
    /// one diagnostic line, when there is none or it cannot start.
    func open(_ url: URL) -> Bool {
        guard let tool = configuration.urlOpener else {
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
