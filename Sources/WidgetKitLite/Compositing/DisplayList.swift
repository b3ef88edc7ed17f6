import Foundation

/// One frame's drawing, decided once and executed by a `RenderBackend`: fills, composites of
/// layers and copies inside the target, in device pixels, in order.
///
/// Fills and composites touch only pixels inside `damage` (kept as disjoint rectangles, so
/// a translucent operation blends each pixel once). Copies move pixels that are already
/// valid (a scroll) and are clipped only to the target; what a copy exposes must be in
/// `damage`. `changedRects` is what the frame changes on screen.
struct DisplayList: Sendable, Equatable {
    /// How a fill or a composite combines with what the target holds.
    enum Operator: Sendable, Equatable {
        /// Replaces the target's pixels (Porter–Duff SRC): opaque content at opacity 1, or
        /// clearing a layer.
        case source
        /// Blends over the target's pixels (Porter–Duff OVER).
        case over
        /// Keeps the target's pixels as much as the layer covers them (Porter–Duff DEST_IN:
        /// the target scaled by the layer's alpha): a mask cuts a layer to a shape, as the
        /// rounded corners of a view that clips its subviews.
        case destinationIn
    }

    /// One step of a frame.
    enum Operation: Sendable, Equatable {
        /// Fills `rect` with a premultiplied 0xAARRGGBB colour.
        case fill(PixelRect, color: UInt32, operator: Operator)
        /// Draws the pixels of `layer` inside `source` (layer coordinates) with their
        /// top-left at `destination`, scaled by `opacity` (0…255), limited to `clip` if given.
        case composite(
            layer: LayerID, source: PixelRect, destination: PixelPoint, opacity: UInt8, operator: Operator,
            clip: PixelRect?)
        /// Moves the target's pixels inside `rect` by (`dx`, `dy`) (a scroll).
        case copy(PixelRect, dx: Int, dy: Int)
        /// Blends the pixels of `layer` inside `source` over the target, mapped by
        /// `transform` (`TransformedComposite`), scaled by `opacity`, limited to `clip`.
        case transformedComposite(TransformedComposite)
        /// Replaces the target's pixels in the pass's destination with a layer convolved
        /// along one axis (`ConvolutionPass`: a step of a blur); only in a layer's list.
        case convolution(ConvolutionPass)
    }

    /// The pixels fills and composites may change: disjoint rectangles.
    private(set) var damage: [PixelRect]
    /// The steps, executed in order.
    private(set) var operations: [Operation] = []

    /// An empty list for a frame that repaints `damage` (rectangles may overlap; they are
    /// split into disjoint ones).
    init(damage: [PixelRect]) {
        self.damage = Self.disjoint(damage)
    }

    var isEmpty: Bool { operations.isEmpty }

    /// Appends a fill; a transparent colour blended over is dropped. A fill that replaces
    /// every damaged pixel (SRC over the whole damage) drops the fills and composites
    /// before it, back to the last copy: nothing they drew would be left.
    mutating func fill(_ rect: PixelRect, color: UInt32, operator op: Operator = .over) {
        guard !rect.isEmpty, !(op == .over && color >> 24 == 0) else { return }
        if op == .source, damage.allSatisfy({ rect.contains($0) }) {
            let start = operations.lastIndex { if case .copy = $0 { true } else { false } }.map { $0 + 1 } ?? 0
            operations.removeSubrange(start...)
        }
        operations.append(.fill(rect, color: color, operator: op))
    }

    /// Appends a composite of `source` of `layer` at `destination`; fully transparent
    /// composites blended over are dropped.
    mutating func composite(
        _ layer: LayerID, source: PixelRect, at destination: PixelPoint, opacity: UInt8 = 255,
        operator op: Operator = .over, clip: PixelRect? = nil
    ) {
        guard !source.isEmpty, !(op == .over && opacity == 0) else { return }
        operations.append(
            .composite(layer: layer, source: source, destination: destination, opacity: opacity, operator: op, clip: clip))
    }

    /// Appends a copy of the target's `rect` moved by (`dx`, `dy`).
    mutating func copy(_ rect: PixelRect, dx: Int, dy: Int) {
        guard !rect.isEmpty, dx != 0 || dy != 0 else { return }
        operations.append(.copy(rect, dx: dx, dy: dy))
    }

    /// Appends a composite of `source` of `layer` through `transform` (layer pixels to target
    /// pixels), blended over; dropped when transparent or the transform cannot be inverted.
    mutating func composite(
        _ layer: LayerID, source: PixelRect, transform: CGAffineTransform, opacity: UInt8 = 255, clip: PixelRect
    ) {
        guard !source.isEmpty, !clip.isEmpty, opacity > 0, transform.isInvertible else { return }
        let composite = TransformedComposite(layer: layer, source: source, transform: transform, opacity: opacity, clip: clip)
        operations.append(.transformedComposite(composite))
    }

    /// Appends a pass of a separable blur (`ConvolutionPass`), limited to the damage like any
    /// write.
    mutating func convolve(_ pass: ConvolutionPass) {
        guard !pass.destination.isEmpty, !pass.kernel.isEmpty else { return }
        operations.append(.convolution(pass))
    }

    /// What executing the list changes in a target of `bounds`: the damage and the
    /// destinations of copies, as disjoint rectangles inside `bounds`.
    func changedRects(in bounds: PixelRect) -> [PixelRect] {
        var rects = damage
        for case .copy(let rect, let dx, let dy) in operations {
            rects.append(rect.intersection(bounds).offsetBy(dx: dx, dy: dy))
        }
        return Self.disjoint(rects.map { $0.intersection(bounds) })
    }

    /// The parts of `rect` (clipped by `clip` when given) inside the damage: the pieces a
    /// backend draws one by one.
    func damagedPieces(of rect: PixelRect, clip: PixelRect? = nil) -> [PixelRect] {
        let limited = clip.map { rect.intersection($0) } ?? rect
        guard !limited.isEmpty else { return [] }
        return damage.compactMap { piece in
            let cut = piece.intersection(limited)
            return cut.isEmpty ? nil : cut
        }
    }

    /// `rects` without overlaps: each rectangle minus the ones before it.
    static func disjoint(_ rects: [PixelRect]) -> [PixelRect] {
        PixelRegion(rects).rects
    }
}

/// A point in device pixels.
struct PixelPoint: Hashable, Sendable {
    var x: Int
    var y: Int
}

/// A backing store made by a `RenderBackend`: a handle that is only meaningful to the
/// backend that made it.
struct LayerID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int

    var description: String { "layer \(rawValue)" }
}
