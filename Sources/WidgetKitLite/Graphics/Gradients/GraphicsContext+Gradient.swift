import Foundation

/// Gradients, as `CGContext` draws them: they paint the whole clip (a view's bounds when
/// nothing narrower is clipped), in user space under the current transform.
extension GraphicsContext {
    /// Paints `gradient` along the line from `start` to `end` (user space): each point gets
    /// the colour of its projection on the line; beyond the ends only with `options`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions = []
    ) {
        guard !start.isNonFinite, !end.isNonFinite else {
            return Diagnostics.report("GraphicsContext.drawLinearGradient: NaN or infinite point; nothing drawn")
        }
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        shade(gradient, options: options, call: { $0.drawLinearGradient(gradient, start: start, end: end, options: options) }) { p in
            guard lengthSquared > 0 else { return nil }
            return ((p.x - start.x) * dx + (p.y - start.y) * dy) / lengthSquared
        }
    }

    /// Paints `gradient` between the circle at `startCenter` of `startRadius` and the one at
    /// `endCenter` of `endRadius` (user space): each point gets the colour of the largest
    /// t in 0…1 whose interpolated circle passes through it (CoreGraphics' two-circle cone);
    /// before and after only with `options`.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions = []
    ) {
        guard !startCenter.isNonFinite, !endCenter.isNonFinite, startRadius.isFinite, endRadius.isFinite else {
            return Diagnostics.report("GraphicsContext.drawRadialGradient: NaN or infinite value; nothing drawn")
        }
        let r0 = max(0, startRadius), r1 = max(0, endRadius)
        let cdx = endCenter.x - startCenter.x, cdy = endCenter.y - startCenter.y, dr = r1 - r0
        let a = cdx * cdx + cdy * cdy - dr * dr
        let call: (GraphicsContext) -> Void = {
            $0.drawRadialGradient(
                gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius,
                options: options)
        }
        shade(gradient, options: options, call: call) { p in
            // |p − c(t)| = r(t), r(t) ≥ 0: a t² − 2 b t + c = 0.
            let px = p.x - startCenter.x, py = p.y - startCenter.y
            let b = px * cdx + py * cdy + r0 * dr
            let c = px * px + py * py - r0 * r0
            if abs(a) < 1e-12 {
                guard b != 0 else { return nil }
                let t = c / (2 * b)
                return r0 + t * dr >= 0 ? t : nil
            }
            let discriminant = b * b - a * c
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            let t1 = (b + root) / a, t2 = (b - root) / a
            let (high, low) = (max(t1, t2), min(t1, t2))
            if r0 + high * dr >= 0 { return high }
            if r0 + low * dr >= 0 { return low }
            return nil
        }
    }

    /// Paints every pixel of the clip whose centre (in user space) `parameter` maps to a
    /// location, with the gradient's colour there; locations outside 0…1 only with `options`.
    private func shade(
        _ gradient: CGGradient, options: CGGradientDrawingOptions, call: @escaping (GraphicsContext) -> Void,
        parameter: (CGPoint) -> CGFloat?
    ) {
        if let clip = state.clipBounds { note(clip) } else { didDraw = true }
        guard !isRecording else { return record(call) }
        let toDevice = deviceTransform
        let determinant = toDevice.a * toDevice.d - toDevice.b * toDevice.c
        guard determinant != 0, determinant.isFinite else { return }
        let toUser = toDevice.inverted()
        let table = gradient.lookupTable(traits: traitCollection)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        paint { canvas in
            let area = canvas.clip
            guard !area.isEmpty else { return }
            for y in area.y..<area.maxY {
                let row = canvas.row(y)
                for x in area.x..<area.maxX {
                    let user = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(toUser)
                    guard var t = parameter(user), t.isFinite else { continue }
                    if t < 0 {
                        guard before else { continue }
                        t = 0
                    } else if t > 1 {
                        guard after else { continue }
                        t = 1
                    }
                    row[x] = Pixel.over(table[Int((t * 255).rounded())], row[x])
                }
            }
        }
    }
}
