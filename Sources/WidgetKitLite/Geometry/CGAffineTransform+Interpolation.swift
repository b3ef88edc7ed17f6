import Foundation

extension CGAffineTransform {
    /// The transform's parts as animations interpolate them: a scale, a shear, a rotation
    /// and a translation, applied in that order. The linear part is split as a rotation
    /// times an upper-triangular matrix (`[scaleX shear; 0 scaleY]`, a QR decomposition):
    /// a flip shows as a negative `scaleY`, a degenerate transform (scale 0) as zero scales.
    struct Components: Equatable {
        var scaleX: CGFloat
        var scaleY: CGFloat
        var shear: CGFloat
        /// Radians, in (−π, π].
        var rotation: CGFloat
        var translationX: CGFloat
        var translationY: CGFloat
    }

    /// This transform split into `Components`.
    var components: Components {
        let scaleX = (a * a + b * b).squareRoot()
        let rotation = scaleX == 0 ? 0 : atan2(b, a)
        let cosine = cos(rotation), sine = sin(rotation)
        return Components(
            scaleX: scaleX, scaleY: cosine * d - sine * c, shear: cosine * c + sine * d, rotation: rotation,
            translationX: tx, translationY: ty)
    }

    /// The transform of `components`.
    init(_ components: Components) {
        let cosine = cos(components.rotation), sine = sin(components.rotation)
        self.init(
            a: cosine * components.scaleX, b: sine * components.scaleX,
            c: cosine * components.shear - sine * components.scaleY, d: sine * components.shear + cosine * components.scaleY,
            tx: components.translationX, ty: components.translationY)
    }

    /// The transform a fraction `t` of the way from this one to `other` (t may overshoot
    /// 0…1), as Core Animation interpolates a transform: by components (`Components`), so a
    /// rotation turns (the shorter way round) instead of shrinking through a squashed
    /// matrix, and a scale-and-move scales and moves. The ends are returned exactly.
    func interpolated(to other: CGAffineTransform, _ t: CGFloat) -> CGAffineTransform {
        if t == 0 { return self }
        if t == 1 { return other }
        let from = components, to = other.components
        var turn = to.rotation - from.rotation
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return CGAffineTransform(
            Components(
                scaleX: lerp(from.scaleX, to.scaleX), scaleY: lerp(from.scaleY, to.scaleY), shear: lerp(from.shear, to.shear),
                rotation: from.rotation + turn * t, translationX: lerp(from.translationX, to.translationX),
                translationY: lerp(from.translationY, to.translationY)))
    }

    /// Whether the transform can be undone: its determinant is finite and not zero (a
    /// view scaled to 0 cannot be hit and shows nothing).
    var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether every entry is a finite number.
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// The inverse, or nil when the transform cannot be inverted (no diagnostic: callers
    /// that meet one decide what to report).
    var inverse: CGAffineTransform? {
        guard isInvertible else { return nil }
        let determinant = a * d - b * c
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// This transform applied about `anchor` instead of the origin (a view's transform is
    /// applied about its centre).
    func about(_ anchor: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(self)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }
}

extension CGRect {
    /// The bounding box of this rectangle transformed by `t` about its centre (a view's
    /// frame under its transform).
    func transformedAboutCenter(by t: CGAffineTransform) -> CGRect {
        applying(t.about(CGPoint(x: midX, y: midY)))
    }
}
