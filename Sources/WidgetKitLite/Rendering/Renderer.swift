import Foundation

/// Turns one window's view tree into frames. The renderer owns every piece of render state:
/// the backend that executes display lists, the backing stores of views (content drawn by
/// `draw(_:in:)` sized to what it paints, rounded backgrounds, rasterised subtrees) within a
/// byte budget, where views were last painted, the damage still to repaint and the scrolls
/// to paint as copies. Views only tell it what changed; each frame places the visible tree
/// once (`Placement`), and damage, scroll copies, occlusion and the display lists of the
/// damaged region are read from that placement (`Renderer+Frame.swift`).
@MainActor
final class Renderer: WindowRendering {
    /// Device pixels per point.
    let scale: CGFloat
    /// The window painted.
    private(set) weak var window: Window?
    /// The backing stores and what the renderer knows of each view.
    let layers: LayerCache
    /// Executes the frames; made for the window's surface when it first paints.
    private(set) var backend: RenderBackend?
    /// The surface `backend` draws to, and its native generation then.
    private weak var backendSurface: WindowSurface?
    private var backendGeneration = 0
    /// The surface and generation whose server backend failed: composited in memory since.
    private var fallback: (surface: ObjectIdentifier, generation: Int)?
    /// Damage not yet painted (rectangles may overlap).
    var pendingDamage: [PixelRect] = []
    /// Views whose first change since the last frame was recorded, in order; damage is
    /// computed from them once, at the frame (`Renderer+Damage.swift`).
    var changedViews: [View] = []
    /// Counts damage passes (frames that collected damage).
    var damagePass = 0
    /// Where each view of the window was painted (`Renderer+Damage.swift`).
    var paintedExtents: [ObjectIdentifier: PaintedExtent] = [:]
    /// Whether the records of where views were painted are missing (a new renderer): the
    /// next frame records them all and repaints the window.
    var needsPaintRecords = true
    /// How many times a changed view's extent was measured for damage (at most once per
    /// changed view and frame).
    var damageComputations = 0
    /// How many times a shadow image was rasterised and blurred (`Renderer+LayerStyling.swift`).
    var shadowRasterizations = 0
    /// Scrolls to paint as copies of pixels already shown (`Renderer+ScrollCopy.swift`).
    var scrollCopies: [ObjectIdentifier: ScrollCopy] = [:]
    /// Scrolls recorded by setters since the last frame, decided at the frame.
    var pendingScrolls: [ObjectIdentifier: PendingScroll] = [:]
    /// How many times the region a scroll may be copied in was computed (at frames only).
    var scrollRegionComputations = 0
    /// Views removed since the last frame, with their parents: where they were painted is
    /// measured and repainted at the frame.
    var leavingViews: [(parent: View, extent: PixelRect, view: ObjectIdentifier)] = []
    /// The frame between its collect and present phases (nil when it has nothing to paint).
    var frame: FrameInProgress?
    /// Where the current frame's views land, from its collect phase to the end of its build.
    private(set) var placement: Placement?
    /// Device pixels the current frame repainted.
    private(set) var pixelsPainted = 0

    // Per-frame walk state (`Renderer+Frame.swift`).
    /// Opaque rasterised views of the current damage rectangle, in paint order, with the
    /// device pixels they cover; `occluderCursor` counts those already painted.
    var occluders: [(view: View, rect: PixelRect)] = []
    var occluderCursor = 0
    /// Lists for layers (rasterised subtrees, groups) to execute before the window's list.
    var preparedLists: [ListBuilder] = []
    /// Offscreen layers for group opacity: free ones, and those used by the current frame.
    var freeScratch: [(layer: LayerID, size: PixelSize)] = []
    var usedScratch: [(layer: LayerID, size: PixelSize)] = []
    /// The blurred backdrops of this frame's blur views (`Renderer+Backdrop.swift`).
    var backdrops: [ObjectIdentifier: PreparedBackdrop] = [:]
    /// While a backdrop is drawn: the frame's placement and the index of the blur view's
    /// entry; nothing from that entry on in paint order is drawn.
    var backdropStop: (placement: Placement, index: Int)?
    /// How many times a backdrop was drawn and blurred.
    var backdropBlurs = 0

    /// Offscreen group layers kept between frames.
    static let scratchPoolSize = 4

    /// Bytes of backing stores kept at most for a window of `pixels` under `limits` (the
    /// window's `LayerMemoryBudget`), unless a single frame needs more.
    static func budget(for pixels: PixelSize, limits: LayerMemoryBudget = LayerMemoryBudget()) -> Int {
        limits.bytes(for: pixels)
    }

    init(window: Window, scale: CGFloat) {
        self.window = window
        self.scale = scale
        layers = LayerCache(budget: Self.budget(for: window.pixelSize, limits: window.environment.layerMemoryBudget))
        layers.freeLayer = { [unowned self] layer in backend?.freeLayer(layer) }
    }

    /// Bytes held in backing stores now.
    var layerBytes: Int { layers.totalBytes }

    // MARK: Changes reported by views

    /// Whether a frame has anything to paint.
    var needsPaint: Bool {
        !pendingDamage.isEmpty || !changedViews.isEmpty || !scrollCopies.isEmpty || !pendingScrolls.isEmpty || !leavingViews.isEmpty
    }

    /// What `view` draws in `draw(_:in:)` changed (or its size did): it is drawn again when
    /// next painted.
    func contentDidChange(_ view: View) {
        layers.existingRecord(for: view)?.contentIsValid = false
    }

    /// `view` leaves the window: its recorded extent is kept with its parent, to be placed
    /// and repainted at the frame (`collectDamage()`), and its subtree's stores and records
    /// (of painting and of change) are dropped.
    func viewWillLeave(_ view: View) {
        invalidateRasterizedAncestors(of: view)
        if let parent = view.superview, let extent = paintedExtents[ObjectIdentifier(view)]?.extent, !extent.isEmpty {
            leavingViews.append((parent, extent, ObjectIdentifier(view)))
            // Under a transform the extent is not where it showed: the transformed view is.
            if let outer = outermostTransformedView(containing: parent) { outer.markDirty(contentChanged: false) }
        }
        dropRecords(of: view)
        window?.requestFrame()
    }

    private func dropRecords(of view: View) {
        layers.drop(view)
        paintedExtents[ObjectIdentifier(view)] = nil
        if view.changeRecipient === self {
            view.changeRecipient = nil
            view.pendingChange = []
        }
        for sub in view.subviews { dropRecords(of: sub) }
    }

    /// Marks the rasterised subtrees containing `view` as needing to be drawn again (views
    /// drawn live over a raster do not invalidate it).
    func invalidateRasterizedAncestors(of view: View) {
        var insideLive = view.drawsOutsideRasterization
        view.forEachAncestor { a in
            guard a !== view else { return true }
            if a.shouldRasterize && !insideLive { layers.existingRecord(for: a)?.rasterIsValid = false }
            insideLive = insideLive || a.drawsOutsideRasterization
            return true
        }
    }

    /// `view` starts or stops rasterising its subtree.
    func rasterizationDidChange(_ view: View) {
        guard let record = layers.existingRecord(for: view) else { return }
        record.rasterIsValid = false
        if !view.shouldRasterize, let slot = record.raster {
            record.raster = nil
            free(slot)
        }
    }

    /// Repaints the whole window at the next frame.
    func damageAll() {
        guard let window else { return }
        pendingDamage = [windowBounds]
        window.requestFrame()
    }

    /// Where `root`'s views land now, within `bounds` (the one walk of the tree that derives
    /// geometry; see `Placement`).
    func makePlacement(of root: Window, within bounds: PixelRect) -> Placement {
        Placement(window: root, bounds: bounds, scale: scale, firstLiveIndex: { [unowned self] in firstLiveIndex(of: $0) })
    }

    // MARK: Frames

    /// Paints the damage into the window's surface and presents it, as the frame's collect,
    /// build, execute and present phases do one after the other; returns the pixels painted.
    @discardableResult
    func paint(clearColor: UInt32) -> Int {
        for phase in [FramePhase.collect, .build, .execute, .present] { run(phase, clearColor: clearColor) }
        return pixelsPainted
    }

    /// Runs the renderer's part of `phase`: collect turns the recorded changes into damage
    /// and scroll copies (choosing the backend), build makes the display lists, execute runs
    /// them, present shows the changed pixels. A phase whose predecessor found nothing to
    /// do does nothing.
    func run(_ phase: FramePhase, clearColor: UInt32) {
        switch phase {
        case .collect: collectFrame()
        case .build:
            defer { placement = nil }
            guard var current = frame, let window else { return }
            current.lists = buildFrame(
                root: window, damage: current.damage, copies: current.copies, bounds: current.bounds, clearColor: clearColor,
                placement: placement)
            frame = current
        case .execute: executeFrame()
        case .present: presentFrame()
        case .input, .animate, .layout, .postFrame: break
        }
    }

    /// Collect: where the views land (the frame's placement), the damage and copies of this
    /// frame, and the backend that paints them.
    private func collectFrame() {
        frame = nil
        placement = nil
        pixelsPainted = 0
        guard let window else { return }
        // Stale stores first: a rasterised view's live subviews (its placed extent) follow them.
        applyRecordedInvalidations()
        let placed = makePlacement(of: window, within: windowBounds)
        collectDamage(placement: placed)
        guard let surface = window.surface else {
            pendingDamage.removeAll()
            scrollCopies.removeAll()
            pendingScrolls.removeAll()
            return
        }
        let backend = backend(for: surface)
        let bounds = PixelRect(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight)
        let copies = scrollCopyOperations(placement: placed)
        guard !pendingDamage.isEmpty || !copies.isEmpty else { return }
        placement = placed
        let damage = DamageRegion.merge(pendingDamage.map { $0.intersection(bounds) })
        pendingDamage.removeAll(keepingCapacity: true)
        frame = FrameInProgress(surface: surface, backend: backend, bounds: bounds, damage: damage, copies: copies)
    }

    /// Execute: the layers' lists, then the window's.
    private func executeFrame() {
        guard let current = frame, let main = current.lists.last else {
            frame = nil
            return
        }
        guard !main.list.isEmpty else {
            frame = nil
            return
        }
        pixelsPainted = main.list.damage.reduce(0) { $0 + $1.area }
        do {
            for builder in current.lists { try current.backend.execute(builder.list, into: builder.target) }
            endFrame()
        } catch {
            frame = nil
            backendFailed(error, surface: current.surface)
        }
    }

    /// Present: the changed pixels are shown.
    private func presentFrame() {
        guard let current = frame, let main = current.lists.last else { return }
        frame = nil
        do {
            try current.backend.present(main.list.changedRects(in: current.bounds))
        } catch {
            backendFailed(error, surface: current.surface)
        }
    }

    /// A frame failed: a server backend is given up for this surface (one line when the
    /// server refused a request; a lost connection was reported by the host), every store
    /// is dropped, and the whole window is painted again in memory.
    private func backendFailed(_ error: RenderBackendError, surface: WindowSurface) {
        preparedLists.removeAll()
        let failed = backend
        if !(failed is PixmanBackend) {
            if case .serverFailure = error {
                Diagnostics.report("rendering on the X server failed (\(error)); compositing in the client instead")
            }
            fallback = (ObjectIdentifier(surface), surface.nativeGeneration)
        } else {
            Diagnostics.report("rendering failed (\(error)); the window is painted again")
        }
        dropBackend()
        damageAll()
    }

    /// Closes the backend and forgets every store it held.
    private func dropBackend() {
        let old = backend
        backend = nil
        backendSurface = nil
        // Closing first: a backend whose connection is gone frees only client memory.
        old?.close()
        layers.removeAll()
        freeScratch.removeAll()
        usedScratch.removeAll()
    }

    /// The backend drawing into `surface`: the surface's server backend when it offers one
    /// (and it has not failed for this native window), else pixman over the surface's
    /// buffer. Made on first use, and again, with every store dropped and so drawn and
    /// uploaded again, when the window got a new surface or native window (reconnection).
    ///
    /// The *kind* of backend is not decided here: the host decides it once, when it connects,
    /// from its ``Configuration`` (`X11Host.rendersOnServer`: RENDER unless the options or
    /// the server rule it out), and the surface offers a server backend only then. This
    /// function only makes the object lazily, at the first frame and after a reconnection,
    /// and falls back to pixman for the rest of a native window's life when the server's
    /// backend failed on it.
    func backend(for surface: WindowSurface) -> RenderBackend {
        let size = PixelSize(width: surface.pixelWidth, height: surface.pixelHeight)
        let generation = surface.nativeGeneration
        if let backend, backend.isBroken, backendSurface === surface, backendGeneration == generation {
            // Broken since the last frame (the server's error arrived later): the same as a
            // failing frame. `present` of nothing throws the reason.
            do { try backend.present([]) } catch { backendFailed(error, surface: surface) }
            if self.backend != nil { backendFailed(.unavailable, surface: surface) }
        }
        if let backend, backendSurface === surface, backendGeneration == generation, !backend.isBroken {
            if backend.targetSize != size { backend.resizeTarget(to: size) }
            return backend
        }
        dropBackend()
        let failedHere = fallback.map { $0.surface == ObjectIdentifier(surface) && $0.generation == generation } ?? false
        let made =
            (failedHere ? nil : surface.makeServerBackend())
            ?? PixmanBackend(
                targetSize: size, frameBuffer: { [unowned surface] in surface.beginFrame() },
                present: { [unowned surface] rects in surface.present(rects) })
        if made.targetSize != size { made.resizeTarget(to: size) }
        backend = made
        backendSurface = surface
        backendGeneration = generation
        // A new backend starts with nothing on screen.
        pendingDamage.append(size.bounds)
        return made
    }

    /// Whether frames are composited on the display server (for traces and tests).
    var compositesOnServer: Bool { backend.map { !($0 is PixmanBackend) } ?? false }

    /// Frees what the frame no longer needs: scratch layers go back to the pool and stores
    /// beyond the budget are evicted.
    private func endFrame() {
        freeScratch += usedScratch
        usedScratch.removeAll(keepingCapacity: true)
        // Keep the largest few: smaller ones are outgrown while a group grows.
        if freeScratch.count > Self.scratchPoolSize {
            freeScratch.sort { $0.size.width * $0.size.height > $1.size.width * $1.size.height }
            for scratch in freeScratch[Self.scratchPoolSize...] { backend?.freeLayer(scratch.layer) }
            freeScratch.removeLast(freeScratch.count - Self.scratchPoolSize)
        }
        preparedLists.removeAll()
        if let window { layers.budget = Self.budget(for: window.pixelSize, limits: window.environment.layerMemoryBudget) }
        layers.endFrame()
    }

    func framesDidStop() { releaseScratch() }

    /// At rest (nothing animates): drops the offscreen layers kept for group opacity, the
    /// backend's staging memory and the stores of every view that is not visible (rows scrolled away, pages gone), and
    /// gives the freed memory back to the system, so resident memory returns toward what the window shows.
    func releaseScratch() {
        for scratch in freeScratch {
            backend?.freeLayer(scratch.layer)
            layers.freedSinceTrim += scratch.size.width * scratch.size.height * 4
        }
        freeScratch.removeAll()
        if let window {
            // Subviews kept in rasterised stores keep their own stores: drawn again with them.
            let shown = Placement(
                window: window, bounds: window.pixelSize.bounds, scale: scale,
                firstLiveIndex: { [unowned self] in firstLiveIndex(of: $0) }, placesStoredSubviews: true)
            layers.evict(keeping: shown.viewsOnScreen)
        }
        backend?.trimMemory()
        // Freed stores go back to the system, not only to the allocator (`HeapTrim`).
        if layers.freedSinceTrim >= HeapTrim.threshold {
            layers.freedSinceTrim = 0
            HeapTrim.returnFreeMemory()
        }
    }

    // MARK: Stores

    /// A new store of `size` at `offset`, counted in the budget; nil if the backend cannot
    /// make one.
    func makeSlot(size: PixelSize, offset: PixelPoint) -> LayerSlot? {
        guard let backend, let layer = try? backend.makeLayer(size: size) else { return nil }
        let slot = LayerSlot(layer: layer, size: size, offset: offset)
        layers.added(slot)
        return slot
    }

    /// Frees a store and takes it out of the budget.
    func free(_ slot: LayerSlot) {
        layers.removed(slot)
        backend?.freeLayer(slot.layer)
    }

    /// Runs `body` on a canvas over the whole of `slot`'s layer, cleared to transparent.
    func draw(into slot: LayerSlot, _ body: (Canvas) -> Void) {
        try? backend?.draw(into: slot.layer, rect: slot.size.bounds) { canvas in
            canvas.replace(canvas.clip, with: 0)
            body(canvas)
        }
    }

    /// Asks `view` to draw into `context`.
    func callDraw(_ view: View, size: CGSize, in context: GraphicsContext) {
        context.traitCollection = view.traitCollection
        context.makeCurrent { view.draw(CGRect(origin: .zero, size: size), in: context) }
    }
}

/// One frame of a renderer between its phases: what collect found, and the lists build made.
@MainActor
struct FrameInProgress {
    let surface: WindowSurface
    let backend: RenderBackend
    let bounds: PixelRect
    let damage: [PixelRect]
    let copies: [(rect: PixelRect, dx: Int, dy: Int)]
    /// The display lists, in execution order (layers first, the window's last); empty
    /// before build.
    var lists: [ListBuilder] = []

}

extension Window {
    /// Attaches the window to `host` and `loop` with a `Renderer` as its painter.
    func attach(to host: PlatformHost, loop: FrameLoop) {
        attach(to: host, loop: loop) { Renderer(window: $0, scale: $0.scale) }
    }

    /// The window's renderer, made at the window's scale on first use when the window has
    /// none yet (before it is attached).
    var renderer: Renderer {
        if let renderer = rendering as? Renderer { return renderer }
        let made = Renderer(window: self, scale: scale)
        install(made)
        return made
    }
}
