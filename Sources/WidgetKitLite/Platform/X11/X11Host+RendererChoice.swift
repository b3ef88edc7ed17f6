import Foundation

/// Which renderer an X11 host's windows use: `WKL_RENDERER` when given; otherwise RENDER
/// (layers kept on the server) for remote displays and servers without MIT-SHM, where every
/// client-composited frame would cross the wire, and the cheaper one in client + server CPU
/// for local displays (the figures are in docs/performance.md).
extension X11Host {
    /// The renderer for local displays with MIT-SHM when none is asked for.
    static let localDefaultRenderer: Configuration.RenderingPath = .xrender

    /// Whether windows should composite on the server.
    static func rendersOnServer(
        asked: Configuration.RenderingPath?, displayName: String, serverSupportsSharedMemory: Bool
    ) -> Bool {
        if let asked { return asked == .xrender }
        if isRemote(displayName: displayName) || !serverSupportsSharedMemory { return true }
        return localDefaultRenderer == .xrender
    }

    /// Whether `displayName` names a display reached over the network: a host part before
    /// the colon other than `unix` (`127.0.0.1:5`, `server:0`, `[::1]:0`); `:5` and
    /// `unix:5` are local.
    static func isRemote(displayName: String) -> Bool {
        guard let colon = displayName.lastIndex(of: ":") else { return false }
        var host = displayName[..<colon]
        // IPv6 hosts end in a second colon (DECnet style `host::0` too).
        if host.hasSuffix(":") { host = host.dropLast() }
        return !host.isEmpty && host != "unix"
    }

    /// Whether MIT-SHM segments can reach the server (local displays only).
    var sharedMemoryReachesServer: Bool { usesSharedMemory && !Self.isRemote(displayName: displayName) }
}
