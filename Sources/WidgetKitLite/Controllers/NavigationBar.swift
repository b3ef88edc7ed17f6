import Foundation

/// The bar at the top of a navigation controller: the page title, centred, a back button
/// labelled with the previous page's title ("Back" when that does not fit beside the
/// title), and the page's bar button items (`NavigationItem.leftBarButtonItems`,
/// `rightBarButtonItems`, laid out in `NavigationBar+Items.swift`) — UIKit's
/// `UINavigationBar`. 44 points tall, light grey with a hairline at the bottom. During a
/// transition the titles move as UIKit's do (`NavigationBar+TitleTransition.swift`) and the
/// items cross-fade.
///
/// With ``prefersLargeTitles`` the bar grows a large title area under it (52 pt) that
/// collapses as the page's content scrolls up (`NavigationBar+LargeTitle.swift`); its look
/// comes from ``standardAppearance`` and ``scrollEdgeAppearance`` or the top page's
/// overrides (`NavigationBar+Appearance.swift`).
@MainActor
open class NavigationBar: View {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// Called when the back button is activated.
    var onBack: (() -> Void)?
    /// The title and back label of the page shown (animatable: they cross-fade).
    var titleLabel = Label()
    var backButton = BackButton()
    let separator = View()
    /// Holds the small titles (and the title view), so they fade together as the large
    /// title collapses without touching the labels the title transition animates.
    let titleContainer = View()
    /// The title view shown in place of the title label, if any.
    var shownTitleView: View?
    /// Clips the large title to the part of its area still shown.
    let largeTitleArea = View()
    /// The large title (`prefersLargeTitles`).
    let largeTitleLabel = Label()
    /// How much of the large title area the bar shows now (0 … the theme's height), set by
    /// the navigation controller from the page's scroll position and the transitions.
    var largeTitleHeight: CGFloat = 0 {
        didSet { if largeTitleHeight != oldValue { setNeedsLayout() } }
    }
    /// The appearance shown last (its bad attributes were reported then).
    var appliedAppearance: NavigationBarAppearance?
    /// Called when a setting the navigation controller lays out from changes.
    var onSettingsChange: (() -> Void)?

    /// The bar's look over scrolled content (and at the scroll edge when
    /// ``scrollEdgeAppearance`` is nil) — UIKit's default background unless set.
    public var standardAppearance = NavigationBarAppearance() {
        didSet { onSettingsChange?() }
    }
    /// The bar's look while the top page's content is at its top edge (or the page has no
    /// scroll view); nil uses ``standardAppearance``.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        didSet { onSettingsChange?() }
    }
    /// The bar's look when compact; nil uses ``standardAppearance``. Kept for UIKit code:
    /// the bar of a desktop window is never compact.
    public var compactAppearance: NavigationBarAppearance? {
        didSet { onSettingsChange?() }
    }
    /// Whether pages show their title large under the bar, collapsing into the bar as the
    /// content scrolls (see ``NavigationItem/largeTitleDisplayMode``). Default: false.
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { onSettingsChange?() } }
    }
    /// Titles that are fading out during a transition.
    var fadingLabels: [View] = []
    /// The title transition running, until its outcome is settled.
    var runningTitleTransition: TitleTransition?
    /// The page's bar button items (NavigationBar+Items.swift).
    var leftItemStack = BarItemStack()
    var rightItemStack = BarItemStack()
    /// Item stacks fading out during a transition.
    var fadingItemStacks: [View] = []
    /// Whether left items take the back button's place.
    var leftItemsReplaceBackButton = false
    /// The back button's full title (the previous page's), before fitting.
    var backTitle: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let theme = self.theme
        backgroundColor = theme.barBackgroundColor
        titleLabel.font = theme.navigationTitleFont
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "navigation title"
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        separator.backgroundColor = theme.barSeparatorColor
        titleContainer.isUserInteractionEnabled = false
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleLabel.font = theme.navigationLargeTitleFont
        largeTitleLabel.accessibilityIdentifier = "large title"
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(titleContainer)
        addSubview(largeTitleArea)
        titleContainer.addSubview(titleLabel)
        addSubview(backButton)
        addSubview(leftItemStack)
        addSubview(rightItemStack)
        addSubview(separator)
        backButton.onTap = { [weak self] in self?.onBack?() }
        addGestureRecognizer(TapGestureRecognizer(target: self, action: NavigationBar.barTapped))
    }

    /// The bar's title text.
    public var title: String? { titleLabel.text }

    open override func layoutSubviews() {
        let b = bounds
        let barHeight = theme.navigationBarHeight
        let top = b.height - largeTitleHeight - barHeight
        separator.frame = CGRect(x: 0, y: b.height, width: b.width, height: 1 / max(1, window?.scale ?? 1))
        if titleContainer.frame != b { titleContainer.frame = b }
        layoutContent(top: top, barHeight: barHeight)
        layoutLargeTitle(below: top + barHeight)
    }

    /// Shows `title` with a back button titled `backTitle` (nil hides it). Inside a
    /// transition's recording the old title fades out and the new one in.
    func show(title: String?, backTitle: String?, animatedWith transition: TransitionDriver?) {
        // The full title; layout shortens it to "Back" when it does not fit beside the title.
        let backText = backTitle
        self.backTitle = backTitle
        // A transition that just ended (its completions have not run yet) leaves its outcome first.
        settleTitleTransition()
        // Titles still fading from an earlier transition that ended early leave now.
        for label in fadingLabels { label.removeFromSuperview() }
        fadingLabels.removeAll()
        for stale in subviews where (stale is BackButton && stale !== backButton) || (stale is Label && stale !== titleLabel) {
            stale.removeFromSuperview()
        }
        for stale in titleContainer.subviews where stale is Label && stale !== titleLabel && stale !== shownTitleView {
            stale.removeFromSuperview()
        }
        largeTitleLabel.text = title
        guard let transition else {
            titleLabel.text = title
            backButton.title = backText
            backButton.isHidden = backText == nil
            setNeedsLayout()
            return
        }
        let old = titleLabel
        let oldBack = backButton
        let newLabel = Label()
        newLabel.font = old.font
        newLabel.textColor = old.textColor
        newLabel.isHidden = old.isHidden
        newLabel.textAlignment = .center
        newLabel.text = title
        newLabel.frame = old.frame
        newLabel.accessibilityIdentifier = "navigation title"
        newLabel.accessibilityTraits = old.accessibilityTraits
        titleContainer.addSubview(newLabel)
        let newBack = BackButton()
        newBack.title = backText
        newBack.isHidden = backText == nil
        newBack.onTap = oldBack.onTap
        addSubview(newBack)
        titleLabel = newLabel
        backButton = newBack
        fadingLabels = [old]
        layoutSubviews()
        newBack.layoutIfNeeded()
        animateTitles(from: (old, oldBack), to: (newLabel, newBack), with: transition)
        runningTitleTransition = TitleTransition(driver: transition, old: (old, oldBack), new: (newLabel, newBack))
        transition.animate(alongsideTransition: nil) { [weak self] _ in self?.settleTitleTransition() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: theme.navigationBarHeight + largeTitleHeight)
    }
}

/// The navigation bar's back button: a chevron and the previous page's title in the tint.
@MainActor
final class BackButton: View {
    required init?(coder: NSCoder) { nil }

    var onTap: (() -> Void)?
    var title: String? {
        didSet {
            label.text = title
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }
    /// The title next to the chevron (it moves on its own during title transitions).
    let label = Label()
    static let chevronWidth: CGFloat = 14

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textColor = tintColor
        label.font = theme.bodyFont
        label.isUserInteractionEnabled = false
        addSubview(label)
        accessibilityIdentifier = "back button"
        addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.onTap?() })
    }

    /// The title follows the tint (the bar's, inherited); the chevron is redrawn in it.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        label.textColor = tintColor
    }

    /// The chevron and the title (the chevron alone without a title).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = label.sizeThatFits(.zero)
        return CGSize(width: Self.width(of: title, font: font), height: s.height)
    }

    /// The title's font.
    var font: Font { label.font }

    /// The width of a back button titled `title` in `font`.
    static func width(of title: String?, font: Font) -> CGFloat {
        guard let title, !title.isEmpty else { return chevronWidth + 6 }
        return chevronWidth + 6 + TextLayout.measure(title, font: font).width
    }

    override func layoutSubviews() {
        let s = label.sizeThatFits(.zero)
        let frame = CGRect(x: Self.chevronWidth + 6, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
        if label.frame != frame { label.frame = frame }
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        // A chevron "‹" drawn as two short strokes of squares (crisp at any scale).
        let midY = bounds.height / 2
        let size: CGFloat = 10
        let stroke: CGFloat = 2.5
        let steps = 20
        for i in 0...steps {
            let t = CGFloat(i) / CGFloat(steps)
            let x = 2 + size * 0.6 * t
            context.fill(CGRect(x: x, y: midY - size * t - stroke / 2, width: stroke, height: stroke), color: tintColor)
            context.fill(CGRect(x: x, y: midY + size * t - stroke / 2, width: stroke, height: stroke), color: tintColor)
        }
    }
}
