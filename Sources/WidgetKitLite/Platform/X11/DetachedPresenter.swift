import CX11

/// Holds a window's pixels in client memory while the connection to the X server is lost
/// and the host waits to reconnect: painting goes on, presenting does nothing. On
/// reconnection the pixels move into a presenter on the new connection.
@MainActor
final class DetachedPresenter: X11Presenter {
    let pendingCompletions = 0
    private let bitmap: Bitmap

    var canvas: Canvas { bitmap.canvas }

    /// A buffer of `source`'s size holding a copy of its pixels.
    init(copying source: Canvas) {
        bitmap = Bitmap(width: source.width, height: source.height)
        let destination = bitmap.canvas
        guard source.width > 0 else { return }
        for y in 0..<source.height {
            destination.row(y).update(from: source.row(y), count: source.width)
        }
    }

    func put(_ rects: [PixelRect], to window: CX11.Window, gc: GC) {}

    func completionArrived() {}

    func completionsAbandoned() {}

    func release() {}
}
