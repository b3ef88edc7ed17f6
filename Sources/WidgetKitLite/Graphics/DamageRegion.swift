/// Merges damaged rectangles into a short list: overlapping or touching rectangles join,
/// and past a limit everything becomes one bounding box (fewer, larger presents).
enum DamageRegion {
    static let maximumRectangles = 8

    static func merge(_ rects: [PixelRect]) -> [PixelRect] {
        var result: [PixelRect] = []
        for rect in rects where !rect.isEmpty {
            var current = rect
            var merged = true
            while merged {
                merged = false
                for (i, other) in result.enumerated() where touches(current, other) {
                    current = current.union(other)
                    result.remove(at: i)
                    merged = true
                    break
                }
            }
            result.append(current)
        }
        if result.count > maximumRectangles {
            return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
        }
        return result
    }

    private static func touches(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.x <= b.maxX && b.x <= a.maxX && a.y <= b.maxY && b.y <= a.maxY
    }
}
