/// Executes display lists: keeps layers (backing stores of premultiplied ARGB32 pixels) and
/// draws them, with fills and copies, into one target (a window or a screen).
///
/// Layers are rasterised by `Canvas` code in client memory and uploaded only when their
/// content changes; a frame that only moves layers sends no pixels. Every call that can fail
/// throws `RenderBackendError` and leaves the backend usable for the calls that remain
/// meaningful; once `isBroken` is true nothing will succeed again and the owner switches to
/// another backend (rasterising and uploading every layer there).
@MainActor
protocol RenderBackend: AnyObject {
    /// Size of the target in pixels.
    var targetSize: PixelSize { get }
    /// True after a failure that makes every later call fail (the server refused a request,
    /// freed a resource, or the connection is gone).
    var isBroken: Bool { get }

    /// Makes a layer of `size` pixels, cleared to transparent.
    func makeLayer(size: PixelSize) throws(RenderBackendError) -> LayerID
    /// Frees `layer`; unknown layers are ignored. Never fails.
    func freeLayer(_ layer: LayerID)
    /// The size of `layer`, or nil if this backend has no such layer.
    func size(of layer: LayerID) -> PixelSize?

    /// Copies the pixels of `source` inside `rect` (source coordinates) into `layer` with
    /// their top-left at `destination`. Parts outside the source or the layer are ignored.
    func upload(_ source: Canvas, rect: PixelRect, to layer: LayerID, at destination: PixelPoint)
        throws(RenderBackendError)

    /// Runs `draw` on a canvas whose pixels become `rect` of `layer`: the layer's own memory
    /// for memory backends, a transparent staging canvas uploaded afterwards otherwise. The
    /// canvas's origin is the layer's origin and it is clipped to `rect`; pixels outside
    /// `rect` are not defined.
    func draw(into layer: LayerID, rect: PixelRect, _ draw: (Canvas) -> Void) throws(RenderBackendError)

    /// Executes `list` into `target`. Nothing is visible before `present`.
    func execute(_ list: DisplayList, into target: RenderTarget) throws(RenderBackendError)
    /// Shows the target's pixels inside `rects` (usually `list.changedRects`).
    func present(_ rects: [PixelRect]) throws(RenderBackendError)
    /// The target changed size (the window was resized); its pixels are undefined until the
    /// next full repaint.
    func resizeTarget(to size: PixelSize)
    /// Gives back memory the backend keeps only to go faster (staging buffers); layers and
    /// the target stay. For an idle window.
    func trimMemory()
    /// Frees every layer and every resource of the target. Later calls fail.
    func close()
}

/// Where a display list draws.
enum RenderTarget: Hashable, Sendable {
    /// The window or screen the backend presents.
    case window
    /// A layer of the same backend (for group opacity: draw the group into a layer, then
    /// composite that layer with a constant opacity).
    case layer(LayerID)
}

/// A size in device pixels.
struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    var width: Int
    var height: Int

    /// The largest side a layer may have (X servers limit drawables to 32767).
    static let maximumSide = 16384

    var isEmpty: Bool { width <= 0 || height <= 0 }
    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
    var description: String { "\(width)×\(height)" }

    /// Whether a layer may have this size (1…`maximumSide` on each side).
    var isValidLayerSize: Bool {
        (1...Self.maximumSide).contains(width) && (1...Self.maximumSide).contains(height)
    }
}

/// Why a backend call failed.
enum RenderBackendError: Error, Equatable, CustomStringConvertible {
    /// The layer was never made by this backend, or was freed.
    case unknownLayer(LayerID)
    /// A layer size outside 1…`PixelSize.maximumSide`.
    case invalidSize(PixelSize)
    /// Memory or a server resource could not be allocated.
    case allocationFailed(String)
    /// The server refused a request or lost a resource; the backend is broken.
    case serverFailure(String)
    /// The backend was closed, or broke earlier.
    case unavailable

    var description: String {
        switch self {
        case .unknownLayer(let layer): "unknown \(layer)"
        case .invalidSize(let size): "invalid layer size \(size)"
        case .allocationFailed(let what): "cannot allocate \(what)"
        case .serverFailure(let why): "the X server failed a rendering request: \(why)"
        case .unavailable: "the renderer is closed or broken"
        }
    }
}
