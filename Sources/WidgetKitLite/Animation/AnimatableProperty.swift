import Foundation

/// The properties that animate: those of views, and the number of an `AnimatedValue`. Each
/// has a model value (what the app set) and, while an animation runs, a presentation value
/// computed from the animation's progress.
enum AnimatableProperty: Hashable, Sendable {
    case frame
    case boundsOrigin
    case alpha
    case backgroundColor
    case cornerRadius
    case transform
    /// A view's layer styling (`CALayer`): border width and colour, shadow opacity, blur
    /// radius and offset (as a point).
    case borderWidth
    case borderColor
    case shadowOpacity
    case shadowRadius
    case shadowOffset
    /// The number of an `AnimatedValue`.
    case value
}

/// A value of an animatable property, interpolable.
enum AnimatableValue: Equatable {
    case rect(CGRect)
    case point(CGPoint)
    case scalar(CGFloat)
    case color(Color?)
    case transform(CGAffineTransform)

    /// The value a fraction `t` of the way from `self` to `to` (t may overshoot 0…1).
    func interpolated(to other: AnimatableValue, _ t: CGFloat) -> AnimatableValue {
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, other) {
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: lerp(a.minX, b.minX), y: lerp(a.minY, b.minY), width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: lerp(a.x, b.x), y: lerp(a.y, b.y)))
        case let (.scalar(a), .scalar(b)):
            return .scalar(lerp(a, b))
        case let (.color(a), .color(b)):
            let from = a ?? b?.withAlphaComponent(0) ?? .clear
            let to = b ?? a?.withAlphaComponent(0) ?? .clear
            return .color(Color.interpolate(from, to, t.clamped(to: 0...1)))
        case let (.transform(a), .transform(b)):
            return .transform(a.interpolated(to: b, t))
        default:
            return other
        }
    }

    var rect: CGRect? { if case let .rect(r) = self { return r } else { return nil } }
    var point: CGPoint? { if case let .point(p) = self { return p } else { return nil } }
    var scalar: CGFloat? { if case let .scalar(s) = self { return s } else { return nil } }
    var transform: CGAffineTransform? { if case let .transform(m) = self { return m } else { return nil } }
    var color: Color?? { if case let .color(c) = self { return .some(c) } else { return nil } }
}
