import Foundation

/// How an X11 window's frames are composited: on the server with RENDER when the host says
/// so, else in client memory (the renderer's pixman backend over `beginFrame()`).
extension X11Surface {
    /// A RENDER backend drawing into this window (a back buffer copied on present), or nil
    /// when the host composites in the client or the server offers no usable RENDER.
    func makeServerBackend() -> RenderBackend? {
        guard host.rendersOnServer, !isClosed, !host.isDisconnected, window != 0 else { return nil }
        guard
            let backend = XRenderBackend(
                display: host.display, window: window, presentation: .backBuffer,
                sharedMemory: host.sharedMemoryReachesServer)
        else { return nil }
        serverBackend = backend
        host.tracePresentPath()
        return backend
    }
}
