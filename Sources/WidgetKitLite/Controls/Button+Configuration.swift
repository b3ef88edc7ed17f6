import Foundation

extension Button {
    /// How a button looks: its content, colours, insets and size — UIKit's
    /// `UIButton.Configuration`.
    ///
    /// Start from a style (`plain()`, `gray()`, `tinted()`, `filled()` and the bordered
    /// ones), change what you need and set it as the button's ``Button/configuration``. The
    /// style decides the colours: `filled()` is a white title on the tint (or
    /// `baseBackgroundColor`); `tinted()` a tinted title on the tint at low alpha
    /// (`Theme.buttons.tintedBackgroundAlpha`); `gray()` a tinted title on a light grey
    /// fill; `plain()` a tinted title with no fill. `baseForegroundColor` and
    /// `baseBackgroundColor` replace the tint in the foreground and the fill. The button
    /// applies its state itself: pressed, the fill (or a plain button's content) dims;
    /// disabled, the content and fill turn grey (`Theme.buttons`); under the pointer it
    /// darkens or gets a faint tinted plate as other buttons do. A configuration is a
    /// value: change a copy and set it again (``Button/configurationUpdateHandler`` is the
    /// place to do that on state changes).
    public struct Configuration: Equatable, Sendable {
        /// The size class of a button: its fonts, content insets and dynamic corner
        /// radius — UIKit's `UIButton.Configuration.Size`.
        public enum Size: Hashable, Sendable {
            /// The smallest: 12 pt titles, 3 × 8 pt insets.
            case mini
            /// 15 pt titles, 5 × 10 pt insets.
            case small
            /// The default: 17 pt titles, 7 × 12 pt insets.
            case medium
            /// 17 pt titles, 14 × 20 pt insets.
            case large
        }

        /// How the fill's corners are rounded — UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable {
            /// The radius is `background.cornerRadius`.
            case fixed
            /// The radius follows `buttonSize` (the default).
            case dynamic
            /// `Theme.buttons.smallCornerRadius` (4 pt).
            case small
            /// `Theme.buttons.mediumCornerRadius` (8 pt).
            case medium
            /// `Theme.buttons.largeCornerRadius` (12 pt).
            case large
            /// Half the button's height: round ends.
            case capsule
        }

        /// How the title and the subtitle align with each other — UIKit's
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Hashable, Sendable {
            /// Leading beside a leading image, trailing beside a trailing one, else centred.
            case automatic
            /// Left-aligned.
            case leading
            /// Centred.
            case center
            /// Right-aligned.
            case trailing
        }

        /// The fill and outline of a configured button — the part of UIKit's
        /// `UIBackgroundConfiguration` a button uses. (The toolkit's
        /// ``BackgroundConfiguration`` belongs to the list cells, a layer above buttons.)
        public struct Background: Hashable, Sendable {
            /// The fill; nil takes the style's (the tint for `filled()`, none for `plain()`).
            public var backgroundColor: Color?
            /// The corner radius, used when the configuration's `cornerStyle` is `.fixed`.
            public var cornerRadius: CGFloat = 0
            /// The outline's colour; nil draws it in the foreground colour.
            public var strokeColor: Color?
            /// The outline's width, drawn inside the edge (0: no outline).
            public var strokeWidth: CGFloat = 0

            /// The style's fill, no outline.
            public init() {}

            /// A clear background: no fill, whatever the style.
            public static func clear() -> Background {
                var background = Background()
                background.backgroundColor = .clear
                return background
            }
        }

        /// The looks a configuration starts from.
        enum Style: Hashable, Sendable {
            case plain, gray, tinted, filled
        }

        /// The look the configuration started from.
        let style: Style

        /// The title as an attributed string; nil shows none. Ranges without a font or colour
        /// take the button size's font and the foreground colour.
        public var attributedTitle: AttributedString?
        /// The subtitle, shown under the title; nil shows none.
        public var attributedSubtitle: AttributedString?
        /// The image, a template painted in the foreground colour unless made with
        /// `withRenderingMode(.alwaysOriginal)`.
        public var image: Image?
        /// Which side of the title the image is on: `.leading` (the default), `.trailing`,
        /// `.top` or `.bottom`. Other values (no edge, several) place it leading.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image (or activity indicator) and the text: 0 pt by default.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle: 0 pt by default.
        public var titlePadding: CGFloat = 0
        /// How the title and the subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// How the fill's corners are rounded: `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The fill and outline.
        public var background = Background()
        /// The colour of the title, subtitle, image and activity indicator; nil takes the
        /// style's (the tint; white for `filled()`).
        public var baseForegroundColor: Color?
        /// The colour the style fills with; nil takes the tint.
        public var baseBackgroundColor: Color?
        /// Whether an activity indicator shows in place of the image (or where an image
        /// would be), spinning, in the foreground colour.
        public var showsActivityIndicator = false
        /// The size class: fonts, default insets and the dynamic corner radius. `.medium`
        /// by default.
        public var buttonSize: Size = .medium
        /// How symbol images draw (their point size, weight, scale); nil draws a symbol made
        /// without a point size at the title font's size, and others as made.
        public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?
        /// The insets set by the app; nil: the button size's.
        var customContentInsets: NSDirectionalEdgeInsets?

        init(style: Style) {
            self.style = style
        }

        /// A tinted title with no fill — UIKit's `plain()`.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted title on a light grey fill — UIKit's `gray()`.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tinted title on the tint at low alpha — UIKit's `tinted()`.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A white title on the tint — UIKit's `filled()`.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A tinted title with no fill — UIKit's `borderless()`, here as `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// A tinted title on a light grey fill — UIKit's `bordered()`, here as `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// A tinted title on the tint at low alpha — UIKit's `borderedTinted()`, here as
        /// `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// A white title on the tint — UIKit's `borderedProminent()`, here as `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The title's text; setting it replaces `attributedTitle` with plain text.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        /// The subtitle's text; setting it replaces `attributedSubtitle` with plain text.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        /// Space between the content and the button's edges: the button size's (7 pt above
        /// and below, 12 pt at the sides for `.medium`, from `Theme.buttons`) until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Self.defaultContentInsets(for: buttonSize, in: Theme.light.buttons) }
            set { customContentInsets = newValue }
        }

        /// The insets in effect with `theme`: the app's, else the button size's.
        func resolvedContentInsets(in theme: ButtonTheme) -> NSDirectionalEdgeInsets {
            customContentInsets ?? Self.defaultContentInsets(for: buttonSize, in: theme)
        }

        static func defaultContentInsets(for size: Size, in theme: ButtonTheme) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: theme.miniContentInsets
            case .small: theme.smallContentInsets
            case .medium: theme.mediumContentInsets
            case .large: theme.largeContentInsets
            }
        }
    }
}
