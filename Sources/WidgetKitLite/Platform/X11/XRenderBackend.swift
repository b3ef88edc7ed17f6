@preconcurrency import Glibc
import CX11

/// Executes display lists on the X server with the RENDER extension: layers are ARGB32
/// Pixmaps/Pictures on the server, uploaded only when their content changes (MIT-SHM when
/// the server can attach a segment, XPutImage otherwise), and a frame is a handful of
/// `XRenderComposite`, `XRenderFillRectangles` and `XCopyArea` requests.
///
/// A target larger than `maximumTargetSide` on a side (another client can make a window
/// 65535 pixels wide; X coordinates stop at 32767) is drawn in its top-left
/// `maximumTargetSide` square only: `drawnBounds`. Every rectangle sent goes through
/// `X11Geometry`, so nothing is ever narrowed to a wrong 16-bit coordinate.
///
/// With `.backBuffer` the frame is drawn into a pixmap the size of the window and
/// `present` copies the changed rectangles to the window in one go, so no intermediate
/// state of a frame is ever visible; with `.direct` the frame draws into the window itself.
///
/// A protocol error on any resource of the backend (a pixmap freed behind its back, a RENDER
/// request the server refuses) is logged once by `X11Errors` and breaks the backend: the
/// first call after the error reached the client throws `serverFailure`, every later one
/// too; the owner switches to the pixman path. Errors arrive asynchronously: `present` and
/// `synchronize` read what the server sent (events read with them wait in Xlib's queue: the
/// host drains it after presenting). Only errors of this backend's own requests or naming its
/// own resources count.
@MainActor
final class XRenderBackend: RenderBackend {
    /// Where frames are drawn before they are shown.
    enum Presentation: String, Sendable {
        /// Into the window itself.
        case direct
        /// Into a pixmap the size of the window, copied to the window by `present`.
        case backBuffer
    }

    private(set) var targetSize: PixelSize
    /// The part of the target that is drawn: its top-left, at most `maximumTargetSide` square.
    var drawnBounds: PixelRect {
        targetSize.bounds.intersection(
            PixelRect(x: 0, y: 0, width: Self.maximumTargetSide, height: Self.maximumTargetSide))
    }
    /// The largest side of the target that is drawn (the largest window side the toolkit
    /// draws; a back buffer of it is 256 MiB on the server).
    static let maximumTargetSide = X11Surface.maximumPixelSide
    var isBroken: Bool { failure != nil }
    /// Why the backend broke, once it has.
    private(set) var failure: String?
    let presentation: Presentation
    /// True when uploads go through a shared-memory segment.
    var uploadsThroughSharedMemory: Bool { staging.isShared }

    let display: OpaquePointer
    let window: CX11.Window
    private let root: CX11.Window
    private let depth: Int32
    private let windowFormat: UnsafeMutablePointer<XRenderPictFormat>
    private let layerFormat: UnsafeMutablePointer<XRenderPictFormat>
    private let windowPicture: Picture
    /// Copies between drawables of the window's depth, and presenting; no exposure events.
    private let windowGC: GC
    /// Puts into layer pixmaps and copies inside them (depth 32).
    private var layerGC: GC?
    private var backBuffer: (pixmap: Pixmap, picture: Picture)?
    /// Where the back buffer holds older pixels than the window (drawn there directly).
    private var stale: [PixelRect] = []
    /// Whether the window's pictures have no alpha channel, so that dimming can be folded.
    private let windowHasNoAlpha: Bool
    /// Pixels drawn by the window's lists so far: how much the server was asked to do.
    private(set) var statistics = Statistics()

    /// Pixel counts of the window's frames, summed since the backend was made.
    struct Statistics: Equatable {
        /// Composited or filled straight into the window.
        var directPixels = 0
        /// Composited or filled in the back buffer.
        var bufferedPixels = 0
        /// Of those, drawn with a dimming folded in (one pass instead of two).
        var foldedPixels = 0
        /// Copied from the back buffer to the window by `present`.
        var presentedPixels = 0
        /// Copied from the window to the back buffer before a list that reads it.
        var refreshedPixels = 0
    }
    private(set) var layers: [Int: XRenderLayer] = [:]
    private var nextLayer = 1
    /// Constant masks by opacity: solid-fill pictures, made on first use.
    private var opacityMasks: [UInt8: Picture] = [:]
    /// Solid greys by level, for dimmed composites (`compositeDimmed`), made on first use.
    private var dimmingSources: [UInt8: Picture] = [:]
    private let staging: XRenderStaging
    /// Every XID this backend made: an error naming one of them is this backend's.
    private var resources = Set<XID>()
    /// Serials of this backend's recent requests, and the first of the call under way: an
    /// error for one of them is this backend's, whatever resource it names.
    private var recentRequests: [Range<UInt>] = []
    private var callStart: UInt?
    private static let rememberedCalls = 64
    private var observerToken: Int?
    private(set) var isClosed = false

    /// The oldest RENDER version used: 0.10, which added solid-fill pictures.
    static let minimumVersion = (major: Int32(0), minor: Int32(10))

    /// A backend drawing into `window` on `display`; nil (after one line on stderr) when the
    /// server has no usable RENDER extension or the window cannot be read.
    /// `sharedMemory: false` sends every upload through the socket (remote displays).
    init?(display: OpaquePointer, window: CX11.Window, presentation: Presentation = .backBuffer, sharedMemory: Bool) {
        var major: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        var attributes = XWindowAttributes()
        var version = (major: Int32(0), minor: Int32(0))
        guard XQueryExtension(display, "RENDER", &major, &firstEvent, &firstError) != 0,
            XRenderQueryExtension(display, &firstEvent, &firstError) != 0,
            XRenderQueryVersion(display, &version.major, &version.minor) != 0,
            // Solid-fill pictures (the opacity masks) came with RENDER 0.10.
            version >= Self.minimumVersion,
            let layerFormat = XRenderFindStandardFormat(display, Int32(PictStandardARGB32)),
            XGetWindowAttributes(display, window, &attributes) != 0,
            let windowFormat = XRenderFindVisualFormat(display, attributes.visual)
        else {
            fputs("\(X11Host.programName): the X server offers no usable RENDER extension\n", stderr)
            return nil
        }
        self.display = display
        self.window = window
        self.presentation = presentation
        root = attributes.root
        depth = attributes.depth
        self.windowFormat = windowFormat
        windowHasNoAlpha = windowFormat.pointee.direct.alphaMask == 0
        self.layerFormat = layerFormat
        X11Errors.extensionNames[major] = "RENDER"
        targetSize = PixelSize(width: Int(attributes.width), height: Int(attributes.height))
        staging = XRenderStaging(display: display, sharedMemory: sharedMemory)
        windowPicture = XRenderCreatePicture(display, window, windowFormat, 0, nil)
        windowGC = Self.makeGC(display, for: window)
        resources = [windowPicture, XGContextFromGC(windowGC)]
        observerToken = X11Errors.addObserver { [weak self] event in
            MainActor.assumeIsolated { self?.observe(event) }
        }
        if presentation == .backBuffer { makeBackBuffer() }
    }

    isolated deinit {
        close()
    }

    // MARK: Layers

    func makeLayer(size: PixelSize) throws(RenderBackendError) -> LayerID {
        try checkUsable()
        let first = beginRequests()
        defer { endRequests(since: first) }
        guard size.isValidLayerSize else { throw .invalidSize(size) }
        let layer = XRenderLayer(display: display, root: root, size: size, format: layerFormat)
        resources.formUnion([layer.pixmap, layer.picture])
        let id = LayerID(rawValue: nextLayer)
        nextLayer += 1
        layers[id.rawValue] = layer
        return id
    }

    func freeLayer(_ layer: LayerID) {
        guard let old = layers.removeValue(forKey: layer.rawValue) else { return }
        let first = beginRequests()
        defer { endRequests(since: first) }
        free(old)
    }

    func size(of layer: LayerID) -> PixelSize? {
        layers[layer.rawValue]?.size
    }

    func upload(_ source: Canvas, rect: PixelRect, to layer: LayerID, at destination: PixelPoint)
        throws(RenderBackendError)
    {
        try checkUsable()
        let first = beginRequests()
        defer { endRequests(since: first) }
        guard let target = layers[layer.rawValue] else { throw .unknownLayer(layer) }
        let placement = LayerPlacement(
            source: rect, destination: destination, layer: source.bounds, target: target.size.bounds)
        let area = placement.destination
        guard !area.isEmpty else { return }
        let from = placement.source(for: area)
        if staging.sendsPixelsThroughSocket() {
            let plan = XRenderUploadPlan(canvas: source, rect: from)
            let dx = area.x - from.x, dy = area.y - from.y
            fill(plan, into: target.picture, dx: dx, dy: dy)
            for put in plan.puts {
                try send(source, rect: put, to: target, at: PixelPoint(x: put.x + dx, y: put.y + dy))
            }
        } else {
            try send(source, rect: from, to: target, at: PixelPoint(x: area.x, y: area.y))
        }
    }

    /// Copies `rect` of `source` into the staging memory and puts it into `layer` at `point`.
    private func send(_ source: Canvas, rect: PixelRect, to layer: XRenderLayer, at point: PixelPoint)
        throws(RenderBackendError)
    {
        guard let canvas = staging.canvas(size: PixelSize(width: rect.width, height: rect.height)) else {
            throw .allocationFailed("\(rect.width)×\(rect.height) staging pixels")
        }
        for row in 0..<rect.height {
            canvas.row(row).update(from: source.row(rect.y + row) + rect.x, count: rect.width)
        }
        staging.put(
            PixelRect(x: 0, y: 0, width: rect.width, height: rect.height), to: layer.pixmap, gc: gcForLayers(),
            atX: point.x, y: point.y)
    }

    /// The fills of an upload plan, moved by (`dx`, `dy`), replacing a layer's pixels.
    private func fill(_ plan: XRenderUploadPlan, into picture: Picture, dx: Int, dy: Int) {
        for (color, rects) in plan.fills {
            fill(rects.map { $0.offsetBy(dx: dx, dy: dy) }, color: color, op: .source, into: picture)
        }
    }

    func draw(into layer: LayerID, rect: PixelRect, _ draw: (Canvas) -> Void) throws(RenderBackendError) {
        try checkUsable()
        let first = beginRequests()
        defer { endRequests(since: first) }
        guard let target = layers[layer.rawValue] else { throw .unknownLayer(layer) }
        let area = rect.intersection(target.size.bounds)
        guard !area.isEmpty else { return }
        // Rows of the layer's full width, so that the canvas can use layer coordinates: its
        // base points `area.y` rows before the staging memory and only `area` is drawn.
        guard let staged = staging.canvas(size: PixelSize(width: target.size.width, height: area.height)) else {
            throw .allocationFailed("\(target.size.width)×\(area.height) staging pixels")
        }
        let canvas = Canvas(
            pixels: staged.pixels - area.y * staged.stride, width: target.size.width, height: area.maxY,
            stride: staged.stride
        ).clipped(to: area)
        canvas.replace(area, with: 0)
        draw(canvas)
        let puts: [PixelRect]
        if staging.sendsPixelsThroughSocket() {
            let plan = XRenderUploadPlan(canvas: canvas, rect: area)
            fill(plan, into: target.picture, dx: 0, dy: 0)
            puts = plan.puts
        } else {
            puts = [area]
        }
        for put in puts {
            staging.put(put.offsetBy(dx: 0, dy: -area.y), to: target.pixmap, gc: gcForLayers(), atX: put.x, y: put.y)
        }
    }

    // MARK: Frames

    func execute(_ list: DisplayList, into target: RenderTarget) throws(RenderBackendError) {
        try checkUsable()
        let first = beginRequests()
        defer { endRequests(since: first) }
        switch target {
        case .window:
            try executeInWindow(list)
        case .layer(let id):
            guard let layer = layers[id.rawValue] else { throw .unknownLayer(id) }
            try execute(list, into: target, drawable: layer.pixmap, picture: layer.picture, bounds: layer.size.bounds, gc: gcForLayers())
        }
    }

    /// Executes the window's list by its `XRenderFramePlan`: pixels written once straight
    /// into the window, the others in the back buffer; dimming folded into the write under it.
    private func executeInWindow(_ list: DisplayList) throws(RenderBackendError) {
        let bounds = drawnBounds
        let plan = XRenderFramePlan(
            list: list, bounds: bounds, stale: stale, direct: backBuffer != nil, fold: windowHasNoAlpha,
            layerBounds: { [layers] in layers[$0.rawValue]?.size.bounds })
        let buffer = backBuffer ?? (pixmap: window, picture: windowPicture)
        for rect in plan.refresh {
            let r = X11Geometry.expressible(rect)
            guard !r.isEmpty else { continue }
            XCopyArea(
                display, window, buffer.pixmap, windowGC, Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height),
                Int32(r.x), Int32(r.y))
            statistics.refreshedPixels += r.area
        }
        stale = plan.stale
        for (operation, pieces) in zip(list.operations, plan.pieces) {
            switch operation {
            case .fill(_, let color, let op):
                // One request per destination and colour.
                var batches: [(direct: Bool, dimming: UInt8, rects: [PixelRect])] = []
                for piece in pieces {
                    count(piece)
                    if let i = batches.firstIndex(where: { $0.direct == piece.direct && $0.dimming == piece.dimming }) {
                        batches[i].rects.append(piece.rect)
                    } else {
                        batches.append((piece.direct, piece.dimming, [piece.rect]))
                    }
                }
                for batch in batches {
                    let dimmed = batch.dimming == 0 ? color : XRenderFramePlan.dimmed(color, by: batch.dimming)
                    fill(batch.rects, color: dimmed, op: op, into: batch.direct ? windowPicture : buffer.picture)
                }
            case .composite(let id, let source, let destination, let opacity, let op, _):
                guard let layer = layers[id.rawValue] else { throw .unknownLayer(id) }
                let placement = LayerPlacement(
                    source: source, destination: destination, layer: layer.size.bounds, target: bounds)
                for piece in pieces {
                    let rect = X11Geometry.expressible(piece.rect)
                    guard !rect.isEmpty else { continue }
                    let from = placement.source(for: rect)
                    let destination = piece.direct ? windowPicture : buffer.picture
                    if piece.dimming != 0 {
                        // The plan folds dimming only into opaque replacements (SRC at opacity 1).
                        assert(op == .source && opacity == 255)
                        compositeDimmed(id, from: from, by: piece.dimming, into: destination, at: rect)
                    } else {
                        let mask = opacity == 255 ? Picture(None) : opacityMask(opacity)
                        XRenderComposite(
                            display, Self.renderOperator(op), layer.picture, mask, destination, Int32(from.x),
                            Int32(from.y), 0, 0, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
                    }
                    count(piece)
                }
            case .transformedComposite(let composite):
                try draw(composite, pieces: pieces.map(\.rect), into: { pieces[$0].direct ? windowPicture : buffer.picture })
                pieces.forEach(count)
            case .convolution(let pass):
                try run(pass, pieces: pieces.map(\.rect), into: { pieces[$0].direct ? windowPicture : buffer.picture })
                pieces.forEach(count)
            case .copy(let rect, let dx, let dy):
                copy(rect, dx: dx, dy: dy, in: buffer.pixmap, bounds: bounds, gc: windowGC)
            }
        }
    }

    /// Replaces `rect` of `destination` (a picture without alpha) with the pixels of `from`
    /// of the layer darkened as a black fill of `dimming` blended over them darkens them:
    /// each channel times 255 − `dimming`, rounded as pixman rounds, in one request and one
    /// pass. It is SRC of a solid grey of that level through the layer used as a
    /// component-alpha mask (each channel of the grey times the same channel of the layer),
    /// which pixman runs at about the speed of a copy; SRC of the layer through a solid mask,
    /// the same arithmetic, runs as a scalar loop about four times slower.
    private func compositeDimmed(
        _ id: LayerID, from: PixelRect, by dimming: UInt8, into destination: Picture, at rect: PixelRect
    ) {
        guard let mask = componentAlphaPicture(of: id) else { return }
        XRenderComposite(
            display, PictOpSrc, dimmingSource(255 - dimming), mask, destination, 0, 0, Int32(from.x), Int32(from.y),
            Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
    }

    /// The picture of `id` with component alpha, made on first use.
    private func componentAlphaPicture(of id: LayerID) -> Picture? {
        guard let layer = layers[id.rawValue] else { return nil }
        if let picture = layer.componentAlphaPicture { return picture }
        var attributes = XRenderPictureAttributes()
        attributes.component_alpha = True
        let picture = XRenderCreatePicture(display, layer.pixmap, layerFormat, UInt(CPComponentAlpha), &attributes)
        layers[id.rawValue]?.componentAlphaPicture = picture
        resources.insert(picture)
        return picture
    }

    /// A solid grey whose premultiplied channels are all `level`: what a dimming keeps.
    private func dimmingSource(_ level: UInt8) -> Picture {
        if let source = dimmingSources[level] { return source }
        var color = Self.renderColor(UInt32(level) &* 0x0101_0101)
        let source = XRenderCreateSolidFill(display, &color)
        dimmingSources[level] = source
        resources.insert(source)
        return source
    }

    private func count(_ piece: XRenderFramePlan.Piece) {
        if piece.direct { statistics.directPixels += piece.rect.area } else { statistics.bufferedPixels += piece.rect.area }
        if piece.dimming != 0 { statistics.foldedPixels += piece.rect.area }
    }

    /// Executes `list` as it is into one picture (a layer).
    private func execute(
        _ list: DisplayList, into target: RenderTarget, drawable: Drawable, picture: Picture, bounds: PixelRect, gc: GC
    ) throws(RenderBackendError) {
        for operation in list.operations {
            switch operation {
            case .fill(let rect, let color, let op):
                fill(list.damagedPieces(of: rect.intersection(bounds)), color: color, op: op, into: picture)
            case .composite(let id, let source, let destination, let opacity, let op, let clip):
                guard let layer = layers[id.rawValue] else { throw .unknownLayer(id) }
                guard
                    let composite = CompositePieces(
                        of: list, layer: id, layerBounds: layer.size.bounds, source: source, destination: destination,
                        clip: clip, into: target, targetBounds: bounds)
                else { continue }
                let mask = opacity == 255 ? Picture(None) : opacityMask(opacity)
                for whole in composite.pieces {
                    let piece = X11Geometry.expressible(whole)
                    guard !piece.isEmpty else { continue }
                    let from = composite.placement.source(for: piece)
                    XRenderComposite(
                        display, Self.renderOperator(op), layer.picture, mask, picture, Int32(from.x), Int32(from.y), 0,
                        0, Int32(piece.x), Int32(piece.y), UInt32(piece.width), UInt32(piece.height))
                }
            case .transformedComposite(let composite):
                guard target != .layer(composite.layer) else {
                    assertionFailure("a layer cannot be composited into itself")
                    continue
                }
                try draw(composite, pieces: list.damagedPieces(of: composite.destination(in: bounds)), into: { _ in picture })
            case .convolution(let pass):
                guard target != .layer(pass.layer) else {
                    assertionFailure("a layer cannot be convolved into itself")
                    continue
                }
                try run(pass, pieces: list.damagedPieces(of: pass.destination.intersection(bounds)), into: { _ in picture })
            case .copy(let rect, let dx, let dy):
                copy(rect, dx: dx, dy: dy, in: drawable, bounds: bounds, gc: gc)
            }
        }
    }

    /// Moves the pixels of `drawable` inside `rect` by (`dx`, `dy`), within `bounds`.
    private func copy(_ rect: PixelRect, dx: Int, dy: Int, in drawable: Drawable, bounds: PixelRect, gc: GC) {
        let from = X11Geometry.expressible(
            rect.intersection(bounds).intersection(bounds.offsetBy(dx: -dx, dy: -dy)), movedBy: dx, dy)
        guard !from.isEmpty else { return }
        XCopyArea(
            display, drawable, drawable, gc, Int32(from.x), Int32(from.y), UInt32(from.width), UInt32(from.height),
            Int32(from.x + dx), Int32(from.y + dy))
    }

    func present(_ rects: [PixelRect]) throws(RenderBackendError) {
        try checkUsable()
        let first = beginRequests()
        defer { endRequests(since: first) }
        if let backBuffer {
            // Stale pixels are not copied: the window already shows newer ones.
            var pieces = rects.map { $0.intersection(drawnBounds) }
            for cut in stale where !pieces.isEmpty { pieces = pieces.flatMap { $0.subtracting(cut) } }
            for inside in pieces where !inside.isEmpty {
                statistics.presentedPixels += inside.area
                XCopyArea(
                    display, backBuffer.pixmap, window, windowGC, Int32(inside.x), Int32(inside.y),
                    UInt32(inside.width), UInt32(inside.height), Int32(inside.x), Int32(inside.y))
            }
        }
        // Flushes, and reads any error the server already sent about earlier requests.
        _ = XEventsQueued(display, QueuedAfterFlush)
        try checkUsable()
    }

    /// Waits until the server has processed every request so far; throws if any failed.
    func synchronize() throws(RenderBackendError) {
        try checkUsable()
        let first = beginRequests()
        defer { endRequests(since: first) }
        XSync(display, False)
        try checkUsable()
    }

    func resizeTarget(to size: PixelSize) {
        targetSize = size
        stale = []
        guard !isClosed, !X11Errors.connectionLost, presentation == .backBuffer else { return }
        let first = beginRequests()
        defer { endRequests(since: first) }
        freeBackBuffer()
        makeBackBuffer()
    }

    /// Detaches and frees the staging memory (a 4 MiB segment at least); the next upload
    /// makes it again.
    func trimMemory() {
        guard !isClosed else { return }
        staging.release()
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        if let observerToken { X11Errors.removeObserver(observerToken) }
        observerToken = nil
        guard !X11Errors.connectionLost else {
            // The server freed everything with the connection; only client memory is left.
            staging.release()
            layers.removeAll()
            return
        }
        // Resources may already be gone (that is how a fault breaks the backend): errors
        // while freeing are expected and trapped.
        _ = X11Errors.trapping {
            for layer in layers.values { layer.free(on: display) }
            for mask in opacityMasks.values { XRenderFreePicture(display, mask) }
            for source in dimmingSources.values { XRenderFreePicture(display, source) }
            freeBackBuffer()
            XRenderFreePicture(display, windowPicture)
            XFreeGC(display, windowGC)
            if let layerGC { XFreeGC(display, layerGC) }
            staging.release()
            XSync(display, False)
        }
        layers.removeAll()
        opacityMasks.removeAll()
        dimmingSources.removeAll()
        layerGC = nil
        resources.removeAll()
    }

    // MARK: Helpers

    private func checkUsable() throws(RenderBackendError) {
        if let failure { throw .serverFailure(failure) }
        if isClosed || X11Errors.connectionLost {
            throw .unavailable
        }
    }

    private func observe(_ event: XErrorEvent) {
        guard failure == nil, !isClosed else { return }
        let serial = event.serial
        let isOurRequest =
            (callStart.map { serial >= $0 } ?? false) || recentRequests.contains { $0.contains(serial) }
        guard isOurRequest || resources.contains(event.resourceid) else { return }
        failure =
            "error \(event.error_code) in request \(event.request_code).\(event.minor_code) on resource 0x"
            + String(event.resourceid, radix: 16)
    }

    /// Notes where the requests of a call start.
    private func beginRequests() -> UInt {
        let first = XNextRequest(display)
        callStart = first
        return first
    }

    /// Remembers the serials of the requests the call starting at `first` made.
    private func endRequests(since first: UInt) {
        callStart = nil
        let next = X11Errors.connectionLost ? first : XNextRequest(display)
        guard next > first else { return }
        recentRequests.append(first..<next)
        if recentRequests.count > Self.rememberedCalls { recentRequests.removeFirst() }
    }

    private func fill(_ rects: [PixelRect], color: UInt32, op: DisplayList.Operator, into picture: Picture) {
        guard !rects.isEmpty else { return }
        var c = Self.renderColor(color)
        var boxes = rects.compactMap(X11Geometry.rectangle)
        guard !boxes.isEmpty else { return }
        XRenderFillRectangles(display, Self.renderOperator(op), picture, &c, &boxes, Int32(boxes.count))
    }

    func opacityMask(_ opacity: UInt8) -> Picture {
        if let mask = opacityMasks[opacity] { return mask }
        var color = Self.renderColor(UInt32(opacity) << 24)
        let mask = XRenderCreateSolidFill(display, &color)
        opacityMasks[opacity] = mask
        resources.insert(mask)
        return mask
    }

    private func gcForLayers() -> GC {
        if let layerGC { return layerGC }
        // A GC serves every drawable of its depth: make it on a throwaway 1×1 pixmap.
        let anchor = XCreatePixmap(display, root, 1, 1, UInt32(XRenderLayer.depth))
        let gc = Self.makeGC(display, for: anchor)
        XFreePixmap(display, anchor)
        layerGC = gc
        resources.insert(XGContextFromGC(gc))
        return gc
    }

    private func makeBackBuffer() {
        let size = drawnBounds
        let pixmap = XCreatePixmap(
            display, window, X11Geometry.drawableSide(size.width), X11Geometry.drawableSide(size.height), UInt32(depth))
        let picture = XRenderCreatePicture(display, pixmap, windowFormat, 0, nil)
        backBuffer = (pixmap, picture)
        resources.formUnion([pixmap, picture])
    }

    private func freeBackBuffer() {
        guard let backBuffer else { return }
        self.backBuffer = nil
        XRenderFreePicture(display, backBuffer.picture)
        XFreePixmap(display, backBuffer.pixmap)
        resources.subtract([backBuffer.pixmap, backBuffer.picture])
    }

    private func free(_ layer: XRenderLayer) {
        guard !X11Errors.connectionLost, !isClosed else { return }
        layer.free(on: display)
        resources.subtract([layer.pixmap, layer.picture])
        if let picture = layer.componentAlphaPicture { resources.remove(picture) }
    }

    /// A GC for copies and puts that asks for no GraphicsExpose/NoExpose events.
    private static func makeGC(_ display: OpaquePointer, for drawable: Drawable) -> GC {
        var values = XGCValues()
        values.graphics_exposures = False
        // Xlib returns nil only when out of memory.
        guard let gc = XCreateGC(display, drawable, UInt(GCGraphicsExposures), &values) else {
            preconditionFailure("Xlib cannot allocate a GC")
        }
        return gc
    }

    private static func renderOperator(_ op: DisplayList.Operator) -> Int32 {
        switch op {
        case .source: Int32(PictOpSrc)
        case .over: Int32(PictOpOver)
        case .destinationIn: Int32(PictOpInReverse)
        }
    }

    /// RENDER's 16-bit premultiplied colour for a 0xAARRGGBB word.
    private static func renderColor(_ word: UInt32) -> XRenderColor {
        func wide(_ shift: UInt32) -> UInt16 { UInt16((word >> shift) & 0xFF) &* 0x101 }
        return XRenderColor(red: wide(16), green: wide(8), blue: wide(0), alpha: wide(24))
    }
}
