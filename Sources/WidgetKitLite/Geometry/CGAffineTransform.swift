import Foundation

/// An affine transform of the plane — CoreGraphics' `CGAffineTransform`, which Foundation
/// on Linux lacks (it has `AffineTransform`), with CoreGraphics' names and conventions.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty): the matrix
/// `[a b 0; c d 0; tx ty 1]` multiplies row vectors. `t1.concatenating(t2)` applies `t1`
/// first, then `t2`. A positive rotation angle turns counter-clockwise in a y-up space,
/// so clockwise on a y-down screen (the toolkit's coordinates), as UIKit shows it.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The matrix's entries.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The transform of the given matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform, as CoreGraphics' `init()`.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform()

    /// A transform that moves by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales x by `sx` and y by `sy` about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians about the origin (clockwise on screen for a
    /// positive angle, since y grows downwards).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The transform that undoes this one. A transform that cannot be inverted (its
    /// determinant is zero or not finite) is returned unchanged, as CoreGraphics documents,
    /// with one diagnostic line.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else {
            Diagnostics.reportFromAnyThread("CGAffineTransform.inverted(): \(self) cannot be inverted; returned unchanged")
            return self
        }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// A move by (`tx`, `ty`) followed by this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (`sx`, `sy`) followed by this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// "CGAffineTransform(a: …, b: …, c: …, d: …, tx: …, ty: …)".
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }

    /// Whether the transform keeps axis-aligned rectangles axis-aligned without flipping
    /// them (no rotation, no shear, no negative scale).
    var isScaleAndTranslation: Bool { b == 0 && c == 0 && a > 0 && d > 0 }

    /// How much the transform stretches a unit length at most (the longer column's length,
    /// an upper estimate of the largest singular value for shears).
    var largestScale: CGFloat { max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot()) }
}

extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size as a vector transformed by `t` (its translation ignored), as CoreGraphics
    /// does: the result can be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners of the (standardised) rectangle
    /// transformed by `t`; the null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
            CGPoint(x: r.maxX, y: r.maxY),
        ].map { $0.applying(t) }
        let minX = corners.reduce(CGFloat.infinity) { min($0, $1.x) }
        let maxX = corners.reduce(-CGFloat.infinity) { max($0, $1.x) }
        let minY = corners.reduce(CGFloat.infinity) { min($0, $1.y) }
        let maxY = corners.reduce(-CGFloat.infinity) { max($0, $1.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
