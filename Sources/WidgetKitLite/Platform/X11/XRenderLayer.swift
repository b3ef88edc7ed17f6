import CX11

/// A layer of `XRenderBackend`: a depth-32 Pixmap on the server and an ARGB32 Picture on it.
struct XRenderLayer {
    let pixmap: Pixmap
    let picture: Picture
    let size: PixelSize
    /// A second picture of the pixmap with component alpha, made on first use
    /// (`XRenderBackend` dims a copy of the layer in one pass through it).
    var componentAlphaPicture: Picture?

    /// Makes the pixmap and its picture and clears them to transparent (requests only; a
    /// failure arrives later as a protocol error).
    init(display: OpaquePointer, root: CX11.Window, size: PixelSize, format: UnsafeMutablePointer<XRenderPictFormat>) {
        self.size = size
        pixmap = XCreatePixmap(display, root, UInt32(size.width), UInt32(size.height), UInt32(XRenderLayer.depth))
        picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
        var transparent = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(
            display, PictOpSrc, picture, &transparent, 0, 0, UInt32(size.width), UInt32(size.height))
    }

    /// Frees the pictures and the pixmap.
    func free(on display: OpaquePointer) {
        if let componentAlphaPicture { XRenderFreePicture(display, componentAlphaPicture) }
        XRenderFreePicture(display, picture)
        XFreePixmap(display, pixmap)
    }

    /// Depth of layer pixmaps: ARGB32.
    static let depth: Int32 = 32
}
