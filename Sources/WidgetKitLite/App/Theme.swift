import Foundation

/// Every colour, size, duration and curve the toolkit uses by default, in one place, with
/// values in the spirit of Apple's Human Interface Guidelines. Replace `Theme.current`
/// before creating views to restyle an app.
public struct Theme: Sendable {
    /// Tint of interactive elements: (0, 122, 255).
    public var tintColor = Color(rgb: 0, 122, 255)
    /// Primary text colour.
    public var labelColor = Color.black
    /// Secondary text colour.
    public var secondaryLabelColor = Color(rgb: 138, 138, 142)
    /// Background of pages.
    public var pageBackgroundColor = Color.white
    /// Background of navigation and tab bars (light grey).
    public var barBackgroundColor = Color(rgb: 247, 247, 247)
    /// The hairline separating bars from content.
    public var barSeparatorColor = Color(rgb: 198, 198, 200)
    /// Body text: 17 pt regular.
    public var bodyFont = Font.systemFont(ofSize: 17)
    /// Navigation titles: 17 pt semibold.
    public var navigationTitleFont = Font.systemFont(ofSize: 17, weight: .semibold)
    /// Tab bar labels: 10 pt.
    public var tabBarItemFont = Font.systemFont(ofSize: 10, weight: .medium)
    /// Height of the tab bar: 49 pt.
    public var tabBarHeight: CGFloat = 49
    /// The size of a view controller's view loaded before it is in a window: 800×600 pt.
    public var defaultScreenSize = CGSize(width: 800, height: 600)
    /// Height of the navigation bar: 44 pt.
    public var navigationBarHeight: CGFloat = 44
    /// Push and pop: 0.35 s.
    public var navigationTransitionDuration: TimeInterval = 0.35
    /// Tab bar slide without a coordinator: 0.3 s.
    public var tabBarAnimationDuration: TimeInterval = 0.3
    /// How far the old page moves during a push, as a fraction of the width: 30 %.
    public var navigationParallaxFraction: CGFloat = 0.3
    /// Darkest dimming of the page under a pushed page.
    public var navigationDimmingAlpha: CGFloat = 0.1
    /// Width from the left edge where the interactive pop starts: 20 pt.
    public var interactivePopEdgeWidth: CGFloat = 20
    /// Bottom bar: 100 pt tall.
    public var bottomBarHeight: CGFloat = 100
    /// Bottom bar fill: black at alpha 0.35.
    public var bottomBarColor = Color.black.withAlphaComponent(0.35)
    /// Bottom bar fade: 0.5 s.
    public var bottomBarFadeDuration: TimeInterval = 0.5
    /// Buttons: corner radius.
    public var buttonCornerRadius: CGFloat = 8
    /// The keyboard focus ring colour.
    public var focusRingColor = Color(rgb: 0, 122, 255, alpha: 0.6)
    /// The inner edge of the focus ring, visible on filled controls.
    public var focusRingInnerColor = Color.white.withAlphaComponent(0.9)
    /// Scroll indicators: black at alpha 0.35.
    public var scrollIndicatorColor = Color.black.withAlphaComponent(0.35)
    /// Scroll indicators: 3 pt thick.
    public var scrollIndicatorThickness: CGFloat = 3
    /// Scroll indicators: 3 pt from the scroll view's edges.
    public var scrollIndicatorMargin: CGFloat = 3
    /// Scroll indicators: never shorter than 36 pt (less while rubber-banding).
    public var scrollIndicatorMinimumLength: CGFloat = 36
    /// Scroll indicators stay this long after scrolling stops: 0.5 s.
    public var scrollIndicatorFadeDelay: TimeInterval = 0.5
    /// Scroll indicators then fade out over 0.25 s.
    public var scrollIndicatorFadeDuration: TimeInterval = 0.25
    /// One wheel step glides to its target over 0.15 s, ease-out.
    public var scrollWheelAnimationDuration: TimeInterval = 0.15
    /// `setContentOffset(_:animated: true)`: 0.3 s, ease-in-out.
    public var scrollAnimationDuration: TimeInterval = 0.3
    /// Bytes a window keeps in backing stores of view content at most (least recently used
    /// ones are dropped first and drawn again when needed); read when a window is shown.
    public var layerMemoryBudget = 48 << 20

    // Curves of the toolkit's own animations (durations above).

    /// Push and pop: ease-in-out.
    public var navigationTransitionCurve = View.AnimationCurve.easeInOut
    /// Tab bar slide without a coordinator: ease-in-out.
    public var tabBarAnimationCurve = View.AnimationCurve.easeInOut
    /// Bottom bar fade: ease-in.
    public var bottomBarFadeCurve = View.AnimationCurve.easeIn
    /// Wheel steps: ease-out.
    public var scrollWheelAnimationCurve = View.AnimationCurve.easeOut
    /// `setContentOffset(_:animated: true)`: ease-in-out.
    public var scrollAnimationCurve = View.AnimationCurve.easeInOut

    /// Table views: rows, sections, separators, accessories.
    public var lists = ListTheme()
    /// Sheets and alerts.
    public var presentation = PresentationTheme()

    /// The default theme.
    public init() {}

    /// The theme new views and controllers read their defaults from.
    @MainActor public static var current = Theme()
}
