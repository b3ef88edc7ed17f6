import Foundation

/// Every colour, size, duration and curve the toolkit uses by default, in one place, with
/// values in the spirit of Apple's Human Interface Guidelines.
///
/// A theme holds the colours of one appearance: `Theme.light` and `Theme.dark` are the two
/// standard palettes, with the same metrics. Each window has a pair of themes, a light and
/// a dark one: its host's (`Configuration.theme` and `Configuration.darkTheme`) or its
/// `HeadlessScreen`'s. A view reads the theme of its window and appearance from
/// ``View/theme``; the colours there stand for the theme's colours and are resolved when
/// drawn, so they follow the appearance by themselves (see ``Color``).
public struct Theme: Sendable, Equatable {
    /// Tint of interactive elements: (0, 122, 255).
    public var tintColor = Color(rgb: 0, 122, 255)
    /// Primary text colour.
    public var labelColor = Color.black
    /// Secondary text colour: (108, 108, 112), at least 4.5:1 against white and the grouped
    /// background (WCAG 2's contrast for text; UIKit's lighter grey is under it).
    public var secondaryLabelColor = Color(rgb: 108, 108, 112)
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
    /// The large title's area under the bar when expanded: 52 pt (UIKit's 96 pt bar).
    public var navigationLargeTitleHeight: CGFloat = 52
    /// Large titles: 34 pt bold, leading-aligned.
    public var navigationLargeTitleFont = Font.systemFont(ofSize: 34, weight: .bold)
    /// The large title's leading margin: 16 pt.
    public var navigationLargeTitleMargin: CGFloat = 16
    /// The last points of the large title's collapse over which the small title fades in: 12 pt.
    public var navigationLargeTitleFadeDistance: CGFloat = 12
    /// `setNavigationBarHidden(_:animated:)` outside a transition: 0.33 s (UIKit's
    /// `UINavigationControllerHideShowBarDuration`).
    public var navigationBarHideDuration: TimeInterval = 0.33
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
    /// The width of the keyboard focus ring round a focused control: 3 pt (its inner edge is
    /// half as wide); 0 draws none. Not finite or negative: one line, and 3.
    public var focusRingWidth: CGFloat = 3 {
        didSet {
            guard !(focusRingWidth.isFinite && focusRingWidth >= 0) else { return }
            Diagnostics.reportFromAnyThread("Theme.focusRingWidth must be a finite number ≥ 0, not \(focusRingWidth); using 3")
            focusRingWidth = 3
        }
    }
    /// Scroll indicators: black at alpha 0.35.
    public var scrollIndicatorColor = Color.black.withAlphaComponent(0.35)
    /// Background of grouped pages (settings): (242, 242, 247).
    public var groupedBackgroundColor = Color(rgb: 242, 242, 247)
    /// Background of the rows and cards on a grouped page: white.
    public var secondaryGroupedBackgroundColor = Color.white
    /// Switch track when on: the system green (52, 199, 89).
    public var switchOnTintColor = Color(rgb: 52, 199, 89)
    /// Switch track when off: (233, 233, 235).
    public var switchOffTrackColor = Color(rgb: 233, 233, 235)
    /// Switch and slider thumbs: white.
    public var thumbColor = Color.white
    /// The soft shadow around thumbs and the segmented control's selection.
    public var thumbShadowColor = Color.black.withAlphaComponent(0.15)
    /// Slider track right of the thumb: (229, 229, 234).
    public var sliderMaximumTrackColor = Color(rgb: 229, 229, 234)
    /// Segmented control background: (238, 238, 239).
    public var segmentedBackgroundColor = Color(rgb: 238, 238, 239)
    /// Segmented control selection indicator: white.
    public var segmentedSelectedColor = Color.white
    /// Hairlines between unselected segments: (208, 208, 212).
    public var segmentedSeparatorColor = Color(rgb: 208, 208, 212)
    /// A pressed, unselected segment: black at alpha 0.05.
    public var segmentedHighlightColor = Color.black.withAlphaComponent(0.05)
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
    // Curves of the toolkit's own animations (durations above).

    /// Push and pop: ease-in-out.
    public var navigationTransitionCurve = AnimationCurve.easeInOut
    /// Tab bar slide without a coordinator: ease-in-out.
    public var tabBarAnimationCurve = AnimationCurve.easeInOut
    /// Bottom bar fade: ease-in.
    public var bottomBarFadeCurve = AnimationCurve.easeIn
    /// Wheel steps: ease-out.
    public var scrollWheelAnimationCurve = AnimationCurve.easeOut
    /// `setContentOffset(_:animated: true)`: ease-in-out.
    public var scrollAnimationCurve = AnimationCurve.easeInOut

    /// Table views: rows, sections, separators, accessories.
    public var lists = ListTheme()
    /// Drag images and drags over lists.
    public var drag = DragTheme()
    /// Sheets and alerts.
    public var presentation = PresentationTheme()
    /// Activity indicators, progress views, steppers and page controls.
    public var indicators = IndicatorTheme()
    /// Blur effects: how far they blur and the tint of each style.
    public var blur = BlurTheme()
    /// Button configurations and button types.
    public var buttons = ButtonTheme()
    /// Tool tips.
    public var toolTips = ToolTipTheme()
    /// Menus, context menus and the menu bar.
    public var menus = MenuTheme()
    /// Size-class thresholds, split views and page views.
    public var containers = ContainerTheme()
    /// Buttons under the pointer: a filled button darkens by this overlay.
    public var hoverDarkeningColor = Color.black.withAlphaComponent(0.12)
    /// Buttons under the pointer: a plain button gets a plate of its tint at this alpha.
    public var hoverTintAlpha: CGFloat = 0.1
    /// Text fields: the caret's colour (the tint).
    public var caretColor = Color(rgb: 0, 122, 255)
    /// Text fields: the selection's background.
    public var textSelectionColor = Color(rgb: 0, 122, 255, alpha: 0.25)
    /// Text fields: the border of the rounded style.
    public var textFieldBorderColor = Color(rgb: 198, 198, 200)
    /// Text fields: placeholder text.
    public var placeholderColor = Color(rgb: 196, 196, 199)
    /// Text fields: the caret shows and hides every 0.5 s while it blinks (the desktop's
    /// `Net/CursorBlinkTime` ÷ 2 when it says, unless the app set its own).
    public var caretBlinkInterval: TimeInterval = 0.5
    /// Text fields: whether the caret blinks at all; false: it stays on (the desktop's
    /// `Net/CursorBlink` when it says, unless the app set its own).
    public var caretBlinks = true
    /// Text fields: the caret stops blinking (and stays on) 10 s after the last input, so an
    /// idle window makes no wakeups.
    public var caretBlinkTimeout: TimeInterval = 10

    /// Controls: opacity of a disabled switch, slider or segmented control: 0.4.
    public var disabledControlAlpha: CGFloat = 0.4
    /// Switch: 51 × 31 pt.
    public var switchSize = CGSize(width: 51, height: 31)
    /// Switch thumb: inset 2 pt from the track.
    public var switchThumbInset: CGFloat = 2
    /// Switch thumb: how much wider it grows while pressed, 7 pt.
    public var switchThumbStretch: CGFloat = 7
    /// Switch thumb: a spring of 0.35 s with damping ratio 0.75.
    public var switchAnimationDuration: TimeInterval = 0.35
    /// Switch thumb spring damping ratio: 0.75 (a small overshoot).
    public var switchSpringDampingRatio: CGFloat = 0.75
    /// Slider thumb: 28 pt across.
    public var sliderThumbDiameter: CGFloat = 28
    /// Slider track: 4 pt thick.
    public var sliderTrackHeight: CGFloat = 4
    /// Slider: `setValue(_:animated: true)` and track clicks glide over 0.2 s.
    public var sliderAnimationDuration: TimeInterval = 0.2
    /// Slider: arrow keys step by this fraction of the range, 1/20.
    public var sliderKeyStepFraction: CGFloat = 0.05
    /// Segmented control: 32 pt tall.
    public var segmentedControlHeight: CGFloat = 32
    /// Segmented control: corner radius 8 pt; the selection's is 2 pt less.
    public var segmentedCornerRadius: CGFloat = 8
    /// Segmented control: the selection sits 2 pt inside the background.
    public var segmentedSelectionInset: CGFloat = 2
    /// Segmented control: segment titles, 13 pt medium.
    public var segmentedTitleFont = Font.systemFont(ofSize: 13, weight: .medium)
    /// Segmented control: the selected segment's title, 13 pt semibold.
    public var segmentedSelectedTitleFont = Font.systemFont(ofSize: 13, weight: .semibold)
    /// Segmented control: the selection slides over 0.25 s.
    public var segmentedAnimationDuration: TimeInterval = 0.25

    /// The default theme: the light palette.
    public init() {}

    /// The light palette (Apple's light appearance).
    public static let light = Theme()

    /// The dark palette: the same metrics with Apple's dark-appearance colours.
    public static let dark: Theme = {
        var t = Theme()
        t.tintColor = Color(rgb: 10, 132, 255)
        t.labelColor = .white
        t.secondaryLabelColor = Color(rgb: 142, 142, 147)
        t.pageBackgroundColor = .black
        t.barBackgroundColor = Color(rgb: 22, 22, 24)
        t.barSeparatorColor = Color(rgb: 56, 56, 58)
        t.bottomBarColor = Color.white.withAlphaComponent(0.16)
        t.focusRingColor = Color(rgb: 10, 132, 255, alpha: 0.7)
        t.focusRingInnerColor = Color.black.withAlphaComponent(0.8)
        t.groupedBackgroundColor = .black
        t.secondaryGroupedBackgroundColor = Color(rgb: 28, 28, 30)
        t.switchOnTintColor = Color(rgb: 48, 209, 88)
        t.switchOffTrackColor = Color(rgb: 57, 57, 61)
        t.thumbColor = .white
        t.thumbShadowColor = Color.black.withAlphaComponent(0.3)
        t.sliderMaximumTrackColor = Color(rgb: 58, 58, 62)
        t.segmentedBackgroundColor = Color(rgb: 44, 44, 47)
        t.segmentedSelectedColor = Color(rgb: 99, 99, 104)
        t.segmentedSeparatorColor = Color(rgb: 72, 72, 76)
        t.segmentedHighlightColor = Color.white.withAlphaComponent(0.08)
        t.scrollIndicatorColor = Color.white.withAlphaComponent(0.35)
        t.indicators = .dark
        t.buttons = .dark
        t.toolTips = .dark
        t.menus = .dark
        t.lists.plainBackgroundColor = .black
        t.lists.groupedBackgroundColor = .black
        t.lists.groupedCellBackgroundColor = Color(rgb: 28, 28, 30)
        t.lists.selectedBackgroundColor = Color(rgb: 58, 58, 60)
        t.lists.separatorColor = Color(rgb: 56, 56, 58)
        t.lists.plainHeaderBackgroundColor = Color(rgb: 28, 28, 30)
        t.lists.disclosureColor = Color(rgb: 90, 90, 94)
        t.presentation.alertBackgroundColor = Color(rgb: 44, 44, 46)
        t.presentation.alertSeparatorColor = Color(rgb: 68, 68, 71)
        t.presentation.sheetBackgroundColor = Color(rgb: 28, 28, 30)
        t.presentation.destructiveColor = Color(rgb: 255, 69, 58)
        t.hoverDarkeningColor = Color.white.withAlphaComponent(0.12)
        t.caretColor = Color(rgb: 10, 132, 255)
        t.textSelectionColor = Color(rgb: 10, 132, 255, alpha: 0.35)
        t.textFieldBorderColor = Color(rgb: 56, 56, 58)
        t.placeholderColor = Color(rgb: 99, 99, 102)
        return t
    }()
}
