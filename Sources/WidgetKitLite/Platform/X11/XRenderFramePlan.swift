/// Where each operation of a window's display list draws on the X server, so that the server
/// passes over each changed pixel about once.
///
/// - A pixel the list writes once (one fill or composite, whatever its operator) is drawn
///   straight into the window: the window holds what is on screen, so a single blend over
///   it gives the new frame at once, and no intermediate state of the frame is ever visible
///   there. A pixel written more than once (a shadow or a label blended over a page) is
///   drawn in the back buffer and copied to the window by `present`, as before.
/// - A dimming fill (translucent black blended over) on pixels that one opaque replacement
///   wrote (a SRC fill or a SRC composite at full opacity) is folded into that write: the
///   composite is drawn darkened in one request (`XRenderBackend` multiplies each channel by
///   the dimming's complement), the fill with its colour darkened. In a target without
///   alpha (the window, its back buffer) that is the same arithmetic as the blend, pixel for
///   pixel: one pass instead of two, and straight into the window, so no undimmed
///   intermediate is ever shown.
/// - The back buffer is stale where the window was drawn directly (`stale`). `present`
///   never copies stale pixels; a list that reads the back buffer there (a copy of its
///   pixels, a blend over what it holds) first takes those pixels from the window
///   (`refresh`).
///
/// A list with copies (a scroll) is drawn whole in the back buffer. Lists too large to plan
/// cheaply are too, after a refresh of every stale pixel.
struct XRenderFramePlan: Equatable {
    /// One rectangle an operation draws.
    struct Piece: Equatable {
        var rect: PixelRect
        /// Drawn into the window itself rather than the back buffer.
        var direct: Bool
        /// The alpha of a black fill folded into this piece (0: none).
        var dimming: UInt8 = 0
    }

    /// Per operation of the list, in order, the pieces it draws (empty for copies).
    private(set) var pieces: [[Piece]]
    /// Stale back-buffer pixels to take from the window before the list is drawn.
    private(set) var refresh: [PixelRect]
    /// Where the back buffer is stale after the list is drawn.
    private(set) var stale: [PixelRect]

    /// Beyond these counts a list is drawn whole in the back buffer.
    static let maximumOperations = 160
    static let maximumRects = 512

    /// The plan for `list` in a target of `bounds` whose back buffer is stale in `stale`.
    /// `direct`: whether pixels may be drawn straight into the window (false without a back
    /// buffer: then everything is drawn into the window, marked not direct). `fold`: whether
    /// the target has no alpha, so dimming may be folded. `layerBounds` gives a layer's
    /// bounds, nil for an unknown one (its composite is left to fail as the backend decides).
    init(
        list: DisplayList, bounds: PixelRect, stale: [PixelRect], direct: Bool, fold: Bool,
        layerBounds: (LayerID) -> PixelRect?
    ) {
        let operations = list.operations
        var extents: [[PixelRect]] = []
        extents.reserveCapacity(operations.count)
        var copySources: [PixelRect] = []
        var copyDestinations: [PixelRect] = []
        for operation in operations {
            switch operation {
            case .fill(let rect, _, _):
                extents.append(list.damagedPieces(of: rect.intersection(bounds)))
            case .composite(let layer, let source, let destination, _, _, let clip):
                guard let layerBounds = layerBounds(layer) else {
                    extents.append([])
                    continue
                }
                let placement = LayerPlacement(
                    source: source, destination: destination, layer: layerBounds, target: bounds)
                extents.append(list.damagedPieces(of: placement.destination, clip: clip))
            case .transformedComposite(let composite):
                extents.append(list.damagedPieces(of: composite.destination(in: bounds)))
            case .convolution(let pass):
                extents.append(list.damagedPieces(of: pass.destination.intersection(bounds)))
            case .copy(let rect, let dx, let dy):
                let from = rect.intersection(bounds).intersection(bounds.offsetBy(dx: -dx, dy: -dy))
                if !from.isEmpty {
                    copySources.append(from)
                    copyDestinations.append(from.offsetBy(dx: dx, dy: dy))
                }
                extents.append([])
            }
        }
        let tooLarge =
            operations.count > Self.maximumOperations || extents.reduce(0) { $0 + $1.count } > Self.maximumRects
        if tooLarge {
            // Everything in the back buffer, from a back buffer made whole first.
            pieces = extents.map { $0.map { Piece(rect: $0, direct: false) } }
            refresh = stale
            self.stale = []
            return
        }

        // Which pixels are written once, more than once, or first by a blend; which
        // dimming fills fold into the write under them.
        let drawsDirect = direct && copySources.isEmpty
        var written: [PixelRect] = []
        var multiple: [PixelRect] = []
        var reads: [PixelRect] = []
        /// Pixels written once so far, by an opaque replacement that a dimming may fold into.
        var foldable: [(rect: PixelRect, operation: Int)] = []
        var folds: [[(rect: PixelRect, alpha: UInt8)]] = Array(repeating: [], count: operations.count)
        for (index, operation) in operations.enumerated() {
            var extent = extents[index]
            guard !extent.isEmpty else { continue }
            if fold, let alpha = Self.dimmingAlpha(of: operation) {
                var kept: [(rect: PixelRect, operation: Int)] = []
                for entry in foldable {
                    var rest = [entry.rect]
                    for piece in extent {
                        let cut = entry.rect.intersection(piece)
                        guard !cut.isEmpty else { continue }
                        folds[entry.operation].append((cut, alpha))
                        rest = Self.subtract(cut, from: rest)
                        extent = Self.subtract(cut, from: extent)
                    }
                    kept += rest.map { ($0, entry.operation) }
                }
                foldable = kept
                extents[index] = extent
                if extent.isEmpty { continue }
            }
            for piece in extent {
                for earlier in written {
                    let again = piece.intersection(earlier)
                    if !again.isEmpty { multiple.append(again) }
                }
            }
            if !Self.replaces(operation) {
                var fresh = extent
                for earlier in written { fresh = Self.subtract(earlier, from: fresh) }
                reads += fresh
            }
            written += extent
            if !foldable.isEmpty {
                foldable = foldable.flatMap { entry in
                    Self.subtract(extent, from: [entry.rect]).map { ($0, entry.operation) }
                }
            }
            if Self.canBeFolded(operation) { foldable += extent.map { ($0, index) } }
        }

        let buffered = drawsDirect ? DisplayList.disjoint(multiple) : []
        func split(_ rect: PixelRect, dimming: UInt8) -> [Piece] {
            guard drawsDirect else { return [Piece(rect: rect, direct: false, dimming: dimming)] }
            var result: [Piece] = []
            for inBuffer in buffered {
                let cut = rect.intersection(inBuffer)
                if !cut.isEmpty { result.append(Piece(rect: cut, direct: false, dimming: dimming)) }
            }
            result += Self.subtract(buffered, from: [rect]).map { Piece(rect: $0, direct: true, dimming: dimming) }
            return result
        }
        pieces = extents.indices.map { index in
            let folded = folds[index]
            var plain = extents[index]
            for f in folded { plain = Self.subtract(f.rect, from: plain) }
            return plain.flatMap { split($0, dimming: 0) } + folded.flatMap { split($0.rect, dimming: $0.alpha) }
        }

        let readBeforeWriting = DisplayList.disjoint(reads + copySources)
        if drawsDirect {
            refresh = Self.intersect(stale, Self.intersect(readBeforeWriting, buffered))
            let direct = Self.subtract(buffered, from: DisplayList.disjoint(written))
            self.stale = DisplayList.disjoint(Self.subtract(buffered, from: stale) + direct)
        } else {
            refresh = Self.intersect(stale, readBeforeWriting)
            self.stale = Self.subtract(refresh + written + copyDestinations, from: stale)
        }
    }

    /// The alpha of a dimming fill: translucent black blended over.
    static func dimmingAlpha(of operation: DisplayList.Operation) -> UInt8? {
        guard case .fill(_, let color, .over) = operation, color & 0x00FF_FFFF == 0 else { return nil }
        let alpha = UInt8(color >> 24)
        return alpha > 0 && alpha < 255 ? alpha : nil
    }

    /// Whether `operation` replaces the pixels it writes (reads nothing of the target).
    private static func replaces(_ operation: DisplayList.Operation) -> Bool {
        switch operation {
        case .fill(_, _, .source): true
        case .composite(_, _, _, _, .source, _): true
        case .convolution: true
        default: false
        }
    }

    /// Whether a dimming blended over what `operation` wrote may be folded into it.
    private static func canBeFolded(_ operation: DisplayList.Operation) -> Bool {
        switch operation {
        case .fill(_, _, .source): true
        case .composite(_, _, _, let opacity, .source, _): opacity == 255
        default: false
        }
    }

    /// A premultiplied colour darkened as a black fill of `alpha` blended over it darkens it
    /// (each channel times 255 − `alpha`, rounded as pixman rounds).
    static func dimmed(_ color: UInt32, by alpha: UInt8) -> UInt32 {
        let keep = UInt32(255 - alpha)
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            let t = ((color >> shift) & 0xFF) * keep + 0x80
            result |= (((t >> 8) + t) >> 8) << shift
        }
        return result
    }

    /// `rects` minus `cut`.
    private static func subtract(_ cut: PixelRect, from rects: [PixelRect]) -> [PixelRect] {
        rects.flatMap { $0.subtracting(cut) }
    }

    /// `rects` minus every rectangle of `cuts`, as disjoint rectangles (a pixman region: the
    /// back buffer's stale pixels persist from frame to frame, and cutting them rectangle by
    /// rectangle split them into ever more pieces).
    private static func subtract(_ cuts: [PixelRect], from rects: [PixelRect]) -> [PixelRect] {
        guard !cuts.isEmpty, !rects.isEmpty else { return rects }
        return PixelRegion(rects).subtracting(PixelRegion(cuts)).rects
    }

    /// The pixels in both `a` and `b`, as disjoint rectangles.
    private static func intersect(_ a: [PixelRect], _ b: [PixelRect]) -> [PixelRect] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        return PixelRegion(a).intersection(PixelRegion(b)).rects
    }
}
