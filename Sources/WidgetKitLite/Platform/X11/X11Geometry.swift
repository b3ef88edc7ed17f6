import CX11

/// X's protocol carries coordinates as INT16 and sizes as CARD16, and Xlib narrows the C
/// `int`s of its calls to them without a word: 40000 becomes -25536. Every rectangle sent to
/// the server goes through here first, clipped to what X can express, and no drawable the
/// toolkit makes is larger than `maximumDrawableSide` (servers refuse larger pixmaps).
enum X11Geometry {
    /// The largest coordinate X can express.
    static let maximumCoordinate = Int(Int16.max)
    /// The smallest coordinate X can express.
    static let minimumCoordinate = Int(Int16.min)
    /// The largest side of a pixmap the server accepts (X.Org refuses more with BadAlloc).
    static let maximumDrawableSide = Int(Int16.max)

    /// The part of `rect` X can express: both corners within INT16, the size within CARD16.
    static func expressible(_ rect: PixelRect) -> PixelRect {
        let x0 = coordinate(rect.x), y0 = coordinate(rect.y)
        let x1 = coordinate(rect.maxX), y1 = coordinate(rect.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The part of `rect` that can be copied to `rect` moved by (`dx`, `dy`) with both
    /// rectangles expressible.
    static func expressible(_ rect: PixelRect, movedBy dx: Int, _ dy: Int) -> PixelRect {
        expressible(rect).intersection(expressible(rect.offsetBy(dx: dx, dy: dy)).offsetBy(dx: -dx, dy: -dy))
    }

    /// `rect` as an `XRectangle`, clipped to what X can express; nil when nothing is left.
    static func rectangle(_ rect: PixelRect) -> XRectangle? {
        let r = expressible(rect)
        guard !r.isEmpty else { return nil }
        return XRectangle(
            x: Int16(truncatingIfNeeded: r.x), y: Int16(truncatingIfNeeded: r.y),
            width: UInt16(truncatingIfNeeded: r.width), height: UInt16(truncatingIfNeeded: r.height))
    }

    /// A drawable side for `XCreatePixmap`/`XCreateWindow`: 1…`maximumDrawableSide`.
    static func drawableSide(_ side: Int) -> UInt32 {
        UInt32(min(max(side, 1), maximumDrawableSide))
    }

    private static func coordinate(_ value: Int) -> Int {
        min(max(value, minimumCoordinate), maximumCoordinate)
    }
}
