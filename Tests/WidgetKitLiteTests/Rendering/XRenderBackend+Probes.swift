import CX11
@testable import WidgetKitLite

/// Probes for tests and benchmarks: read back what the server holds, and break resources
/// the way another client or a failing server would.
extension XRenderBackend {
    /// The pixels of `target` as the server holds them, row by row (0xAARRGGBB for layers,
    /// 0x00RRGGBB for the window), or nil if they cannot be read. A round trip.
    func readPixels(of target: RenderTarget) -> [UInt32]? {
        let drawable: Drawable
        let size: PixelSize
        switch target {
        case .window:
            drawable = window
            size = targetSize
        case .layer(let id):
            guard let layer = layers[id.rawValue] else { return nil }
            drawable = layer.pixmap
            size = layer.size
        }
        guard !isClosed, !X11Errors.connectionLost, !size.isEmpty,
            let image = XGetImage(
                display, drawable, 0, 0, UInt32(size.width), UInt32(size.height), wkl_AllPlanes(), ZPixmap)
        else { return nil }
        defer { _ = wkl_XDestroyImage(image) }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(size.width * size.height)
        for y in 0..<size.height {
            for x in 0..<size.width {
                pixels.append(UInt32(truncatingIfNeeded: wkl_XGetPixel(image, Int32(x), Int32(y))))
            }
        }
        return pixels
    }

    /// Frees the pixmap of `layer` on the server as another client could (XKillClient
    /// aside): later uploads to it fail with BadDrawable.
    func freePixmapBehindTheBackendsBack(of layer: LayerID) {
        guard let resources = layers[layer.rawValue] else { return }
        XFreePixmap(display, resources.pixmap)
        XFlush(display)
    }

    /// Frees the picture of `layer` on the server: later composites of it fail with
    /// BadPicture.
    func freePictureBehindTheBackendsBack(of layer: LayerID) {
        guard let resources = layers[layer.rawValue] else { return }
        XRenderFreePicture(display, resources.picture)
        XFlush(display)
    }

    /// Frees a picture that does not exist, as a buggy neighbour on the same connection
    /// would, and waits for the BadPicture.
    func sendARenderRequestThatFailsFromOutside() {
        let missing = window &+ 0x0F_0000
        XRenderFreePicture(display, missing)
        XSync(display, False)
    }
}
