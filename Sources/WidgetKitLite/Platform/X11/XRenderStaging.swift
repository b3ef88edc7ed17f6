@preconcurrency import Glibc
import CX11

/// Client memory from which pixels are put into depth-32 drawables (layer pixmaps): a MIT-SHM
/// segment the server reads directly when it can attach one, plain memory sent with
/// `XPutImage` otherwise.
///
/// The segment is reused: before writing into it again, the backend waits (`XSync`) until
/// the server has read the previous put. It grows to the largest area asked for.
@MainActor
final class XRenderStaging {
    private let display: OpaquePointer
    private var usesSharedMemory: Bool
    private var image: UnsafeMutablePointer<XImage>?
    private var segment: UnsafeMutablePointer<XShmSegmentInfo>?
    private var plain: UnsafeMutablePointer<UInt32>?
    private var capacity = PixelSize(width: 0, height: 0)
    /// A put from the segment that the server may not have read yet.
    private var isInFlight = false

    private static let bitsPerPixel: Int32 = 32
    private static let segmentPermissions: Int32 = 0o600

    /// Staging for `display`; with `sharedMemory` false, or when attaching fails, every put
    /// goes through the socket.
    init(display: OpaquePointer, sharedMemory: Bool) {
        self.display = display
        usesSharedMemory = sharedMemory && XShmQueryExtension(display) != 0
    }

    /// True while puts go through a shared segment (false until the first use, and after
    /// the server refused to attach one).
    private(set) var isShared = false

    /// A canvas of at least `size` pixels (stride ≥ width) whose content is undefined; nil if
    /// no memory can be had. Waits for the server to finish reading the previous put.
    func canvas(size: PixelSize) -> Canvas? {
        if isInFlight {
            XSync(display, False)
            isInFlight = false
        }
        if size.width > capacity.width || size.height > capacity.height {
            release()
            let grown = PixelSize(width: max(size.width, capacity.width), height: max(size.height, capacity.height))
            guard allocate(grown) else { return nil }
        }
        guard let image else { return nil }
        let stride = Int(image.pointee.bytes_per_line) / MemoryLayout<UInt32>.stride
        let pixels = UnsafeMutableRawPointer(image.pointee.data).assumingMemoryBound(to: UInt32.self)
        return Canvas(pixels: pixels, width: capacity.width, height: capacity.height, stride: stride)
    }

    /// Puts `rect` of the staging canvas into `drawable` at (`x`, `y`) through `gc`.
    func put(_ rect: PixelRect, to drawable: Drawable, gc: GC, atX x: Int, y: Int) {
        guard let image, !rect.isEmpty else { return }
        if isShared {
            XShmPutImage(
                display, drawable, gc, image, Int32(rect.x), Int32(rect.y), Int32(x), Int32(y), UInt32(rect.width),
                UInt32(rect.height), False)
            isInFlight = true
        } else {
            XPutImage(
                display, drawable, gc, image, Int32(rect.x), Int32(rect.y), Int32(x), Int32(y), UInt32(rect.width),
                UInt32(rect.height))
        }
    }

    /// Frees the memory and detaches the segment (skipping Xlib once the connection is lost).
    func release() {
        guard let image else { return }
        self.image = nil
        if let segment {
            if !X11Errors.connectionLost {
                if isInFlight { XSync(display, False) }
                XShmDetach(display, segment)
            }
            image.pointee.data = nil
            _ = wkl_XDestroyImage(image)
            shmdt(segment.pointee.shmaddr)
            segment.deallocate()
            self.segment = nil
        } else {
            image.pointee.data = nil
            _ = wkl_XDestroyImage(image)
            plain?.deallocate()
            plain = nil
        }
        isInFlight = false
        isShared = false
        capacity = PixelSize(width: 0, height: 0)
    }

    private func allocate(_ size: PixelSize) -> Bool {
        if usesSharedMemory {
            if allocateShared(size) { return true }
            usesSharedMemory = false
        }
        let count = size.width * size.height
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        guard
            let image = XCreateImage(
                display, nil, UInt32(XRenderLayer.depth), ZPixmap, 0,
                UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: CChar.self), UInt32(size.width),
                UInt32(size.height), Self.bitsPerPixel, Int32(size.width * MemoryLayout<UInt32>.stride))
        else {
            pixels.deallocate()
            return false
        }
        // Canvas words are little endian; Xlib swaps if the server wants otherwise.
        image.pointee.byte_order = LSBFirst
        self.image = image
        plain = pixels
        capacity = size
        return true
    }

    /// A segment attached on both sides and marked for removal; false (with nothing left
    /// behind) when any step fails, including an attach the server refuses.
    private func allocateShared(_ size: PixelSize) -> Bool {
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard
            let image = XShmCreateImage(
                display, nil, UInt32(XRenderLayer.depth), ZPixmap, nil, segment, UInt32(size.width),
                UInt32(size.height))
        else {
            segment.deallocate()
            return false
        }
        let bytes = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
        let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | Self.segmentPermissions)
        guard id >= 0, let address = shmat(id, nil, 0), address != wkl_shm_failed() else {
            if id >= 0 { shmctl(id, IPC_RMID, nil) }
            _ = wkl_XDestroyImage(image)
            segment.deallocate()
            return false
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = True
        image.pointee.data = segment.pointee.shmaddr
        var attached: Int32 = 0
        let error = X11Errors.trapping {
            attached = XShmAttach(display, segment)
            XSync(display, False)
        }
        shmctl(id, IPC_RMID, nil)
        guard attached != 0, error == nil else {
            image.pointee.data = nil
            _ = wkl_XDestroyImage(image)
            shmdt(address)
            segment.deallocate()
            return false
        }
        self.image = image
        self.segment = segment
        isShared = true
        capacity = size
        return true
    }
}
