import Foundation

/// How blur effects (`VisualEffectView` with a `BlurEffect`) look: how far they blur, and the
/// colour each style lays over the blurred backdrop.
public struct BlurTheme: Sendable, Equatable {
    /// The Gaussian's standard deviation in points: 10, about what iOS's bars and
    /// materials blur by.
    /// Not finite or negative: one line, and 10.
    public var sigma: CGFloat = 10 {
        didSet {
            guard !(sigma.isFinite && sigma >= 0) else { return }
            Diagnostics.reportFromAnyThread("Theme.blur.sigma must be a finite number ≥ 0, not \(sigma); using 10")
            sigma = 10
        }
    }
    /// How much smaller the backdrop is blurred than it is shown (a power of two; 4: a
    /// quarter of the pixels each way, which a blur this wide cannot tell apart from full
    /// size). 1 blurs at full size. Outside 1…16, or not a power of two: one line, and the
    /// power of two at most the value within 1…16.
    public var downsampling = 4 {
        didSet {
            let fitting = Self.powerOfTwo(atMost: downsampling)
            guard fitting != downsampling else { return }
            Diagnostics.reportFromAnyThread("Theme.blur.downsampling must be 1, 2, 4, 8 or 16, not \(downsampling); using \(fitting)")
            downsampling = fitting
        }
    }

    /// 1, 2, 4, 8 or 16: the largest power of two at most `value` (1 below 1).
    static func powerOfTwo(atMost value: Int) -> Int {
        var factor = 1
        while factor * 2 <= min(max(value, 1), 16) { factor *= 2 }
        return factor
    }
    /// The materials' tints in the light appearance: white, more opaque as the material
    /// thickens.
    public var lightMaterials = MaterialTints(
        ultraThin: Color.white.withAlphaComponent(0.3), thin: Color.white.withAlphaComponent(0.5),
        regular: Color.white.withAlphaComponent(0.7), thick: Color.white.withAlphaComponent(0.85),
        chrome: Color(rgb: 249, 249, 249, alpha: 0.8))
    /// The materials' tints in the dark appearance: near black, more opaque as the material
    /// thickens.
    public var darkMaterials = MaterialTints(
        ultraThin: Color(rgb: 28, 28, 30, alpha: 0.35), thin: Color(rgb: 28, 28, 30, alpha: 0.55),
        regular: Color(rgb: 28, 28, 30, alpha: 0.72), thick: Color(rgb: 28, 28, 30, alpha: 0.86),
        chrome: Color(rgb: 38, 38, 40, alpha: 0.8))
    /// The tint of `BlurEffect.Style.extraLight`.
    public var extraLightTint = Color.white.withAlphaComponent(0.75)
    /// The tint of `BlurEffect.Style.light`.
    public var lightTint = Color.white.withAlphaComponent(0.3)
    /// The tint of `BlurEffect.Style.dark`.
    public var darkTint = Color(rgb: 28, 28, 30, alpha: 0.6)

    /// The standard blur settings.
    public init() {}
}

/// The tints of the five material thicknesses in one appearance.
public struct MaterialTints: Sendable, Equatable {
    /// `systemUltraThinMaterial`'s tint.
    public var ultraThin: Color
    /// `systemThinMaterial`'s tint.
    public var thin: Color
    /// `systemMaterial`'s tint (and `regular`'s).
    public var regular: Color
    /// `systemThickMaterial`'s tint (and `prominent`'s).
    public var thick: Color
    /// `systemChromeMaterial`'s tint.
    public var chrome: Color

    /// Tints for each thickness.
    public init(ultraThin: Color, thin: Color, regular: Color, thick: Color, chrome: Color) {
        self.ultraThin = ultraThin
        self.thin = thin
        self.regular = regular
        self.thick = thick
        self.chrome = chrome
    }
}
