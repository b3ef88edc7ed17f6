import Foundation

extension View: AnimationTarget {
    /// The values shown on screen at the current time: equal to the model values unless an
    /// animation is running. Computed when read, without waiting for a frame.
    public var presentation: ViewPresentation {
        let f = presentationFrame, t = presentationTransform
        return ViewPresentation(
            frame: t.isIdentity ? f : f.transformedAboutCenter(by: t), bounds: CGRect(origin: presentationBoundsOrigin, size: f.size),
            center: CGPoint(x: f.midX, y: f.midY), alpha: presentationAlpha, backgroundColor: presentationBackgroundColor,
            cornerRadius: presentationCornerRadius, transform: t)
    }

    /// The animation clock of the view's window (0 in no window); finds the window without
    /// retaining the ancestors (read for every presented property of a moving view).
    var animationNow: TimeInterval {
        var now: TimeInterval = 0
        forEachAncestor { view in
            guard let window = view as? Window else { return true }
            now = window.frameLoop?.now ?? 0
            return false
        }
        return now
    }

    /// The loop of the window the view is in.
    var animationLoop: FrameLoop? { window?.frameLoop }

    private func presented(_ property: AnimatableProperty) -> AnimatableValue? {
        guard let track = tracks[property] else { return nil }
        return track.value(at: animationNow)
    }

    var presentationFrame: CGRect { presented(.frame)?.rect ?? modelFrame }
    var presentationBoundsOrigin: CGPoint { presented(.boundsOrigin)?.point ?? modelBoundsOrigin }
    var presentationAlpha: CGFloat { (presented(.alpha)?.scalar ?? modelAlpha).clamped(to: 0...1) }
    var presentationBackgroundColor: Color? {
        let color = presented(.backgroundColor)?.color ?? modelBackgroundColor
        return color.map { $0.isDynamic ? $0.resolvedColor(with: traitCollection) : $0 }
    }
    var presentationCornerRadius: CGFloat { max(0, presented(.cornerRadius)?.scalar ?? modelCornerRadius) }
    var presentationTransform: CGAffineTransform {
        guard !tracks.isEmpty else { return modelTransform }
        return presented(.transform)?.transform ?? modelTransform
    }

    /// Whether any property of this view is animating.
    var hasRunningAnimations: Bool { !tracks.isEmpty }

    /// Adopts `track` for its property, interrupting the animation it replaces.
    func install(_ track: PropertyTrack) {
        track.replace(tracks[track.property])
        tracks[track.property] = track
        animationsDidChange()
        markDirty()
    }

    /// The view is repainted every frame while its tracks move.
    func animationsDidChange() {
        window?.animationsDidChange(self)
    }

    /// Drops the animation of `property`, if any; the model value shows from now on.
    func removeTrack(for property: AnimatableProperty, interrupted: Bool) {
        guard tracks[property] != nil else { return }
        markDirty()
        let old = tracks.removeValue(forKey: property)!
        if interrupted { old.driver.trackWasInterrupted(old) }
    }

    /// Drops `track` if it is still this view's animation of its property.
    func removeTrack(_ track: PropertyTrack) {
        if tracks[track.property] === track {
            markDirty()
            tracks.removeValue(forKey: track.property)
        }
    }

    /// Makes the model value of `track`'s property equal to what is shown now and drops the
    /// animation (`stopAnimation(true)`).
    func freezeTrack(_ track: PropertyTrack, at now: TimeInterval) {
        guard tracks[track.property] === track else { return }
        let value = track.value(at: now)
        markDirty()
        tracks.removeValue(forKey: track.property)
        setModelValue(value, for: track.property)
    }

    /// Sets a property's model value directly, without starting or stopping animations.
    func setModelValue(_ value: AnimatableValue, for property: AnimatableProperty) {
        markDirty()
        switch (property, value) {
        case let (.frame, .rect(r)): modelFrame = r
        case let (.boundsOrigin, .point(p)): modelBoundsOrigin = p
        case let (.alpha, .scalar(a)): modelAlpha = a.clamped(to: 0...1)
        case let (.backgroundColor, .color(c)): modelBackgroundColor = c
        case let (.cornerRadius, .scalar(r)): modelCornerRadius = max(0, r)
        case let (.transform, .transform(m)): modelTransform = m
        default: layerStorage?.setModelValue(value, for: property)
        }
    }
}
