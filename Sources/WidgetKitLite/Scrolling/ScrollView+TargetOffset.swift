import Foundation

/// Where a released drag comes to rest: UIKit's projected target, paging, and the
/// delegate's chance to change it (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
extension ScrollView {
    /// A released drag: asks the delegate about the target, then moves on by itself toward
    /// it (or springs back inside the edges). Returns whether anything moves.
    func releaseDrag(velocity: CGPoint) -> Bool {
        let offset = contentOffset
        let limits = offsetLimits
        let natural = isPagingEnabled ? pageTarget(from: offset, velocity: velocity) : restingOffset(from: offset, velocity: velocity)
        var target = natural
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
        }
        if !target.x.isFinite || !target.y.isFinite {
            Diagnostics.report("ScrollView: scrollViewWillEndDragging set a non-finite target \(target); using \(natural)")
            target = natural
        }
        let inside = limits.x.contains(offset.x) && limits.y.contains(offset.y)
        guard inside, target != natural || isPagingEnabled else { return startDeceleration(velocity: velocity) }
        // Momentum launched so that its decay ends exactly at the (clamped) target.
        let rate = decelerationRate.rawValue
        let goal = CGPoint(x: target.x.clamped(to: limits.x), y: target.y.clamped(to: limits.y))
        let launch = CGPoint(
            x: scrollsHorizontally ? Self.launchVelocity(toTravel: goal.x - offset.x, rate: rate) : 0,
            y: scrollsVertically ? Self.launchVelocity(toTravel: goal.y - offset.y, rate: rate) : 0)
        return startDeceleration(velocity: launch)
    }

    /// Where momentum from `offset` at `velocity` (points per second) comes to rest,
    /// clamped to the content — UIKit's projection, `v/1000 · r/(1 − r)`, as this scroll
    /// view's own decay computes it.
    func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let limits = offsetLimits
        let rate = decelerationRate.rawValue
        return CGPoint(
            x: (offset.x + Self.travel(velocity: velocity.x, rate: rate)).clamped(to: limits.x),
            y: (offset.y + Self.travel(velocity: velocity.y, rate: rate)).clamped(to: limits.y))
    }

    /// The page a paging release goes to: the next one in the direction of a fling faster
    /// than `pagingFlingVelocity`, else the nearest one.
    func pageTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let limits = offsetLimits
        func page(_ value: CGFloat, _ v: CGFloat, _ size: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            guard size > 0 else { return value.clamped(to: range) }
            let position = value / size
            let index: CGFloat
            if v > Self.pagingFlingVelocity {
                index = position.rounded(.down) + 1
            } else if v < -Self.pagingFlingVelocity {
                index = position.rounded(.up) - 1
            } else {
                index = position.rounded()
            }
            return (index * size).clamped(to: range)
        }
        return CGPoint(x: page(offset.x, velocity.x, bounds.width, limits.x), y: page(offset.y, velocity.y, bounds.height, limits.y))
    }

    /// A release faster than this (points per second) turns the page.
    static let pagingFlingVelocity: CGFloat = 300

    /// How far momentum at `velocity` travels before it stops (it stops below
    /// `ScrollAxisMotion.stopVelocity`).
    static func travel(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        let k = 1000 * log(rate.clamped(to: 0.5...0.9999))
        let speed = abs(velocity)
        guard speed > ScrollAxisMotion.stopVelocity else { return 0 }
        return (velocity - (velocity > 0 ? 1 : -1) * ScrollAxisMotion.stopVelocity) / -k
    }

    /// The velocity whose momentum travels exactly `distance` (the inverse of `travel`).
    static func launchVelocity(toTravel distance: CGFloat, rate: CGFloat) -> CGFloat {
        guard distance != 0 else { return 0 }
        let k = 1000 * log(rate.clamped(to: 0.5...0.9999))
        return distance * -k + (distance > 0 ? 1 : -1) * ScrollAxisMotion.stopVelocity
    }
}
