@preconcurrency import Glibc
import CX11

/// An XImage whose pixels live in a System V shared-memory segment attached here and on the
/// server (MIT-SHM): the one place that makes, attaches and frees such images, for window
/// buffers (`SharedMemoryPresenter`) and upload staging (`XRenderStaging`).
///
/// The segment is marked for removal (`IPC_RMID`) as soon as the server has attached it, so
/// the kernel frees it when both sides have detached, even if the process is killed. The
/// attach is synced inside an error trap: in another IPC namespace the server refuses it
/// with BadAccess, asynchronously. `release` must be called once the server no longer
/// reads the memory (after `XSync` or the last `ShmCompletion`).
@MainActor
final class X11SharedMemory {
    /// The image over the segment (`data` is the segment's start until the owner moves it).
    let image: UnsafeMutablePointer<XImage>
    /// The segment's memory in this process, `byteCount` bytes.
    let memory: UnsafeMutableRawPointer
    let byteCount: Int
    private let display: OpaquePointer
    /// Kept by Xlib as the image's obdata: it must outlive the image.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>
    private(set) var isReleased = false

    private static let permissions: Int32 = 0o600

    /// A `width`×`height` ZPixmap image of `depth` (and `visual`, nil when only the depth
    /// matters) over a segment of at least `minimumBytes` (and at least the image's rows),
    /// attached read-only on the server when `readOnly`. Nil, with nothing left behind, when
    /// any step fails, including an attach the server refuses.
    init?(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>?, depth: Int32, width: Int, height: Int,
        minimumBytes: Int = 0, readOnly: Bool
    ) {
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard
            let image = XShmCreateImage(
                display, visual, UInt32(depth), ZPixmap, nil, segment, UInt32(width), UInt32(height))
        else {
            segment.deallocate()
            return nil
        }
        let bytes = max(minimumBytes, Int(image.pointee.bytes_per_line) * Int(image.pointee.height))
        guard let address = Self.attach(segment, bytes: bytes, readOnly: readOnly, display: display) else {
            _ = wkl_XDestroyImage(image)
            segment.deallocate()
            return nil
        }
        image.pointee.data = segment.pointee.shmaddr
        self.display = display
        self.segment = segment
        self.image = image
        memory = address
        byteCount = bytes
    }

    /// Detaches the segment on the server (skipped once the connection is lost), frees the
    /// image header and detaches the memory here; the kernel then frees the segment. Once.
    func release() {
        guard !isReleased else { return }
        isReleased = true
        if !X11Errors.connectionLost { XShmDetach(display, segment) }
        image.pointee.data = nil
        _ = wkl_XDestroyImage(image)
        shmdt(segment.pointee.shmaddr)
        segment.deallocate()
    }

    /// Makes a segment of `bytes`, attaches it here and on the server through `segment`, and
    /// marks it for removal at once. Returns the client's address, or nil with no segment
    /// left behind.
    private static func attach(
        _ segment: UnsafeMutablePointer<XShmSegmentInfo>, bytes: Int, readOnly: Bool, display: OpaquePointer
    ) -> UnsafeMutableRawPointer? {
        let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | permissions)
        guard id >= 0 else { return nil }
        guard let address = shmat(id, nil, 0), address != wkl_shm_failed() else {
            shmctl(id, IPC_RMID, nil)
            return nil
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = readOnly ? True : False
        var attached: Int32 = 0
        let error = X11Errors.trapping {
            attached = XShmAttach(display, segment)
            XSync(display, False)
        }
        shmctl(id, IPC_RMID, nil)
        guard attached != 0, error == nil else {
            shmdt(address)
            return nil
        }
        return address
    }
}
