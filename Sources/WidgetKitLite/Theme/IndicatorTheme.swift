import Foundation

/// The colours, sizes and timings of the activity indicator, progress view, stepper and page
/// control (`Theme.indicators`), in the spirit of UIKit's defaults.
public struct IndicatorTheme: Sendable, Equatable {
    /// Activity indicator: the spokes' colour, the system grey (142, 142, 147).
    public var activityIndicatorColor = Color(rgb: 142, 142, 147)
    /// Activity indicator, `.medium`: 20 × 20 pt.
    public var activityIndicatorMediumSize: CGFloat = 20
    /// Activity indicator, `.large`: 37 × 37 pt.
    public var activityIndicatorLargeSize: CGFloat = 37
    /// Activity indicator: one full turn of the spokes takes 1 s (a step per spoke).
    public var activityIndicatorPeriod: TimeInterval = 1
    /// Progress view, `.default`: the track, (229, 229, 234).
    public var progressTrackColor = Color(rgb: 229, 229, 234)
    /// Progress view, `.bar`: the track, (0, 0, 0) at alpha 0.1 (over a bar's background).
    public var progressBarTrackColor = Color.black.withAlphaComponent(0.1)
    /// Progress view, `.default`: 4 pt tall.
    public var progressHeight: CGFloat = 4
    /// Progress view, `.bar`: 2.5 pt tall.
    public var progressBarHeight: CGFloat = 2.5
    /// Progress view: `setProgress(_:animated: true)` glides over 0.25 s, ease-in-out.
    public var progressAnimationDuration: TimeInterval = 0.25
    /// Stepper: 94 × 32 pt.
    public var stepperSize = CGSize(width: 94, height: 32)
    /// Stepper: the background, (238, 238, 239).
    public var stepperBackgroundColor = Color(rgb: 238, 238, 239)
    /// Stepper: a pressed half, black at alpha 0.08 over the background.
    public var stepperHighlightColor = Color.black.withAlphaComponent(0.08)
    /// Stepper: the hairline between the halves, (208, 208, 212).
    public var stepperDividerColor = Color(rgb: 208, 208, 212)
    /// Stepper: the − and + glyphs, black (the label colour).
    public var stepperGlyphColor = Color.black
    /// Stepper: corner radius 8 pt.
    public var stepperCornerRadius: CGFloat = 8
    /// Stepper: a held half repeats first 0.5 s after the press…
    public var stepperAutorepeatDelay: TimeInterval = 0.5
    /// …then every 0.1 s…
    public var stepperAutorepeatInterval: TimeInterval = 0.1
    /// …and, after this many repeats (10, 1.4 s into the hold), every
    /// `stepperAutorepeatFastInterval`.
    public var stepperAutorepeatAccelerationCount = 10
    /// Stepper: the accelerated repeat interval, 0.05 s.
    public var stepperAutorepeatFastInterval: TimeInterval = 0.05
    /// Page control: the other pages' dots, (60, 60, 67) at alpha 0.3.
    public var pageIndicatorColor = Color(rgb: 60, 60, 67, alpha: 0.3)
    /// Page control: the current page's dot, black.
    public var currentPageIndicatorColor = Color.black
    /// Page control: dots 7 pt across…
    public var pageIndicatorDiameter: CGFloat = 7
    /// …16 pt apart (centre to centre)…
    public var pageIndicatorSpacing: CGFloat = 16
    /// …with 8 pt of room on either side; the control is 26 pt tall.
    public var pageControlPadding: CGFloat = 8
    /// Page control: 26 pt tall.
    public var pageControlHeight: CGFloat = 26

    /// The light palette.
    public init() {}

    /// The dark palette: the same metrics with Apple's dark-appearance colours.
    public static let dark: IndicatorTheme = {
        var t = IndicatorTheme()
        t.progressTrackColor = Color(rgb: 58, 58, 62)
        t.progressBarTrackColor = Color.white.withAlphaComponent(0.16)
        t.stepperBackgroundColor = Color(rgb: 44, 44, 47)
        t.stepperHighlightColor = Color.white.withAlphaComponent(0.1)
        t.stepperDividerColor = Color(rgb: 72, 72, 76)
        t.stepperGlyphColor = .white
        t.pageIndicatorColor = Color(rgb: 235, 235, 245, alpha: 0.3)
        t.currentPageIndicatorColor = .white
        return t
    }()
}
