import CX11

/// A window's pixel buffer and the way it reaches the X server. The canvas memory retains
/// the last frame until the presenter is released.
@MainActor
protocol X11Presenter: AnyObject {
    /// The buffer the toolkit paints into (0xAARRGGBB; X ignores the top byte).
    var canvas: Canvas { get }
    /// Puts issued whose `ShmCompletion` has not arrived yet (always 0 without MIT-SHM).
    var pendingCompletions: Int { get }
    /// Sends the pixels inside `rects` (already clipped to the canvas) to `window`.
    /// Does not flush.
    func put(_ rects: [PixelRect], to window: CX11.Window, gc: GC)
    /// The server has consumed an earlier put.
    func completionArrived()
    /// Stops waiting for completions that did not arrive in time.
    func completionsAbandoned()
    /// Frees the buffer and any server-side resource; the canvas is invalid afterwards.
    func release()
}

/// How the default visual stores a pixel, decided once per display.
struct X11PixelFormat {
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let redMask: UInt
    let greenMask: UInt
    let blueMask: UInt
    /// True when a canvas word (0x00RRGGBB, little endian, 32 bits per pixel) is already
    /// the server's pixel: 24-bit TrueColor with the usual masks. Otherwise every put
    /// converts pixel by pixel (slow, but correct).
    let isNative: Bool
    /// True when, in addition, the server's image byte order is the client's, which
    /// MIT-SHM needs (it never swaps).
    let allowsSharedMemory: Bool

    private static let canvasRedMask: UInt = 0xFF_0000
    private static let canvasGreenMask: UInt = 0x00_FF00
    private static let canvasBlueMask: UInt = 0x00_00FF
    private static let canvasBitsPerPixel: Int32 = 32

    /// The format of `screen`'s default visual.
    init(display: OpaquePointer, screen: Int32) {
        visual = XDefaultVisual(display, screen)
        depth = XDefaultDepth(display, screen)
        redMask = visual.pointee.red_mask
        greenMask = visual.pointee.green_mask
        blueMask = visual.pointee.blue_mask
        let bitsPerPixel = Self.bitsPerPixel(ofDepth: depth, on: display)
        isNative =
            wkl_visual_class(visual) == TrueColor
            && (depth == 24 || depth == 32)
            && bitsPerPixel == Self.canvasBitsPerPixel
            && redMask == Self.canvasRedMask && greenMask == Self.canvasGreenMask
            && blueMask == Self.canvasBlueMask
        let clientIsLittleEndian = 1.littleEndian == 1
        allowsSharedMemory = isNative && clientIsLittleEndian && XImageByteOrder(display) == LSBFirst
    }

    /// The server's pixel for a canvas word, for non-native visuals.
    func serverPixel(_ word: UInt32) -> UInt {
        Self.channel(UInt(word >> 16) & 0xFF, into: redMask)
            | Self.channel(UInt(word >> 8) & 0xFF, into: greenMask)
            | Self.channel(UInt(word) & 0xFF, into: blueMask)
    }

    private static func channel(_ value: UInt, into mask: UInt) -> UInt {
        guard mask != 0 else { return 0 }
        let shift = mask.trailingZeroBitCount
        let maximum = mask >> shift
        return ((value * maximum + 127) / 255) << shift
    }

    private static func bitsPerPixel(ofDepth depth: Int32, on display: OpaquePointer) -> Int32 {
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(display, &count) else { return 0 }
        defer { XFree(formats) }
        for i in 0..<Int(count) where formats[i].depth == depth { return formats[i].bits_per_pixel }
        return 0
    }
}
