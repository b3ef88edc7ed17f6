@preconcurrency import Glibc
import CX11
import Dispatch
import Foundation

/// Buffers and presenting: MIT-SHM while it works, XPutImage otherwise, and waiting for
/// the server to consume shared-memory puts.
extension X11Host {
    /// Blocks until `presenter`'s shared-memory puts are consumed, for at most
    /// `maximumCompletionWait`. Other events read meanwhile are kept, in order, for the
    /// next drain; completions for other windows are applied at once.
    func waitForCompletions(of presenter: X11Presenter) {
        let deadline = clock.now + Self.maximumCompletionWait
        let fd = XConnectionNumber(display)
        while presenter.pendingCompletions > 0, !X11Errors.connectionLost,
            !X11Errors.sharedMemoryRequestFailed
        {
            if XEventsQueued(display, QueuedAfterFlush) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == translator.sharedMemoryCompletionType {
                    dispatch(&event)
                } else {
                    deferredEvents.append(event)
                }
                continue
            }
            let remaining = deadline - clock.now
            guard remaining > 0 else {
                trace("no ShmCompletion within \(Self.maximumCompletionWait) s; painting anyway")
                presenter.completionsAbandoned()
                break
            }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((remaining * Self.millisecondsPerSecond).rounded(.up)))
        }
        if !deferredEvents.isEmpty { scheduleDrain() }
    }

    /// A buffer for a window of `width`×`height` pixels cleared to `background`: MIT-SHM
    /// while it works, XPutImage otherwise. Nil only if Xlib cannot describe the image.
    func makePresenter(width: Int, height: Int, background: UInt32) -> X11Presenter? {
        if usesSharedMemory {
            if let presenter = SharedMemoryPresenter(
                display: display, format: pixelFormat, width: width, height: height, background: background)
            {
                tracePresentPath()
                return presenter
            }
            stopUsingSharedMemory(because: "the server refused a shared-memory segment")
        }
        tracePresentPath()
        return PutImagePresenter(
            display: display, format: pixelFormat, width: width, height: height, background: background)
    }

    /// Moves every window to XPutImage after a MIT-SHM request failed mid-run.
    func abandonSharedMemory() {
        X11Errors.sharedMemoryRequestFailed = false
        guard usesSharedMemory else { return }
        stopUsingSharedMemory(because: "a shared-memory request failed")
        for entry in surfaces.values { entry.surface?.replacePresenter() }
    }

    func stopUsingSharedMemory(because reason: String) {
        sharedMemoryUnavailableReason = reason
    }

    /// Logs (with WKL_TRACE set) the path new buffers take, each time it changes.
    func tracePresentPath() {
        guard loggedPresentPath != usesSharedMemory else { return }
        loggedPresentPath = usesSharedMemory
        let path =
            usesSharedMemory
            ? "MIT-SHM" : "XPutImage (\(sharedMemoryUnavailableReason ?? "no reason"))"
        trace(rendersOnServer ? "compositing with RENDER, uploading with \(path)" : "presenting with \(path)")
    }

    func trace(_ message: String) {
        if configuration.isTracing { fputs("\(Self.programName): \(message)\n", stderr) }
    }
}
