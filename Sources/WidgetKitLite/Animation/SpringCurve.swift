import Foundation

/// A damped harmonic oscillator moving from 0 to 1, solved analytically (under-, critically
/// and over-damped cases). Time is in seconds; a pure function of time.
struct SpringCurve: Hashable, Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    /// Initial velocity in units of the whole distance per second.
    let initialVelocity: Double

    /// Displacement below which the spring counts as settled.
    static let restThreshold = 0.001

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// A spring with `dampingRatio` whose motion settles within `duration` seconds.
    init(dampingRatio: Double, settlingIn duration: Double, initialVelocity: Double) {
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 10) : 1
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        // The envelope e^(-ζω₀t) falls to the rest threshold at t = duration.
        let omega = -log(Self.restThreshold) / (min(zeta, 1) * d)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
    }

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The position (0 = start, 1 = target) after `t` seconds.
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let x: Double  // displacement from the target, starting at -1
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * w0) / wd
            x = exp(-zeta * w0 * t) * (-cos(wd * t) + b * sin(wd * t))
        } else if zeta == 1 {
            x = exp(-w0 * t) * (-1 + (v0 - w0) * t)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + x
    }

    /// The time after which the spring stays within the rest threshold of its target.
    var settlingDuration: Double {
        let step = 1.0 / 600
        var last = 0.0
        var t = step
        while t < 60 {
            if abs(value(at: t) - 1) > Self.restThreshold { last = t }
            t += step
        }
        return max(step, last + step)
    }
}
