/// How a rectangle of pixels travels to a layer through the socket: runs of rows that are one
/// colour across a column become fills (a few bytes each), the other runs puts. A page's
/// background, bars and separators then cost almost nothing over a remote display; only
/// text, images and edges send pixels.
struct XRenderUploadPlan: Equatable {
    /// Rectangles to fill, by premultiplied colour (canvas coordinates).
    private(set) var fills: [UInt32: [PixelRect]] = [:]
    /// Rectangles whose pixels are sent (canvas coordinates).
    private(set) var puts: [PixelRect] = []

    /// Width of the columns examined (the last one may be narrower).
    static let columnWidth = 64

    /// The plan for `rect` of `canvas` (clipped to the canvas). Runs of the same rows and
    /// kind in neighbouring columns are joined.
    init(canvas: Canvas, rect: PixelRect) {
        let area = rect.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        // Runs still open for joining, by (top, height, colour or nil).
        var open: [Run: PixelRect] = [:]
        var x = area.x
        while x < area.maxX {
            let width = min(Self.columnWidth, area.maxX - x)
            var joined: [Run: PixelRect] = [:]
            var top = area.y
            var current = Self.uniformColor(row: top, x: x, width: width, in: canvas)
            for y in (area.y + 1)...area.maxY {
                let color = y < area.maxY ? Self.uniformColor(row: y, x: x, width: width, in: canvas) : nil
                guard y == area.maxY || color != current else { continue }
                let run = Run(top: top, height: y - top, color: current)
                let piece = PixelRect(x: x, y: top, width: width, height: y - top)
                if let previous = open.removeValue(forKey: run), previous.maxX == x {
                    joined[run] = previous.union(piece)
                } else {
                    joined[run] = piece
                }
                top = y
                current = color
            }
            for (run, rect) in open { add(rect, color: run.color) }
            open = joined
            x += width
        }
        for (run, rect) in open.sorted(by: { ($0.value.y, $0.value.x) < ($1.value.y, $1.value.x) }) {
            add(rect, color: run.color)
        }
        puts.sort { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// A vertical run of one column: rows `top..<top + height`, one colour or varied (nil).
    private struct Run: Hashable {
        let top: Int
        let height: Int
        let color: UInt32?
    }

    /// Bytes of pixels the plan sends.
    var pixelBytes: Int { puts.reduce(0) { $0 + $1.area * MemoryLayout<UInt32>.stride } }

    private mutating func add(_ rect: PixelRect, color: UInt32?) {
        if let color {
            fills[color, default: []].append(rect)
        } else {
            puts.append(rect)
        }
    }

    /// The colour of every pixel of row `y` from `x` for `width` pixels, or nil if they differ.
    private static func uniformColor(row y: Int, x: Int, width: Int, in canvas: Canvas) -> UInt32? {
        let row = canvas.row(y) + x
        let first = row[0]
        for i in 1..<max(1, width) where row[i] != first { return nil }
        return first
    }
}
