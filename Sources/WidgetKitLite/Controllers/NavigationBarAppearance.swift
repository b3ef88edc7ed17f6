import Foundation

/// How a navigation bar looks: its background, its hairline and its titles' text — UIKit's
/// `UINavigationBarAppearance`.
///
/// Set one on ``NavigationBar/standardAppearance`` (the bar over scrolled content),
/// ``NavigationBar/scrollEdgeAppearance`` (the bar while the page's content is at its top
/// edge) or the same properties of a page's ``NavigationItem``, which override the bar's
/// while that page is on top. An appearance is a reference, as UIKit's is: change it, then
/// assign it again (or assign a ``copy()``) for the bar to show the change.
@MainActor
public final class NavigationBarAppearance {
    /// Which background a `configureWith…` call chose.
    enum Background: Equatable { case standard, opaque, transparent }

    /// The background chosen by the last `configureWith…` call.
    private(set) var background: Background = .standard
    /// The bar's fill; nil uses the background's default (the theme's bar colour for the
    /// default background, the page background when opaque, nothing when transparent).
    public var backgroundColor: Color?
    /// The hairline under the bar; nil or a clear colour hides it.
    public var shadowColor: Color?
    /// The small title's attributes: `.font` (a ``Font``) and `.foregroundColor` (a
    /// ``Color``) are honoured; a value of another type is ignored, with one diagnostic line
    /// each time the bar switches to this appearance.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (see ``NavigationBar/prefersLargeTitles``), as
    /// `titleTextAttributes`.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Creates an appearance with the default background (`configureWithDefaultBackground()`).
    public init() {
        configureWithDefaultBackground()
    }

    /// Creates a copy of `barAppearance` (nil gives the default appearance).
    public init(barAppearance: NavigationBarAppearance?) {
        configureWithDefaultBackground()
        guard let barAppearance else { return }
        background = barAppearance.background
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        titleTextAttributes = barAppearance.titleTextAttributes
        largeTitleTextAttributes = barAppearance.largeTitleTextAttributes
    }

    /// A copy that changes independently of this appearance.
    public func copy() -> NavigationBarAppearance {
        NavigationBarAppearance(barAppearance: self)
    }

    /// The toolkit's bar: the theme's light grey fill with a hairline.
    public func configureWithDefaultBackground() {
        background = .standard
        backgroundColor = nil
        shadowColor = .theme(\.barSeparatorColor)
    }

    /// An opaque fill in the page background colour, with a hairline.
    public func configureWithOpaqueBackground() {
        background = .opaque
        backgroundColor = .systemBackground
        shadowColor = .theme(\.barSeparatorColor)
    }

    /// No fill and no hairline: the content shows through the bar.
    public func configureWithTransparentBackground() {
        background = .transparent
        backgroundColor = nil
        shadowColor = nil
    }

    /// The fill the bar paints.
    var resolvedBackgroundColor: Color {
        if let backgroundColor { return backgroundColor }
        switch background {
        case .standard: return .theme(\.barBackgroundColor)
        case .opaque: return .systemBackground
        case .transparent: return .clear
        }
    }

    /// The font and colour `attributes` ask for, each nil when absent or of the wrong type
    /// (reported with one line each when `report`, naming `name`).
    static func textStyle(of attributes: [NSAttributedString.Key: Any], name: String, report: Bool) -> (font: Font?, color: Color?) {
        let font = attributes[.font], color = attributes[.foregroundColor]
        if report, let font, !(font is Font) {
            Diagnostics.report("NavigationBarAppearance.\(name): .font is a \(type(of: font)), not a Font; the default font is used")
        }
        if report, let color, !(color is Color) {
            Diagnostics.report("NavigationBarAppearance.\(name): .foregroundColor is a \(type(of: color)), not a Color; the default colour is used")
        }
        return (font as? Font, color as? Color)
    }
}
