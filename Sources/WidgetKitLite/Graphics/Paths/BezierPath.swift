import Foundation

/// A path of straight lines and curves with the style to stroke it — UIKit's
/// `UIBezierPath`: build it with `move(to:)`, `addLine(to:)`, `addCurve(…)`, `addArc(…)`
/// and `close()` or with a shape initialiser, then `fill()`, `stroke()` or `addClip()` in
/// the current graphics context (see ``GraphicsContext/current``), or hand it to a
/// ``GraphicsContext`` directly.
///
/// Coordinates are points in the drawing context's user space (a view's bounds in
/// `draw(_:)`). A NaN or infinite coordinate given to any method drops that element, with
/// one diagnostic line per path; the rest of the path stays. Curves are drawn by flattening
/// them within a quarter of a device pixel and filling anti-aliased (``CGPathFillRule``).
@MainActor
open class BezierPath {
    /// The path's elements, in its own coordinates (all finite).
    private(set) var elements: [PathElement] = []
    /// Whether a non-finite coordinate was reported already.
    private var reportedNonFinite = false

    /// The width of stroked lines, in points (1 by default).
    public var lineWidth: CGFloat = 1
    /// How the ends of stroked open subpaths look (`.butt` by default).
    public var lineCapStyle: CGLineCap = .butt
    /// How stroked segments meet (`.miter` by default).
    public var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a miter join is
    /// bevelled (10 by default, as in CoreGraphics).
    public var miterLimit: CGFloat = 10
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule instead of
    /// the non-zero winding rule (false by default).
    public var usesEvenOddFillRule = false
    /// The dash pattern and phase `setLineDash(_:count:phase:)` set.
    private(set) var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public init() {}

    /// A closed path around `rect`, starting at its top-left corner and going clockwise on
    /// screen.
    public convenience init(rect: CGRect) {
        self.init()
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// A closed ellipse inscribed in `rect` (four cubic curves, as CoreGraphics makes it).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        appendRoundedRect(rect.standardized, radii: [CGSize](repeating: rect.standardized.size, count: 4))
    }

    /// A closed rectangle with circular corners of `cornerRadius` points (clamped to half
    /// the shorter side). UIKit draws "continuous" corners that blend into the sides more
    /// gently; these are circular arcs, like `CALayer.cornerRadius` with circular curves.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle whose `corners` are rounded with elliptical arcs of `cornerRadii`
    /// (each clamped to half the rectangle's width and height); the other corners are square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(0, cornerRadii.width.finite()), r.width / 2)
        let ry = min(max(0, cornerRadii.height.finite()), r.height / 2)
        let radius = CGSize(width: rx * 2, height: ry * 2)
        let order: [RectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        appendRoundedRect(r, radii: order.map { corners.contains($0) ? radius : .zero })
    }

    /// An open path along the circle around `center`: see
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard accept([point], "move(to:)") else { return }
        elements.append(.move(to: point))
    }

    /// Adds a straight line from the current point to `point` (from (0, 0) when the path
    /// has no current point yet).
    public func addLine(to point: CGPoint) {
        guard accept([point], "addLine(to:)") else { return }
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard accept([endPoint, controlPoint], "addQuadCurve(to:controlPoint:)") else { return }
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
    }

    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard accept([endPoint, controlPoint1, controlPoint2], "addCurve(to:controlPoint1:controlPoint2:)") else { return }
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians
    /// from the +x axis). `clockwise` is as seen on screen (y down): the angle grows. A line
    /// joins the current point to the arc's start; with no current point the arc starts a
    /// subpath. A sweep of a full turn or more draws the whole circle once.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard accept([center, CGPoint(x: radius, y: startAngle), CGPoint(x: endAngle, y: 0)], "addArc(withCenter:…)")
        else { return }
        let r = abs(radius)
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        if clockwise {
            if sweep >= fullTurn { sweep = fullTurn } else if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
        } else {
            if sweep <= -fullTurn { sweep = -fullTurn } else if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
        }
        let start = CGPoint(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
        if elements.isEmpty || elements.last == .close { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        // A cubic through an arc of angle θ has its control points 4/3·tan(θ/4)·r along the
        // tangents.
        let k = 4 / 3 * tan(step / 4) * r
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            let p3 = CGPoint(x: center.x + r * cos(next), y: center.y + r * sin(next))
            elements.append(
                .curve(
                    to: p3, control1: CGPoint(x: p0.x - k * sin(angle), y: p0.y + k * cos(angle)),
                    control2: CGPoint(x: p3.x + k * sin(next), y: p3.y - k * cos(next))))
            angle = next
        }
    }

    /// Closes the current subpath with a straight line back to its start.
    public func close() {
        guard !elements.isEmpty, elements.last != .close else { return }
        elements.append(.close)
    }

    /// Removes every element (the style stays).
    public func removeAllPoints() {
        elements = []
    }

    /// Adds `path`'s elements after this path's.
    public func append(_ path: BezierPath) {
        elements += path.elements
    }

    /// Moves every point of the path by `transform`. Points the transform makes NaN or
    /// infinite drop their elements (one diagnostic line per path).
    public func apply(_ transform: CGAffineTransform) {
        let moved = elements.map { $0.applying(transform) }
        let kept = moved.filter(\.hasFiniteCoordinates)
        if kept.count < moved.count { reportNonFinite("apply(_:)") }
        elements = kept
    }

    /// Sets the dash pattern of strokes: lengths of painted and skipped parts, alternating,
    /// `count` of them read from `pattern`, starting `phase` points into it. A nil pattern
    /// or a count of 0 makes lines solid; a negative count or a negative or non-finite
    /// length makes them solid too, with one diagnostic line.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            if count < 0 { Diagnostics.report("BezierPath.setLineDash: count \(count) is negative; lines stay solid") }
            dash = ([], 0)
            return
        }
        let lengths = Array(UnsafeBufferPointer(start: pattern, count: count))
        guard lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite else {
            Diagnostics.report("BezierPath.setLineDash: pattern \(lengths) phase \(phase) is not valid; lines stay solid")
            dash = ([], 0)
            return
        }
        dash = (lengths, phase)
    }

    // MARK: Reading

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included (as
    /// UIKit's `bounds`, CoreGraphics' `boundingBox`); `CGRect.null` for an empty path.
    public var bounds: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The point the next line or curve starts from: the last element's end point, the
    /// subpath's start after `close()`, (0, 0) for an empty path.
    public var currentPoint: CGPoint {
        guard let last = elements.last else { return .zero }
        if last == .close { return lastSubpathStart ?? .zero }
        return last.points.last ?? .zero
    }

    /// Whether the path's filled area holds `point` (by its fill rule; curves flattened
    /// within 0.01 point).
    public func contains(_ point: CGPoint) -> Bool {
        guard !point.isNonFinite else { return false }
        let rule: CGPathFillRule = usesEvenOddFillRule ? .evenOdd : .winding
        return PathHitTest.winding(of: PathFlattener.polylines(of: elements, tolerance: 0.01), around: point, rule: rule)
    }

    // MARK: Drawing in the current context

    /// Fills the path's area in the current context with its fill colour
    /// (`Color.setFill()`), by the path's fill rule. Outside a drawing context: one
    /// diagnostic line, nothing drawn.
    public func fill() {
        guard let context = GraphicsContext.current else { return Self.reportNoContext("fill()") }
        context.fill(self)
    }

    /// Strokes the path in the current context with its stroke colour (`Color.setStroke()`)
    /// and the path's line width, caps, joins and dashes. Outside a drawing context: one
    /// diagnostic line, nothing drawn.
    public func stroke() {
        guard let context = GraphicsContext.current else { return Self.reportNoContext("stroke()") }
        context.stroke(self)
    }

    /// Narrows the current context's clip to the path's area (by its fill rule), until the
    /// context's state is restored. Outside a drawing context: one diagnostic line.
    public func addClip() {
        guard let context = GraphicsContext.current else { return Self.reportNoContext("addClip()") }
        context.clip(to: self)
    }

    // MARK: Internals

    /// A copy of the geometry and style, so a recorded drawing call keeps what the path was
    /// when it was made.
    var snapshot: PathSnapshot {
        PathSnapshot(
            elements: elements, rule: usesEvenOddFillRule ? .evenOdd : .winding,
            style: StrokeStyle(
                lineWidth: lineWidth.finite(), lineCap: lineCapStyle, lineJoin: lineJoinStyle,
                miterLimit: miterLimit.finite(or: 10), dashPattern: dash.pattern, dashPhase: dash.phase))
    }

    /// Where the last subpath starts.
    private var lastSubpathStart: CGPoint? {
        for element in elements.reversed() { if case .move(let p) = element { return p } }
        return elements.isEmpty ? nil : .zero
    }

    /// Whether `points` are all finite; reports the first non-finite call of the path.
    private func accept(_ points: [CGPoint], _ api: String) -> Bool {
        if points.allSatisfy({ !$0.isNonFinite }) { return true }
        reportNonFinite(api)
        return false
    }

    private func reportNonFinite(_ api: String) {
        guard !reportedNonFinite else { return }
        reportedNonFinite = true
        Diagnostics.report("BezierPath.\(api): NaN or infinite coordinate; the element is dropped")
    }

    private static func reportNoContext(_ api: String) {
        Diagnostics.report("BezierPath.\(api): no current graphics context (call it inside draw(_:) or a GraphicsImageRenderer block)")
    }

    /// Adds a closed rectangle with elliptical corners whose ovals are `radii` (full
    /// widths and heights; top-left, top-right, bottom-right, bottom-left).
    private func appendRoundedRect(_ r: CGRect, radii: [CGSize]) {
        guard accept([r.origin, CGPoint(x: r.width, y: r.height)], "init(roundedRect:…)") else { return }
        // 0.5523: the cubic's handle for a quarter circle, 4/3·(√2 − 1).
        let kappa: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        let tl = CGSize(width: radii[0].width / 2, height: radii[0].height / 2)
        let tr = CGSize(width: radii[1].width / 2, height: radii[1].height / 2)
        let br = CGSize(width: radii[2].width / 2, height: radii[2].height / 2)
        let bl = CGSize(width: radii[3].width / 2, height: radii[3].height / 2)
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero {
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                controlPoint1: CGPoint(x: r.maxX - tr.width * (1 - kappa), y: r.minY),
                controlPoint2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - kappa)))
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br != .zero {
            addCurve(
                to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                controlPoint1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - kappa)),
                controlPoint2: CGPoint(x: r.maxX - br.width * (1 - kappa), y: r.maxY))
        }
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero {
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                controlPoint1: CGPoint(x: r.minX + bl.width * (1 - kappa), y: r.maxY),
                controlPoint2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - kappa)))
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl != .zero {
            addCurve(
                to: CGPoint(x: r.minX + tl.width, y: r.minY),
                controlPoint1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - kappa)),
                controlPoint2: CGPoint(x: r.minX + tl.width * (1 - kappa), y: r.minY))
        }
        close()
    }
}
