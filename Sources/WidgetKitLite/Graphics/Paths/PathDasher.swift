import Foundation

/// Cuts polylines into dashes along their length, as CoreGraphics' `setLineDash`: the
/// pattern alternates painted and skipped lengths starting with a painted one, `phase` units
/// into the pattern. A closed polyline is dashed along its closing segment too; each dash
/// is an open polyline that gets caps (a dash of zero length is a dot with round or square
/// caps).
enum PathDasher {
    /// `pattern` if it can dash (finite lengths ≥ 0, not all zero), else nil (a solid line).
    static func validPattern(_ pattern: [CGFloat]) -> [CGFloat]? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), pattern.contains(where: { $0 > 0 })
        else { return nil }
        // An odd count repeats, as CoreGraphics does ([2] is 2 on, 2 off).
        return pattern.count % 2 == 0 ? pattern : pattern + pattern
    }

    /// The dashes of `polyline` for a valid `pattern`.
    static func dashes(of polyline: Polyline, pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        var points = polyline.points
        if polyline.isClosed, let first = points.first { points.append(first) }
        guard points.count > 1 else { return [polyline] }
        let total = pattern.reduce(0, +)
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if offset < 0 { offset += total }
        // Find where in the pattern the stroke starts (a zero-length dash there is a dot).
        var index = 0
        while offset > pattern[index] || (offset == pattern[index] && offset > 0) {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - offset
        var isOn = index % 2 == 0
        var dashes: [Polyline] = []
        var current: [CGPoint] = isOn ? [points[0]] : []
        var direction = CGPoint(x: 1, y: 0)

        for i in 0..<(points.count - 1) {
            let a = points[i], b = points[i + 1]
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { continue }
            direction = CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
            var travelled: CGFloat = 0
            while length - travelled > remaining {
                travelled += remaining
                let p = CGPoint(x: a.x + direction.x * travelled, y: a.y + direction.y * travelled)
                if isOn {
                    current.append(p)
                    dashes.append(Polyline(points: current, isClosed: false, direction: direction))
                    current = []
                } else {
                    current = [p]
                }
                isOn = !isOn
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - travelled
            if isOn { current.append(b) }
        }
        if isOn, !current.isEmpty { dashes.append(Polyline(points: current, isClosed: false, direction: direction)) }
        return dashes
    }
}
