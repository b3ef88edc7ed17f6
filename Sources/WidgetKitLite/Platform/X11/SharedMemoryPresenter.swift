@preconcurrency import Glibc
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
    private var image: UnsafeMutablePointer<XImage>?
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>

    private static let bytesPerPixel = 4

    /// Makes a segment of `width`×`height` pixels cleared to `background`, or nil (after
    /// releasing everything) when any step fails, including an attach the server refuses
    /// (another IPC namespace answers BadAccess asynchronously, hence the trap and sync).
    init?(display: OpaquePointer, format: X11PixelFormat, width: Int, height: Int, background: UInt32) {
        guard format.allowsSharedMemory else { return nil }
        self.display = display
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        self.segment = segment
        // XShmCreateImage keeps `segment` as the image's obdata: it must outlive the image.
        guard
            let image = XShmCreateImage(
                display, format.visual, UInt32(format.depth), ZPixmap, nil, segment,
                UInt32(width), UInt32(height))
        else {
            segment.deallocate()
            return nil
        }
        let stride = Int(image.pointee.bytes_per_line) / Self.bytesPerPixel
        let size = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
        guard let address = X11SharedMemory.attach(segment, bytes: size, readOnly: false, display: display) else {
            _ = wkl_XDestroyImage(image)
            segment.deallocate()
            return nil
        }
        image.pointee.data = segment.pointee.shmaddr
        self.image = image
        let pixels = address.assumingMemoryBound(to: UInt32.self)
        canvas = Canvas(pixels: pixels, width: width, height: height, stride: stride)
        pixels.update(repeating: background, count: stride * height)
    }

    func put(_ rects: [PixelRect], to window: CX11.Window, gc: GC) {
        guard let image, !rects.isEmpty else { return }
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
        guard let image else { return }
        self.image = nil
        pendingCompletions = 0
        if !X11Errors.connectionLost { XShmDetach(display, segment) }
        image.pointee.data = nil
        _ = wkl_XDestroyImage(image)
        shmdt(segment.pointee.shmaddr)
        segment.deallocate()
    }
}
