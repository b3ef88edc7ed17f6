import Foundation

/// Scrolling the bands of orthogonal sections (a compositional layout's sections whose
/// `orthogonalScrollingBehavior` is not `.none`): sideways in a vertical layout.
///
/// A wheel step across the layout's axis over a band (a touchpad's horizontal delta, or
/// Shift with the wheel) glides that band's offset as `ScrollView`'s wheel does, clamped
/// to the band's content. A click-drag that starts over a band and first moves across the
/// axis moves the band with the pointer (rubber-banding past its ends with `ScrollView`'s
/// formula); on release the band decelerates with `ScrollView`'s physics and comes to rest
/// at the layout's `orthogonalTargetOffset(forSection:proposed:velocity:)` (paging
/// behaviours snap). A drag that first moves along the axis scrolls the collection view.
/// A press on a moving band stops it and selects nothing. Motion is a function of the
/// frame clock, and needs frames only while it lasts.
extension CollectionView {
    /// The layout, when it has orthogonal bands.
    var orthogonalLayout: CollectionViewCompositionalLayout? {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout, !layout.orthogonalSections.isEmpty else { return nil }
        return layout
    }

    /// The component of `point` across the layout's axis (x in a vertical layout).
    func acrossComponent(_ point: CGPoint, of layout: CollectionViewCompositionalLayout) -> CGFloat {
        layout.isVertical ? point.x : point.y
    }

    /// The component of `point` along the layout's axis (y in a vertical layout).
    func alongComponent(_ point: CGPoint, of layout: CollectionViewCompositionalLayout) -> CGFloat {
        layout.isVertical ? point.y : point.x
    }

    // MARK: Wheel

    /// Glides the band under the wheel by the step's component across the layout's axis.
    /// Returns the part of the step left for the collection view itself (all of it when no
    /// band takes the step).
    func glideOrthogonalBand(dx: CGFloat, dy: CGFloat) -> (dx: CGFloat, dy: CGFloat) {
        guard isScrollEnabled, let layout = orthogonalLayout, let location = window?.eventDispatcher.wheelLocation else { return (dx, dy) }
        let step = CGPoint(x: dx, y: dy)
        let across = acrossComponent(step, of: layout)
        guard across != 0 else { return (dx, dy) }
        guard across.isFinite else {
            Diagnostics.report("CollectionView: a non-finite wheel step \(step) over an orthogonal section; ignored")
            return (0, 0)
        }
        let point = convert(location, from: nil)
        guard let section = layout.orthogonalSection(at: point) else { return (dx, dy) }
        let maximum = layout.orthogonalMaximumOffset(forSection: section)
        guard maximum > 0 else { return (dx, dy) }
        let left = layout.isVertical ? (dx: CGFloat(0), dy: dy) : (dx: dx, dy: CGFloat(0))
        guard orthogonalScrolling.dragSection != section else { return left }
        let current = layout.orthogonalOffset(forSection: section)
        let running = orthogonalScrolling.motions[section]
        let base = running?.axis.glideTarget ?? current
        let target = (base + across).clamped(to: 0...maximum)
        stopOrthogonalMotion(section)
        startOrthogonalGlide(section, from: current, to: target)
        return left
    }

    private func startOrthogonalGlide(_ section: Int, from current: CGFloat, to target: CGFloat) {
        guard target != current else { return }
        let duration = theme.scrollWheelAnimationDuration
        guard let loop = window?.frameLoop, duration.isFinite, duration > 0 else {
            moveOrthogonalBand(section, to: target)
            return
        }
        let axis = ScrollAxisMotion.glide(
            from: current, to: target, at: loop.now, duration: duration, curve: theme.scrollWheelAnimationCurve.bezier,
            limits: min(current, target)...max(current, target))
        run(OrthogonalBandMotion(section: section, axis: axis, rest: target, collectionView: self), in: loop)
    }

    // MARK: Dragging

    /// Whether a drag by `translation` that began over a band moves that band: it moves
    /// across the layout's axis more than along it.
    func orthogonalPanTakes(_ translation: CGPoint) -> Bool {
        guard orthogonalPan.pressSection != nil, let layout = orthogonalLayout else { return false }
        return abs(acrossComponent(translation, of: layout)) > abs(alongComponent(translation, of: layout))
    }

    /// A press: remembers the band under it, and stops a band moving there (the press then
    /// selects nothing).
    func orthogonalPress(at point: CGPoint) {
        orthogonalScrolling.pressCaughtMotion = false
        guard let layout = orthogonalLayout, let section = layout.orthogonalSection(at: point) else {
            orthogonalPan.pressSection = nil
            return
        }
        orthogonalPan.pressSection = section
        if orthogonalScrolling.motions[section] != nil {
            stopOrthogonalMotion(section)
            orthogonalScrolling.pressCaughtMotion = true
            // A band caught past its ends goes back inside unless a drag takes it.
            orthogonalScrolling.caughtSection = section
        }
    }

    /// A press that caught a band past its ends ended without a drag: the band springs back.
    func orthogonalPressEnded() {
        guard let section = orthogonalScrolling.caughtSection else { return }
        orthogonalScrolling.caughtSection = nil
        if orthogonalScrolling.dragSection != section { releaseOrthogonalBand(section, velocity: 0) }
    }

    func orthogonalPanChanged(_ pan: OrthogonalPanGestureRecognizer) {
        guard let layout = orthogonalLayout else { return }
        switch pan.state {
        case .began:
            guard let section = pan.pressSection else { return }
            pan.setTranslation(.zero, in: self)
            stopOrthogonalMotion(section)
            orthogonalScrolling.caughtSection = nil
            orthogonalScrolling.dragSection = section
            orthogonalScrolling.dragOrigin = unbandedOrthogonal(layout.orthogonalOffset(forSection: section), section: section, layout: layout)
        case .changed:
            guard let section = orthogonalScrolling.dragSection else { return }
            let raw = orthogonalScrolling.dragOrigin - acrossComponent(pan.translation(in: self), of: layout).finite()
            moveOrthogonalBand(section, to: pixelAligned(rubberBandedOrthogonal(raw, section: section, layout: layout)))
        case .ended, .cancelled:
            guard let section = orthogonalScrolling.dragSection else { return }
            orthogonalScrolling.dragSection = nil
            let velocity = pan.state == .ended ? -acrossComponent(pan.velocity(in: self), of: layout) : 0
            releaseOrthogonalBand(section, velocity: velocity.finite())
        case .possible, .failed:
            break
        }
    }

    /// A released band: momentum toward where the layout says it rests (a page, a group
    /// edge, or where free momentum stops), or a spring back inside its ends.
    func releaseOrthogonalBand(_ section: Int, velocity: CGFloat) {
        guard let layout = orthogonalLayout else { return }
        let offset = layout.orthogonalOffset(forSection: section)
        let maximum = layout.orthogonalMaximumOffset(forSection: section)
        let limits: ClosedRange<CGFloat> = 0...maximum
        let rate = decelerationRate.rawValue
        guard let loop = window?.frameLoop else {
            moveOrthogonalBand(section, to: layout.orthogonalTargetOffset(forSection: section, proposed: offset, velocity: 0))
            return
        }
        let behavior = layout.orthogonalScrollingBehavior(forSection: section)
        if offset < 0 || offset > maximum || behavior == .continuous {
            // Outside the ends: spring back; free scrolling: momentum as the scroll view's.
            guard offset < 0 || offset > maximum || abs(velocity) > ScrollAxisMotion.stopVelocity else { return }
            let axis = ScrollAxisMotion.release(from: offset, velocity: velocity, at: loop.now, limits: limits, bounces: bounces, rate: rate)
            run(OrthogonalBandMotion(section: section, axis: axis, rest: nil, collectionView: self), in: loop)
            return
        }
        let pages = behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered
        let proposed = pages ? offset : offset + Self.travel(velocity: velocity, rate: rate)
        let direction = pages ? (abs(velocity) > Self.pagingFlingVelocity ? velocity : 0) : velocity
        let target = layout.orthogonalTargetOffset(forSection: section, proposed: proposed, velocity: direction).clamped(to: limits)
        guard target != offset else { return }
        let launch = Self.launchVelocity(toTravel: target - offset, rate: rate)
        let axis = ScrollAxisMotion.release(from: offset, velocity: launch, at: loop.now, limits: limits, bounces: bounces, rate: rate)
        run(OrthogonalBandMotion(section: section, axis: axis, rest: target, collectionView: self), in: loop)
    }

    /// UIKit's rubber band past the band's ends (the band's visible length as the dimension).
    func rubberBandedOrthogonal(_ raw: CGFloat, section: Int, layout: CollectionViewCompositionalLayout) -> CGFloat {
        let maximum = layout.orthogonalMaximumOffset(forSection: section)
        guard bounces else { return raw.clamped(to: 0...maximum) }
        let d = max(1, bandLength(section, layout: layout))
        func pull(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * Self.rubberBandCoefficient / d + 1)) * d }
        if raw < 0 { return -pull(-raw) }
        if raw > maximum { return maximum + pull(raw - maximum) }
        return raw
    }

    /// The raw drag offset `rubberBandedOrthogonal` shows as `offset`.
    func unbandedOrthogonal(_ offset: CGFloat, section: Int, layout: CollectionViewCompositionalLayout) -> CGFloat {
        let maximum = layout.orthogonalMaximumOffset(forSection: section)
        guard bounces else { return offset }
        let d = max(1, bandLength(section, layout: layout))
        func push(_ y: CGFloat) -> CGFloat { (1 / (1 - min(y / d, 0.99)) - 1) * d / Self.rubberBandCoefficient }
        if offset < 0 { return -push(-offset) }
        if offset > maximum { return maximum + push(offset - maximum) }
        return offset
    }

    private func bandLength(_ section: Int, layout: CollectionViewCompositionalLayout) -> CGFloat {
        guard let frame = layout.orthogonalBandFrame(forSection: section) else { return 0 }
        return layout.isVertical ? frame.width : frame.height
    }

    // MARK: Motion

    private func run(_ motion: OrthogonalBandMotion, in loop: FrameLoop) {
        stopOrthogonalMotion(motion.section)
        orthogonalScrolling.motions[motion.section] = motion
        loop.add(motion)
    }

    /// Moves the band of `section` to `offset` and lays out the cells again.
    func moveOrthogonalBand(_ section: Int, to offset: CGFloat) {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout, layout.orthogonalOffset(forSection: section) != offset else { return }
        layout.setOrthogonalOffset(offset, forSection: section)
        setNeedsLayout()
    }

    /// Stops the motion of the band of `section` where it is.
    func stopOrthogonalMotion(_ section: Int) {
        orthogonalScrolling.motions.removeValue(forKey: section)?.cancel()
    }

    /// Stops every band's motion and drag (the data changed).
    func stopAllOrthogonalMotion() {
        for motion in orthogonalScrolling.motions.values { motion.cancel() }
        orthogonalScrolling.motions.removeAll()
        orthogonalScrolling.dragSection = nil
        orthogonalScrolling.caughtSection = nil
    }

    func orthogonalMotionDidFinish(_ motion: OrthogonalBandMotion) {
        if orthogonalScrolling.motions[motion.section] === motion { orthogonalScrolling.motions[motion.section] = nil }
    }
}

/// The state of the bands' input and motion in a collection view.
struct OrthogonalScrolling {
    /// The section whose band a drag moves, while it lasts.
    var dragSection: Int?
    /// The drag's raw (not rubber-banded) offset when it began.
    var dragOrigin: CGFloat = 0
    /// The band moving by itself, by section.
    var motions: [Int: OrthogonalBandMotion] = [:]
    /// Whether the current press stopped a moving band (it then selects nothing).
    var pressCaughtMotion = false
    /// The band the current press stopped, until a drag takes it or the press ends.
    var caughtSection: Int?
}

/// Drives one band's offset frame by frame (a glide, momentum, a spring back); removed from
/// the frame loop once it rests.
@MainActor
final class OrthogonalBandMotion: FrameTicking {
    let section: Int
    private(set) var axis: ScrollAxisMotion
    /// Where the motion comes to rest exactly (float sums may miss it by a hair), if known.
    let rest: CGFloat?
    private weak var collectionView: CollectionView?
    private var isCancelled = false

    init(section: Int, axis: ScrollAxisMotion, rest: CGFloat?, collectionView: CollectionView) {
        self.section = section
        self.axis = axis
        self.rest = rest
        self.collectionView = collectionView
    }

    func cancel() { isCancelled = true }

    func tick(at now: TimeInterval) -> Bool {
        guard !isCancelled, let collectionView else { return false }
        let sample = axis.sample(at: now)
        let value: CGFloat
        if sample.finished {
            value = rest ?? sample.value
        } else if sample.value == axis.limits.lowerBound || sample.value == axis.limits.upperBound {
            value = sample.value
        } else {
            value = collectionView.pixelAligned(sample.value)
        }
        collectionView.moveOrthogonalBand(section, to: value)
        if sample.finished { collectionView.orthogonalMotionDidFinish(self) }
        return !sample.finished
    }
}

/// A drag of an orthogonal band: begins only when the press landed on a band and the
/// pointer first moves across the layout's axis.
@MainActor
final class OrthogonalPanGestureRecognizer: PanGestureRecognizer {
    /// The section of the band under the press, if any.
    var pressSection: Int?
    /// Told of the press (content coordinates of the recognizer's view).
    var onPress: (CGPoint) -> Void = { _ in }
    /// Told when the press ends.
    var onRelease: () -> Void = {}
    /// Whether a pan that moved by the given translation moves the band.
    var allowsDirection: (CGPoint) -> Bool = { _ in false }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if let touch = touches.first { onPress(touch.location(in: view)) }
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        onRelease()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        onRelease()
    }

    override func shouldBegin(translation: CGPoint, touch: Touch) -> Bool { allowsDirection(translation) }
}
