import Foundation

/// The thresholds of pointer gestures, in points and seconds, with UIKit's values.
public enum GestureLimits {
    /// How far a press may move (from its first tap) and still be a tap: 45 pt.
    public static let tapAllowableMovement: CGFloat = 45
    /// How long a press may last and still be a tap: 0.75 s.
    public static let tapMaximumDuration: TimeInterval = 0.75
    /// The longest pause between taps of a multi-tap (a double click): 0.35 s, unless the
    /// desktop says otherwise (XSETTINGS' `Net/DoubleClickTime`), which the application
    /// keeps it following.
    @MainActor public internal(set) static var tapMaximumInterval: TimeInterval = standardTapMaximumInterval
    /// The farthest a further tap of a multi-tap may press from the first tap's press: 45 pt
    /// (`tapAllowableMovement`), unless the desktop says otherwise (XSETTINGS'
    /// `Net/DoubleClickDistance`, in pixels, divided by the scale).
    @MainActor public internal(set) static var multiTapAllowableMovement: CGFloat = tapAllowableMovement
    /// UIKit's pause between taps of a multi-tap: 0.35 s.
    public static let standardTapMaximumInterval: TimeInterval = 0.35
    /// How far a press must move before a pan begins: 10 pt.
    public static let panHysteresis: CGFloat = 10
    /// The span of recent moves a pan's velocity is measured over: 0.1 s.
    public static let velocitySampleWindow: TimeInterval = 0.1
    /// How far outside its bounds a control still counts a touch as inside: 70 pt.
    public static let controlTrackingMargin: CGFloat = 70
    /// The scroll distance of one wheel click when a host reports raw wheel buttons: 40 pt.
    public static let wheelStep: CGFloat = 40
}
