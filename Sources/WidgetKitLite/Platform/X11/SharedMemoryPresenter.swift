import CX11

/// Presents through a MIT-SHM segment the server reads directly: no copy over the socket.
///
/// The segment is marked for removal (`IPC_RMID`) as soon as the server has attached it, so
/// the kernel frees it when both sides detach, even if the process is killed. After a put
/// the server may still be reading the memory; the owner waits for `ShmCompletion`
/// (`pendingCompletions`) before painting into it again.
@MainActor
final class SharedMemoryPresenter: X11Presenter {
    let canvas: Canvas
    private(set) var pendingCompletions = 0
    private let display: OpaquePointer
    private let shared: X11SharedMemory

    private static let bytesPerPixel = 4

    /// Makes a segment of `width`×`height` pixels cleared to `background`, or nil (after
    /// releasing everything) when any step fails, including an attach the server refuses.
    init?(display: OpaquePointer, format: X11PixelFormat, width: Int, height: Int, background: UInt32) {
        guard format.allowsSharedMemory,
            let shared = X11SharedMemory(
                display: display, visual: format.visual, depth: format.depth, width: width, height: height,
                readOnly: false)
        else { return nil }
        self.display = display
        self.shared = shared
        let stride = Int(shared.image.pointee.bytes_per_line) / Self.bytesPerPixel
        let pixels = shared.memory.assumingMemoryBound(to: UInt32.self)
        canvas = Canvas(pixels: pixels, width: width, height: height, stride: stride)
        pixels.update(repeating: background, count: stride * height)
    }

    func put(_ rects: [PixelRect], to window: CX11.Window, gc: GC) {
        guard !shared.isReleased, !rects.isEmpty else { return }
        let image = shared.image
        // Requests are processed in order, so a completion for the last put covers them all.
        // A lost connection (noticed inside an earlier put) ends the loop: the display is dead.
        for (index, r) in rects.enumerated() where !X11Errors.connectionLost {
            let isLast = index == rects.count - 1
            XShmPutImage(
                display, window, gc, image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y),
                UInt32(r.width), UInt32(r.height), isLast ? True : False)
        }
        pendingCompletions += 1
    }

    func completionArrived() {
        pendingCompletions = max(0, pendingCompletions - 1)
    }

    func completionsAbandoned() {
        pendingCompletions = 0
    }

    func release() {
        guard !shared.isReleased else { return }
        pendingCompletions = 0
        shared.release()
    }
}
