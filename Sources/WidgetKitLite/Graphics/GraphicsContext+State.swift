import Foundation

/// The current context and the graphics state: CoreGraphics' `saveGState`/`restoreGState`,
/// the current transform (`ctm`) and the fill and stroke colours.
///
/// State calls made on a recording context are recorded in order with the drawing calls,
/// so the replay sees the same state at each call.
extension GraphicsContext {
    /// The contexts made current, innermost last.
    private static var stack: [GraphicsContext] = []

    /// The context that `BezierPath.fill()`, `Color.setFill()`, `Image.draw(in:)` and
    /// friends draw into — UIKit's `UIGraphicsGetCurrentContext()`: a view's context while
    /// its `draw(_:)`/`draw(_:in:)` runs, the renderer's inside
    /// `GraphicsImageRenderer.image(actions:)`; nil elsewhere.
    public static var current: GraphicsContext? { stack.last }

    /// Runs `body` with this context as `current` (contexts nest: the previous one comes
    /// back afterwards).
    func makeCurrent<T>(during body: () throws -> T) rethrows -> T {
        Self.stack.append(self)
        defer { Self.stack.removeLast() }
        return try body()
    }

    /// Saves the transform, colours and clip, for `restoreGState()`.
    public func saveGState() {
        savedStates.append(state)
        record { $0.saveGState() }
    }

    /// Brings back the state the matching `saveGState()` saved. Without one: one diagnostic
    /// line, nothing changes.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            return Diagnostics.report("GraphicsContext.restoreGState(): no saved state to restore")
        }
        state = saved
        record { $0.restoreGState() }
    }

    /// The current transform from user space to the view's points (identity at first).
    public var ctm: CGAffineTransform { state.ctm }

    /// Applies `transform` to user space before the current transform (as
    /// `CGContext.concatenate`). Non-finite entries: one diagnostic line, ignored.
    public func concatenate(_ transform: CGAffineTransform) {
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
        else { return Diagnostics.report("GraphicsContext.concatenate: \(transform) is not finite; ignored") }
        state.ctm = transform.concatenating(state.ctm)
        record { $0.concatenate(transform) }
    }

    /// Moves user space's origin by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }

    /// Scales user space by (`sx`, `sy`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

    /// Rotates user space by `angle` radians (clockwise on screen for a positive angle).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Sets the colour of `fill(_:)` calls without one (black at first).
    public func setFillColor(_ color: Color) {
        state.fillColor = color
        record { $0.setFillColor(color) }
    }

    /// Sets the colour of `stroke(_:)` calls without one (black at first).
    public func setStrokeColor(_ color: Color) {
        state.strokeColor = color
        record { $0.setStrokeColor(color) }
    }

    /// Fills `rect` (user space) with the fill colour.
    public func fill(_ rect: CGRect) {
        fill(rect, color: state.fillColor)
    }

    /// Strokes `rect`'s outline with a 1-point line centred on its edges, in the stroke
    /// colour (as `CGContext.stroke(_:)`).
    public func stroke(_ rect: CGRect) {
        stroke(BezierPath(rect: rect.sanitized).snapshot, color: state.strokeColor)
    }
}

/// UIKit's `UIGraphicsGetCurrentContext()`: ``GraphicsContext/current``.
@MainActor
public func GraphicsGetCurrentContext() -> GraphicsContext? {
    GraphicsContext.current
}
