import Foundation

/// The size classes' thresholds and the metrics of the split view and page view controllers
/// (`Theme.containers`), in the spirit of UIKit's defaults on a desktop.
public struct ContainerTheme: Sendable, Equatable {
    /// A window narrower than this (600 pt) has a `.compact` horizontal size class; UIKit's
    /// narrowest regular width on an iPad is 678 pt, and a Slide Over window (≤ 507 pt) is
    /// compact.
    public var compactWidthThreshold: CGFloat = 600
    /// A window shorter than this (400 pt) has a `.compact` vertical size class.
    public var compactHeightThreshold: CGFloat = 400
    /// Split view: the primary (sidebar) column's width when the app asks for none, 320 pt.
    public var splitPrimaryColumnWidth: CGFloat = 320
    /// Split view: the primary column is never narrower than this by default, 240 pt.
    public var splitMinimumPrimaryColumnWidth: CGFloat = 240
    /// Split view: the primary column is never wider than this by default, 480 pt.
    public var splitMaximumPrimaryColumnWidth: CGFloat = 480
    /// Split view: the supplementary (middle) column's width when the app asks for none, 320 pt.
    public var splitSupplementaryColumnWidth: CGFloat = 320
    /// Split view: the narrowest the secondary column gets before `.automatic` shows fewer
    /// columns beside it, 320 pt.
    public var splitMinimumSecondaryColumnWidth: CGFloat = 320
    /// Split view: the separators between columns, 1 pixel thick.
    public var splitSeparatorColor = Color.separator
    /// Split view: how far either side of a separator the pointer grabs the divider, 4 pt.
    public var splitDividerHitWidth: CGFloat = 4
    /// Page view: a page change after a drag or a key snaps over 0.3 s.
    public var pageTransitionDuration: TimeInterval = 0.3
    /// Page view: the snap's curve, ease-out.
    public var pageTransitionCurve = AnimationCurve.easeOut
    /// Page view: a release faster than this (500 pt/s) turns the page whatever the distance.
    public var pageFlickVelocity: CGFloat = 500
    /// Page view: the page control's height at the bottom, 26 pt.
    public var pageControlHeight: CGFloat = 26

    /// The standard metrics.
    public init() {}
}
