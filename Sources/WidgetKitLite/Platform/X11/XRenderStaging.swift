@preconcurrency import Glibc
import CX11

/// Client memory from which pixels are put into depth-32 drawables (layer pixmaps): a MIT-SHM
/// segment the server reads directly when it can attach one, plain memory sent with
/// `XPutImage` otherwise.
///
/// The segment is used as a ring: each staged rectangle takes the next free bytes, so many
/// uploads (the layers of a page rasterised ahead of a push) need no round trip; only when
/// the segment is full does the staging wait (`XSync`) for the server to have read it all,
/// then start again at its beginning. It grows to the largest rectangle asked for.
@MainActor
final class XRenderStaging {
    private let display: OpaquePointer
    private var usesSharedMemory: Bool
    /// True when puts go through the socket (no MIT-SHM, refused, or not wanted). The first
    /// call finds out whether the server attaches a segment (a round trip), so that the
    /// first upload already takes the right path.
    func sendsPixelsThroughSocket() -> Bool {
        if usesSharedMemory, image == nil { _ = allocate(Self.minimumSharedBytes) }
        return !usesSharedMemory
    }
    /// True while puts go through a shared segment (false until the first use, and after
    /// the server refused to attach one).
    private(set) var isShared = false

    /// The image header describing the rectangle staged last (its `data` points into the
    /// memory below); Xlib's SHM put sends `data - shmaddr` as the offset in the segment.
    private var image: UnsafeMutablePointer<XImage>?
    /// The shared segment, when puts go through one.
    private var shared: X11SharedMemory?
    private var memory: UnsafeMutableRawPointer?
    private var capacity = 0
    /// Next free byte of the segment.
    private var offset = 0
    /// Puts from the segment that the server may not have read yet.
    private var isInFlight = false

    private static let bitsPerPixel: Int32 = 32
    private static let bytesPerPixel = 4
    /// The smallest segment: a 1280×800 page.
    static let minimumSharedBytes = 4 << 20

    /// Staging for `display`; with `sharedMemory` false, or when attaching fails, every put
    /// goes through the socket.
    init(display: OpaquePointer, sharedMemory: Bool) {
        self.display = display
        usesSharedMemory = sharedMemory && XShmQueryExtension(display) != 0
    }

    /// A canvas of `size` pixels (stride = width) whose content is undefined, valid until
    /// the next call; nil if no memory can be had.
    func canvas(size: PixelSize) -> Canvas? {
        guard !size.isEmpty else { return nil }
        let bytes = size.width * size.height * Self.bytesPerPixel
        if offset + bytes > capacity {
            if isInFlight, !X11Errors.connectionLost { XSync(display, False) }
            isInFlight = false
            offset = 0
        }
        if bytes > capacity {
            release()
            guard allocate(bytes) else { return nil }
        }
        guard let image, let memory else { return nil }
        let pixels = (memory + offset).bindMemory(to: UInt32.self, capacity: size.width * size.height)
        image.pointee.width = Int32(size.width)
        image.pointee.height = Int32(size.height)
        image.pointee.bytes_per_line = Int32(size.width * Self.bytesPerPixel)
        image.pointee.data = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: CChar.self)
        if isShared { offset += bytes }
        return Canvas(pixels: pixels, width: size.width, height: size.height, stride: size.width)
    }

    /// Puts `rect` of the canvas staged last into `drawable` at (`x`, `y`) through `gc`.
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
        if let shared {
            if isInFlight, !X11Errors.connectionLost { XSync(display, False) }
            shared.release()
            self.shared = nil
        } else {
            image.pointee.data = nil
            _ = wkl_XDestroyImage(image)
            memory?.deallocate()
        }
        memory = nil
        isInFlight = false
        isShared = false
        capacity = 0
        offset = 0
    }

    private func allocate(_ bytes: Int) -> Bool {
        if usesSharedMemory {
            if allocateShared(max(bytes, Self.minimumSharedBytes)) { return true }
            usesSharedMemory = false
        }
        let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: MemoryLayout<UInt32>.alignment)
        guard
            let image = XCreateImage(
                display, nil, UInt32(XRenderLayer.depth), ZPixmap, 0, raw.assumingMemoryBound(to: CChar.self), 1, 1,
                Self.bitsPerPixel, 0)
        else {
            raw.deallocate()
            return false
        }
        // Canvas words are little endian; Xlib swaps if the server wants otherwise.
        image.pointee.byte_order = LSBFirst
        self.image = image
        memory = raw
        capacity = bytes
        return true
    }

    /// A segment of `bytes` attached on both sides and marked for removal; false (with
    /// nothing left behind) when any step fails, including an attach the server refuses.
    private func allocateShared(_ bytes: Int) -> Bool {
        guard
            let shared = X11SharedMemory(
                display: display, visual: nil, depth: XRenderLayer.depth, width: 1, height: 1, minimumBytes: bytes,
                readOnly: true)
        else { return false }
        self.shared = shared
        image = shared.image
        memory = shared.memory
        isShared = true
        capacity = bytes
        return true
    }
}
