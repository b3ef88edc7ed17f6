import CX11
import Foundation

/// A drag image on X11: an override-redirect window (no frame, never focused) whose
/// background is a pixmap holding what the source window shows there (read back once), with an empty input
/// shape (XShape) so the pointer's events and the XDND walk go to the window under it, and
/// `_NET_WM_WINDOW_OPACITY` for a compositing manager to make it translucent (without one it
/// is opaque). Moving it is one XMoveWindow; closing frees the window and the pixmap.
@MainActor
final class X11DragImage: DragImage {
    private unowned let host: X11Host
    private let display: OpaquePointer
    private(set) var window: CX11.Window = 0
    private var pixmap: Pixmap = 0
    /// The source window's top-left corner on the root, in pixels.
    private let base: (x: Int32, y: Int32)
    private var isClosed = false

    init?(host: X11Host, source: X11Surface, rect: CGRect, origin: CGPoint, alpha: CGFloat) {
        let display = host.display
        self.host = host
        self.display = display
        let scale = host.scale
        let root = XRootWindow(display, host.screen)
        var bx: Int32 = 0, by: Int32 = 0
        var child: CX11.Window = 0
        guard XTranslateCoordinates(display, source.window, root, 0, 0, &bx, &by, &child) != 0 else { return nil }
        base = (bx, by)
        let x = max(0, Int32((rect.minX * scale).rounded())), y = max(0, Int32((rect.minY * scale).rounded()))
        let width = min(Int32((rect.maxX * scale).rounded()), Int32(source.pixelWidth)) - x
        let height = min(Int32((rect.maxY * scale).rounded()), Int32(source.pixelHeight)) - y
        guard width > 0, height > 0 else { return nil }
        let depth = XDefaultDepth(display, host.screen)
        let failed = X11Errors.trapping {
            pixmap = XCreatePixmap(display, root, UInt32(width), UInt32(height), UInt32(depth))
            let gc = XCreateGC(display, pixmap, 0, nil)
            if let image = XGetImage(display, source.window, x, y, UInt32(width), UInt32(height), wkl_AllPlanes(), ZPixmap) {
                XPutImage(display, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
                _ = wkl_XDestroyImage(image)
            }
            XFreeGC(display, gc)
            var attributes = XSetWindowAttributes()
            attributes.override_redirect = True
            attributes.save_under = True
            attributes.background_pixmap = pixmap
            attributes.border_pixel = 0
            let mask = UInt(CWOverrideRedirect | CWSaveUnder | CWBackPixmap | CWBorderPixel)
            let place = Self.place(origin, base: base, scale: scale)
            window = XCreateWindow(
                display, root, place.x, place.y, UInt32(width), UInt32(height), 0, depth, UInt32(InputOutput),
                XDefaultVisual(display, host.screen), mask, &attributes)
            XShapeCombineRectangles(display, window, ShapeInput, 0, 0, nil, 0, ShapeSet, Unsorted)
            var opacity = CLong(bitPattern: UInt(Double(UInt32.max) * Double(min(max(alpha, 0), 1))))
            withUnsafeBytes(of: &opacity) { raw in
                _ = XChangeProperty(
                    display, window, XInternAtom(display, "_NET_WM_WINDOW_OPACITY", False), Atom(XA_CARDINAL), 32,
                    PropModeReplace, raw.bindMemory(to: UInt8.self).baseAddress, 1)
            }
            var type = CLong(bitPattern: UInt(XInternAtom(display, "_NET_WM_WINDOW_TYPE_DND", False)))
            withUnsafeBytes(of: &type) { raw in
                _ = XChangeProperty(
                    display, window, XInternAtom(display, "_NET_WM_WINDOW_TYPE", False), Atom(XA_ATOM), 32, PropModeReplace,
                    raw.bindMemory(to: UInt8.self).baseAddress, 1)
            }
            XMapRaised(display, window)
            XSync(display, False)
        }
        if let failed {
            Diagnostics.report("the drag image could not be made (X error \(failed)); the drag goes on without it")
            close()
            return nil
        }
        host.dnd.imageWindows.insert(window)
    }

    private static func place(_ origin: CGPoint, base: (x: Int32, y: Int32), scale: CGFloat) -> (x: Int32, y: Int32) {
        (base.x + Int32((origin.x * scale).rounded()), base.y + Int32((origin.y * scale).rounded()))
    }

    func move(to point: CGPoint) {
        guard !isClosed, !host.isDisconnected, !X11Errors.connectionLost, window != 0 else { return }
        let place = Self.place(point, base: base, scale: host.scale)
        XMoveWindow(display, window, place.x, place.y)
        XFlush(display)
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        host.dnd.imageWindows.remove(window)
        guard !host.isDisconnected, !X11Errors.connectionLost, host.display == display else { return }
        _ = X11Errors.trapping {
            if window != 0 { XDestroyWindow(display, window) }
            if pixmap != 0 { XFreePixmap(display, pixmap) }
            XSync(display, False)
        }
        window = 0
        pixmap = 0
    }

    /// A picture let go without `close()` (its session freed mid-drag) takes its window with it.
    isolated deinit {
        close()
    }
}

extension X11Host {
    /// Shows `rect` of `surface`'s window as a drag image (`X11DragImage`).
    func showDragImage(of rect: CGRect, in surface: WindowSurface, at origin: CGPoint, alpha: CGFloat) -> DragImage? {
        guard !isDisconnected, !X11Errors.connectionLost, let surface = surface as? X11Surface, !surface.isClosed else { return nil }
        return X11DragImage(host: self, source: surface, rect: rect, origin: origin, alpha: alpha)
    }
}
