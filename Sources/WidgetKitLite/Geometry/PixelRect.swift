import Foundation

/// An integer rectangle in device pixels: the unit of damage, clipping and presenting.
struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest pixel rectangle covering `rect` (already in pixel units).
    init(covering rect: CGRect) {
        let r = rect.standardized.sanitized
        guard r.width > 0, r.height > 0 else {
            self = .zero
            return
        }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }
    var area: Int { isEmpty ? 0 : width * height }
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    var description: String { "(\(x),\(y) \(width)×\(height))" }

    func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (o.x >= x && o.y >= y && o.maxX <= maxX && o.maxY <= maxY)
    }

    /// The parts of this rectangle outside `other`: at most four rectangles.
    func subtracting(_ other: PixelRect) -> [PixelRect] {
        let cut = intersection(other)
        guard !cut.isEmpty else { return [self] }
        var parts: [PixelRect] = []
        if cut.y > y { parts.append(PixelRect(x: x, y: y, width: width, height: cut.y - y)) }
        if cut.maxY < maxY { parts.append(PixelRect(x: x, y: cut.maxY, width: width, height: maxY - cut.maxY)) }
        if cut.x > x { parts.append(PixelRect(x: x, y: cut.y, width: cut.x - x, height: cut.height)) }
        if cut.maxX < maxX { parts.append(PixelRect(x: cut.maxX, y: cut.y, width: maxX - cut.maxX, height: cut.height)) }
        return parts
    }

    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }
}
